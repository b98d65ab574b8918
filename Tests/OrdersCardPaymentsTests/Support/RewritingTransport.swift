import Foundation
import OrdersCore

/// Forwards requests and rewrites the responses: a server misbehaving on purpose (a foreign 3DS link, a
/// card number echoed in an error).
struct RewritingTransport: HTTPTransport {
    let base: any HTTPTransport
    let rewrite: @Sendable (HTTPRequest, HTTPResponse) -> HTTPResponse

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        rewrite(request, try await base.send(request))
    }
}
