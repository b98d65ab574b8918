import Foundation
import OrdersCore
import OrdersSimulator
import SandboxServer

/// A responder for tests of the server itself: it records what it receives and answers by path.
///
/// - `/lost…`: the effect "happens" (recorded) but the response is lost.
/// - `/slow…`: answered after 300 ms.
/// - `/sleep…`: answered after 120 s (for a client that leaves first).
/// - `/no-content`: 204.
/// - anything else: 200 with a JSON echo of the request.
actor StubResponder: SandboxResponder {
    private(set) var received: [HTTPRequest] = []

    func handle(_ request: HTTPRequest) async -> SimulatorReply {
        received.append(request)
        let path = request.url.path
        if path.hasPrefix("/lost") {
            return SimulatorReply(response: HTTPResponse(status: 201), isLost: true)
        }
        if path == "/no-content" {
            return SimulatorReply(response: HTTPResponse(status: 204, headers: ["X-Stub": "yes"]))
        }
        var echo: [String: JSONValue] = [
            "method": .string(request.method),
            "url": .string(request.url.absoluteString),
            "body": .string(String(decoding: request.body ?? Data(), as: UTF8.self)),
        ]
        if let requestID = request.header("PayPal-Request-Id") { echo["request_id"] = .string(requestID) }
        let body = JSONValue.object(echo).serialized()
        let response = HTTPResponse(
            status: 200, headers: ["Content-Type": "application/json", "Paypal-Debug-Id": "stub0000debug"], body: body
        )
        let delay: TimeSpan? = path.hasPrefix("/slow") ? .milliseconds(300) : path.hasPrefix("/sleep") ? .seconds(120) : nil
        return SimulatorReply(response: response, delay: delay)
    }
}
