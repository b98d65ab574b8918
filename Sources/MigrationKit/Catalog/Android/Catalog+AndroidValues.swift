/// The Android library's value classes (all `Serializable`): payments, receivers, invoices, the preapproval,
/// and the address and amounts a `PaymentAdjuster` sees.
extension RuleCatalog {
    /// The rules of value class `name`: the class by name, and its members (`properties` as `get…`/`set…` pairs,
    /// plus `methods` and public fields). `call`/`kotlinCall` show a member's use.
    static func androidValueClass(
        _ slug: String, _ name: String, properties: [String], methods: [String] = [], call: String, kotlin kotlinCall: String,
        support: Support = .needsChange, _ classTexts: RuleTexts, members memberTexts: RuleTexts
    ) -> [Rule] {
        let names = properties.flatMap { ["get\($0)", "set\($0)"] } + methods
        let variable = name.prefix(1).lowercased() + name.dropFirst()
        let creation = [
            AndroidExamples.javaFile(AndroidExamples.javaImport, "\(name) \(variable) = new \(name)();"),
            AndroidExamples.kotlinFile(AndroidExamples.kotlinImport, "val \(variable) = \(name)()"),
        ]
        return [
            androidType("mpl.android.values.\(slug)", name, support: support, classTexts, extra: creation),
            Rule(
                "mpl.android.values.\(slug)-members", "\(name): " + (properties + methods).joined(separator: ", "), support,
                .android(.members(className: name, names: names, isStatic: false)), [], memberTexts,
                triggering: AndroidExamples.valueCall(name, call, kotlin: kotlinCall),
                nonTriggering: AndroidExamples.valueLookalikes(call, kotlin: kotlinCall)),
        ]
    }

