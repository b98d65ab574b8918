import Foundation

/// The one error the payments clients throw: what failed, PayPal's own words, and the debug id to quote to support.
public struct PaymentsError: Error, LocalizedError, Sendable, Equatable {
    /// The broad kind of failure.
    public enum Kind: String, Sendable, Equatable {
        /// PayPal answered with an error status and its REST error body.
        case api
        /// The OAuth token endpoint refused the credentials (`error`, `error_description`).
        case oauth
        /// The request never got an HTTP answer: no connection, timeout, lost response.
        case transport
        /// PayPal answered with a success status but a body this client could not read.
        case decoding
        /// The client was configured or called wrongly (bad base URL, invalid amount, …).
        case configuration
    }

    /// The kind of failure.
    public let kind: Kind
    /// The HTTP status, when there was a response.
    public let statusCode: Int?
    /// PayPal's error name (`UNPROCESSABLE_ENTITY`) or the OAuth error (`invalid_client`).
    public let name: String?
    /// PayPal's message, or this client's explanation.
    public let message: String
    /// PayPal's correlation id, from the body's `debug_id` or the `Paypal-Debug-Id` header.
    public let debugID: String?
    /// PayPal's field-level problems.
    public let details: [APIErrorDetail]
    /// Whether a request that acts (a `POST` or `PATCH`) may have taken effect although this error is what the
    /// caller got: no answer, a 5xx, or a refusal (such as a 401) after an earlier attempt that may have run.
    /// Never conclude that the money did not move from such an error: read the resource first.
    public private(set) var outcomeUnknown = false

    /// Creates an error.
    public init(kind: Kind, statusCode: Int? = nil, name: String? = nil, message: String, debugID: String? = nil, details: [APIErrorDetail] = []) {
        self.kind = kind
        self.statusCode = statusCode
        self.name = name
        self.message = message
        self.debugID = debugID
        self.details = details
    }

    /// This error, marked as one after which the request may have taken effect (``outcomeUnknown``).
    public func markingOutcomeUnknown() -> PaymentsError {
        var marked = self
        marked.outcomeUnknown = true
        return marked
    }

    /// A configuration or usage error with `message`.
    public static func configuration(_ message: String) -> PaymentsError {
        PaymentsError(kind: .configuration, message: message)
    }

    /// The issue codes of ``details``, for example `["ORDER_NOT_APPROVED"]`.
    public var issues: [String] { details.map(\.issue) }

    /// Whether PayPal reported `issue`.
    public func hasIssue(_ issue: String) -> Bool { details.contains { $0.issue == issue } }

    /// Whether repeating the same request (with the same `PayPal-Request-Id`) may succeed:
    /// transport failures, 429 and 5xx.
    public var isTransient: Bool {
        switch kind {
        case .transport: return true
        case .api, .oauth: return statusCode.map { $0 == 429 || $0 >= 500 } ?? false
        case .decoding, .configuration: return false
        }
    }

    /// One readable paragraph: status, name, message, every detail and the debug id.
    public var errorDescription: String? {
        var parts: [String] = []
        switch kind {
        case .api, .oauth:
            let head = [statusCode.map { "HTTP \($0)" }, name].compactMap { $0 }.joined(separator: " ")
            parts.append(head.isEmpty ? message : "\(head): \(message)")
        case .transport:
            parts.append("Network error: \(message)")
        case .decoding:
            parts.append("Unreadable response\(statusCode.map { " (HTTP \($0))" } ?? ""): \(message)")
        case .configuration:
            parts.append(message)
        }
        parts += details.map { "- " + $0.readableDescription }
        if let debugID { parts.append("PayPal debug id: \(debugID)") }
        return parts.joined(separator: "\n")
    }
}
