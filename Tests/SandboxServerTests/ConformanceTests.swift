import Foundation
import OrdersCore
import SandboxServer
import Testing

/// One request sent raw to the sandbox, and what it must get.
struct ConformanceCase: CustomStringConvertible, Sendable {
    /// What the case is about.
    let name: String
    /// The bytes sent (`{sandbox}` is the server's `127.0.0.1:PORT`, `{port}` its port).
    let request: String
    /// The status of each response, in order (a `100 Continue` included).
    let statuses: [Int]
    /// How many requests reach the responder.
    let reaching: Int

    init(_ name: String, _ request: String, _ statuses: [Int], reaching: Int? = nil) {
        self.name = name
        self.request = request
        self.statuses = statuses
        self.reaching = reaching ?? statuses.filter { $0 == 200 }.count
    }

    var description: String { name }
}

/// `orders-sandbox` as a black box, over a real socket: the request-smuggling set and the other edge cases of
/// HTTP/1.1, each with the status it must get, and whether the simulator ever sees the request. The server always
/// answers (a refusal with a PayPal-shaped body, then it closes); nothing here may hang or reach the responder when
/// refused.
@Suite("SandboxServer: HTTP/1.1 conformance, as a hostile client probes it")
struct ConformanceTests {
    static let get = "GET /v2/checkout/orders/A HTTP/1.1\r\nHost: {sandbox}\r\n"
    static let post = "POST /v2/checkout/orders HTTP/1.1\r\nHost: {sandbox}\r\n"
    static let close = "Connection: close\r\n"
    static let bigChunks = (0..<2_000).map { _ in "1;x=" + String(repeating: "e", count: 1_000) + "\r\na\r\n" }.joined()

