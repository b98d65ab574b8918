import Foundation
import Testing
import TimingTestSupport

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

    static let post =
        "POST /v2/checkout/orders?x=1 HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
        + "PayPal-Request-Id: r-1\r\nContent-Length: 20\r\n\r\n{\"intent\":\"CAPTURE\"}"

    @Test("a request split at every byte, or fed one byte at a time, reads the same")
    func anySplit() throws {
        let bytes = Array(Self.post.utf8)
        let whole = Self.events([bytes])
        guard case .request(let request) = try #require(whole.first) else {
            Issue.record("\(whole)")
            return
        }
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
        let text =
            "POST /c HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\n"
            + "5;name=value\r\nhello\r\n7\r\n, world\r\n0\r\nX-Trailer: yes\r\n\r\n"
        let events = Self.events(text)
        guard case .request(let request) = events.first else {
            Issue.record("\(events)")
            return
        }
        #expect(request.body == Data("hello, world".utf8))
        let bytes = Array(text.utf8)
        #expect(Self.events(bytes.map { [$0] }) == events)
    }

    @Test(
        "malformed requests are refused with the status and a description that says what is wrong",
        arguments: [
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
        guard case .failure(let error) = events.last else {
            Issue.record("no failure: \(events)")
            return
        }
        #expect(error.status == status)
        #expect(error.description.contains(fragment), "\(error.description)")
        #expect(events.count == 1)
    }

    @Test("equal repeated Content-Length values are one length")
    func repeatedEqualLength() {
        let events = Self.events("POST /a HTTP/1.1\r\nHost: a\r\nContent-Length: 3\r\nContent-Length: 3\r\n\r\nabc")
        guard case .request(let request) = events.first else {
            Issue.record("\(events)")
            return
        }
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
        guard case .request(let request) = parser.next() else {
            Issue.record("no request")
            return
        }
        #expect(request.body == Data("abc".utf8))
        #expect(!parser.isMidRequest)
        #expect(Self.events(head + "abc").count == 1, "no 100 when the body came with the head")
    }

    @Test("after a failure nothing more is read")
    func stopsAfterFailure() {
        var parser = HTTP1RequestParser(limits: HTTP1Limits())
        parser.append(Array("BAD\r\n\r\nGET / HTTP/1.1\r\nHost: h\r\n\r\n".utf8))
        guard case .failure = parser.next() else {
            Issue.record("no failure")
            return
        }
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
        let start = ThreadCPUTime.now
        let pieces = stride(from: 0, to: bytes.count, by: 100).map { Array(bytes[$0..<min($0 + 100, bytes.count)]) }
        let events = Self.events(pieces, limits: limits)
        let elapsed = ThreadCPUTime.now - start
        #expect(events.count == 1 && Self.failureStatus(events) == nil)
        // Quadratic rescanning would look at ~80 GB here; linear work is a few MB.
        #expect(elapsed < .seconds(10), "\(elapsed)")
    }
}

/// Seeded fuzzing of the parser: mutated requests never crash it, and whatever they yield does not depend on how
/// the bytes were split (the property an incremental parser must have).
@Suite("HTTP/1.1 request parser: seeded fuzzing")
struct HTTP1RequestParserFuzzTests {
    /// A small seeded generator (the same run every time).
    struct Seeded {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
    }

    static let seeds = [
        HTTP1RequestParserTests.post,
        "GET /v2/checkout/orders/5O190127TN364715T HTTP/1.1\r\nHost: h\r\nAuthorization: Bearer t\r\n\r\n",
        "POST /c HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\nExpect: 100-continue\r\n\r\n5;x=y\r\nhello\r\n0\r\nT: v\r\n\r\n",
        "GET /a HTTP/1.0\r\n\r\nGET /b HTTP/1.1\r\nHost: h\r\nContent-Length: 0\r\n\r\n",
    ].map { Array($0.utf8) }

    /// Bytes that matter to the grammar.
    static let interesting: [UInt8] = Array("\r\n :;,0123456789abcdefABCDEF\t\u{0}\u{7F}-/".utf8) + [0x80, 0xFF]

    static func mutate(_ input: [UInt8], _ random: inout Seeded) -> [UInt8] {
        var bytes = input
        for _ in 0..<(1 + random.next(4)) {
            let position = bytes.isEmpty ? 0 : random.next(bytes.count)
            switch random.next(5) {
            case 0 where !bytes.isEmpty: bytes.remove(at: position)
            case 1: bytes.insert(interesting[random.next(interesting.count)], at: position)
            case 2 where !bytes.isEmpty: bytes[position] = interesting[random.next(interesting.count)]
            case 3 where !bytes.isEmpty:  // duplicate a slice (repeated fields, lengths, chunks)
                let end = min(bytes.count, position + 1 + random.next(40))
                bytes.insert(contentsOf: bytes[position..<end], at: position)
            default: bytes.append(contentsOf: seeds[random.next(seeds.count)])
            }
        }
        return bytes
    }

    @Test("5,000 mutated requests: the same events whole, in random pieces and byte by byte; at most one failure, last")
    func splitInvariance() {
        var random = Seeded(state: 1991)
        let limits = HTTP1Limits(maxRequestLineBytes: 256, maxHeaderBytes: 512, maxHeaderCount: 12, maxBodyBytes: 128)
        var outcomes = (requests: 0, failures: 0, incomplete: 0)
        for _ in 0..<5_000 {
            let bytes = Self.mutate(Self.seeds[random.next(Self.seeds.count)], &random)
            let whole = HTTP1RequestParserTests.events([bytes], limits: limits)
            var pieces: [[UInt8]] = []
            var index = 0
            while index < bytes.count {
                let length = 1 + random.next(17)
                pieces.append(Array(bytes[index..<min(bytes.count, index + length)]))
                index += length
            }
            // 100-continue is asked only when the body has not started, which depends on the split: compare without it.
            let withoutContinue = { (events: [HTTP1RequestParser.Event]) in events.filter { $0 != .continueExpected } }
            #expect(withoutContinue(HTTP1RequestParserTests.events(pieces, limits: limits)) == withoutContinue(whole))
            #expect(withoutContinue(HTTP1RequestParserTests.events(bytes.map { [$0] }, limits: limits)) == withoutContinue(whole))
            let failures = whole.filter { if case .failure = $0 { true } else { false } }.count
            #expect(failures <= 1)
            if failures == 1, case .failure = whole.last {} else if failures == 1 { Issue.record("a failure that is not last: \(whole)") }
            outcomes.requests += whole.filter { if case .request = $0 { true } else { false } }.count
            outcomes.failures += failures
            if whole.isEmpty { outcomes.incomplete += 1 }
        }
        #expect(outcomes.requests > 1_000 && outcomes.failures > 1_000, "both paths exercised: \(outcomes)")
    }
}
