/// H0 (`PayPalMEP.h`, 2009): the elements LegacyMPL does not declare. Code using them does not compile on
/// LegacyMPL and must first move to the H1/H2 spelling each rule names.
extension RuleCatalog {
    private static let h0Shim = "Not declared by LegacyMPL (it implements H1 ∪ H2): code using it does not compile."
    private static let h0Import = "#import \"PayPalMEP.h\"\n"

    /// An H0 instance method of `PayPal`.
    static func generationZeroMethod(
        _ id: String, _ selector: String, swiftName: String, call: String, swiftCall: String, _ support: Support,
        action: String, ordersV2: String, replacement: String
    ) -> Rule {
        Rule(
            "mpl.h0.paypal.\(id)", "-[PayPal \(selector)] (H0)", support,
            .instanceMethod(className: "PayPal", selector: selector, swiftNames: [swiftName]), Generations.h0,
            RuleTexts(shim: h0Shim, difference: "H0 only.", action: action, ordersV2: ordersV2, replacement: replacement),
            triggering: [Examples.objc("[[PayPal getInstance] \(call)];"), Examples.swift("PayPal.getInstance().\(swiftCall)")],
            nonTriggering: [
                Examples.objc("[self.legacyAdapter \(call)];  // [[PayPal getInstance] \(call)];"),
                Examples.swift("legacyAdapter.\(swiftCall)  // PayPal.getInstance().\(swiftCall)"),
            ])
    }

    static var headerGenerationZeroRules: [Rule] {
        generationZeroClassRules + generationZeroMethodRules + generationZeroPropertyRules + generationZeroDelegateRules
            + generationZeroPaymentRules + generationZeroEnumRules
    }

    private static var generationZeroClassRules: [Rule] {
        func type(_ id: String, _ name: String, _ action: String, _ ordersV2: String, _ replacement: String) -> Rule {
            Rule(
                id, "\(name) (H0)", .needsChange, .type(name: name), Generations.h0,
                RuleTexts(shim: h0Shim, difference: "H0 only.", action: action, ordersV2: ordersV2, replacement: replacement),
                triggering: Examples.typeUse(name), nonTriggering: Examples.typeLookalikes(name))
        }
        return [
            type(
                "mpl.h0.payment.class", "PayPalMEPPayment", "Use `PayPalPayment` (paymentCurrency, subTotal, recipient, merchantName, description).",
                "One purchase unit.", "`OrderRequest` from your server."),
            type(
                "mpl.h0.amounts.class", "MEPAmounts", "Use `PayPalAmounts` in `adjustAmountsForAddress:…andErrorCode:`.",
                "`PATCH` of the amount.", "`OrdersClient.patchOrder`."),
            type(
                "mpl.h0.address.class", "MEPAddress", "Use `PayPalAddress`.",
                "`purchase_units[0].shipping`.", "`Order.purchaseUnits[].shipping`."),
            type(
                "mpl.h0.button.class", "PayPalMEPButton", "Use `getPayButtonWithTarget:andAction:andButtonType:`.",
                "None.", "OrdersPaymentButtons."),
            type(
                "mpl.h0.environment-typedef", "PAYPAL_ENVIRONMENT", "Use the typedef `PayPalEnvironment` (same constants and values).",
                "The API base URL.", "`CoreConfig.environment`."),
            type(
                "mpl.h0.failure-typedef", "PAYPAL_FAILURE", "Use `PayPalFailureType` (same constants).",
                "The error's `name`.", "`PaymentsError`."),
        ]
    }

