/// `PayPalPaymentDelegate` (H1/H2): the protocol and each method, deprecated variants included.
extension RuleCatalog {
    /// A rule for a delegate method, with examples inside an adopting class and the app's own class.
    static func delegateMethod(
        _ id: String, _ selector: String, swiftNames: [String], _ support: Support, _ generations: Set<HeaderGeneration>,
        _ texts: RuleTexts, objc: String, swift: String?, otherSwift: [String] = [], protocolName: String = "PayPalPaymentDelegate"
    ) -> Rule {
        Rule(
            id, "-[\(protocolName) \(selector)]", support,
            .delegateMethod(protocolName: protocolName, selector: selector, swiftNames: swiftNames), generations, texts,
            triggering: Examples.delegate(protocolName, objc: objc, swift: swift) + otherSwift.map { Examples.delegateExtension(protocolName, $0) },
            nonTriggering: Examples.ownClass(objc: objc, swift: swift) + otherSwift.map { Examples.ownClass(objc: nil, swift: $0) }.joined())
    }

    static var payPalDelegateRules: [Rule] {
        let amountsSignature =
            "- (PayPalAmounts *)adjustAmountsForAddress:(PayPalAddress const *)inAddress andCurrency:(NSString const *)inCurrency andAmount:(NSDecimalNumber const *)inAmount\n    andTax:(NSDecimalNumber const *)inTax andShipping:(NSDecimalNumber const *)inShipping"
        let advancedSignature =
            "- (NSMutableArray *)adjustAmountsAdvancedForAddress:(PayPalAddress const *)inAddress andCurrency:(NSString const *)inCurrency\n    andReceiverAmounts:(NSMutableArray *)receiverAmounts"
        let dynamicOrders =
            "Created with `user_action` `CONTINUE`; after approval `GET /v2/checkout/orders/{id}` for the shipping address, then: unchanged → capture; changed → one `PATCH`, the buyer's review, capture; a refused raise (`AMOUNT_CHANGE_NOT_ALLOWED`) or a new currency → a new order approved and captured."
        let dynamicReplacement =
            "Server: `OrdersClient.getOrder` + `OrdersClient.patchOrderReconciling` before `captureOrderReconciling` (or PayPal's server-side shipping callback); show the new total to the buyer before capturing."
        return [
            Rule(
                "mpl.delegate.protocol", "PayPalPaymentDelegate (conformance)", .worksUnchanged,
                .type(name: "PayPalPaymentDelegate"), Generations.mpl,
                RuleTexts(
                    shim:
                        "A Swift protocol (`AnyObject`) with the H1 ∪ H2 methods; the failure forms and the dynamic-amount methods have defaults, so a delegate implements the ones it was written for.",
                    difference:
                        "Per payment exactly one of success/canceled/failed, then exactly one `paymentLibraryExit`, delivered on the main queue on Apple platforms.",
                    action: "Nothing.",
                    ordersV2: "The outcome of create → approve → capture.",
                    replacement: "`async` results: `PayPalWebCheckoutClient.start(_:)`, `CardClient.approveOrder(request:)`, `VenmoClient`."),
                triggering: [
                    Examples.objc("@interface CheckoutViewController : UIViewController <UITextFieldDelegate, PayPalPaymentDelegate>\n@end"),
                    Examples.swift("extension CheckoutViewController: PayPalPaymentDelegate {}"),
                ],
                nonTriggering: Examples.typeLookalikes("PayPalPaymentDelegate")),
            delegateMethod(
                "mpl.delegate.payment-success", "paymentSuccessWithKey:andStatus:",
                swiftNames: ["paymentSuccessWithKey(_:andStatus:)", "paymentSuccess(withKey:andStatus:)"],
                .behaviourDifference, Generations.mpl,
                RuleTexts(
                    shim:
                        "Called once after a successful capture: `payKey` is the Orders v2 order id, the status `STATUS_COMPLETED` (capture COMPLETED), `STATUS_CREATED` (PENDING) or `STATUS_OTHER`. For a preapproval, the confirmed key.",
                    difference: "`payKey` is an order id, not an Adaptive Payments pay key; a DECLINED capture is a failure, not a success.",
                    action: "Verify the order on your server (GET /v2/checkout/orders/{id}) before fulfilling.",
                    ordersV2: "The capture's `status`; the order `id`.",
                    replacement: "The `orderID` in `PayPalWebCheckoutResult` / `CardResult`, then `OrdersClient.captureOrder` on your server."),
                objc: "- (void)paymentSuccessWithKey:(NSString *)payKey\n    // the key to verify\n    andStatus:(PayPalPaymentStatus)paymentStatus {\n}",
                swift: "func paymentSuccessWithKey(_ payKey: String!, andStatus paymentStatus: PayPalPaymentStatus) {}",
                otherSwift: [
                    "func paymentSuccessWithKey(payKey: String!, andStatus paymentStatus: PayPalPaymentStatus) {}  // Swift 1/2",
                    "@objc func paymentSuccess(withKey payKey: String!, andStatus paymentStatus: PayPalPaymentStatus) {}  // Swift 3+",
                ]),
            delegateMethod(
                "mpl.delegate.payment-failed-h1", "paymentFailedWithCorrelationID:andErrorCode:andErrorMessage:",
                swiftNames: [
                    "paymentFailedWithCorrelationID(_:andErrorCode:andErrorMessage:)",
                    "paymentFailed(withCorrelationID:andErrorCode:andErrorMessage:)",
                ],
                .behaviourDifference, Generations.h1,
                RuleTexts(
                    shim: "The H1 failure form: LegacyMPL calls it when the delegate implements it (else the H2 form); `responseMessage` is filled first.",
                    difference:
                        "`correlationID` is PayPal's debug id (`PayPal-Debug-Id`); `errorCode` is a LegacyMPL validation code or an Orders v2 issue name.",
                    action: "Log the correlation id for PayPal support; map error codes to Orders v2 issue names.",
                    ordersV2: "The error's `debug_id`, `name` and `details[].issue`.",
                    replacement: "`PaymentsError` thrown by the modern clients."),
                objc:
                    "- (void)paymentFailedWithCorrelationID:(NSString *)correlationID andErrorCode:(NSString *)errorCode andErrorMessage:(NSString *)errorMessage {\n}",
                swift:
                    "func paymentFailedWithCorrelationID(_ correlationID: String!, andErrorCode errorCode: String!, andErrorMessage errorMessage: String!) {}"),
            delegateMethod(
                "mpl.delegate.payment-failed-h2", "paymentFailedWithCorrelationID:",
                swiftNames: ["paymentFailedWithCorrelationID(_:)", "paymentFailed(withCorrelationID:)"],
                .behaviourDifference, Generations.h2,
                RuleTexts(
                    shim: "The H2 failure form; the details are in `PayPal.getPayPalInst().responseMessage` (`severity`, `category`, `errorId`, `message`).",
                    difference: "`correlationID` is PayPal's debug id; `errorId` values are LegacyMPL validation codes or Orders v2 issue names.",
                    action: "Log the correlation id; map the error ids you test for.",
                    ordersV2: "The error's `debug_id`, `name` and `details[].issue`.",
                    replacement: "`PaymentsError` thrown by the modern clients."),
                objc: "- (void)paymentFailedWithCorrelationID:(NSString *)correlationID {\n}",
                swift: "func paymentFailed(withCorrelationID correlationID: String!) {}",
                otherSwift: [
                    "func paymentFailedWithCorrelationID(correlationID: String!) {\n        let message = PayPal.getPayPalInst().responseMessage.objectForKey(\"message\")\n    }",
                    "@objc(paymentFailedWithCorrelationID:)\n    func didFail(correlationID: String!) {}",
                ]),
            delegateMethod(
                "mpl.delegate.payment-canceled", "paymentCanceled", swiftNames: ["paymentCanceled()"],
                .worksUnchanged, Generations.mpl,
                RuleTexts(
                    shim: "Called once when the payer cancels the approval (or a dynamic-amount delegate answers `AMOUNT_CANCEL_TXN`).",
                    action: "Nothing.",
                    ordersV2: "The order stays unapproved (it expires); nothing is captured.",
                    replacement: "`PayPalWebCheckoutError.canceled` from `PayPalWebCheckoutClient.start(_:)`."),
                objc: "- (void)paymentCanceled {\n}",
                swift: "func paymentCanceled() {}"),
            delegateMethod(
                "mpl.delegate.payment-library-exit", "paymentLibraryExit", swiftNames: ["paymentLibraryExit()"],
                .worksUnchanged, Generations.mpl,
                RuleTexts(
                    shim: "Called exactly once after the outcome callback of every flow; do UI work here, as the guide says.",
                    action: "Nothing.",
                    ordersV2: "No request.",
                    replacement: "The end of the `async` call of the modern client."),
                objc: "- (void)paymentLibraryExit {\n}",
                swift: "func paymentLibraryExit() {}"),
            delegateMethod(
                "mpl.delegate.adjust-amounts", "adjustAmountsForAddress:andCurrency:andAmount:andTax:andShipping:andErrorCode:",
                swiftNames: [
                    "adjustAmountsForAddress(_:andCurrency:andAmount:andTax:andShipping:andErrorCode:)",
                    "adjustAmounts(for:andCurrency:andAmount:andTax:andShipping:andErrorCode:)",
                    "adjustAmounts(forAddress:andCurrency:andAmount:andTax:andShipping:andErrorCode:)",
                ],
                .behaviourDifference, Generations.mpl,
                RuleTexts(
                    shim:
                        "With `dynamicAmountUpdateEnabled` and shipping on, called after approval with the buyer's address; return new amounts or set `AMOUNT_ERROR_SERVER`/`AMOUNT_ERROR_OTHER` (fail) or `AMOUNT_CANCEL_TXN` (cancel); the adjusted total is captured.",
                    difference: "Called after the buyer approved, so the buyer does not see the adjusted amounts before the capture.",
                    action: "Return final amounts; keep the computation fast and offline-safe.",
                    ordersV2: dynamicOrders, replacement: dynamicReplacement),
                objc: amountsSignature + " andErrorCode:(PayPalAmountErrorCode *)outErrorCode {\n    return nil;\n}",
                swift:
                    "func adjustAmountsForAddress(_ inAddress: PayPalAddress!, andCurrency inCurrency: String!, andAmount inAmount: NSDecimalNumber!, andTax inTax: NSDecimalNumber!, andShipping inShipping: NSDecimalNumber!, andErrorCode outErrorCode: UnsafeMutablePointer<PayPalAmountErrorCode>!) -> PayPalAmounts! { nil }"
            ),
            delegateMethod(
                "mpl.delegate.adjust-amounts-advanced", "adjustAmountsAdvancedForAddress:andCurrency:andReceiverAmounts:andErrorCode:",
                swiftNames: [
                    "adjustAmountsAdvancedForAddress(_:andCurrency:andReceiverAmounts:andErrorCode:)",
                    "adjustAmountsAdvanced(for:andCurrency:andReceiverAmounts:andErrorCode:)",
                    "adjustAmountsAdvanced(forAddress:andCurrency:andReceiverAmounts:andErrorCode:)",
                ],
                .behaviourDifference, Generations.mpl,
                RuleTexts(
                    shim: "The advanced-payment form: an array of `PayPalReceiverAmounts`, one amount replace per purchase unit in one PATCH.",
                    difference: "Called after the buyer approved; receivers are matched by recipient.",
                    action: "Return final amounts for every receiver you change.",
                    ordersV2: dynamicOrders, replacement: dynamicReplacement),
                objc: advancedSignature + " andErrorCode:(PayPalAmountErrorCode *)outErrorCode {\n    return nil;\n}",
                swift:
                    "func adjustAmountsAdvanced(for inAddress: PayPalAddress!, andCurrency inCurrency: String!, andReceiverAmounts receiverAmounts: NSMutableArray!, andErrorCode outErrorCode: UnsafeMutablePointer<PayPalAmountErrorCode>!) -> NSMutableArray! { nil }"
            ),
            delegateMethod(
                "mpl.delegate.adjust-amounts-deprecated", "adjustAmountsForAddress:andCurrency:andAmount:andTax:andShipping:",
                swiftNames: [
                    "adjustAmountsForAddress(_:andCurrency:andAmount:andTax:andShipping:)",
                    "adjustAmounts(for:andCurrency:andAmount:andTax:andShipping:)",
                    "adjustAmounts(forAddress:andCurrency:andAmount:andTax:andShipping:)",
                ],
                .behaviourDifference, Generations.mpl,
                RuleTexts(
                    shim: "Deprecated in the 2011 headers; LegacyMPL still calls it when the error-code form is not implemented.",
                    difference: "It cannot fail or cancel the payment; called after approval.",
                    action: "Implement the `andErrorCode:` form instead.",
                    ordersV2: dynamicOrders, replacement: dynamicReplacement),
                objc: amountsSignature + " {\n    return nil;\n}",
                swift:
                    "func adjustAmountsForAddress(_ inAddress: PayPalAddress!, andCurrency inCurrency: String!, andAmount inAmount: NSDecimalNumber!, andTax inTax: NSDecimalNumber!, andShipping inShipping: NSDecimalNumber!) -> PayPalAmounts! { nil }"
            ),
            delegateMethod(
                "mpl.delegate.adjust-amounts-advanced-deprecated", "adjustAmountsAdvancedForAddress:andCurrency:andReceiverAmounts:",
                swiftNames: [
                    "adjustAmountsAdvancedForAddress(_:andCurrency:andReceiverAmounts:)",
                    "adjustAmountsAdvanced(for:andCurrency:andReceiverAmounts:)",
                    "adjustAmountsAdvanced(forAddress:andCurrency:andReceiverAmounts:)",
                ],
                .behaviourDifference, Generations.mpl,
                RuleTexts(
                    shim: "Deprecated in the 2011 headers; LegacyMPL still calls it when the error-code form is not implemented.",
                    difference: "It cannot fail or cancel the payment; called after approval.",
                    action: "Implement the `andErrorCode:` form instead.",
                    ordersV2: dynamicOrders, replacement: dynamicReplacement),
                objc: advancedSignature + " {\n    return nil;\n}",
                swift:
                    "func adjustAmountsAdvancedForAddress(_ inAddress: PayPalAddress!, andCurrency inCurrency: String!, andReceiverAmounts receiverAmounts: NSMutableArray!) -> NSMutableArray! { nil }"
            ),
        ]
    }
}