    static let cases: [ConformanceCase] = [
        // Framing: Content-Length and Transfer-Encoding.
        .init("a body by Content-Length", post + close + "Content-Length: 3\r\n\r\nabc", [200]),
        .init("a chunked body", post + close + "Transfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n0\r\n\r\n", [200]),
        .init("Transfer-Encoding is case-insensitive", post + close + "Transfer-Encoding: Chunked\r\n\r\n3\r\nabc\r\n0\r\n\r\n", [200]),
        .init("Content-Length and Transfer-Encoding together", post + "Content-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n0\r\n\r\n", [400]),
        .init("Transfer-Encoding then Content-Length", post + "Transfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\n0\r\n\r\n", [400]),
        .init("two equal Content-Length fields", post + "Content-Length: 3\r\nContent-Length: 3\r\n\r\nabc", [400]),
        .init("two different Content-Length fields", post + "Content-Length: 3\r\nContent-Length: 30\r\n\r\nabc", [400]),
        .init("a Content-Length list", post + "Content-Length: 3, 3\r\n\r\nabc", [400]),
        .init("Content-Length with a no-break space", post + "Content-Length: 3\u{00A0}\r\n\r\nabc", [400]),
        .init("Content-Length list with a no-break space", post + "Content-Length: 3,\u{00A0}3\r\n\r\nabc", [400]),
        .init("Content-Length after an ideographic space", post + "Content-Length: \u{3000}3\r\n\r\nabc", [400]),
        .init("a signed Content-Length", post + "Content-Length: +3\r\n\r\nabc", [400]),
        .init("a negative Content-Length", post + "Content-Length: -1\r\n\r\n", [400]),
        .init("chunked with a no-break space (not a token: malformed)", post + "Transfer-Encoding: chunked\u{00A0}\r\n\r\n3\r\nabc\r\n0\r\n\r\n", [400]),
        .init("a coding with a control character", post + "Transfer-Encoding: gz\u{7F}ip, chunked\r\n\r\n3\r\nabc\r\n0\r\n\r\n", [400]),
        .init("a coding with parameters is still a coding", post + "Transfer-Encoding: gzip;q=1, chunked\r\n\r\n3\r\nabc\r\n0\r\n\r\n", [501]),
        .init("chunked not last", post + "Transfer-Encoding: chunked, gzip\r\n\r\n3\r\nabc\r\n0\r\n\r\n", [400]),
        .init("a coding before chunked", post + "Transfer-Encoding: gzip, chunked\r\n\r\n3\r\nabc\r\n0\r\n\r\n", [501]),
        .init("a coding without chunked", post + "Transfer-Encoding: gzip\r\n\r\nabc", [501]),
        .init("a token that only contains chunked", post + "Transfer-Encoding: xchunked\r\n\r\n3\r\nabc\r\n0\r\n\r\n", [501]),
        .init("Transfer-Encoding on HTTP/1.0", "POST /v2/checkout/orders HTTP/1.0\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n", [400]),
        // Field syntax.
        .init("whitespace before the colon", get + "Transfer-Encoding : chunked\r\n\r\n", [400]),
        .init("obsolete line folding", get + "X-A: a\r\n b\r\n\r\n", [400]),
        .init("bare LF line endings", "GET /v2/checkout/orders/A HTTP/1.1\nHost: {sandbox}\n\n", [400]),
        .init("a bare CR in a value", get + "X-A: a\rb\r\n\r\n", [400]),
        .init("a NUL in a value", get + "X-A: a\u{0}b\r\n\r\n", [400]),
        .init("a NUL in the target", "GET /v2/\u{0} HTTP/1.1\r\nHost: {sandbox}\r\n\r\n", [400]),
        .init("a space in a field name", get + "X A: b\r\n\r\n", [400]),
        // Chunk framing.
        .init("a chunk extension with a bare CR", post + "Transfer-Encoding: chunked\r\n\r\n3;a\rb\r\nabc\r\n0\r\n\r\n", [400]),
        .init("a chunk extension with a NUL", post + "Transfer-Encoding: chunked\r\n\r\n3;a=\u{0}\r\nabc\r\n0\r\n\r\n", [400]),
        .init("a chunk size that is not hexadecimal", post + "Transfer-Encoding: chunked\r\n\r\nzz\r\nabc\r\n0\r\n\r\n", [400]),
        .init("2,000 chunks with 1 KB extensions for a 2 KB body", post + "Transfer-Encoding: chunked\r\n\r\n" + bigChunks + "0\r\n\r\n", [413]),
        .init(
            "3,000 trailer fields", post + "Transfer-Encoding: chunked\r\n\r\n0\r\n" + (0..<3_000).map { "X-T\($0): v\r\n" }.joined() + "\r\n",
            [431]),
        // Sizes.
        .init("a request line over 8 KiB", "GET /" + String(repeating: "a", count: 9_000) + " HTTP/1.1\r\nHost: {sandbox}\r\n\r\n", [414]),
        .init("a request line of 200 KB", "GET /" + String(repeating: "a", count: 200_000) + " HTTP/1.1\r\nHost: {sandbox}\r\n\r\n", [414]),
        .init("one field of 40 KB", get + "X-Big: " + String(repeating: "a", count: 40_000) + "\r\n\r\n", [431]),
        .init("101 fields", get + (1...101).map { "X-\($0): v\r\n" }.joined() + "\r\n", [431]),
        .init("a declared body over 1 MiB", post + "Content-Length: 1048577\r\n\r\n", [413]),
        // Targets, methods, versions.
        .init("an absolute-form target for the sandbox", "GET http://{sandbox}/v2/checkout/orders/A HTTP/1.1\r\nHost: {sandbox}\r\n" + close + "\r\n", [200]),
        .init("an absolute-form target for another host", "GET http://example.com/v2/checkout/orders/A HTTP/1.1\r\nHost: {sandbox}\r\n\r\n", [421]),
        .init("OPTIONS *", "OPTIONS * HTTP/1.1\r\nHost: {sandbox}\r\n" + close + "\r\n", [400]),
        .init("a method HTTP does not define", "FROB /v2/checkout/orders HTTP/1.1\r\nHost: {sandbox}\r\n\r\n", [400]),
        .init("HTTP/2.0 in an HTTP/1 request line", "GET /v2/checkout/orders/A HTTP/2.0\r\nHost: {sandbox}\r\n\r\n", [505]),
        .init("HTTP/1.2", "GET /v2/checkout/orders/A HTTP/1.2\r\nHost: {sandbox}\r\n\r\n", [505]),
        // Host and origin.
        .init("no Host on HTTP/1.1", "GET /v2/checkout/orders/A HTTP/1.1\r\n\r\n", [400]),
        .init("two Host fields", get + "Host: {sandbox}\r\n\r\n", [400]),
        .init("a Host that is not the sandbox (DNS rebinding)", "GET /v2/checkout/orders/A HTTP/1.1\r\nHost: evil.example:{port}\r\n\r\n", [421]),
        .init("a Host without the port", "GET /v2/checkout/orders/A HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", [421]),
        .init("Host localhost", "GET /v2/checkout/orders/A HTTP/1.1\r\nHost: LOCALHOST:{port}\r\n" + close + "\r\n", [200]),
        .init("Host [::1]", "GET /v2/checkout/orders/A HTTP/1.1\r\nHost: [::1]:{port}\r\n" + close + "\r\n", [200]),
        .init("HTTP/1.0 without Host", "GET /v2/checkout/orders/A HTTP/1.0\r\n\r\n", [200]),
        .init(
            "a page form from another site",
            "POST /checkoutnow?token=A HTTP/1.1\r\nHost: {sandbox}\r\nOrigin: http://evil.example\r\nContent-Length: 0\r\n\r\n", [403]),
        .init("a page form with Origin null", "POST /checkoutnow?token=A HTTP/1.1\r\nHost: {sandbox}\r\nOrigin: null\r\nContent-Length: 0\r\n\r\n", [403]),
        .init(
            "a page form referred by another site",
            "POST /checkoutnow?token=A HTTP/1.1\r\nHost: {sandbox}\r\nReferer: http://evil.example/x\r\nContent-Length: 0\r\n\r\n",
            [403]),
        .init(
            "a page form from the sandbox",
            "POST /checkoutnow?token=A HTTP/1.1\r\nHost: {sandbox}\r\nOrigin: http://{sandbox}\r\n" + close + "Content-Length: 0\r\n\r\n",
            [200]),
        // Connections.
        .init(
            "HTTP/1.0 keep-alive: two requests on one connection",
            "GET /a HTTP/1.0\r\nConnection: keep-alive\r\n\r\nGET /b HTTP/1.0\r\n\r\n", [200, 200]),
        .init(
            "pipelined requests with bodies, answered in order",
            post + "Content-Length: 3\r\n\r\nabc" + post + "Transfer-Encoding: chunked\r\n\r\n2\r\nde\r\n0\r\n\r\n" + post + close
                + "Content-Length: 1\r\n\r\nf",
            [200, 200, 200]),
        .init("Expect: 100-continue on HTTP/1.1", post + close + "Expect: 100-continue\r\nContent-Length: 3\r\n\r\nabc", [100, 200], reaching: 1),
        .init(
            "Expect: 100-continue on HTTP/1.0 is ignored", "POST /v2/checkout/orders HTTP/1.0\r\nExpect: 100-continue\r\nContent-Length: 3\r\n\r\nabc", [200]),
    ]

