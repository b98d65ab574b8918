import NIOCore
import NIOHTTP1

/// What this server checks of a request that NIO's parser accepted, before the aggregator buffers its body (behind
/// NIO's pipelining handler, so it sees one request at a time): the HTTP version, `Host` (one, naming the sandbox),
/// an absolute-form target (made origin-form), one `Authorization`, transfer codings, the declared and received
/// body size (`413` from the head, before any body is read), the header fields' size and count, a page form's
/// `Origin`/`Referer`. It answers `Expect: 100-continue` on HTTP/1.1 (HTTP/1.0 ignores it, RFC 9110 §10.1.1). A
/// refused request goes no further: its error travels on as the connection's last event.
final class RequestChecks: ChannelDuplexHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    private let limits: HTTP1Limits
    private let hosts: HostPolicy
    private var bodyBytes = 0
    private var refused = false

    /// Creates the checks of one connection.
    init(limits: HTTP1Limits, hosts: HostPolicy) {
        self.limits = limits
        self.hosts = hosts
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !refused else { return }
        switch unwrapInboundIn(data) {
        case .head(var head):
            bodyBytes = 0
            do {
                try check(&head)
            } catch let error as HTTP1ParseError {
                return refuse(error, head: head, context: context)
            } catch {
                return refuse(.malformed("\(error)"), head: head, context: context)
            }
            if head.version.minor >= 1, head.headers[canonicalForm: "expect"].contains(where: { $0.lowercased() == "100-continue" }) {
                context.writeAndFlush(wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: .continue))), promise: nil)
            }
            context.fireChannelRead(wrapInboundOut(.head(head)))
        case .body(let part):
            bodyBytes += part.readableBytes
            guard bodyBytes <= limits.maxBodyBytes else {
                return refuse(.bodyTooLarge(limit: limits.maxBodyBytes, declared: nil), head: nil, context: context)
            }
            context.fireChannelRead(data)
        case .end:
            context.fireChannelRead(data)
        }
    }

    private func refuse(_ error: HTTP1ParseError, head: HTTPRequestHead?, context: ChannelHandlerContext) {
        refused = true
        var error = error
        if let head {
            error.method = head.method.rawValue
            error.target = head.uri
        }
        context.fireErrorCaught(error)
    }

    /// The checks of one head, in the order a client would fix them; the target becomes origin-form.
    private func check(_ head: inout HTTPRequestHead) throws {
        guard head.version.major == 1, head.version.minor <= 1 else {
            throw HTTP1ParseError.unsupportedVersion("HTTP/\(head.version.major).\(head.version.minor)")
        }
        let fields = head.headers
        let hostValues = fields["host"]
        if head.version.minor == 1, hostValues.count != 1 {
            throw HTTP1ParseError.malformed("An HTTP/1.1 request needs exactly one Host header field; it has \(hostValues.count).")
        }
        if let authority = HostPolicy.authority(ofURL: head.uri) {
            guard hosts.allows(authority) else { throw HTTP1ParseError.misdirected(authority) }
            head.uri = Self.originForm(ofAbsolute: head.uri)
        } else if let host = hostValues.first, !hosts.allows(host) {
            throw HTTP1ParseError.misdirected(host)
        }
        let authorizations = fields["authorization"].count
        if authorizations > 1 { throw HTTP1ParseError.malformed("Send one Authorization header field, not \(authorizations).") }
        let codings = fields[canonicalForm: "transfer-encoding"].map { $0.lowercased() }
        if !codings.isEmpty {
            guard head.version.minor == 1 else { throw HTTP1ParseError.malformed("HTTP/1.0 requests cannot use Transfer-Encoding.") }
            // A coding is a token (RFC 9110 §10.1.4), optionally with parameters: anything else is a malformed field
            // value (400, as llhttp's strict mode), not a coding the server does not know (501).
            if let bad = codings.first(where: { !Self.isToken($0.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)[0]) }) {
                throw HTTP1ParseError.malformed("Transfer-Encoding names a coding that is not a token: \(bad.debugDescription).")
            }
            if let other = codings.first(where: { $0 != "chunked" }) { throw HTTP1ParseError.unsupportedTransferCoding(String(other)) }
        }
        if let declared = fields.first(name: "content-length").flatMap(Int.init), declared > limits.maxBodyBytes {
            throw HTTP1ParseError.bodyTooLarge(limit: limits.maxBodyBytes, declared: declared)
        }
        if fields.count > limits.maxHeaderCount {
            throw HTTP1ParseError.headersTooLarge("More than \(limits.maxHeaderCount) header fields")
        }
        let headerBytes = fields.reduce(0) { $0 + $1.name.utf8.count + $1.value.utf8.count + 4 }
        if headerBytes > limits.maxHeaderBytes {
            throw HTTP1ParseError.headersTooLarge("The header fields are longer than \(limits.maxHeaderBytes) bytes in all")
        }
        if head.method == .POST, Self.isPageForm(head.uri) {
            if let origin = fields.first(name: "origin"), !hosts.allowsOrigin(origin) { throw HTTP1ParseError.crossOrigin("Origin", origin) }
            if let referer = fields.first(name: "referer"), !hosts.allowsOrigin(referer) { throw HTTP1ParseError.crossOrigin("Referer", referer) }
        }
    }

    /// Whether `text` is an HTTP token: one or more of `!#$%&'*+-.^_`|~`, digits and letters (RFC 9110 §5.6.2).
    static func isToken(_ text: Substring) -> Bool {
        !text.isEmpty
            && text.utf8.allSatisfy { byte in
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"): true
                default: "!#$%&'*+-.^_`|~".utf8.contains(byte)
                }
            }
    }

    /// `http://host:port/path?query` → `/path?query` (`/` when the path is empty).
    static func originForm(ofAbsolute uri: String) -> String {
        let afterScheme = uri.range(of: "://").map { uri[$0.upperBound...] } ?? Substring(uri)
        guard let slash = afterScheme.firstIndex(where: { $0 == "/" || $0 == "?" }) else { return "/" }
        let rest = afterScheme[slash...]
        return rest.hasPrefix("?") ? "/" + rest : String(rest)
    }

    /// Whether a `POST` to `target` submits a buyer page's form (not an API call: `/v1/`, `/v2/`, `/v3/`, `/graphql`,
    /// `/simulator/`).
    static func isPageForm(_ target: String) -> Bool {
        !["/v1/", "/v2/", "/v3/", "/graphql", "/simulator/"].contains { target.hasPrefix($0) }
    }
}
