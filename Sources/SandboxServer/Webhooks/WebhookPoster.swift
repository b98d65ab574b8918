import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import OrdersSimulator

/// POSTs one webhook transmission over HTTP/1.1 (NIO's client codec), on a connection of its own that is closed
/// afterwards, and reads the status the listener answers.
enum WebhookPoster {
    /// The status `transmission`'s listener answered within `timeout`, or `nil` (refused, reset, too slow, not HTTP).
    @Sendable static func post(_ transmission: WebhookTransmission, timeout: Duration) async -> Int? {
        guard let host = transmission.url.host else { return nil }
        let port = transmission.url.port ?? 80
        return try? await withThrowingTaskGroup(of: Int?.self) { group in
            group.addTask { try await exchange(transmission, host: host, port: port) }
            group.addTask {
                try await Task.sleep(for: timeout)
                return nil
            }
            let first = try await group.next() ?? nil
            group.cancelAll()
            return first
        }
    }

    /// Connects, sends the request, reads the response head and ends.
    private static func exchange(_ transmission: WebhookTransmission, host: String, port: Int) async throws -> Int? {
        let bare = host.hasPrefix("[") ? String(host.dropFirst().dropLast()) : host
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .channelOption(.socketOption(.tcp_nodelay), value: 1)
            .connect(host: bare, port: port) { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHTTPClientHandlers()
                    return try NIOAsyncChannel<HTTPClientResponsePart, HTTPClientRequestPart>(wrappingChannelSynchronously: channel)
                }
            }
        return try await channel.executeThenClose { inbound, outbound in
            var path = transmission.url.path.isEmpty ? "/" : transmission.url.path
            if let query = transmission.url.query { path += "?" + query }
            var head = HTTPRequestHead(version: .http1_1, method: .POST, uri: path)
            head.headers.add(name: "Host", value: port == 80 ? host : "\(host):\(port)")
            for (name, value) in transmission.headers.sorted(by: { $0.key < $1.key }) { head.headers.add(name: name, value: value) }
            head.headers.add(name: "Content-Length", value: String(transmission.body.count))
            head.headers.add(name: "Connection", value: "close")
            try await outbound.write(.head(head))
            try await outbound.write(.body(.byteBuffer(ByteBuffer(bytes: transmission.body))))
            try await outbound.write(.end(nil))
            var status: Int?
            for try await part in inbound {
                if case .head(let response) = part { status = Int(response.status.code) }
                if case .end = part { break }
            }
            return status
        }
    }
}