    /// The status codes of the responses in `text`, in order: each head, then as many body bytes as its
    /// `Content-Length` says (responses follow each other with no separator).
    static func statuses(_ text: String) -> [Int] {
        var result: [Int] = []
        var rest = Substring(text).utf8[...]
        while rest.starts(with: "HTTP/1.1 ".utf8), let code = Int(String(decoding: rest.dropFirst(9).prefix(3), as: UTF8.self)) {
            result.append(code)
            guard let headEnd = String(Substring(rest)).range(of: "\r\n\r\n") else { break }
            let head = String(Substring(rest))[..<headEnd.lowerBound]
            let length =
                head.split(separator: "\r\n").first { $0.lowercased().hasPrefix("content-length:") }
                .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
            rest = rest.dropFirst(head.utf8.count + 4 + length)
        }
        return result
    }

    @Test(arguments: cases)
    func answers(_ probe: ConformanceCase) async throws {
        let stub = StubResponder()
        try await withServer(responder: stub) { _, url, transport in
            let request = probe.request.replacingOccurrences(of: "{port}", with: String(url.requiredPort))
            // Every case ends with the server closing: a refusal, Connection: close or HTTP/1.0.
            let session = try await rawSession(port: url.requiredPort, request, timeout: 60)
            #expect(session.closedByServer, "the server answered and closed, not the client's timeout")
            #expect(Self.statuses(session.text) == probe.statuses, "\(session.text.prefix(600))")
            if probe.statuses.last.map({ $0 >= 400 }) ?? false {
                #expect(session.text.contains(#""name":""#), "a PayPal-shaped error body")
                #expect(session.text.contains("\r\nConnection: close\r\n"))
            }
            #expect(await stub.received.count == probe.reaching)
            #expect(try await transport.send(HTTPRequest(method: "GET", url: url.at("/still-up"))).status == 200)
        }
    }

    @Test("the absolute-form target reaches the responder as the sandbox's own URL")
    func absoluteForm() async throws {
        let stub = StubResponder()
        try await withServer(responder: stub) { _, url, _ in
            _ = try await rawExchange(port: url.requiredPort, "GET http://{sandbox}/v2/checkout/orders/A?x=1 HTTP/1.1\r\nHost: {sandbox}\r\n\(Self.close)\r\n")
            #expect(await stub.received.map(\.url) == [url.at("/v2/checkout/orders/A?x=1")])
        }
    }

    @Test("--allow-host names another host the sandbox answers for")
    func allowedHost() async throws {
        let stub = StubResponder()
        try await withServer(.init(allowedHosts: ["sandbox.test"]), responder: stub) { _, url, _ in
            let text = try await rawExchange(port: url.requiredPort, "GET /a HTTP/1.1\r\nHost: sandbox.test:\(url.requiredPort)\r\n\(Self.close)\r\n")
            #expect(Self.statuses(text) == [200])
        }
    }
}
