import AsyncHTTPClient
import Foundation
import NIOCore
import OrdersCore

/// The bridge's way to PayPal (and to IPN listeners): AsyncHTTPClient's pooled keep-alive connections on the process's
/// NIO event loops. On Linux, `URLSession` (libcurl underneath) costs about a millisecond per request, several times
/// what an Orders v2 call costs the sandbox on loopback; a server making a call per Adaptive request needs the pool.
struct PooledHTTPTransport: HTTPTransport {
    /// The client (the process-wide one by default: its connections are shared by every caller).
    let client: HTTPClient
    /// How long one request may take, from connecting to the last byte of the answer.
    let timeout: TimeAmount
    /// The largest answer read.
    let maxResponseBytes: Int

    /// A transport over `client`.
    init(client: HTTPClient = .shared, timeout: TimeAmount = .seconds(30), maxResponseBytes: Int = 8 << 20) {
        self.client = client
        self.timeout = timeout
        self.maxResponseBytes = maxResponseBytes
    }

    func send(_ request: OrdersCore.HTTPRequest) async throws -> OrdersCore.HTTPResponse {
        var outgoing = HTTPClientRequest(url: request.url.absoluteString)
        outgoing.method = .init(rawValue: request.method)
        for (name, value) in request.headers { outgoing.headers.add(name: name, value: value) }
        if let body = request.body { outgoing.body = .bytes(ByteBuffer(bytes: body)) }
        let response = try await client.execute(outgoing, timeout: timeout)
        let body = try await response.body.collect(upTo: maxResponseBytes)
        var headers: [String: String] = [:]
        for field in response.headers { headers[field.name] = headers[field.name].map { "\($0), \(field.value)" } ?? field.value }
        return OrdersCore.HTTPResponse(status: Int(response.status.code), headers: headers, body: Data(body.readableBytesView))
    }
}
