import Foundation
import OrdersCore

/// An order's `payment_source`: exactly one known member (422 `ONLY_ONE_PAYMENT_SOURCE_ALLOWED` /
/// `NO_PAYMENT_SOURCE_PROVIDED`; 400 `INVALID_PARAMETER_VALUE` for an unknown member), and for `paypal` the
/// wallet and `experience_context` schemas (brand_name 127, locale, enums, URLs, vault_id pattern).
struct PaymentSourceRule: Sendable {
    /// The time card expiry dates are checked against; `nil` skips that check.
    var now: Date? = nil

    /// Checks `value` at `path`.
    func check(_ value: JSONValue, at path: FieldPath, into report: inout ValidationReport) {
        guard let source = value.objectValue else {
            report.schema("MALFORMED_REQUEST_JSON", at: path)
            return
        }
        let members = source.filter { $0.value != .null }
        for name in members.keys.sorted() where !OrderSchemas.paymentSources.contains(name) {
            report.schema("INVALID_PARAMETER_VALUE", at: path.child(name))
        }
        if members.isEmpty { report.business("NO_PAYMENT_SOURCE_PROVIDED", at: path) }
        if members.count > 1 { report.business("ONLY_ONE_PAYMENT_SOURCE_ALLOWED", at: path) }
        if let card = members["card"] { CardSchema.check(card, at: path.child("card"), now: now, into: &report) }
        if let paypal = members["paypal"] {
            let paypalPath = path.child("paypal")
            guard let wallet = OrderSchemas.paypalWallet.check(paypal, at: paypalPath, into: &report) else { return }
            if let context = wallet["experience_context"], context != .null {
                OrderSchemas.experienceContext.check(context, at: paypalPath.child("experience_context"), into: &report)
            }
        }
    }
}
