import Foundation
import OrdersCore

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

    /// The answer to a request refused while it was read: its status, PayPal's error name and one detail.
    static func refused(_ error: HTTP1ParseError) -> HTTPResponse {
        let message =
            switch error.status {
            case 400: "Request is not well-formed, syntactically incorrect, or violates schema."
            case 413: "The request body is larger than this sandbox accepts."
            case 421: "The request was sent to a host this sandbox does not serve."
            case 403: "Authorization failed due to insufficient permissions."
            default: "The request was refused before it was processed: \(HTTP1ResponseWriter.reasonPhrase(error.status))."
            }
        let location: String? =
            switch error.status {
            case 413: "body"
            case 414: "path"
            case 431, 421: "header"
            default: nil
            }
        return make(
            status: error.status, name: error.name, message: message,
            detail: APIErrorDetail(location: location, issue: error.issue, description: error.description))
    }

    /// `500`: an injected delay longer than the server's request timeout.
    static func delayedPastTimeout(_ timeout: Duration) -> HTTPResponse {
        make(
            status: 500, name: "INTERNAL_SERVER_ERROR", message: "An internal server error has occurred.",
            detail: APIErrorDetail(
                issue: "INTERNAL_SERVICE_ERROR",
                description: "The reply was delayed past the sandbox's request timeout of \(timeout.components.seconds) s."))
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