    private static var generationZeroMethodRules: [Rule] {
        [
            generationZeroMethod(
                "get-pay-button", "getPayButton:buttonType:startCheckOut:PaymentType:withLeft:withTop:",
                swiftName: "getPayButton(_:buttonType:startCheckOut:paymentType:withLeft:withTop:)",
                call: "getPayButton:self buttonType:BUTTON_68x24 startCheckOut:@selector(pay) PaymentType:HARD_GOODS withLeft:10 withTop:20",
                swiftCall: "getPayButton(self, buttonType: BUTTON_68x24, startCheckOut: #selector(pay), paymentType: HARD_GOODS, withLeft: 10, withTop: 20)",
                .needsChange, action: "Use `getPayButtonWithTarget:andAction:andButtonType:` and place the button yourself; set `paymentType` on the payment.",
                ordersV2: "None.", replacement: "OrdersPaymentButtons."),
            generationZeroMethod(
                "checkout", "Checkout:", swiftName: "checkout(_:)", call: "Checkout:payment", swiftCall: "checkout(payment)", .needsChange,
                action: "Build a `PayPalPayment` and call `checkoutWithPayment:`.",
                ordersV2: "`POST /v2/checkout/orders`, approval, capture.",
                replacement: "`OrdersClient.createOrder` + `PayPalWebCheckoutClient.start(_:)` + `captureOrder`."),
            generationZeroMethod(
                "payment-finished", "paymentFinished:", swiftName: "paymentFinished(_:)", call: "paymentFinished:PAYMENT_SUCCESS",
                swiftCall: "paymentFinished(PAYMENT_SUCCESS)",
                .noEquivalent, action: "Remove: the library reports the outcome to the delegate.",
                ordersV2: "None.", replacement: "None."),
            generationZeroMethod(
                "finish-payment", "finishPayment", swiftName: "finishPayment()", call: "finishPayment", swiftCall: "finishPayment()", .noEquivalent,
                action: "Remove: `paymentLibraryExit` marks the end of a flow.", ordersV2: "None.", replacement: "None."),
            generationZeroMethod(
                "set-defaults", "setDefaults", swiftName: "setDefaults()", call: "setDefaults", swiftCall: "setDefaults()", .noEquivalent,
                action: "Remove: set the H1/H2 properties you need.", ordersV2: "None.", replacement: "None."),
            generationZeroMethod(
                "enable-shipping", "EnableShipping", swiftName: "enableShipping()", call: "EnableShipping", swiftCall: "enableShipping()", .needsChange,
                action: "Set `shippingEnabled = YES`.", ordersV2: "`shipping_preference` `GET_FROM_FILE`.",
                replacement: "`shipping_preference` in your server's order."),
            generationZeroMethod(
                "disable-shipping", "DisableShipping", swiftName: "disableShipping()", call: "DisableShipping", swiftCall: "disableShipping()", .needsChange,
                action: "Set `shippingEnabled = NO`.", ordersV2: "`shipping_preference` `NO_SHIPPING`.",
                replacement: "`shipping_preference` in your server's order."),
            generationZeroMethod(
                "set-sender-email-or-phone", "SetSenderEmailorPhone:", swiftName: "setSenderEmailorPhone(_:)",
                call: "SetSenderEmailorPhone:@\"buyer@example.com\"", swiftCall: "setSenderEmailorPhone(\"buyer@example.com\")",
                .noEquivalent,
                action: "Remove: the payer signs in at PayPal.", ordersV2: "None (optionally `payer.email_address` as a hint).",
                replacement: "`payer` hints in your server's order."),
            generationZeroMethod(
                "fee-paid-by-receiver", "feePaidByReceiver", swiftName: "feePaidByReceiver()", call: "feePaidByReceiver", swiftCall: "feePaidByReceiver()",
                .needsChange, action: "Set `feePayer = FEEPAYER_EACHRECEIVER` (what Orders v2 does anyway).",
                ordersV2: "None: the payee pays PayPal's fees.", replacement: "None."),
            generationZeroMethod(
                "enable-dynamic-amount-update", "enableDynamicAmountUpdate", swiftName: "enableDynamicAmountUpdate()",
                call: "enableDynamicAmountUpdate", swiftCall: "enableDynamicAmountUpdate()", .needsChange, action: "Set `dynamicAmountUpdateEnabled = YES`.",
                ordersV2: "GET + PATCH after approval.", replacement: "`OrdersClient.patchOrder`."),
            generationZeroMethod(
                "get-environment", "GetEnvironment", swiftName: "getEnvironment()", call: "GetEnvironment", swiftCall: "getEnvironment()", .needsChange,
                action: "Read the `environment` property.", ordersV2: "None.", replacement: "`CoreConfig.environment`."),
            generationZeroMethod(
                "get-error-message", "getErrorMessage", swiftName: "getErrorMessage()", call: "getErrorMessage", swiftCall: "getErrorMessage()", .needsChange,
                action: "Read `responseMessage` (H2) or the failure callback's arguments.", ordersV2: "The error body.",
                replacement: "`PaymentsError`."),
        ]
    }

