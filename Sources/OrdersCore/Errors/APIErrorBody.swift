import Foundation

/// PayPal's REST error body: `{"name", "message", "debug_id", "details": [...], "links": [...]}`.
public struct APIErrorBody: Codable, Sendable, Equatable {
    /// The error name, for example `UNPROCESSABLE_ENTITY`.
    public var name: String
    /// The human-readable message.
    public var message: String
    /// PayPal's correlation id for support; also in the `Paypal-Debug-Id` header.
    public var debugId: String?
    /// What exactly was wrong, field by field.
    public var details: [APIErrorDetail]?
    /// Links to documentation.
    public var links: [Link]?

    /// Creates an error body.
    public init(name: String, message: String, debugId: String? = nil, details: [APIErrorDetail]? = nil, links: [Link]? = nil) {
        self.name = name
        self.message = message
        self.debugId = debugId
        self.details = details
        self.links = links
    }

    private enum CodingKeys: String, CodingKey {
        case name, message
        case debugId = "debug_id"
        case details, links
    }
}

/// One problem within a PayPal error.
public struct APIErrorDetail: Codable, Sendable, Equatable {
    /// A JSON pointer to the field, for example `/purchase_units/0/amount/value`.
    public var field: String?
    /// The offending value.
    public var value: String?
    /// Where the field is: `body`, `path` or `query`.
    public var location: String?
    /// PayPal's issue code, for example `ITEM_TOTAL_MISMATCH`.
    public var issue: String
    /// What the issue means.
    public var description: String?

    /// Creates a detail.
    public init(field: String? = nil, value: String? = nil, location: String? = nil, issue: String, description: String? = nil) {
        self.field = field
        self.value = value
        self.location = location
        self.issue = issue
        self.description = description
    }

    private enum CodingKeys: String, CodingKey {
        case field, value, location, issue, description
    }

    /// `ISSUE at field (value): description`.
    public var readableDescription: String {
        var text = issue
        if let field { text += " at \(field)" }
        if let value { text += " (value \"\(value)\")" }
        if let description { text += ": \(description)" }
        return text
    }
}

/// An OAuth 2 error body: `{"error", "error_description"}` (not PayPal's REST shape).
public struct OAuthErrorBody: Codable, Sendable, Equatable {
    /// The error code, for example `invalid_client`.
    public var error: String
    /// The explanation.
    public var errorDescription: String?

    /// Creates an OAuth error body.
    public init(error: String, errorDescription: String? = nil) {
        self.error = error
        self.errorDescription = errorDescription
    }

    private enum CodingKeys: String, CodingKey {
        case error
        case errorDescription = "error_description"
    }
}
