import Foundation
import OrdersCore
import PaymentsTestSupport
import SandboxServer
import Testing

/// The server's HTTP/1.1 limits over a real socket: each answered at once with a PayPal-shaped error, the
/// connection closed, nothing reaching the responder, and the server serving on.
@Suite("SandboxServer: HTTP/1.1 limits and hostile clients")
struct ServerLimitsTests {
    /// The status line, the PayPal error name and whether the connection was closed, from a raw answer.
    static func refusal(_ text: String) -> (status: String, name: String?, closes: Bool) {
        let status = text.components(separatedBy: "\r\n").first ?? ""
        let body = text.range(of: "\r\n\r\n").map { String(text[$0.upperBound...]) } ?? ""
        let name = (try? JSONDecoder().decode(APIErrorBody.self, from: Data(body.utf8)))?.name
        return (status, name, text.contains("\r\nConnection: close\r\n"))
    }

    /// Sends `request` raw and checks it is refused with `status` and `name`, the server closing the connection
    /// before the client gives up, then that the server still answers.
    func expectRefused(_ request: String, status: String, name: String, configuration: SandboxServer.Configuration = .init()) async throws {
        let stub = StubResponder()
        try await withServer(configuration, responder: stub) { _, url, transport in
            // The client would wait 60 s; the server answering and closing first is what "at once" means here,
            // whatever the load on the machine.
            let session = try await rawSession(port: url.requiredPort, request, timeout: 60)
            #expect(session.closedByServer, "answered and closed by the server, not ended by the client's timeout")
            let answer = Self.refusal(session.text)
            #expect(answer.status == status)
            #expect(answer.name == name)
            #expect(answer.closes)
            #expect(await stub.received.isEmpty)
            #expect(try await transport.send(HTTPRequest(method: "GET", url: url.at("/still-up"))).status == 200)
        }
    }

    @Test("header fields over 32 KiB: 431")
    func headersTooLarge() async throws {
        let request = "GET / HTTP/1.1\r\nHost: {sandbox}\r\nX-Big: " + String(repeating: "a", count: 200_000) + "\r\n\r\n"
        try await expectRefused(request, status: "HTTP/1.1 431 Request Header Fields Too Large", name: "REQUEST_HEADER_FIELDS_TOO_LARGE")
    }

    @Test("more than 100 header fields: 431")
    func tooManyHeaders() async throws {
        let request = "GET / HTTP/1.1\r\nHost: {sandbox}\r\n" + (1...101).map { "X-\($0): v\r\n" }.joined() + "\r\n"
        try await expectRefused(request, status: "HTTP/1.1 431 Request Header Fields Too Large", name: "REQUEST_HEADER_FIELDS_TOO_LARGE")
    }

    @Test("a request line over 8 KiB: 414")
    func requestLineTooLong() async throws {
        let request = "GET /" + String(repeating: "a", count: 9_000) + " HTTP/1.1\r\nHost: {sandbox}\r\n\r\n"
        try await expectRefused(request, status: "HTTP/1.1 414 URI Too Long", name: "URI_TOO_LONG")
    }

    @Test("a Content-Length over the body limit: 413 on the head alone, before any of the body is sent")
    func declaredBodyTooLarge() async throws {
        let request = "POST /v2/checkout/orders HTTP/1.1\r\nHost: {sandbox}\r\nContent-Length: 104857600\r\n\r\n"
        try await expectRefused(request, status: "HTTP/1.1 413 Content Too Large", name: "PAYLOAD_TOO_LARGE")
    }

    @Test("two different Content-Length fields: 400 at once")
    func conflictingLengths() async throws {
        let request = "POST /v2/checkout/orders HTTP/1.1\r\nHost: {sandbox}\r\nContent-Length: 5\r\nContent-Length: 50\r\n\r\nabcde"
        try await expectRefused(request, status: "HTTP/1.1 400 Bad Request", name: "INVALID_REQUEST")
    }

    @Test("two Authorization fields: 400")
    func twoAuthorizations() async throws {
        let request = "GET /v2/checkout/orders/X HTTP/1.1\r\nHost: {sandbox}\r\nAuthorization: Bearer a\r\nAuthorization: Bearer b\r\n\r\n"
        try await expectRefused(request, status: "HTTP/1.1 400 Bad Request", name: "INVALID_REQUEST")
    }

    @Test("a request that does not arrive in time: 408; Expect: 100-continue gets its 100 first")
    func receiveTimeout() async throws {
        let configuration = SandboxServer.Configuration(httpLimits: HTTP1Limits(requestReceiveTimeout: .milliseconds(300)))
        let request = "POST /v2/checkout/orders HTTP/1.1\r\nHost: {sandbox}\r\nExpect: 100-continue\r\nContent-Length: 10\r\n\r\n"
        try await withServer(configuration, responder: StubResponder()) { _, url, _ in
            let text = try await rawExchange(port: url.requiredPort, request)
            #expect(text.hasPrefix("HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 408 Request Timeout\r\n"))
            #expect(text.contains(#""name":"REQUEST_TIMEOUT""#))
        }
    }

    @Test("an idle connection is closed after the idle timeout")
    func idleTimeout() async throws {
        let configuration = SandboxServer.Configuration(httpLimits: HTTP1Limits(idleTimeout: .milliseconds(200)))
        try await withServer(configuration, responder: StubResponder()) { _, url, _ in
            let session = try await rawSession(port: url.requiredPort, "GET /a HTTP/1.1\r\nHost: {sandbox}\r\n\r\n", timeout: 60)
            #expect(session.text.hasPrefix("HTTP/1.1 200 OK\r\n") && session.text.contains("Connection: keep-alive"))
            #expect(session.closedByServer, "closed by the server when idle, not ended by the client's 60 s timeout")
        }
    }

    @Test("a method the simulator does not serve reaches it: 405 with Allow and PayPal's error body")
    func unknownMethod() async throws {
        // A method HTTP defines (llhttp refuses tokens it does not know, such as FROB, with 400: see the conformance suite).
        try await withServer { _, url, _ in
            let text = try await rawExchange(port: url.requiredPort, "PURGE /v2/checkout/orders HTTP/1.1\r\nHost: {sandbox}\r\nConnection: close\r\n\r\n")
            #expect(text.hasPrefix("HTTP/1.1 405 Method Not Allowed\r\n"))
            #expect(text.contains("\r\nAllow: POST\r\n"))
            #expect(Self.refusal(text).name == "METHOD_NOT_SUPPORTED")
        }
    }

    @Test("when the client leaves, the work on its request stops: the injected delay ends and the log says so")
    func clientLeaves() async throws {
        let log = temporaryFile("jsonl")
        defer { try? FileManager.default.removeItem(at: log) }
        try await withServer(.init(requestLog: log), responder: StubResponder()) { _, url, _ in
            // The client gives up after 200 ms and closes; the reply would have waited 120 s. The log entry is
            // written when the work ends, so one within 60 s (a loaded machine included) means the work stopped.
            let session = try await rawSession(port: url.requiredPort, "GET /sleep HTTP/1.1\r\nHost: {sandbox}\r\n\r\n", timeout: 0.2)
            #expect(!session.closedByServer && session.text.isEmpty, "the client left first")
            var entries: [JSONValue] = []
            _ = try await waitUntil(timeout: .seconds(60), polling: .milliseconds(20)) {
                entries = (try? jsonLines(log)) ?? []
                return !entries.isEmpty
            }
            #expect(entries.first?["client_left"] == .bool(true))
            #expect(entries.first?["path"]?.stringValue == "/sleep")
        }
    }
}
