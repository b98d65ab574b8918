import Foundation
import NIOCore
import NIOHTTP1
import OrdersCore

/// What the code answering a connection writes to it, one per request or refusal, in order.
enum HTTP1Outbound: Sendable {
    /// A whole response; `keepAlive` says whether the connection stays open, `bodyOmitted` is for `HEAD`.
    case response(HTTPResponse, keepAlive: Bool, bodyOmitted: Bool)
    /// A response cut off in transit: its head, announcing a body (at least one byte) that never comes. Sent for a
    /// lost response (the server acted, the client never learns how) before the connection is closed. Unlike a close
    /// with no byte at all, which an HTTP client takes for a keep-alive connection the server had already closed and
    /// silently sends again (libcurl does, for every method), a response cut off after its head is an error the
    /// client reports.
    case cutOff(HTTPResponse)
}

/// Writes OrdersCore responses through NIO's response encoder: the status line with its reason phrase, the
/// responder's fields (sorted, minus any framing field), then this server's own framing (`Content-Length`,
/// `Connection`), exactly as before NIO encoded them.
final class HTTP1ResponseWriter: ChannelOutboundHandler {
    typealias OutboundIn = HTTP1Outbound
    typealias OutboundOut = HTTPServerResponsePart

    private let framing: RequestFraming

    /// Creates the writer of one connection.
    init(framing: RequestFraming) { self.framing = framing }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        framing.responsesOwed = max(0, framing.responsesOwed - 1)
        switch unwrapOutboundIn(data) {
        case .response(let response, let keepAlive, let bodyOmitted):
            let (head, body) = Self.parts(response, keepAlive: keepAlive)
            context.write(wrapOutboundOut(.head(head)), promise: nil)
            if let body, !bodyOmitted { context.write(wrapOutboundOut(.body(.byteBuffer(body))), promise: nil) }
            context.write(wrapOutboundOut(.end(nil)), promise: promise)
        case .cutOff(let response):
            var whole = response
            if whole.body.isEmpty { whole.body = Data("{}".utf8) }
            context.write(wrapOutboundOut(.head(Self.parts(whole, keepAlive: false).head)), promise: promise)
        }
    }

    /// Fields that describe framing or the connection: the server writes its own.
    private static let framingFields: Set<String> = ["content-length", "transfer-encoding", "connection", "keep-alive"]

    /// The head and body of `response`.
    static func parts(_ response: HTTPResponse, keepAlive: Bool) -> (head: HTTPResponseHead, body: ByteBuffer?) {
        var headers = HTTPHeaders()
        for (name, value) in response.headers.sorted(by: { $0.key < $1.key })
        where !framingFields.contains(name.lowercased()) && isSafe(name) && isSafe(value) {
            headers.add(name: name, value: value)
        }
        let bodyless = response.status == 204 || response.status == 304 || (100..<200).contains(response.status)
        if !bodyless { headers.add(name: "Content-Length", value: String(response.body.count)) }
        headers.add(name: "Connection", value: keepAlive ? "keep-alive" : "close")
        let status = HTTPResponseStatus.custom(code: UInt(max(0, response.status)), reasonPhrase: reasonPhrase(response.status))
        let head = HTTPResponseHead(version: .http1_1, status: status, headers: headers)
        return (head, bodyless || response.body.isEmpty ? nil : ByteBuffer(bytes: response.body))
    }

    /// No CR, LF or NUL (a field the responder made can never split the response).
    private static func isSafe(_ text: String) -> Bool {
        !text.utf8.contains { $0 == 0x0D || $0 == 0x0A || $0 == 0 }
    }

    /// The standard reason phrase of `status`.
    static func reasonPhrase(_ status: Int) -> String {
        switch status {
        case 100: "Continue"
        case 200: "OK"
        case 201: "Created"
        case 202: "Accepted"
        case 204: "No Content"
        case 302: "Found"
        case 303: "See Other"
        case 304: "Not Modified"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 408: "Request Timeout"
        case 409: "Conflict"
        case 413: "Content Too Large"
        case 414: "URI Too Long"
        case 415: "Unsupported Media Type"
        case 421: "Misdirected Request"
        case 422: "Unprocessable Entity"
        case 429: "Too Many Requests"
        case 431: "Request Header Fields Too Large"
        case 500: "Internal Server Error"
        case 501: "Not Implemented"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        case 504: "Gateway Timeout"
        case 505: "HTTP Version Not Supported"
        default: "Status \(status)"
        }
    }
}
