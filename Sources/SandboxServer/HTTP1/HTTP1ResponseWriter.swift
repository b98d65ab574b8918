import CorePayments
import Foundation

/// Writes CorePayments responses as HTTP/1.1 bytes: the status line with its reason phrase, the responder's fields,
/// then this server's own framing (`Content-Length`, `Connection`).
enum HTTP1ResponseWriter {
    /// `HTTP/1.1 100 Continue`, for a client that sent `Expect: 100-continue`.
    static let continueResponse = Array("HTTP/1.1 100 Continue\r\n\r\n".utf8)

    /// Fields that describe framing or the connection: the server writes its own.
    private static let framingFields: Set<String> = ["content-length", "transfer-encoding", "connection", "keep-alive"]

    /// The whole response. `keepAlive` says whether the connection stays open; `bodyOmitted` is for `HEAD`.
    static func bytes(_ response: HTTPResponse, keepAlive: Bool, bodyOmitted: Bool = false) -> [UInt8] {
        var head = statusLine(response.status)
        for (name, value) in response.headers.sorted(by: { $0.key < $1.key })
        where !framingFields.contains(name.lowercased()) && isSafe(name) && isSafe(value) {
            head += "\(name): \(value)\r\n"
        }
        let bodyless = response.status == 204 || response.status == 304 || (100..<200).contains(response.status)
        if !bodyless { head += "Content-Length: \(response.body.count)\r\n" }
        head += keepAlive ? "Connection: keep-alive\r\n\r\n" : "Connection: close\r\n\r\n"
        var bytes = Array(head.utf8)
        if !bodyless, !bodyOmitted { bytes.append(contentsOf: response.body) }
        return bytes
    }

    /// A response cut off in transit: its head, announcing a body (at least one byte) that never comes. Sent for a
    /// lost response (the server acted, the client never learns how) before the connection is closed. Unlike a close
    /// with no byte at all, which an HTTP client takes for a keep-alive connection the server had already closed and
    /// silently sends again (libcurl does, for every method), a response cut off after its head is an error the
    /// client reports. (A close after the status line alone is no better: Linux's URLSession stops the process.)
    static func cutOff(_ response: HTTPResponse) -> [UInt8] {
        var whole = response
        if whole.body.isEmpty { whole.body = Data("{}".utf8) }
        let bytes = bytes(whole, keepAlive: false)
        return Array(bytes.prefix(bytes.count - whole.body.count))
    }

    private static func statusLine(_ status: Int) -> String {
        "HTTP/1.1 \(status) \(reasonPhrase(status))\r\n"
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
