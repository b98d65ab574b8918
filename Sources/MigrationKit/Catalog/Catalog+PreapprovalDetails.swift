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
            valueClass("mpl.preapproval.class", owner, .behaviourDifference, Generations.mpl, RuleTexts(
                shim: "The terms of a preapproval: `validate(now:)` checks every rule offline (the header's required fields, amounts, dates); `PayPal.preapprovalDetails` shows the current preapproval, `approved` set once the server confirms the buyer's approval.",
                difference: "A Vault v3 setup token does not carry payment limits or schedules: they are not enforced by PayPal any more.",
                action: "Enforce limits, periods and dates on your server when charging the vaulted payment token.",
                ordersV2: "Vault v3 setup token (`POST /v3/vault/setup-tokens`, created by your server).",
                replacement: "`OrdersClient.createSetupToken` / `createPaymentToken` on your server; `PayPalWebCheckoutClient.vault(_:)` in the app.")),
            valueProperty("preapproval", owner, "ipnUrl", .needsChange, Generations.mpl, RuleTexts(
                shim: "Kept on the object; nothing is posted to it.",
                difference: "Vault v3 and Orders v2 notify through webhooks.",
                action: "Subscribe a webhook (`VAULT.PAYMENT-TOKEN.CREATED`) instead.",
                ordersV2: "None: webhooks.",
                replacement: "PayPal webhooks on your server.")),
        ]
        for field in fields {
            let isRequired = required.contains(field)
            let shim = field == "approved"
                ? "Set by LegacyMPL once the server confirms the buyer approved the setup token."
                : isRequired ? "Required by the header; `validate(now:)` reports it when missing or inconsistent."
                : "Kept on the object; `validate(now:)` checks it where a rule applies."
            rules.append(valueProperty("preapproval", owner, field, field == "merchantName" ? .worksUnchanged : .behaviourDifference,
                                       Generations.mpl, RuleTexts(
                shim: shim,
                difference: field == "merchantName" ? "" : "Not part of a Vault v3 setup token: PayPal does not enforce it.",
                action: field == "merchantName" ? "Nothing." : "Enforce it on your server when charging the payment token.",
                ordersV2: field == "merchantName" ? "The setup token's `experience_context.brand_name`." : "None in Vault v3.",
                replacement: "Your server's charging rules around `OrdersClient.createOrder` with the vaulted token.")))
        }
        return rules
    }
}
