/// `PayPalPayment` (PayPalPayment.h, H1 = H2): a simple payment.
extension RuleCatalog {
    static var payPalPaymentRules: [Rule] {
        let owner = "PayPalPayment"
        func property(_ name: String, _ support: Support, _ texts: RuleTexts) -> Rule {
            valueProperty("payment", owner, name, support, Generations.mpl, texts)
        }
        return [
            valueClass(
                "mpl.payment.class", owner, .worksUnchanged, Generations.mpl,
                RuleTexts(
                    shim:
                        "A simple payment (one recipient); `validate()` lists every problem offline and `orderPlan(options:)` shows the Orders v2 request it becomes.",
                    action: "Nothing; use `validate()` in unit tests.",
                    ordersV2: "One `POST /v2/checkout/orders` with one purchase unit.",
                    replacement: "`OrderRequest` with one `PurchaseUnit`, created by your server with `OrdersClient.createOrder`.")),
            property(
                "paymentCurrency", .worksUnchanged,
                RuleTexts(
                    shim:
                        "The ISO-4217 code; `nil` means `USD` (the guide's default, reported as `CURRENCY_DEFAULTED`). One of the 25 currencies PayPal accepts for REST.",
                    difference: "HUF, JPY and TWD take no decimals at all (`1000.00` is refused for JPY).",
                    action: "Nothing, unless you send a currency outside PayPal's REST list.",
                    ordersV2: "`purchase_units[].amount.currency_code`.",
                    replacement: "`Money(value:currencyCode:)`.")),
            property(
                "subTotal", .behaviourDifference,
                RuleTexts(
                    shim: "The amount before tax and shipping, validated before any call and sent with exactly the currency's decimals.",
                    difference:
                        "Amounts with more decimals than the currency allows, zero or negative totals are refused before any call (2011 rounded silently).",
                    action: "Round amounts in your app to the currency's decimals; express price cuts as discounts.",
                    ordersV2: "`amount.breakdown.item_total`; `amount.value` = item_total + tax_total + shipping (− discount).",
                    replacement: "`AmountWithBreakdown` built from `Money` (`Decimal` only).")),
            property(
                "recipient", .behaviourDifference,
                RuleTexts(
                    shim:
                        "The payee: an email address (at most 255 characters), or a phone number the recipient map turns into an email address or merchant id (`PHONE_RECIPIENT_MAPPED` note).",
                    difference: "Orders v2 has no phone payees: an unmapped phone-number recipient is refused before any call, saying how to map it.",
                    action:
                        "Map each phone recipient to its PayPal account (Info.plist `LegacyMPLRecipientMap`, or `LEGACY_MPL_RECIPIENT_MAP`), or use the email address.",
                    ordersV2: "`purchase_units[].payee.email_address`.",
                    replacement: "`payee` in the purchase unit (or none: the merchant owning the client id is paid).")),
            property(
                "paymentType", .behaviourDifference,
                RuleTexts(
                    shim:
                        "`TYPE_GOODS` → items' `category` `PHYSICAL_GOODS`, `TYPE_SERVICE` → `DIGITAL_GOODS`; `TYPE_PERSONAL` and `TYPE_NOT_SET` send no category.",
                    difference:
                        "Orders v2 has no personal (send money) payments: `TYPE_PERSONAL` is sent as a purchase (`PERSONAL_PAYMENT_AS_PURCHASE` note); without items no category is sent (`CATEGORY_NOT_SENT`).",
                    action: "Do not use PayPal checkout for personal transfers; add items so the category is sent.",
                    ordersV2: "`purchase_units[].items[].category`.",
                    replacement: "`Item.category` in your server's order.")),
            property(
                "paymentSubType", .behaviourDifference,
                RuleTexts(
                    shim: "Kept on the object, not sent; reported as `PAYMENT_SUBTYPE_NOT_SENT`.",
                    difference: "A 2011 pricing plan with no Orders v2 field.",
                    action: "Remove it, or keep it for your own records.",
                    ordersV2: "None.",
                    replacement: "None.")),
            property(
                "invoiceData", .worksUnchanged,
                RuleTexts(
                    shim: "Tax, shipping and the item breakdown.",
                    action: "Nothing.",
                    ordersV2: "`amount.breakdown.tax_total`, `shipping`, and `items[]`.",
                    replacement: "`AmountWithBreakdown` and `Item`s.")),
            property(
                "description", .worksUnchanged,
                RuleTexts(
                    shim: "The payment note (a settable `description`, as the header declares it).",
                    action: "Nothing.",
                    ordersV2: "`purchase_units[].description`.",
                    replacement: "`PurchaseUnit.description`.")),
            property(
                "customId", .worksUnchanged,
                RuleTexts(
                    shim: "The merchant's own id for the payment.",
                    action: "Nothing.",
                    ordersV2: "`purchase_units[].custom_id`.",
                    replacement: "`PurchaseUnit.customID`.")),
            property(
                "merchantName", .worksUnchanged,
                RuleTexts(
                    shim: "The name shown to the payer.",
                    action: "Nothing.",
                    ordersV2: "`payment_source.paypal.experience_context.brand_name`.",
                    replacement: "`brand_name` in the order's experience context.")),
            property(
                "ipnUrl", .needsChange,
                RuleTexts(
                    shim: "Kept on the object and reported as an `IPN_URL_NOT_SENT` translation note, never dropped silently.",
                    difference: "Orders v2 has no IPN: nothing is posted to this URL.",
                    action: "Subscribe a webhook at that URL to `PAYMENT.CAPTURE.COMPLETED` (and `CHECKOUT.ORDER.APPROVED`) in the PayPal developer dashboard.",
                    ordersV2: "None: webhooks.",
                    replacement: "PayPal webhooks handled by your server.")),
            property(
                "memo", .behaviourDifference,
                RuleTexts(
                    shim: "Sent as the purchase unit's `description` when that is empty (`MEMO_SENT_AS_DESCRIPTION`); otherwise not sent (`MEMO_NOT_SENT`).",
                    difference: "Orders v2 has no memo field.",
                    action: "Move the text to `description`, or keep it in your own records.",
                    ordersV2: "`purchase_units[].description` when free; else none.",
                    replacement: "`PurchaseUnit.description`.")),
        ]
    }
}
