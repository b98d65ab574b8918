/// Why a request was refused before it reached the simulator, as the status and the PayPal-shaped error body the
/// server answers with (then it closes the connection: after a framing error the next request cannot be found).
struct HTTP1ParseError: Error, Sendable, Equatable {
    /// The HTTP status: 400, 403, 408, 413, 414, 421, 431, 501 or 505.
    var status: Int
    /// PayPal's error name (`INVALID_REQUEST`, `PAYLOAD_TOO_LARGE`, …).
    var name: String
    /// The issue of the error's one detail.
    var issue: String
    /// The detail's description: what is wrong, where, and how to fix it.
    var description: String
    /// The request's method and target when the request line had been read (for the request log).
    var method: String?
    /// See ``method``.
    var target: String?

    /// `400 INVALID_REQUEST` / `MALFORMED_REQUEST`.
    static func malformed(_ description: String) -> HTTP1ParseError {
        HTTP1ParseError(status: 400, name: "INVALID_REQUEST", issue: "MALFORMED_REQUEST", description: description)
    }

    /// `414`: the request line is over the limit.
    static func requestLineTooLong(limit: Int) -> HTTP1ParseError {
        HTTP1ParseError(
            status: 414, name: "URI_TOO_LONG", issue: "URI_TOO_LONG",
            description: "The request line is longer than \(limit) bytes. Send a shorter path and query.")
    }

    /// `431`: the header fields are over a limit.
    static func headersTooLarge(_ what: String) -> HTTP1ParseError {
        HTTP1ParseError(
            status: 431, name: "REQUEST_HEADER_FIELDS_TOO_LARGE", issue: "REQUEST_HEADER_FIELDS_TOO_LARGE",
            description: "\(what). Send fewer or shorter header fields.")
    }

    /// `413`: the body is over the limit (`declared` when `Content-Length` said so).
    static func bodyTooLarge(limit: Int, declared: Int?) -> HTTP1ParseError {
        let size = declared.map { "The request body has \($0) bytes" } ?? "The request body has more than \(limit) bytes"
        return HTTP1ParseError(
            status: 413, name: "PAYLOAD_TOO_LARGE", issue: "PAYLOAD_TOO_LARGE",
            description: "\(size); the limit is \(limit) bytes. Send a smaller body.")
    }

    /// `408`: the request did not arrive in time.
    static func timedOut(after timeout: Duration) -> HTTP1ParseError {
        HTTP1ParseError(
            status: 408, name: "REQUEST_TIMEOUT", issue: "REQUEST_TIMEOUT",
            description: "The request did not arrive completely within \(timeout.components.seconds) s. Send it at once.")
    }

    /// `501`: a transfer coding other than `chunked`.
    static func unsupportedTransferCoding(_ value: String) -> HTTP1ParseError {
        HTTP1ParseError(
            status: 501, name: "NOT_IMPLEMENTED", issue: "UNSUPPORTED_TRANSFER_ENCODING",
            description: "Transfer-Encoding \"\(value.prefix(100))\" is not supported: send Content-Length, or chunked.")
    }

    /// `421`: the request names a host that is not this sandbox (DNS rebinding, or a proxy's mistake).
    static func misdirected(_ authority: String) -> HTTP1ParseError {
        HTTP1ParseError(
            status: 421, name: "MISDIRECTED_REQUEST", issue: "HOST_NOT_ALLOWED",
            description:
                "This sandbox answers only requests for its own address (127.0.0.1, localhost or [::1] with its port), not \"\(authority.prefix(100))\". Use the URL it printed, or start it with --allow-host."
        )
    }

    /// `403`: a buyer page's form was posted from another site.
    static func crossOrigin(_ field: String, _ value: String) -> HTTP1ParseError {
        HTTP1ParseError(
            status: 403, name: "PERMISSION_DENIED", issue: "CROSS_ORIGIN_FORM",
            description: "A buyer page's form must be posted from the sandbox's own pages; \(field) is \"\(value.prefix(100))\".")
    }

    /// `505`: an HTTP version other than 1.0 and 1.1.
    static func unsupportedVersion(_ version: String) -> HTTP1ParseError {
        HTTP1ParseError(
            status: 505, name: "HTTP_VERSION_NOT_SUPPORTED", issue: "HTTP_VERSION_NOT_SUPPORTED",
            description: "\(version.prefix(20)) is not supported: this server speaks HTTP/1.1 (and 1.0).")
    }
}
