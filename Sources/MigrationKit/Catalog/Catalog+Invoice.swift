/// `PayPalInvoiceData` and `PayPalInvoiceItem` (H2 adds `NSCopying`): the breakdown of an amount.
extension RuleCatalog {
    static var invoiceDataRules: [Rule] {
        let owner = "PayPalInvoiceData"
        func property(_ name: String, _ texts: RuleTexts) -> Rule {
            valueProperty("invoice-data", owner, name, .worksUnchanged, Generations.mpl, texts)
        }
        return [
            valueClass(
                "mpl.invoice-data.class", owner, .worksUnchanged, Generations.mpl,
                RuleTexts(
                    shim: "Tax, shipping and items of a payment or receiver; the breakdown is validated to reconcile exactly before sending.",
                    action: "Nothing.",
                    ordersV2: "`amount.breakdown` and `items[]`.",
                    replacement: "`AmountWithBreakdown` and `Item`.")),
            property(
                "totalTax",
                RuleTexts(
                    shim: "The tax, with the currency's decimals.", action: "Nothing.",
                    ordersV2: "`amount.breakdown.tax_total`.", replacement: "`AmountBreakdown.taxTotal`.")),
            property(
                "totalShipping",
                RuleTexts(
                    shim: "The shipping, with the currency's decimals.", action: "Nothing.",
                    ordersV2: "`amount.breakdown.shipping`.", replacement: "`AmountBreakdown.shipping`.")),
            property(
                "invoiceItems",
                RuleTexts(
                    shim: "The `PayPalInvoiceItem`s.", action: "Nothing.",
                    ordersV2: "`purchase_units[].items[]`.", replacement: "`PurchaseUnit.items`.")),
        ]
    }

    static var invoiceItemRules: [Rule] {
        let owner = "PayPalInvoiceItem"
        func property(_ name: String, _ texts: RuleTexts) -> Rule {
            property(name, .worksUnchanged, texts)
        }
        func property(_ name: String, _ support: Support, _ texts: RuleTexts) -> Rule {
            valueProperty("invoice-item", owner, name, support, Generations.mpl, texts)
        }
        return [
            valueClass(
                "mpl.invoice-item.class", owner, .worksUnchanged, Generations.mpl,
                RuleTexts(
                    shim: "One line of the invoice.", action: "Nothing.",
                    ordersV2: "`items[]` entry.", replacement: "`Item`.")),
            property(
                "name",
                RuleTexts(
                    shim: "The item's name.", action: "Nothing.", ordersV2: "`items[].name`.", replacement: "`Item.name`.")),
            property(
                "itemId",
                RuleTexts(
                    shim: "The item's id.", action: "Nothing.", ordersV2: "`items[].sku`.", replacement: "`Item.sku`.")),
            property(
                "totalPrice", .behaviourDifference,
                RuleTexts(
                    shim: "The line's total.",
                    difference:
                        "A `totalPrice` below `itemPrice × itemCount` is sent as `breakdown.discount` (`PRICE_CUT_AS_DISCOUNT`); item_total becomes Σ itemPrice × itemCount.",
                    action: "Check that discounts show as you expect on the payer's receipt.",
                    ordersV2: "`breakdown.discount` for the difference.", replacement: "`AmountBreakdown.discount`.")),
            property(
                "itemPrice",
                RuleTexts(
                    shim: "The unit price.", action: "Nothing.", ordersV2: "`items[].unit_amount`.", replacement: "`Item.unitAmount`.")),
            property(
                "itemCount",
                RuleTexts(
                    shim: "The quantity.", action: "Nothing.", ordersV2: "`items[].quantity`.", replacement: "`Item.quantity`.")),
        ]
    }
}
