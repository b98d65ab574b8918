import CorePayments
import Foundation

/// PayPal-shaped error responses for requests the server answers itself, before the simulator sees them.
enum ServerErrorResponse {
    /// `400 INVALID_REQUEST`: the request target is not a usable origin-form path.
    static func malformedTarget(_ target: String) -> HTTPResponse {
        make(
            status: 400, name: "INVALID_REQUEST",
            message: "Request is not well-formed, syntactically incorrect, or violates schema.",
            detail: APIErrorDetail(
                field: "request-target", value: String(target.prefix(200)), location: "path",
                issue: "MALFORMED_REQUEST",
                description: "The request target must be an absolute path such as /v2/checkout/orders, "
                    + "with valid percent-encoding."
            )
        )
    }

    /// `413`: the body is larger than the server accepts.
    static func payloadTooLarge(limit: Int, received: Int?) -> HTTPResponse {
        let size = received.map { "\($0) bytes" } ?? "more than \(limit) bytes"
        return make(
            status: 413, name: "PAYLOAD_TOO_LARGE",
            message: "The request body is larger than this sandbox accepts.",
            detail: APIErrorDetail(
                location: "body", issue: "PAYLOAD_TOO_LARGE",
                description: "The request body has \(size); the limit is \(limit) bytes. Send a smaller body."
            )
        )
    }

    /// `400 INVALID_REQUEST`: the body could not be read (for example a broken chunked encoding).
    static func unreadableBody(_ reason: String) -> HTTPResponse {
        make(
            status: 400, name: "INVALID_REQUEST",
            message: "Request is not well-formed, syntactically incorrect, or violates schema.",
            detail: APIErrorDetail(location: "body", issue: "MALFORMED_REQUEST", description: "The body could not be read: \(reason).")
        )
    }

    /// `503 SERVICE_UNAVAILABLE`: the server is still starting (no simulator yet).
    static func starting() -> HTTPResponse {
        make(status: 503, name: "SERVICE_UNAVAILABLE", message: "Service Unavailable.", detail: nil)
    }

    /// A JSON error body with a fresh debug id, also sent as the `Paypal-Debug-Id` header.
    static func make(status: Int, name: String, message: String, detail: APIErrorDetail?) -> HTTPResponse {
        let debugID = makeDebugID()
        let body = APIErrorBody(name: name, message: message, debugId: debugID, details: detail.map { [$0] })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(body)) ?? Data(#"{"name":"\#(name)","message":"\#(message)"}"#.utf8)
        return HTTPResponse(
            status: status,
            headers: ["Content-Type": "application/json", "Paypal-Debug-Id": debugID],
            body: data
        )
    }

    /// 13 lowercase hex digits, like PayPal's debug ids.
    static func makeDebugID() -> String {
        let value = UInt64.random(in: 0..<(1 << 52))
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 13 - hex.count)) + hex
    }
}
