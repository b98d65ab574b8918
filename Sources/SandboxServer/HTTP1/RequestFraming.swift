import NIOHTTP1

/// Where one connection stands in its request stream, shared by the handlers of its pipeline (all on the
/// connection's event loop): the front decoder feeds NIO's parser so that a request ends exactly where a piece of
/// input ends, the clock reads whether a request is under way, and the refusal mapper reads why a parse failed.
final class RequestFraming {
    /// What the next input bytes are.
    enum Phase: Equatable {
        /// A request line; `bytes` of it were fed so far (0: between requests).
        case requestLine(bytes: Int)
        /// Header fields, up to the empty line that ends the head.
        case headerFields
        /// The chunk lines and trailer fields of a chunked body.
        case chunkLines
        /// A body of known length; `remaining` bytes of it are still to come.
        case body(remaining: Int)
    }

    /// The limits the connection enforces.
    let limits: HTTP1Limits
    /// What the next input bytes are.
    var phase = Phase.requestLine(bytes: 0)
    /// Bytes of the current request fed to the parser so far (head, framing and body).
    var requestBytes = 0
    /// Requests handed on whose response has not been written yet.
    var responsesOwed = 0
    /// The HTTP version token of the last complete request line, when it ended with CRLF (`HTTP/1.1`): what tells an
    /// unsupported version (`505`) from a malformed line (`400`), which NIO reports alike.
    var requestLineVersion: String?
    /// Why the parser was stopped, when this code stopped it (NIO's error alone cannot say: it reports an
    /// over-long request line and over-long header fields alike, and a receive timeout is not a parse error).
    var refusal: HTTP1ParseError?

    /// Creates the state of a new connection.
    init(limits: HTTP1Limits) { self.limits = limits }

    /// Whether a request has started and not ended.
    var isMidRequest: Bool { phase != .requestLine(bytes: 0) }

    /// The most bytes one request may take on the wire: its head, its body, and the framing of a chunked body
    /// (chunk-size lines and their extensions, trailers), which would otherwise be unbounded.
    var maxRequestBytes: Int { limits.maxRequestLineBytes + 2 * limits.maxHeaderBytes + limits.maxBodyBytes }

    /// A request head was parsed: the body framing it announces decides how the rest is fed.
    func headReceived(_ head: HTTPRequestHead) {
        if head.headers[canonicalForm: "transfer-encoding"].contains(where: { $0.lowercased() == "chunked" }) {
            phase = .chunkLines
        } else if let length = head.headers.first(name: "content-length").flatMap(Int.init), length > 0 {
            phase = .body(remaining: length)
        } else {
            phase = .chunkLines  // no body: the end follows at once
        }
    }

    /// `count` body bytes were parsed.
    func bodyReceived(_ count: Int) {
        if case .body(let remaining) = phase { phase = .body(remaining: max(0, remaining - count)) }
    }

    /// A request ended: a response is owed, and the next bytes start a request line.
    func requestEnded() {
        phase = .requestLine(bytes: 0)
        requestBytes = 0
        responsesOwed += 1
    }
}
