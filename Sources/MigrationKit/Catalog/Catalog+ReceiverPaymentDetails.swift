/// `PPReceiverPaymentDetails` (H1), renamed `PayPalReceiverPaymentDetails` in H2: a receiver of an advanced payment.
extension RuleCatalog {
    static var receiverPaymentDetailsRules: [Rule] {
        let owner = "PayPalReceiverPaymentDetails"
        func property(_ name: String, _ support: Support, _ texts: RuleTexts) -> Rule {
            valueProperty("receiver", owner, name, support, Generations.mpl, texts)
        }
        return [
            valueClass(
                "mpl.receiver.class-h1", "PPReceiverPaymentDetails", .worksUnchanged, Generations.h1,
                RuleTexts(
                    shim: "The H1 name, a type alias of `PayPalReceiverPaymentDetails` in LegacyMPL.",
                    difference: "H2 renamed the class; both names compile.",
                    action: "Nothing; optionally rename to `PayPalReceiverPaymentDetails`.",
                    ordersV2: "One purchase unit (parallel) or the primary/secondary of a chained payment.",
                    replacement: "`PurchaseUnit` with its `payee`.")),
            valueClass(
                "mpl.receiver.class", owner, .worksUnchanged, Generations.h2,
                RuleTexts(
                    shim: "A receiver: one purchase unit of a parallel payment, or a chained payment's primary/secondary. `NSCopying` as in H2.",
                    action: "Nothing.",
                    ordersV2: "`purchase_units[]` entry, or `platform_fees[0]` for a chained secondary.",
                    replacement: "`PurchaseUnit` with its `payee`.")),
            property(
                "recipient", .behaviourDifference,
                RuleTexts(
                    shim: "The payee's email, or a phone number the recipient map turns into an account.",
                    difference:
                        "An unmapped phone-number recipient is refused before any call, saying how to map it; the same account twice in one payment is refused.",
                    action: "Map phone recipients (Info.plist `LegacyMPLRecipientMap`, or `LEGACY_MPL_RECIPIENT_MAP`), or use the receiver's PayPal email.",
                    ordersV2: "`payee.email_address` (or `platform_fees[0].payee.email_address` for a chained secondary).",
                    replacement: "`PurchaseUnit.payee`.")),
            property(
                "subTotal", .behaviourDifference,
                RuleTexts(
                    shim: "The receiver's amount before tax and shipping, with the currency's decimals.",
                    difference: "Extra decimals and non-positive totals are refused before any call.",
                    action: "Round to the currency's decimals.",
                    ordersV2: "`amount.breakdown.item_total` of the receiver's unit (or part of a platform fee).",
                    replacement: "`AmountWithBreakdown`.")),
            property(
                "isPrimary", .behaviourDifference,
                RuleTexts(
                    shim: "Marks the chained payment's primary: it is paid the whole amount, the one secondary's share becomes its platform fee.",
                    difference: "Only one secondary; PayPal's fees are the primary's on the whole amount.",
                    action: "See Migration/chained-payments.md; enable platform fees on the REST app.",
                    ordersV2: "`payment_instruction.platform_fees`, `disbursement_mode` `INSTANT`.",
                    replacement: "Platform fees in the order your server creates.")),
            property(
                "paymentType", .behaviourDifference,
                RuleTexts(
                    shim: "As `PayPalPayment.paymentType`, per receiver (if not set, the button's value is used).",
                    difference: "`TYPE_PERSONAL` is sent as a purchase; not sent for a chained secondary.",
                    action: "Add items so the category is sent.",
                    ordersV2: "`items[].category` of the receiver's unit.",
                    replacement: "`Item.category`.")),
            property(
                "paymentSubType", .behaviourDifference,
                RuleTexts(
                    shim: "Not sent; reported as `PAYMENT_SUBTYPE_NOT_SENT`.",
                    difference: "No Orders v2 field.",
                    action: "Remove it or keep it for your records.",
                    ordersV2: "None.",
                    replacement: "None.")),
            property(
                "invoiceData", .worksUnchanged,
                RuleTexts(
                    shim: "The receiver's tax, shipping and items (not sent for a chained secondary: `SECONDARY_DETAIL_NOT_SENT`).",
                    action: "Nothing for parallel payments.",
                    ordersV2: "The unit's `breakdown` and `items[]`.",
                    replacement: "`AmountWithBreakdown` and `Item`s.")),
            property(
                "description", .worksUnchanged,
                RuleTexts(
                    shim: "The receiver's note (not sent for a chained secondary).",
                    action: "Nothing.",
                    ordersV2: "The unit's `description`.",
                    replacement: "`PurchaseUnit.description`.")),
            property(
                "customId", .worksUnchanged,
                RuleTexts(
                    shim: "The receiver's custom id (not sent for a chained secondary).",
                    action: "Nothing.",
                    ordersV2: "The unit's `custom_id`.",
                    replacement: "`PurchaseUnit.customID`.")),
            property(
                "merchantName", .behaviourDifference,
                RuleTexts(
                    shim: "Not sent per payee; reported as `RECEIVER_MERCHANT_NAME_NOT_SENT`.",
                    difference: "Orders v2 has no per-payee display name: the payer sees each payee's PayPal business name.",
                    action: "Nothing to send; set the business name in the payee's PayPal account.",
                    ordersV2: "None per unit.",
                    replacement: "None.")),
            property(
                "total", .worksUnchanged,
                RuleTexts(
                    shim: "Read-only: subtotal + tax + shipping.",
                    action: "Nothing.",
                    ordersV2: "The unit's `amount.value`.",
                    replacement: "`AmountWithBreakdown.value`.")),
        ]
    }
}
