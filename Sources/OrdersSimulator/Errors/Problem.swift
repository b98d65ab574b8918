/// One thing wrong with a request, as one entry of PayPal's `details[]`.
struct Problem: Sendable, Equatable {
    /// PayPal's issue name, for example `AMOUNT_MISMATCH`.
    var issue: String
    /// A JSON pointer to the field (or a header/path/query parameter name).
    var field: String?
    /// The offending value, when there is one worth echoing.
    var value: String?
    /// `body`, `path`, `query` or `header`.
    var location: String = "body"
    /// A description replacing the catalog's, for issues the spec does not describe for this operation.
    var description: String?
}
