/// The Android library's checkout flow: `PayPalActivity` and its extras, the `CheckoutButton`, and the
/// interfaces an app implements (`PayPalResultDelegate`, `PaymentAdjuster`).
extension RuleCatalog {
    /// A rule for a callback method of `interface`.
    static func androidCallback(
        _ id: String, _ interface: String, _ name: String, java signature: String, kotlin kotlinSignature: String, _ texts: RuleTexts
    ) -> Rule {
        Rule(
            id, "\(interface).\(name)(…) implemented", .needsChange, .android(.callback(interfaceName: interface, name: name)), [],
            texts, triggering: AndroidExamples.callback(interface, java: signature, kotlin: kotlinSignature),
            nonTriggering: AndroidExamples.callbackLookalikes(java: signature, kotlin: kotlinSignature))
    }

    static var androidCheckoutRules: [Rule] {
        let result = "`PayPalWebCheckoutClient.finishStart(intent)` returns the result"
        return [
            androidType(
                "mpl.android.checkout.activity", "PayPalActivity",
                androidTexts(
                    action: "Remove the activity from the manifest and the `startActivityForResult` calls; the SDK opens PayPal in a browser tab.",
                    ordersV2: "None.", replacement: "`PayPalWebCheckoutClient.start(…)` and `finishStart(…)`."),
                extra: [
                    AndroidExamples.javaFile(
                        AndroidExamples.javaImport,
                        "Intent intent = new Intent(this, PayPalActivity.class);\nstartActivityForResult(intent, 1);")
                ]),
            androidConstants(
                "mpl.android.checkout.extras", "PayPalActivity",
                [
                    "EXTRA_PAYMENT_INFO", "EXTRA_PREAPPROVAL_INFO", "EXTRA_PAYMENT_ADJUSTER", "EXTRA_RESULT_DELEGATE",
                    "EXTRA_PAY_KEY", "EXTRA_PAYMENT_STATUS", "EXTRA_CORRELATION_ID", "EXTRA_ERROR_ID", "EXTRA_ERROR_MESSAGE",
                ],
                example: "EXTRA_PAY_KEY",
                androidTexts(
                    action: "Read the order id, payer id or error from the SDK's result instead of Intent extras.",
                    ordersV2: "The order id (was the pay key); errors carry PayPal's `debug_id` (was the correlation id).",
                    replacement: "\(result): `Success` (order id, payer id), `Failure` (`PayPalSDKError`), `Canceled`.")),
            androidConstants(
                "mpl.android.checkout.result-codes", "PayPalActivity", ["RESULT_FAILURE", "RESULT_OK", "RESULT_CANCELED"],
                androidTexts(
                    difference: "RESULT_FAILURE=2 is the library's; RESULT_OK and RESULT_CANCELED are Activity's, reached through PayPalActivity.",
                    action: "Switch on the SDK's result type instead of the activity's result code.",
                    ordersV2: "None.", replacement: "\(result).")),
            androidConstants(
                "mpl.android.checkout.views", "PayPalActivity", ["VIEW_*"], support: .noEquivalent, example: "VIEW_LOGIN",
                androidTexts(
                    action: "Remove: PayPal's own pages have no views to name.", ordersV2: "None.", replacement: "None.")),
            androidType(
                "mpl.android.checkout.checkout-button", "CheckoutButton",
                androidTexts(
                    action: "Show the SDK's payment button (in a layout or created in code) and start checkout from its click listener.",
                    ordersV2: "None (UI).", replacement: "`PayPalButton` / `PayLaterButton` / `PayPalCreditButton`.")),
            Rule(
                "mpl.android.checkout.checkout-button-methods", "CheckoutButton.updateButton(), updateName(), setActive(boolean)",
                .needsChange, .android(.members(className: "CheckoutButton", names: ["updateButton", "updateName", "setActive"], isStatic: false)),
                [],
                androidTexts(
                    action: "Enable, disable or hide the SDK's button as any view.",
                    ordersV2: "None (UI).", replacement: "`View.setEnabled`, `View.setVisibility` on the payment button."),
                triggering: [
                    AndroidExamples.javaFile(
                        AndroidExamples.javaImport,
                        """
                        CheckoutButton button = PayPal.getInstance().getCheckoutButton(this, PayPal.BUTTON_194x37, CheckoutButton.TEXT_PAY);
                        button.setActive(false);
                        """),
                    AndroidExamples.kotlinFile(
                        AndroidExamples.kotlinImport,
                        """
                        val button = PayPal.getInstance().getCheckoutButton(context, PayPal.BUTTON_194x37, CheckoutButton.TEXT_PAY)
                        button.updateButton()
                        """),
                ],
                nonTriggering: AndroidExamples.valueLookalikes("setActive(false)", kotlin: "updateButton()")),
            androidConstants(
                "mpl.android.checkout.button-text", "CheckoutButton", ["TEXT_PAY", "TEXT_DONATE"],
                androidTexts(
                    action: "Choose the SDK button's label.", ordersV2: "None (UI).", replacement: "The payment button's label attribute.")),
            androidType(
                "mpl.android.checkout.result-delegate", "PayPalResultDelegate",
                androidTexts(
                    difference: "The delegate had to be `Serializable`: it travelled in an Intent extra to PayPalActivity.",
                    action: "Handle the SDK's result where the activity receives the browser switch's return.",
                    ordersV2: "None.", replacement: "\(result).")),
            androidCallback(
                "mpl.android.checkout.on-payment-succeeded", "PayPalResultDelegate", "onPaymentSucceeded",
                java: "void onPaymentSucceeded(String payKey, String paymentStatus)",
                kotlin: "onPaymentSucceeded(payKey: String, paymentStatus: String)",
                androidTexts(
                    difference: "The pay key was an Adaptive Payments key; the payment was complete when this ran.",
                    action: "On `PayPalWebCheckoutFinishStartResult.Success`, have your server capture the order.",
                    ordersV2: "`POST /v2/checkout/orders/{id}/capture`; the capture's status replaces paymentStatus.",
                    replacement: "`PayPalWebCheckoutFinishStartResult.Success` (order id, payer id), then your server's capture.")),
            androidCallback(
                "mpl.android.checkout.on-payment-failed", "PayPalResultDelegate", "onPaymentFailed",
                java: "void onPaymentFailed(String paymentStatus, String correlationID, String payKey, String errorID, String errorMessage)",
                kotlin: "onPaymentFailed(paymentStatus: String, correlationID: String, payKey: String, errorID: String, errorMessage: String)",
                androidTexts(
                    action: "Handle `PayPalWebCheckoutFinishStartResult.Failure`; log the error's correlation id.",
                    ordersV2: "The error's `debug_id` and `details[].issue`.",
                    replacement: "`PayPalWebCheckoutFinishStartResult.Failure(PayPalSDKError)`.")),
            androidCallback(
                "mpl.android.checkout.on-payment-canceled", "PayPalResultDelegate", "onPaymentCanceled",
                java: "void onPaymentCanceled(String paymentStatus)", kotlin: "onPaymentCanceled(paymentStatus: String)",
                androidTexts(
                    action: "Handle `PayPalWebCheckoutFinishStartResult.Canceled`.",
                    ordersV2: "The order stays unapproved and expires.", replacement: "`PayPalWebCheckoutFinishStartResult.Canceled`.")),
            androidType(
                "mpl.android.checkout.payment-adjuster", "PaymentAdjuster",
                androidTexts(
                    difference: "The adjuster ran on the phone, between the buyer's address and the payment.",
                    action: "Move the calculation to your server: read the approved order's shipping address, PATCH the amount, then capture.",
                    ordersV2: "`PATCH /v2/checkout/orders/{id}` (`/purchase_units/@reference_id=='default'/amount`).",
                    replacement: "Your server's PATCH of the order before capture.")),
            androidCallback(
                "mpl.android.checkout.adjust-amount", "PaymentAdjuster", "adjustAmount",
                java: "MEPAmounts adjustAmount(MEPAddress address, String currency, String amount, String tax, String shipping)",
                kotlin: "adjustAmount(address: MEPAddress, currency: String, amount: String, tax: String, shipping: String): MEPAmounts",
                androidTexts(
                    action: "Compute the new amount on your server from the order's shipping address and PATCH the order.",
                    ordersV2: "`PATCH /v2/checkout/orders/{id}` with the new `amount` and `breakdown`.",
                    replacement: "Your server's PATCH of the order before capture.")),
        ]
    }
}
