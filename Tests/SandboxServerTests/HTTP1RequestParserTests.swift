import Foundation
import Testing
@testable import SandboxServer

/// The sandbox's HTTP/1.1 request parser on its own: any split of the bytes, the framing rules, every limit checked
/// as soon as it is crossed, and time linear in the input.
@Suite("HTTP/1.1 request parser")
struct HTTP1RequestParserTests {
    typealias Event = HTTP1RequestParser.Event

    /// Every event `pieces` yield, fed in order.
    static func events(_ pieces: [[UInt8]], limits: HTTP1Limits = HTTP1Limits()) -> [Event] {
        var parser = HTTP1RequestParser(limits: limits)
        var events: [Event] = []
        for piece in pieces {
            parser.append(piece)
            while let event = parser.next() { events.append(event) }
        }
        return events
    }

    static func events(_ text: String, limits: HTTP1Limits = HTTP1Limits()) -> [Event] {
        events([Array(text.utf8)], limits: limits)
    }

    /// The status of the one failure in `events`, or `nil`.
    static func failureStatus(_ events: [Event]) -> Int? {
        for case .failure(let error) in events { return error.status }
        return nil
    }

    static let post = "POST /v2/checkout/orders?x=1 HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
        + "PayPal-Request-Id: r-1\r\nContent-Length: 20\r\n\r\n{\"intent\":\"CAPTURE\"}"

    @Test("a request split at every byte, or fed one byte at a time, reads the same")
    func anySplit() throws {
        let bytes = Array(Self.post.utf8)
        let whole = Self.events([bytes])
        guard case .request(let request) = try #require(whole.first) else { Issue.record("\(whole)"); return }
        #expect(whole.count == 1)
        #expect(request.method == "POST" && request.target == "/v2/checkout/orders?x=1" && request.minorVersion == 1)
        #expect(request.values(of: "paypal-request-id") == ["r-1"])
        #expect(request.body == Data(#"{"intent":"CAPTURE"}"#.utf8))
        for split in 1..<bytes.count {
            #expect(Self.events([Array(bytes[..<split]), Array(bytes[split...])]) == whole, "split at \(split)")
        }
        #expect(Self.events(bytes.map { [$0] }) == whole)
    }

    @Test("pipelined requests, leading empty lines, HTTP/1.0 and keep-alive")
    func pipelined() {
        let events = Self.events("\r\n\r\nGET /a HTTP/1.1\r\nHost: h\r\n\r\nGET /b HTTP/1.0\r\nConnection: keep-alive\r\n\r\nGET /c HTTP/1.0\r\n\r\n")
        let requests = events.compactMap { event -> HTTP1Request? in
            if case .request(let request) = event { request } else { nil }
        }
        #expect(requests.map(\.target) == ["/a", "/b", "/c"])
        #expect(requests.map(\.keepsAlive) == [true, true, false])
        guard case .request(let closing) = Self.events("GET /a HTTP/1.1\r\nHost: h\r\nConnection: close\r\n\r\n").first else {
            Issue.record("no request")
            return
        }
        #expect(!closing.keepsAlive)
    }

    @Test("a chunked body with extensions and trailers is de-chunked")
    func chunked() {
        let text = "POST /c HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\n"
            + "5;name=value\r\nhello\r\n7\r\n, world\r\n0\r\nX-Trailer: yes\r\n\r\n"
        let events = Self.events(text)
        guard case .request(let request) = events.first else { Issue.record("\(events)"); return }
        #expect(request.body == Data("hello, world".utf8))
        let bytes = Array(text.utf8)
        #expect(Self.events(bytes.map { [$0] }) == events)
    }

    @Test("malformed requests are refused with the status and a description that says what is wrong", arguments: [
        ("GARBAGE\r\n\r\n", 400, "request line"),
        ("GET  /a HTTP/1.1\r\nHost: h\r\n\r\n", 400, "single spaces"),
        ("G@T /a HTTP/1.1\r\nHost: h\r\n\r\n", 400, "token"),
        ("GET /a HTTP/2.0\r\nHost: h\r\n\r\n", 505, "HTTP/2.0"),
        ("GET /a HTTP/1.1x\r\nHost: h\r\n\r\n", 400, "request line"),
        ("GET /a HTTP/1.1\nHost: h\r\n\r\n", 400, "bare LF"),
        ("GET /a HTTP/1.1\r\nHost: h\r\n folded\r\n\r\n", 400, "folding"),
        ("GET /a HTTP/1.1\r\nHost : h\r\n\r\n", 400, "not a token"),
        ("GET /a HTTP/1.1\r\nHost h\r\n\r\n", 400, "no colon"),
        ("GET /a HTTP/1.1\r\nHost: h\u{1}x\r\n\r\n", 400, "control character"),
        ("GET /a HTTP/1.1\r\n\r\n", 400, "exactly one Host"),
        ("GET /a HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n", 400, "exactly one Host"),
        ("GET /a HTTP/1.1\r\nHost: a\r\nAuthorization: Bearer x\r\nAuthorization: Bearer y\r\n\r\n", 400, "one Authorization"),
        ("POST /a HTTP/1.1\r\nHost: a\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n", 400, "not both"),
        ("POST /a HTTP/1.1\r\nHost: a\r\nContent-Length: 3\r\nContent-Length: 4\r\n\r\nabcd", 400, "one number"),
        ("POST /a HTTP/1.1\r\nHost: a\r\nContent-Length: 3, 4\r\n\r\nabcd", 400, "one number"),
        ("POST /a HTTP/1.1\r\nHost: a\r\nContent-Length: -1\r\n\r\n", 400, "one number"),
        ("POST /a HTTP/1.1\r\nHost: a\r\nContent-Length: 0x10\r\n\r\n", 400, "one number"),
        ("POST /a HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: gzip, chunked\r\n\r\n", 501, "gzip"),
        ("POST /a HTTP/1.0\r\nTransfer-Encoding: chunked\r\n\r\n", 400, "HTTP/1.0"),
        ("POST /a HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n", 400, "hexadecimal"),
        ("POST /a HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n1\r\nab\r\n", 400, "CRLF"),
    ])
    func malformed(text: String, status: Int, fragment: String) {
        let events = Self.events(text)
        guard case .failure(let error) = events.last else { Issue.record("no failure: \(events)"); return }
        #expect(error.status == status)
        #expect(error.description.contains(fragment), "\(error.description)")
        #expect(events.count == 1)
    }

