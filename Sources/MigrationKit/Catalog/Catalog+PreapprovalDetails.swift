/// `PayPalPreapprovalDetails` (PayPalPreapprovalDetails.h, H1 = H2): the terms of a preapproval.
extension RuleCatalog {
    static var preapprovalDetailsRules: [Rule] {
        let owner = "PayPalPreapprovalDetails"
        let required: Set = ["merchantName", "currency", "maxTotalAmountOfAllPayments", "startDate", "endDate"]
        let fields = [
            "merchantName", "maxNumPayments", "maxPerPayment", "currency", "maxTotalAmountOfAllPayments", "startDate",
            "endDate", "approved", "pinRequired", "paymentPeriod", "dateOfMonth", "dayOfWeek", "maxNumPaymentsPerPeriod",
            "memo", "senderEmail",
        ]
        var rules = [
            valueClass(
                "mpl.preapproval.class", owner, .behaviourDifference, Generations.mpl,
                RuleTexts(
                    shim:
                        "The terms of a preapproval: `validate(now:)` checks every rule offline (the header's required fields, amounts, dates); `PayPal.preapprovalDetails` shows the current preapproval, `approved` set once the server confirms the buyer's approval.",
                    difference: "A Vault v3 setup token does not carry payment limits or schedules: they are not enforced by PayPal any more.",
                    action: "Enforce limits, periods and dates on your server when charging the vaulted payment token.",
                    ordersV2: "Vault v3 setup token (`POST /v3/vault/setup-tokens`, created by your server).",
                    replacement: "`OrdersClient.createSetupToken` / `createPaymentToken` on your server; `PayPalWebCheckoutClient.vault(_:)` in the app.")),
            valueProperty(
                "preapproval", owner, "ipnUrl", .needsChange, Generations.mpl,
                RuleTexts(
                    shim: "Kept on the object; nothing is posted to it.",
                    difference: "Vault v3 and Orders v2 notify through webhooks.",
                    action: "Subscribe a webhook (`VAULT.PAYMENT-TOKEN.CREATED`) instead.",
                    ordersV2: "None: webhooks.",
                    replacement: "PayPal webhooks on your server.")),
        ]
        for field in fields {
            rules.append(
                valueProperty(
                    "preapproval", owner, field, field == "approved" ? .worksUnchanged : .behaviourDifference,
                    Generations.mpl, preapprovalFieldTexts(field, required: required.contains(field))))
        }
        return rules
    }

    /// What happens to one `PayPalPreapprovalDetails` field: `approved` mirrors the setup token's state,
    /// `merchantName` is the name the app passed (the approval page shows the server's brand name), the terms
    /// are checked offline but not enforced by PayPal.
    private static func preapprovalFieldTexts(_ field: String, required: Bool) -> RuleTexts {
        switch field {
        case "approved":
            return RuleTexts(
                shim: "Set by LegacyMPL once a read of the setup token on the server shows `APPROVED` (never from the redirect).",
                action: "Nothing.",
                ordersV2: "The setup token's `status` `APPROVED`.",
                replacement: "`OrdersClient.getSetupToken(id:)` on your server: `status == .approved`.")
        case "merchantName":
            return RuleTexts(
                shim: "`preapprovalWithKey(_:andMerchantName:)` stores the name here; required by the header, so `validate(now:)` reports it when missing.",
                difference:
                    "LegacyMPL only reads the setup token, so the name is not sent: the approval page shows the `brand_name` your server set when it created the token.",
                action: "Set `payment_source.paypal.experience_context.brand_name` when your server creates the setup token.",
                ordersV2: "The setup token's `payment_source.paypal.experience_context.brand_name`, set by your server.",
                replacement: "`SetupTokenRequest` with the brand name, on your server.")
        default:
            return RuleTexts(
                shim: required
                    ? "Required by the header; `validate(now:)` reports it when missing or inconsistent."
                    : "Kept on the object; `validate(now:)` checks it where a rule applies.",
                difference: "Not part of a Vault v3 setup token: PayPal does not enforce it.",
                action: "Enforce it on your server when charging the payment token.",
                ordersV2: "None in Vault v3.",
                replacement: "Your server's charging rules around `OrdersClient.createOrder` with the vaulted token.")
        }
    }
}