    static var androidValueRules: [Rule] {
        let server = "Build the order on your server"
        var rules = androidValueClass(
            "payment", "PayPalPayment",
            properties: [
                "CurrencyType", "Recipient", "Subtotal", "InvoiceData", "PaymentType", "PaymentSubtype", "Description",
                "CustomID", "MerchantName", "IpnUrl", "Memo",
            ],
            call: "setSubtotal(new BigDecimal(\"8.25\"))", kotlin: "subtotal = BigDecimal(\"8.25\")",
            androidTexts(
                difference: "A simple payment to one recipient; the recipient could be any PayPal account.",
                action: "\(server): one purchase unit; the payee is the merchant owning the client id unless `payee` names another.",
                ordersV2: "`purchase_units[0]` with `amount`, `payee`, `items`, `description`, `custom_id`.",
                replacement: "Your server's `POST /v2/checkout/orders`; the app approves the order id."),
            members: androidTexts(
                action: "Move each field to the order request your server builds.",
                ordersV2: "CurrencyType/Subtotal → `amount`; Recipient → `payee.email_address`; InvoiceData → `breakdown` and `items`; "
                    + "Description → `description`; CustomID → `custom_id`; MerchantName → `experience_context.brand_name`; "
                    + "IpnUrl → webhooks; Memo → `description`.",
                replacement: "The order request on your server."))
        rules += androidValueClass(
            "advanced-payment", "PayPalAdvancedPayment", properties: ["CurrencyType", "Receivers", "IpnUrl", "Memo", "MerchantName"],
            methods: ["isValid", "hasPrimaryReceiever", "getPrimaryReceiver", "getTotal", "getTotalSubtotal", "getTotalTax", "getTotalShipping"],
            call: "setReceivers(receivers)", kotlin: "receivers = receivers",
            androidTexts(
                difference: "Parallel and chained payments of Adaptive Payments.",
                action: "\(server): one purchase unit per receiver (parallel), or platform fees for a chained payment's secondaries.",
                ordersV2: "Several `purchase_units` with their `payee` (needs partner approval), or `payment_instruction.platform_fees`.",
                replacement: "Your server's order with several purchase units."),
            members: androidTexts(
                action: "Sum and validate the purchase units on your server.",
                ordersV2: "Receivers → `purchase_units[]`; totals → each unit's `amount`.", replacement: "The order request on your server."))
        rules += androidValueClass(
            "receiver-details", "PayPalReceiverDetails",
            properties: [
                "Recipient", "Subtotal", "InvoiceData", "PaymentType", "PaymentSubtype", "Description", "CustomID", "MerchantName",
                "IsPrimary",
            ],
            methods: ["isEmailRecipient", "isPhoneRecipient", "getTotal"],
            call: "setRecipient(\"seller@example.com\")", kotlin: "recipient = \"seller@example.com\"",
            androidTexts(
                action: "\(server): a purchase unit with its `payee` and `reference_id`.",
                ordersV2: "One `purchase_units[]` entry.", replacement: "A purchase unit on your server."),
            members: androidTexts(
                difference: "A phone number could be a recipient; Orders v2 payees are email addresses or merchant ids.",
                action: "Move each field to the purchase unit; phone recipients need an email address or merchant id.",
                ordersV2: "Recipient → `payee`; Subtotal → `amount`; IsPrimary → the chained payment's payee.",
                replacement: "The purchase unit on your server."))
        rules += androidValueClass(
            "invoice-data", "PayPalInvoiceData", properties: ["Tax", "Shipping", "InvoiceItems"], methods: ["add"],
            call: "setTax(new BigDecimal(\"0.50\"))", kotlin: "tax = BigDecimal(\"0.50\")",
            androidTexts(
                action: "Send the breakdown and items in the order your server creates.",
                ordersV2: "`amount.breakdown` and `items[]`.", replacement: "The order's breakdown and items."),
            members: androidTexts(
                action: "Tax → `breakdown.tax_total`, Shipping → `breakdown.shipping`, items → `items[]`.",
                ordersV2: "`amount.breakdown.tax_total`, `amount.breakdown.shipping`, `items[]`.", replacement: "The order's breakdown."))
        rules += androidValueClass(
            "invoice-item", "PayPalInvoiceItem", properties: ["Name", "ID", "TotalPrice", "UnitPrice", "Quantity"], methods: ["isValid"],
            call: "setQuantity(2)", kotlin: "quantity = 2",
            androidTexts(
                action: "Send the item in the order's `items[]`.", ordersV2: "`items[]` entry.", replacement: "An order item on your server."),
            members: androidTexts(
                difference: "A TotalPrice below UnitPrice × Quantity must become a discount in Orders v2.",
                action: "Name → `name`, ID → `sku`, UnitPrice → `unit_amount`, Quantity → `quantity`.",
                ordersV2: "`items[].name`, `sku`, `unit_amount`, `quantity`.", replacement: "The order item's fields."))
        rules += androidValueClass(
            "preapproval", "PayPalPreapproval",
            properties: [
                "CurrencyType", "MerchantName", "MaxNumberOfPayments", "MaxAmountPerPayment", "MaxTotalAmountOfAllPayments",
                "StartDate", "EndDate", "IsApproved", "PinRequired", "PaymentPeriod", "DayOfWeek", "DayOfMonth",
                "MaxNumberOfPaymentsPerPeriod", "IpnUrl", "Memo", "Type",
            ],
            call: "setMaxTotalAmountOfAllPayments(new BigDecimal(\"100\"))", kotlin: "maxTotalAmountOfAllPayments = BigDecimal(\"100\")",
            androidTexts(
                difference: "PayPal enforced the preapproval's limits; a vaulted payment token has none.",
                action: "Vault the buyer's PayPal account (setup token) and enforce the limits on your server.",
                ordersV2: "`POST /v3/vault/setup-tokens`, `POST /v3/vault/payment-tokens`.",
                replacement: "`PayPalWebCheckoutClient.vault(…)` with your server's setup token."),
            members: androidTexts(
                action: "Keep the limits (amounts, dates, period) in your server's rules for charging the payment token.",
                ordersV2: "None: limits are your server's.", replacement: "Your server's charging rules."))
        rules.append(
            androidConstants(
                "mpl.android.values.preapproval-constants", "PayPalPreapproval", ["PERIOD_*", "DAY_*", "TYPE_AGREE", "TYPE_AGREE_AND_PAY"],
                example: "PERIOD_MONTHLY",
                androidTexts(
                    action: "Keep the schedule in your server's charging rules.", ordersV2: "None.", replacement: "Your server's charging rules.")))
        rules += androidValueClass(
            "address", "MEPAddress", properties: ["Street1", "Street2", "City", "State", "Postalcode", "Countrycode"],
            call: "getPostalcode()", kotlin: "postalcode",
            androidTexts(
                action: "Read the shipping address from the approved order on your server.",
                ordersV2: "`purchase_units[].shipping.address`.", replacement: "The order's shipping address."),
            members: androidTexts(
                action: "Street1 → `address_line_1`, Street2 → `address_line_2`, City → `admin_area_2`, State → `admin_area_1`, "
                    + "Postalcode → `postal_code`, Countrycode → `country_code`.",
                ordersV2: "`shipping.address` fields.", replacement: "The order's address fields."))
        rules += androidValueClass(
            "amounts", "MEPAmounts", properties: ["Currency", "PaymentAmount", "Tax", "Shipping"],
            call: "setTax(\"0.50\")", kotlin: "tax = BigDecimal(\"0.50\")",
            androidTexts(
                action: "PATCH the order's amount on your server.", ordersV2: "`amount` with its `breakdown`.",
                replacement: "Your server's PATCH of the order."),
            members: androidTexts(
                action: "PaymentAmount → `breakdown.item_total`, Tax → `tax_total`, Shipping → `shipping`.",
                ordersV2: "`amount.breakdown` fields.", replacement: "The patched amount's breakdown."))
        rules += androidValueClass(
            "receiver-amounts", "MEPReceiverAmounts", properties: [], methods: ["amounts", "receiver"],
            call: "amounts = new MEPAmounts()", kotlin: "receiver = \"seller@example.com\"",
            androidTexts(
                action: "PATCH each receiver's purchase unit on your server.", ordersV2: "One PATCH operation per purchase unit.",
                replacement: "Your server's PATCH operations."),
            members: androidTexts(
                action: "amounts → the unit's `amount`; receiver → its `reference_id`.",
                ordersV2: "`/purchase_units/@reference_id=='…'/amount`.", replacement: "The PATCH operation's path and value."))
        return rules
    }
}
