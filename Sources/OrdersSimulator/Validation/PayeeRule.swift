import OrdersCore

/// The receiver account of a purchase unit or platform fee.
///
/// Schema (400): `INVALID_STRING_LENGTH` (email 3..254). Business (422): `PAYEE_ACCOUNT_INVALID` — an email
/// that is not `local@domain.tld`, a `merchant_id` that is not 13 of `[2-9A-HJ-NP-Z]`, or neither given.
/// For platform fees the issue is `INVALID_PLATFORM_FEES_ACCOUNT`.
struct PayeeRule: Sendable {
    /// The issue reported for an invalid account.
    let invalidAccountIssue: String

    /// Purchase unit payees.
    static let payee = PayeeRule(invalidAccountIssue: "PAYEE_ACCOUNT_INVALID")
    /// Platform fee payees.
    static let platformFeePayee = PayeeRule(invalidAccountIssue: "INVALID_PLATFORM_FEES_ACCOUNT")

    /// Checks the payee `value` at `path`.
    func check(_ value: JSONValue, at path: FieldPath, into report: inout ValidationReport) {
        let before = report.problems.count
        guard let object = OrderSchemas.payee.check(value, at: path, into: &report) else { return }
        if let merchantID = object["merchant_id"], merchantID != .null, merchantID.stringValue == nil {
            report.schema("MALFORMED_REQUEST_JSON", at: path.child("merchant_id"))
        }
        guard report.problems.count == before else { return }
        let email = object["email_address"]?.stringValue
        let merchantID = object["merchant_id"]?.stringValue
        if let email, !TextPattern.email.matches(email) {
            report.business(invalidAccountIssue, at: path.child("email_address"), value: email)
        }
        if let merchantID, !TextPattern.accountID.matches(merchantID) {
            report.business(invalidAccountIssue, at: path.child("merchant_id"), value: merchantID)
        }
        if email == nil, merchantID == nil {
            report.business(invalidAccountIssue, at: path)
        }
    }
}