    @Test("equal repeated Content-Length values are one length")
    func repeatedEqualLength() {
        let events = Self.events("POST /a HTTP/1.1\r\nHost: a\r\nContent-Length: 3\r\nContent-Length: 3\r\n\r\nabc")
        guard case .request(let request) = events.first else { Issue.record("\(events)"); return }
        #expect(request.body == Data("abc".utf8))
    }

    @Test("each limit is refused as soon as it is crossed, before the rest arrives")
    func limitsAtOnce() {
        let limits = HTTP1Limits(maxRequestLineBytes: 100, maxHeaderBytes: 200, maxHeaderCount: 5, maxBodyBytes: 50)
        // The request line: no CRLF yet, but already longer than the limit.
        #expect(Self.failureStatus(Self.events("GET /" + String(repeating: "a", count: 100), limits: limits)) == 414)
        #expect(Self.failureStatus(Self.events("GET /" + String(repeating: "a", count: 80) + " HTTP/1.1\r\n", limits: limits)) == nil)
        // Header bytes in all, and the number of fields.
        let long = "GET / HTTP/1.1\r\nHost: h\r\nX-Long: " + String(repeating: "v", count: 200)
        #expect(Self.failureStatus(Self.events(long, limits: limits)) == 431)
        let many = "GET / HTTP/1.1\r\nHost: h\r\n" + (1...5).map { "X-\($0): v\r\n" }.joined()
        #expect(Self.failureStatus(Self.events(many, limits: limits)) == 431)
        // A declared body over the limit: refused on the head alone.
        let declared = Self.events("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 51\r\n\r\n", limits: limits)
        #expect(declared.count == 1 && Self.failureStatus(declared) == 413)
        if case .failure(let error) = declared.first {
            #expect(error.description.contains("51 bytes") && error.method == "POST" && error.target == "/")
        }
        #expect(Self.failureStatus(Self.events("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 99999999999999999999\r\n\r\n", limits: limits)) == 400)
        // A chunked body over the limit: refused at the chunk that crosses it.
        let chunks = "POST / HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\n19\r\n" + String(repeating: "x", count: 25) + "\r\n1a\r\n"
        #expect(Self.failureStatus(Self.events(chunks, limits: limits)) == 413)
    }

    @Test("Expect: 100-continue asks for the body once, only when the body has not started")
    func expectContinue() {
        let head = "POST /a HTTP/1.1\r\nHost: a\r\nExpect: 100-continue\r\nContent-Length: 3\r\n\r\n"
        var parser = HTTP1RequestParser(limits: HTTP1Limits())
        parser.append(Array(head.utf8))
        #expect(parser.next() == .continueExpected)
        #expect(parser.next() == nil)
        #expect(parser.isMidRequest)
        parser.append(Array("abc".utf8))
        guard case .request(let request) = parser.next() else { Issue.record("no request"); return }
        #expect(request.body == Data("abc".utf8))
        #expect(!parser.isMidRequest)
        #expect(Self.events(head + "abc").count == 1, "no 100 when the body came with the head")
    }

    @Test("after a failure nothing more is read")
    func stopsAfterFailure() {
        var parser = HTTP1RequestParser(limits: HTTP1Limits())
        parser.append(Array("BAD\r\n\r\nGET / HTTP/1.1\r\nHost: h\r\n\r\n".utf8))
        guard case .failure = parser.next() else { Issue.record("no failure"); return }
        parser.append(Array("GET / HTTP/1.1\r\nHost: h\r\n\r\n".utf8))
        #expect(parser.next() == nil)
        #expect(!parser.isMidRequest)
    }

    @Test("time is linear: 4 MiB of header fields in 100-byte pieces, and a 4 MiB body in 1-byte pieces' worth of calls")
    func linearTime() {
        let limits = HTTP1Limits(maxHeaderBytes: 8 << 20, maxHeaderCount: 100_000, maxBodyBytes: 8 << 20)
        let field = "X-Field: " + String(repeating: "v", count: 90) + "\r\n"
        let head = "GET / HTTP/1.1\r\nHost: h\r\n" + String(repeating: field, count: 40_000) + "\r\n"
        let bytes = Array(head.utf8)
        let start = ContinuousClock.now
        let pieces = stride(from: 0, to: bytes.count, by: 100).map { Array(bytes[$0..<min($0 + 100, bytes.count)]) }
        let events = Self.events(pieces, limits: limits)
        let elapsed = ContinuousClock.now - start
        #expect(events.count == 1 && Self.failureStatus(events) == nil)
        // Quadratic rescanning would look at ~80 GB here; linear work is a few MB.
        #expect(elapsed < .seconds(10), "\(elapsed)")
    }
}
