import CorePayments
import FlyingFox
import Foundation

/// Converts between FlyingFox's HTTP messages and CorePayments' ones.
enum MessageConversion {
    /// The absolute URL of a request target (`/path?query`) on `baseURL`, or `nil` when the target is
    /// not an origin-form path (RFC 9112 §3.2.1): it must start with one `/`, hold visible ASCII only
    /// and use `%` only in valid escapes.
    static func url(target: String, baseURL: URL) -> URL? {
        guard target.hasPrefix("/"), !target.hasPrefix("//"), isWellFormed(target) else { return nil }
        var base = baseURL.absoluteString
        while base.hasSuffix("/") { base.removeLast() }
        guard let url = URL(string: base + target), url.host != nil else { return nil }
        return url
    }

    /// Whether `target` is visible ASCII with valid percent-escapes.
    static func isWellFormed(_ target: String) -> Bool {
        let bytes = Array(target.utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard (0x21...0x7E).contains(byte) else { return false }
            if byte == UInt8(ascii: "%") {
                guard index + 2 < bytes.count, isHexDigit(bytes[index + 1]), isHexDigit(bytes[index + 2]) else {
                    return false
                }
                index += 3
            } else {
                index += 1
            }
        }
        return true
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    }

    /// Header fields as one dictionary; repeated fields are joined with `, ` (RFC 9110 §5.3).
    static func headers(_ headers: HTTPHeaders) -> [String: String] {
        var result: [String: String] = [:]
        var names: [String: String] = [:]  // lowercased name → the spelling first seen
        for (header, value) in headers {
            let key = header.rawValue.lowercased()
            if let name = names[key], let existing = result[name] {
                result[name] = existing + ", " + value
            } else {
                names[key] = header.rawValue
                result[header.rawValue] = value
            }
        }
        return result
    }

    /// Fields that describe the connection or framing; FlyingFox writes its own.
    private static let framingHeaders: Set<String> = ["content-length", "transfer-encoding", "connection"]

    /// A FlyingFox response carrying `response`, with `Connection: close`.
    ///
    /// Every response closes its connection, so each request travels on a fresh one. That keeps a
    /// lost response (a connection closed before any byte of the response) what it means: one
    /// delivery and a transport error. On a reused keep-alive connection libcurl, under Linux's
    /// `URLSession`, treats such a close as a stale connection and silently re-sends a GET (the
    /// simulator sees it twice) and, measured here, hangs a POST until the request times out.
    static func flyingFoxResponse(_ response: CorePayments.HTTPResponse) -> FlyingFox.HTTPResponse {
        var headers = HTTPHeaders()
        for (name, value) in response.headers where !framingHeaders.contains(name.lowercased()) {
            headers.addValue(value, for: HTTPHeader(name))
        }
        headers[.connection] = "close"
        let bodyless = response.status == 204 || response.status == 304 || (100..<200).contains(response.status)
        return FlyingFox.HTTPResponse(
            statusCode: HTTPStatusCode(response.status, phrase: reasonPhrase(response.status)),
            headers: headers,
            body: bodyless ? Data() : response.body
        )
    }

    /// The standard reason phrase of `status`.
    static func reasonPhrase(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 201: "Created"
        case 202: "Accepted"
        case 204: "No Content"
        case 302: "Found"
        case 303: "See Other"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 409: "Conflict"
        case 413: "Payload Too Large"
        case 415: "Unsupported Media Type"
        case 422: "Unprocessable Entity"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        case 504: "Gateway Timeout"
        default: "Status \(status)"
        }
    }
}
