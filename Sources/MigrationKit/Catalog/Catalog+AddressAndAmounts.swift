/// `PayPalAddress`, `PayPalAmounts` and `PayPalReceiverAmounts`: what dynamic-amount delegates receive and return.
extension RuleCatalog {
    static var addressRules: [Rule] {
        let owner = "PayPalAddress"
        let fields = [
            ("name", "`shipping.name.full_name`"), ("street1", "`shipping.address.address_line_1`"),
            ("street2", "`shipping.address.address_line_2`"), ("city", "`shipping.address.admin_area_2`"),
            ("state", "`shipping.address.admin_area_1`"), ("postalcode", "`shipping.address.postal_code`"),
            ("countrycode", "`shipping.address.country_code`"),
        ]
        return [
            valueClass(
                "mpl.address.class", owner, .worksUnchanged, Generations.mpl,
                RuleTexts(
                    shim: "The buyer's chosen shipping address passed to the dynamic-amount delegate, read from the approved order.",
                    action: "Nothing.",
                    ordersV2: "`purchase_units[0].shipping` of `GET /v2/checkout/orders/{id}`.",
                    replacement: "`Order.purchaseUnits[].shipping` from `OrdersClient.getOrder`."))
        ]
            + fields.map { field, path in
                valueProperty(
                    "address", owner, field, .worksUnchanged, Generations.mpl,
                    RuleTexts(
                        shim: "Read-only, filled from the approved order's shipping address.", action: "Nothing.",
                        ordersV2: path, replacement: "The same field of `Order` on your server."))
            }
    }

    static var amountsRules: [Rule] {
        let owner = "PayPalAmounts"
        let fields = [
            ("currency", "`amount.currency_code`"), ("payment_amount", "`amount.breakdown.item_total`"),
            ("tax", "`amount.breakdown.tax_total`"), ("shipping", "`amount.breakdown.shipping`"),
        ]
        return [
            valueClass(
                "mpl.amounts.class", owner, .behaviourDifference, Generations.mpl,
                RuleTexts(
                    shim: "The new amounts a dynamic-amount delegate returns; validated, then one PATCH replaces the unit's amount.",
                    difference: "Applied after approval, before the capture.",
                    action: "Return final amounts with the currency's decimals.",
                    ordersV2: "`PATCH /v2/checkout/orders/{id}` `replace` of `/purchase_units/@reference_id=='…'/amount`.",
                    replacement: "`OrdersClient.patchOrder` on your server."))
        ]
            + fields.map { field, path in
                valueProperty(
                    "amounts", owner, field, .worksUnchanged, Generations.mpl,
                    RuleTexts(
                        shim: "Read by LegacyMPL when the delegate returns adjusted amounts.", action: "Nothing.",
                        ordersV2: path, replacement: "`PatchOperation` on the amount."))
            }
    }

    static var receiverAmountsRules: [Rule] {
        let owner = "PayPalReceiverAmounts"
        return [
            valueClass(
                "mpl.receiver-amounts.class", owner, .behaviourDifference, Generations.mpl,
                RuleTexts(
                    shim: "One receiver's adjusted amounts in the advanced dynamic-amount delegate.",
                    difference: "Applied after approval; matched to purchase units by recipient.",
                    action: "Return final amounts for each receiver you change.",
                    ordersV2: "One amount replace per purchase unit in one `PATCH`.",
                    replacement: "`OrdersClient.patchOrder` on your server.")),
            valueProperty(
                "receiver-amounts", owner, "amounts", .worksUnchanged, Generations.mpl,
                RuleTexts(
                    shim: "The receiver's `PayPalAmounts`.", action: "Nothing.",
                    ordersV2: "The unit's `amount`.", replacement: "`PatchOperation`.")),
            valueProperty(
                "receiver-amounts", owner, "recipient", .worksUnchanged, Generations.mpl,
                RuleTexts(
                    shim: "Which receiver the amounts are for (its email).", action: "Nothing.",
                    ordersV2: "The unit whose `payee.email_address` matches.", replacement: "`reference_id` of the unit.")),
        ]
    }
}