    private static var generationZeroPropertyRules: [Rule] {
        let properties: [(String, Support, String)] = [
            ("paypalButtons", .needsChange, "Use `payButtons`."),
            ("amount", .needsChange, "Set `subTotal` on a `PayPalPayment`."),
            ("tax", .needsChange, "Set `invoiceData.totalTax` on the payment."),
            ("shipping", .needsChange, "Set `invoiceData.totalShipping` on the payment."),
            ("currencyCode", .needsChange, "Set `paymentCurrency` on the payment."),
            ("itemDesc", .needsChange, "Set `description` on the payment."),
            ("recipientEmail", .needsChange, "Set `recipient` on the payment."),
            ("senderEmail", .noEquivalent, "Remove: the payer signs in at PayPal."),
            ("merchantName", .needsChange, "Set `merchantName` on the payment."),
            ("errorMessage", .needsChange, "Read `responseMessage` (H2) or the failure callback."),
            ("shippable", .needsChange, "Use `shippingEnabled`."),
            ("recipientPaysFee", .needsChange, "Use `feePayer`."),
            ("dynamicAmountUpdate", .needsChange, "Use `dynamicAmountUpdateEnabled`."),
            ("totalAmount", .needsChange, "Read `payment.total`."),
            ("paymentType", .needsChange, "Set `paymentType` on the payment (`TYPE_GOODS`, …)."),
            ("initialized", .needsChange, "Compare `[PayPal initializationStatus]` with `STATUS_COMPLETED_SUCCESS`."),
        ]
        return properties.map { name, support, action in
            Rule(
                "mpl.h0.paypal.\(kebab(name))", "PayPal.\(name) (H0)", support, .property(className: "PayPal", name: name),
                Generations.h0,
                RuleTexts(
                    shim: h0Shim, difference: "H0 only.", action: action, ordersV2: "See the H1/H2 element named in the action.",
                    replacement: "See the H1/H2 element named in the action."),
                triggering: Examples.payPalProperty(name, accessor: "getInstance"),
                nonTriggering: Examples.payPalPropertyLookalikes(name))
        }
    }

    private static var generationZeroDelegateRules: [Rule] {
        func method(_ id: String, _ selector: String, _ swiftName: String, _ objc: String, _ swift: String, _ action: String) -> Rule {
            delegateMethod(
                "mpl.h0.delegate.\(id)", selector, swiftNames: [swiftName], .needsChange, Generations.h0,
                RuleTexts(
                    shim: h0Shim, difference: "H0 only.", action: action, ordersV2: "The outcome of create → approve → capture.",
                    replacement: "`async` results of `PayPalWebCheckoutClient.start(_:)`."),
                objc: objc, swift: swift, protocolName: "PayPalMEPDelegate")
        }
        return [
            Rule(
                "mpl.h0.delegate.protocol", "PayPalMEPDelegate (H0 conformance)", .needsChange, .type(name: "PayPalMEPDelegate"),
                Generations.h0,
                RuleTexts(
                    shim: h0Shim, difference: "H0 only.", action: "Adopt `PayPalPaymentDelegate` and implement its methods.",
                    ordersV2: "The outcome of create → approve → capture.", replacement: "`async` results of the modern clients."),
                triggering: [Examples.objc("@interface ShopViewController : UIViewController <PayPalMEPDelegate>\n@end")],
                nonTriggering: Examples.typeLookalikes("PayPalMEPDelegate")),
            method(
                "payment-success", "paymentSuccess:", "paymentSuccess(_:)",
                "-(void)paymentSuccess:(NSString const *)transactionID {\n}", "func paymentSuccess(_ transactionID: String!) {}",
                "Implement `paymentSuccessWithKey:andStatus:`."),
            method(
                "payment-canceled", "paymentCanceled", "paymentCanceled()",
                "-(void)paymentCanceled {\n}", "func paymentCanceled() {}",
                "Keep it, adopting `PayPalPaymentDelegate`; also implement `paymentLibraryExit`."),
            method(
                "payment-failed", "paymentFailed:", "paymentFailed(_:)",
                "-(void)paymentFailed:(PAYPAL_FAILURE)errorType {\n}", "func paymentFailed(_ errorType: PAYPAL_FAILURE) {}",
                "Implement `paymentFailedWithCorrelationID:` (H2) or the three-argument H1 form."),
            method(
                "adjust-amounts", "AdjustAmounts:Currency:Amount:Tax:Shipping:", "adjustAmounts(_:currency:amount:tax:shipping:)",
                "-(MEPAmounts *)AdjustAmounts:(MEPAddress const *)defaultAddress Currency:(NSString const *)inCurrency Amount:(NSString const *)inAmount Tax:(NSString const *)inTax Shipping:(NSString const *)inShipping {\n    return nil;\n}",
                "func adjustAmounts(_ address: MEPAddress!, currency: String!, amount: String!, tax: String!, shipping: String!) -> MEPAmounts! { nil }",
                "Implement `adjustAmountsForAddress:andCurrency:andAmount:andTax:andShipping:andErrorCode:`."),
        ]
    }

