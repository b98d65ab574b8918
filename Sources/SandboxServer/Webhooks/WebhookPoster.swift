import Foundation
import NIOConcurrencyHelpers
import NIOCore
import NIOHTTP1
import NIOPosix
import OrdersSimulator

/// POSTs webhook transmissions over HTTP/1.1 (NIO's client codec) on one keep-alive connection per listener, as a
/// sender that delivers many events does: the connection is opened on first use, kept while the listener keeps it,
/// and opened again after a failure, a timeout or a `Connection: close`.
///
/// One worker uses a poster at a time (a webhook's deliveries are sequential).
final class WebhookPoster: Sendable {
    /// A request waiting for its response.
    private struct Job: Sendable {
        let transmission: WebhookTransmission
        let reply: ReplyOnce
    }

    /// The open connection: where its jobs go, and the task that owns its channel.
    private struct Connection: Sendable {
        let authority: String
        let jobs: AsyncStream<Job>.Continuation
        let task: Task<Void, Never>
    }

    private let connection = NIOLockedValueBox<Connection?>(nil)

    /// A poster with no connection yet.
    init() {}

    /// The status `transmission`'s listener answered within `timeout`, or `nil` (refused, reset, too slow, not HTTP);
    /// after `nil` the connection is closed, so a late answer is never taken for the next request's.
    func post(_ transmission: WebhookTransmission, timeout: Duration) async -> Int? {
        guard let host = transmission.url.host else { return nil }
        let port = transmission.url.port ?? 80
        let status: Int? = await withTaskGroup(of: Int?.self) { group in
            group.addTask { await self.exchange(transmission, host: host, port: port) }
            group.addTask {
                try? await Task.sleep(for: timeout)
                return nil
            }
            let first = await group.next() ?? nil
            if first == nil { self.close() }  // timed out or failed: the answer must not reach another request
            group.cancelAll()
            return first
        }
        return status
    }

    /// Closes the connection, if one is open.
    func close() {
        guard
            let open = connection.withLockedValue({ current -> Connection? in
                defer { current = nil }
                return current
            })
        else { return }
        open.jobs.finish()
        open.task.cancel()
    }

    /// Sends `transmission` on the open connection to `host:port`, opening one first when needed (and again when the
    /// listener had closed the kept one before this request went out).
    private func exchange(_ transmission: WebhookTransmission, host: String, port: Int) async -> Int? {
        let authority = port == 80 ? host : "\(host):\(port)"
        for _ in 0..<2 {
            let open: Connection
            if let current = connection.withLockedValue({ $0 }), current.authority == authority {
                open = current
            } else {
                close()
                guard let made = try? await Self.connect(host: host, port: port, authority: authority) else { return nil }
                connection.withLockedValue { $0 = made }
                open = made
            }
            let reply = ReplyOnce()
            let status = await withTaskCancellationHandler {
                await withCheckedContinuation { continuation in
                    reply.set(continuation)
                    if case .terminated = open.jobs.yield(Job(transmission: transmission, reply: reply)) { reply.resume(Self.closedBefore) }
                }
            } onCancel: {
                reply.resume(nil)
            }
            guard status == Self.closedBefore else { return status }
            close()  // the kept connection had ended: open a new one and send there
        }
        return nil
    }

    /// The status `exchange` is given when the kept connection had ended before the request went out.
    private static let closedBefore = -1

    /// Opens a connection whose task sends each job's request and reads its response, in turn, until a failure or a
    /// `Connection: close`; every job it could not answer is answered `nil`.
    private static func connect(host: String, port: Int, authority: String) async throws -> Connection {
        let bare = host.hasPrefix("[") ? String(host.dropFirst().dropLast()) : host
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .channelOption(.socketOption(.tcp_nodelay), value: 1)
            .connect(host: bare, port: port) { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHTTPClientHandlers()
                    return try NIOAsyncChannel<HTTPClientResponsePart, HTTPClientRequestPart>(wrappingChannelSynchronously: channel)
                }
            }
        let (jobs, continuation) = AsyncStream.makeStream(of: Job.self)
        let task = Task {
            var pending = jobs.makeAsyncIterator()
            try? await channel.executeThenClose { inbound, outbound in
                var responses = inbound.makeAsyncIterator()
                while let job = await pending.next() {
                    var head = HTTPRequestHead(version: .http1_1, method: .POST, uri: target(of: job.transmission.url))
                    head.headers.add(name: "Host", value: authority)
                    for (name, value) in job.transmission.headers.sorted(by: { $0.key < $1.key }) { head.headers.add(name: name, value: value) }
                    head.headers.add(name: "Content-Length", value: String(job.transmission.body.count))
                    do {
                        try await outbound.write(.head(head))
                        try await outbound.write(.body(.byteBuffer(ByteBuffer(bytes: job.transmission.body))))
                        try await outbound.write(.end(nil))
                        var status: Int?
                        var keepAlive = true
                        while let part = try await responses.next() {
                            if case .head(let response) = part {
                                status = Int(response.status.code)
                                keepAlive = response.isKeepAlive
                            }
                            if case .end = part { break }
                        }
                        job.reply.resume(status)
                        if status == nil || !keepAlive { return }
                    } catch {
                        job.reply.resume(nil)
                        return
                    }
                }
            }
            continuation.finish()
            while let job = await pending.next() { job.reply.resume(closedBefore) }
        }
        return Connection(authority: authority, jobs: continuation, task: task)
    }

    /// The request target of `url`: its path (`/` when empty) and query.
    private static func target(of url: URL) -> String {
        var path = url.path.isEmpty ? "/" : url.path
        if let query = url.query { path += "?" + query }
        return path
    }
}

/// A continuation resumed exactly once, whoever comes first: the response, a failure or a cancellation.
private final class ReplyOnce: Sendable {
    private let state = NIOLockedValueBox<(continuation: CheckedContinuation<Int?, Never>?, early: Int??)>((nil, nil))

    /// The continuation to resume (a reply that came first is given at once).
    func set(_ continuation: CheckedContinuation<Int?, Never>) {
        let early = state.withLockedValue { state -> Int?? in
            if let early = state.early { return early }
            state.continuation = continuation
            return nil
        }
        if let early { continuation.resume(returning: early) }
    }

    /// Resumes with `status`, unless resumed before.
    func resume(_ status: Int?) {
        let continuation = state.withLockedValue { state -> CheckedContinuation<Int?, Never>? in
            if let continuation = state.continuation {
                state.continuation = nil
                state.early = .some(nil)  // resumed: later replies are ignored
                return continuation
            }
            if state.early == nil { state.early = .some(status) }
            return nil
        }
        continuation?.resume(returning: status)
    }
}
