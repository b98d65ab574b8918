import Foundation
import NIOCore
import NIOHTTP1

/// The last inbound handler of a connection: a whole request from NIO's aggregator becomes an ``HTTP1Inbound``
/// request, and the first error of the connection (NIO's parser, this server's checks, the receive clock) a refusal,
/// after which nothing more is handed on (the connection closes once the refusal is written).
final class RequestAdapter: ChannelInboundHandler {
    typealias InboundIn = NIOHTTPServerRequestFull
    typealias InboundOut = HTTP1Inbound

    private let framing: RequestFraming
    private var failed = false

    /// Creates the adapter of one connection.
    init(framing: RequestFraming) { self.framing = framing }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !failed else { return }
        let full = unwrapInboundIn(data)
        let body = full.body.map { Data($0.readableBytesView) } ?? Data()
        let request = HTTP1Request(
            method: full.head.method.rawValue, target: full.head.uri, minorVersion: full.head.version.minor,
            headers: full.head.headers.map { ($0.name, $0.value) }, body: body)
        context.fireChannelRead(wrapInboundOut(.request(request)))
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        guard !failed else { return }
        guard let refusal = HTTP1ParseError.refusal(for: error, framing: framing) else {
            context.close(promise: nil)  // not a request's fault (the socket failed): nobody to answer
            return
        }
        failed = true
        context.fireChannelRead(wrapInboundOut(.failure(refusal)))
        context.fireChannelReadComplete()  // outside a read: the async side takes reads at read-complete
    }
}

extension HTTP1ParseError {
    /// The refusal for an error of a connection's pipeline: this server's own, the one the framing recorded when this
    /// server stopped NIO's parser, or NIO's parse error mapped to its status; `nil` for an I/O error.
    static func refusal(for error: any Error, framing: RequestFraming) -> HTTP1ParseError? {
        if let own = error as? HTTP1ParseError { return own }
        if let recorded = framing.refusal { return recorded }
        if error is NIOHTTPObjectAggregatorError { return .bodyTooLarge(limit: framing.limits.maxBodyBytes, declared: nil) }
        guard let parse = error as? HTTPParserError else { return nil }
        switch parse {
        case .headerOverflow:
            return .headersTooLarge(
                "The header fields are over this sandbox's limits (\(framing.limits.maxHeaderBytes) bytes, \(framing.limits.maxHeaderCount) fields)")
        case .invalidVersion:
            // A well-formed version other than 1.0 and 1.1 is not supported; anything else is a malformed request line.
            guard let version = framing.requestLineVersion, version.utf8.count == 8, version.hasPrefix("HTTP/"),
                version.utf8.dropFirst(5).enumerated().allSatisfy({ $0.offset == 1 ? $0.element == UInt8(ascii: ".") : (0x30...0x39).contains($0.element) })
            else { return .malformed("The request line must be METHOD, a space, the target, a space and HTTP/1.1, ending in CRLF.") }
            return .unsupportedVersion(version)
        case .invalidContentLength, .unexpectedContentLength:
            return .malformed("Content-Length must be one number of bytes, sent once, and not with Transfer-Encoding.")
        case .invalidChunkSize:
            return .malformed("A chunk-size line is malformed: hexadecimal digits, an optional extension, then CRLF.")
        case .invalidHeaderToken:
            return .malformed("A header field line is malformed: a token name, a colon, a value without control characters, no folding.")
        case .lfExpected, .invalidConstant, .strictModeAssertion:
            return .malformed("Lines must end with CRLF, and the request must follow HTTP/1.1's syntax exactly.")
        case .invalidMethod:
            return .malformed("The method is not one HTTP defines: use GET, POST, PATCH, DELETE, …")
        case .invalidURL, .invalidPath, .invalidQueryString, .invalidFragment, .invalidHost, .invalidPort:
            return .malformed("The request target must be visible ASCII: percent-encode anything else.")
        case .invalidCharactersUsed:
            return .malformed("The request has a character HTTP does not allow where it is.")
        default:
            return .malformed("The request is not well-formed HTTP/1.1 (\(parse)).")
        }
    }
}

/// What a connection's pipeline hands to the code that answers it, one per response owed, in order.
enum HTTP1Inbound: Sendable {
    /// A whole request.
    case request(HTTP1Request)
    /// A refused request: answer with its error and close.
    case failure(HTTP1ParseError)
}