    private static var generationZeroPaymentRules: [Rule] {
        let properties = [
            ("paymentCurrency", "`paymentCurrency`"), ("paymentAmount", "`subTotal`"), ("itemDesc", "`description`"),
            ("recipient", "`recipient`"), ("merchantName", "`merchantName`"),
        ]
        return properties.map { name, modern in
            valueProperty(
                "h0.payment", "PayPalMEPPayment", name, .needsChange, Generations.h0,
                RuleTexts(
                    shim: h0Shim, difference: "H0 only.", action: "Use \(modern) of `PayPalPayment`.",
                    ordersV2: "See `PayPalPayment.\(modern.dropFirst().dropLast())`.", replacement: "See the H1/H2 element."))
        }
    }

    private static var generationZeroEnumRules: [Rule] {
        [
            enumeration(
                "mpl.h0.enum.response", "PAYPAL_RESPONSE", ["PAYMENT_SUCCESS", "PAYMENT_FAILED", "PAYMENT_CANCELED"],
                .noEquivalent, Generations.h0,
                RuleTexts(
                    shim: h0Shim, difference: "H0 only.", action: "Remove `paymentFinished:` calls; the delegate reports the outcome.",
                    ordersV2: "None.", replacement: "None."), contextual: true, contextImport: h0Import),
            enumeration(
                "mpl.h0.enum.button-type", "PayPalButtonType (H0 sizes)", ["BUTTON_68x24", "BUTTON_68x33", "BUTTON_118x24"],
                .needsChange, Generations.h0,
                RuleTexts(
                    shim: h0Shim, difference: "These sizes were dropped in H1, and the remaining H0 sizes had other values.",
                    action: "Use `BUTTON_152x33` or larger.", ordersV2: "None.", replacement: "OrdersPaymentButtons' sizes.")),
            enumeration(
                "mpl.h0.enum.payment-type", "PayPalPaymentType (H0 values)", ["HARD_GOODS", "SERVICE", "PERSONAL", "DONATION"],
                .needsChange, Generations.h0,
                RuleTexts(
                    shim: h0Shim, difference: "H1 renamed them `TYPE_GOODS`, `TYPE_SERVICE`, `TYPE_PERSONAL`; donations became `BUTTON_TEXT_DONATE`.",
                    action: "Use `TYPE_GOODS`/`TYPE_SERVICE`/`TYPE_PERSONAL`; for donations use `BUTTON_TEXT_DONATE`.",
                    ordersV2: "`items[].category`.", replacement: "`Item.category`."), contextual: true, contextImport: h0Import),
        ]
    }
}
