/// `PayPalAdvancedPayment` (PayPalAdvancedPayment.h; H2 adds `NSCopying` and `getMerchantName`): parallel and chained payments.
extension RuleCatalog {
    static var payPalAdvancedPaymentRules: [Rule] {
        let owner = "PayPalAdvancedPayment"
        func property(_ name: String, _ support: Support, _ texts: RuleTexts) -> Rule {
            valueProperty("advanced-payment", owner, name, support, Generations.mpl, texts)
        }
        func total(_ name: String, _ field: String) -> Rule {
            property(
                name, .worksUnchanged,
                RuleTexts(
                    shim: "Read-only, summed over all receivers.",
                    action: "Nothing.",
                    ordersV2: "The sum of the purchase units' `\(field)`.",
                    replacement: "Sum the `PurchaseUnit` amounts on your server."))
        }
        return [
            valueClass(
                "mpl.advanced-payment.class", owner, .behaviourDifference, Generations.mpl,
                RuleTexts(
                    shim: "A parallel (2–6 receivers, none primary) or chained (one primary) payment; `NSCopying` as in H2.",
                    difference:
                        "Parallel receivers must be onboarded sellers; chained payments carry exactly one secondary (see Migration/chained-payments.md).",
                    action: "Enable multiparty/platform fees on the REST app before shipping.",
                    ordersV2: "Several `purchase_units[]`, or one unit with `payment_instruction.platform_fees`.",
                    replacement: "`OrderRequest` with several `PurchaseUnit`s (partner/platform fees) from your server.")),
            property(
                "paymentCurrency", .worksUnchanged,
                RuleTexts(
                    shim: "One currency for all receivers; each amount is checked against its decimals.",
                    action: "Nothing.",
                    ordersV2: "Every unit's `amount.currency_code`.",
                    replacement: "`Money.currencyCode`.")),
            property(
                "receiverPaymentDetails", .behaviourDifference,
                RuleTexts(
                    shim:
                        "The receivers: one purchase unit each (`reference_id` `receiver-<index>`); a chained payment's one secondary as the primary's platform fee, or 2–5 secondaries as a unit each with the primary's unit holding what it keeps (`CHAINED_AS_SPLIT_UNITS`); a lone receiver without primary is sent as a simple payment (`SINGLE_RECEIVER_AS_SIMPLE` note).",
                    difference:
                        "The secondaries' totals may not exceed the primary's (`SECONDARY_AMOUNTS_EXCEED_PRIMARY`); each receiver account once (`DUPLICATE_RECEIVER`); 2–5 chained secondaries with dynamic amounts are refused (`CHAINED_PAYMENT_NOT_SUPPORTED`).",
                    action: "Merge a receiver listed twice; turn dynamic amounts off for a chain with several secondaries.",
                    ordersV2: "`purchase_units[]` or `payment_instruction.platform_fees[0]`.",
                    replacement: "`PurchaseUnit`s with their `payee`s.")),
            property(
                "merchantName", .worksUnchanged,
                RuleTexts(
                    shim: "Shown at the top of the approval pages.",
                    action: "Nothing.",
                    ordersV2: "`experience_context.brand_name`.",
                    replacement: "`brand_name`.")),
            property(
                "ipnUrl", .needsChange,
                RuleTexts(
                    shim: "Kept and reported as `IPN_URL_NOT_SENT`.",
                    difference: "Nothing is posted to this URL.",
                    action: "Subscribe a webhook to `PAYMENT.CAPTURE.COMPLETED` instead.",
                    ordersV2: "None: webhooks.",
                    replacement: "PayPal webhooks on your server.")),
            property(
                "memo", .behaviourDifference,
                RuleTexts(
                    shim: "Not sent; reported as `MEMO_NOT_SENT`.",
                    difference: "Orders v2 has no memo and an advanced payment has no single description to carry it.",
                    action: "Keep the memo in your own records or move it into the receivers' descriptions.",
                    ordersV2: "None.",
                    replacement: "`PurchaseUnit.description`.")),
            total("subtotal", "breakdown.item_total"),
            total("tax", "breakdown.tax_total"),
            total("shipping", "breakdown.shipping"),
            total("total", "amount.value"),
            property(
                "singleReceiver", .worksUnchanged,
                RuleTexts(
                    shim: "The primary receiver of a chained payment, or the only one.",
                    action: "Nothing.",
                    ordersV2: "The unit whose payee is paid the whole amount.",
                    replacement: "The first `PurchaseUnit`.")),
            property(
                "isPersonal", .behaviourDifference,
                RuleTexts(
                    shim: "`true` when any receiver has `TYPE_PERSONAL`.",
                    difference: "Orders v2 has no personal payments: such receivers are sent as purchases.",
                    action: "Do not use checkout for personal transfers.",
                    ordersV2: "None.",
                    replacement: "None.")),
            Rule(
                "mpl.advanced-payment.get-merchant-name", "-[PayPalAdvancedPayment getMerchantName]", .worksUnchanged,
                .instanceMethod(className: owner, selector: "getMerchantName", swiftNames: ["getMerchantName()"]), Generations.h2,
                RuleTexts(
                    shim: "Returns `merchantName`.",
                    action: "Nothing.",
                    ordersV2: "`experience_context.brand_name`.",
                    replacement: "`brand_name`."),
                triggering: [
                    Examples.objc("PayPalAdvancedPayment *payment = [[PayPalAdvancedPayment alloc] init];\nNSString *name = [payment getMerchantName];"),
                    Examples.swift("let payment = PayPalAdvancedPayment()\nlet name = payment.getMerchantName()"),
                ],
                nonTriggering: [Examples.objc("NSString *name = [self.store getMerchantName];")]),
        ]
    }
}
