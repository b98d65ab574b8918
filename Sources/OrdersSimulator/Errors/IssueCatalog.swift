/// Looks up an issue's HTTP status and exact description for an operation, from PayPal's spec
/// (``SpecIssues``) plus the few issues PayPal documents elsewhere (``extras``).
enum IssueCatalog {
    /// An issue's status and description.
    struct Entry: Sendable, Equatable {
        /// The HTTP status PayPal answers the issue with.
        let status: Int
        /// The spec's description of the issue.
        let description: String
    }

    private static let statuses = [400, 401, 403, 404, 409, 422]

    /// Issues the 2024 spec enums lack but PayPal documents or returns (see `orders-v2-facts.md` §5.2).
    static let extras: [String: Entry] = [
        "DECIMALS_NOT_SUPPORTED": Entry(status: 422, description: "Currency does not support decimals."),
        // Webhooks v1 (its spec enumerates no issues; these are the names PayPal answers with).
        "WEBHOOK_URL_ALREADY_EXISTS": Entry(status: 400, description: "A webhook with this URL already exists for the app."),
        "WEBHOOK_NUMBER_LIMIT_EXCEEDED": Entry(status: 400, description: "An app may have at most 10 webhooks: delete one first."),
        // The simulator's own control routes.
        "CAPTURE_STATUS_NOT_VALID": Entry(status: 422, description: "The capture is not in a state this action applies to."),
    ]

    /// The status and description of `issue` for `kind`: the operation's own schema first, then the shared schemas
    /// of its API (Payments v2 or Orders v2, whose `422` lists differ), then any other schema, then ``extras``. A spec
    /// entry without a description (Payments v2 leaves a few open) takes the first description another schema gives.
    static func entry(_ issue: String, for kind: RouteKind?) -> Entry? {
        guard let found = specEntry(issue, for: kind) ?? fallback[issue] ?? extras[issue] else { return nil }
        guard found.description.isEmpty else { return found }
        return Entry(status: found.status, description: fallback[issue]?.description ?? "")
    }

    private static func specEntry(_ issue: String, for kind: RouteKind?) -> Entry? {
        let tables = kind?.isPayments == true ? [PaymentsSpecIssues.bySchema, SpecIssues.bySchema] : [SpecIssues.bySchema]
        for table in tables {
            if let prefix = kind?.specSchemaPrefix {
                for status in statuses {
                    if let text = table["\(prefix)-\(status)"]?[issue] { return Entry(status: status, description: text) }
                }
            }
            for status in statuses {
                if let text = table[String(status)]?[issue] { return Entry(status: status, description: text) }
            }
        }
        return nil
    }

    /// Every issue of every schema of either spec, for issues an operation's schema does not list: the status of the
    /// first schema listing it, the first description that is not empty.
    private static let fallback: [String: Entry] = {
        var table: [String: Entry] = [:]
        for (schema, issues) in SpecIssues.bySchema.sorted(by: { $0.key < $1.key }) + PaymentsSpecIssues.bySchema.sorted(by: { $0.key < $1.key }) {
            guard let status = schema.split(separator: "-").last.flatMap({ Int($0) }) else { continue }
            for (issue, text) in issues {
                if let kept = table[issue] {  // the first status, and the first description that is not empty
                    if kept.description.isEmpty, !text.isEmpty { table[issue] = Entry(status: kept.status, description: text) }
                } else {
                    table[issue] = Entry(status: status, description: text)
                }
            }
        }
        return table
    }()

    /// PayPal's `name` and `message` for an error status (spec `error_4xx`/`error_5xx`).
    static func nameAndMessage(status: Int) -> (name: String, message: String) {
        switch status {
        case 400: ("INVALID_REQUEST", "Request is not well-formed, syntactically incorrect, or violates schema.")
        case 401: ("AUTHENTICATION_FAILURE", "Authentication failed due to missing authorization header, or invalid authentication credentials.")
        case 403: ("NOT_AUTHORIZED", "Authorization failed due to insufficient permissions.")
        case 404: ("RESOURCE_NOT_FOUND", "The specified resource does not exist.")
        case 405: ("METHOD_NOT_SUPPORTED", "The server does not implement the requested HTTP method.")
        case 409: ("RESOURCE_CONFLICT", "The server has detected a conflict while processing this request.")
        case 415: ("UNSUPPORTED_MEDIA_TYPE", "The server does not support the request payload's media type.")
        case 422: ("UNPROCESSABLE_ENTITY", "The requested action could not be performed, semantically incorrect, or failed business validation.")
        case 503: ("SERVICE_UNAVAILABLE", "Service Unavailable.")
        default: ("INTERNAL_SERVER_ERROR", "An internal server error occurred.")
        }
    }
}
