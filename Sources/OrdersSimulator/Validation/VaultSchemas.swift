import Foundation
import OrdersCore

/// Vault v3 request checks (`vault_payment_tokens_v3.json` 3.1; token type `SETUP_TOKEN` as the docs and
/// newer SDKs use it, where the 2024 spec enum only lists `BILLING_AGREEMENT`).
enum VaultSchemas {
    /// `customer`.
    static let customer = ObjectSchema(strings: [StringField(name: "id", length: 1...22, pattern: .vaultID)])

    /// `paypal_wallet_request` of a setup token.
    static let paypalWallet = ObjectSchema(strings: [
        StringField(name: "description", length: 1...128),
        StringField(
            name: "usage_pattern", length: 1...30,
            allowed: [
                "IMMEDIATE", "DEFERRED", "RECURRING_PREPAID", "RECURRING_POSTPAID", "THRESHOLD_PREPAID", "THRESHOLD_POSTPAID",
            ]),
        StringField(name: "usage_type", length: 1...255, allowed: ["MERCHANT", "PLATFORM"]),
        StringField(name: "customer_type", length: 1...255, allowed: ["CONSUMER", "BUSINESS"]),
    ])

    /// `experience_context` of a setup token (brand_name up to 300 in the 2024 vault spec).
    static let experienceContext = ObjectSchema(strings: [
        StringField(name: "brand_name", length: 1...300),
        StringField(name: "locale", length: 2...10, pattern: .locale),
        StringField(name: "return_url", length: 1...4000),
        StringField(name: "cancel_url", length: 1...4000),
        StringField(name: "shipping_preference", length: 1...24, allowed: ["GET_FROM_FILE", "NO_SHIPPING", "SET_PROVIDED_ADDRESS"]),
        StringField(name: "vault_instruction", length: 1...255, allowed: ["ON_CREATE_PAYMENT_TOKENS", "ON_PAYER_APPROVAL"]),
    ])

    /// `token_id_request`.
    static let token = ObjectSchema(
        required: ["id", "type"],
        strings: [
            StringField(name: "id", length: 1...255, pattern: .vaultID),
            StringField(name: "type", length: 1...255, allowed: ["SETUP_TOKEN"]),
        ])

    /// The setup token request's problems: `payment_source` required with exactly one method (`paypal`
    /// is the one simulated), customer id syntax, wallet and experience context schemas.
    static func setupTokenProblems(_ body: JSONValue, now: Date? = nil) -> [Problem] {
        var report = ValidationReport()
        guard let root = body.objectValue else { return [Problem(issue: "MALFORMED_REQUEST_JSON")] }
        if let customer = root["customer"], customer != .null { VaultSchemas.customer.check(customer, at: FieldPath.root.child("customer"), into: &report) }
        let sourcePath = FieldPath.root.child("payment_source")
        guard let source = root["payment_source"], source != .null else {
            report.schema("MISSING_REQUIRED_PARAMETER", at: sourcePath)
            return report.problems
        }
        guard let members = source.objectValue else {
            report.schema("MALFORMED_REQUEST_JSON", at: sourcePath)
            return report.problems
        }
        for name in members.keys.sorted() where name != "paypal" && name != "card" {
            report.schema("INVALID_PARAMETER_VALUE", at: sourcePath.child(name))
        }
        if let card = members["card"] {
            CardSchema.check(card, at: sourcePath.child("card"), now: now, forVault: true, into: &report)
            return report.problems
        }
        guard let wallet = members["paypal"] else {
            if members.isEmpty { report.schema("MISSING_REQUIRED_PARAMETER", at: sourcePath.child("paypal")) }
            return report.problems
        }
        let walletPath = sourcePath.child("paypal")
        if let object = paypalWallet.check(wallet, at: walletPath, into: &report),
            let context = object["experience_context"], context != .null
        {
            experienceContext.check(context, at: walletPath.child("experience_context"), into: &report)
        }
        return report.problems
    }
}
