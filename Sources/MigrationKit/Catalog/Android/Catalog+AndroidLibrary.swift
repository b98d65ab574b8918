/// The Android library's `PayPal` class (`com.paypal.android.MEP.PayPal`): the package import, the class,
/// its static and instance methods, and its constants.
extension RuleCatalog {
    /// What LegacyMPL does with every Android element.
    static let androidShim =
        "Nothing: LegacyMPL is the iOS library's replacement (Swift and Objective-C). An Android app keeps calling "
        + "`PayPal_MPL.jar`, whose Adaptive Payments backend is gone, so every use has to move to PayPal's Android SDK."

    /// The texts of an Android rule.
    static func androidTexts(difference: String = "", action: String, ordersV2: String, replacement: String) -> RuleTexts {
        RuleTexts(shim: androidShim, difference: difference, action: action, ordersV2: ordersV2, replacement: replacement)
    }

    /// A rule for methods of `PayPal`, id `mpl.android.library.<slug>`, with its examples.
    static func payPalMembers(
        _ slug: String, _ names: [String], isStatic: Bool = false, support: Support = .needsChange, call: String,
        kotlin kotlinCall: String? = nil, _ texts: RuleTexts
    ) -> Rule {
        let element = AndroidElement.members(className: "PayPal", names: names, isStatic: isStatic)
        return Rule(
            "mpl.android.library.\(slug)", "PayPal." + names.map { "\($0)()" }.joined(separator: ", "), support, .android(element), [],
            texts,
            triggering: isStatic ? AndroidExamples.staticCall(call) : AndroidExamples.instanceCall(call, kotlin: kotlinCall),
            nonTriggering: isStatic ? AndroidExamples.staticLookalikes(call) : AndroidExamples.instanceLookalikes(call, kotlin: kotlinCall))
    }

    /// A rule for a group of constants of `owner`, with its examples (the first constant is shown).
    static func androidConstants(
        _ id: String, _ owner: String, _ names: [String], support: Support = .needsChange, example: String? = nil, _ texts: RuleTexts
    ) -> Rule {
        let shown = example ?? names[0]
        return Rule(
            id, "\(owner).\(AndroidElement.shortList(names))", support, .android(.constants(className: owner, names: names)), [], texts,
            triggering: AndroidExamples.constant(owner, shown),
            nonTriggering: AndroidExamples.constantLookalikes(owner, shown))
    }

    /// A rule for a class or interface of the package used by name.
    static func androidType(_ id: String, _ name: String, support: Support = .needsChange, _ texts: RuleTexts, extra: [RuleExample] = []) -> Rule {
        Rule(
            id, "\(name) (Android)", support, .android(.type(name: name)), [], texts,
            triggering: AndroidExamples.typeUse(name) + extra, nonTriggering: AndroidExamples.typeLookalikes(name))
    }

    static var androidLibraryRules: [Rule] {
        let setup = "Build a `CoreConfig` once; there is no singleton to fetch."
        return [
            Rule(
                "mpl.android.library.import", "import com.paypal.android.MEP.…", .needsChange, .android(.packageImport), [],
                androidTexts(
                    action: "Remove the import once the file no longer uses the library; import the PayPal Android SDK's classes instead.",
                    ordersV2: "None.",
                    replacement: "`com.paypal.android.corepayments.*`, `com.paypal.android.paypalwebpayments.*` (PayPal Android SDK)."),
                triggering: [
                    AndroidExamples.java("import com.paypal.android.MEP.PayPal;\nimport com.paypal.android.MEP.PayPalPayment;"),
                    AndroidExamples.java("import com.paypal.android.MEP.*;"),
                    AndroidExamples.java("import static com.paypal.android.MEP.PayPal.ENV_SANDBOX;"),
                    AndroidExamples.kotlin("import com.paypal.android.MEP.PayPal as LegacyPayPal"),
                ],
                nonTriggering: [
                    AndroidExamples.java("import com.paypal.android.sdk.payments.PayPalPayment;\n// import com.paypal.android.MEP.PayPal;"),
                    AndroidExamples.java("import com.paypal.android.MEPX.Helper;\nString name = \"com.paypal.android.MEP.PayPal\";"),
                    AndroidExamples.kotlin("import com.paypal.android.corepayments.CoreConfig"),
                ]),
            androidType(
                "mpl.android.library.paypal", "PayPal",
                androidTexts(
                    action: "Replace the library object with the PayPal Android SDK's clients. " + setup,
                    ordersV2: "Every call now goes to Orders v2 (your server creates and captures orders).",
                    replacement: "`CoreConfig` + `PayPalWebCheckoutClient` (PayPal Android SDK)."),
                extra: [AndroidExamples.javaFile("import android.app.Activity;", "com.paypal.android.MEP.PayPal payPal = null;")]),
            payPalMembers(
                "init-with-app-id", ["initWithAppID"], isStatic: true,
                call: "initWithAppID(this, \"APP-80W284485P519543T\", PayPal.ENV_SANDBOX)",
                androidTexts(
                    difference: "The app id was an Adaptive Payments app id; the environment constants are Android's (ENV_SANDBOX=0, ENV_LIVE=1).",
                    action: "Create `CoreConfig(clientId, Environment.SANDBOX)` with a REST client id. " + setup,
                    ordersV2: "The client id authenticates the SDK; your server holds the secret and creates orders.",
                    replacement: "`CoreConfig(clientId, Environment.SANDBOX / LIVE)` (PayPal Android SDK `corepayments`).")),
            payPalMembers(
                "get-instance", ["getInstance"], isStatic: true, call: "getInstance()",
                androidTexts(
                    action: "Keep the `CoreConfig` (or the client built from it) where the app needs it. " + setup,
                    ordersV2: "None.",
                    replacement: "`CoreConfig` and the clients built from it.")),
            payPalMembers(
                "version", ["getVersion", "getVersionWithoutBuild", "getBuild"], isStatic: true, support: .noEquivalent,
                call: "getVersion()",
                androidTexts(
                    action: "Read the SDK version from the Gradle dependency you declare if you log it.",
                    ordersV2: "None.", replacement: "The Gradle dependency's version.")),
            payPalMembers(
                "pay-type-names", ["getPayType", "getPaySubtype"], isStatic: true, support: .noEquivalent,
                call: "getPayType(PayPal.PAY_TYPE_SIMPLE)",
                androidTexts(
                    action: "Name the payment kind yourself if the app shows it.",
                    ordersV2: "One purchase unit (simple) or several (parallel).", replacement: "None.")),
            payPalMembers(
                "logging", ["logd", "loge"], isStatic: true, support: .noEquivalent, call: "logd(\"Shop\", \"checkout\")",
                androidTexts(
                    action: "Use `android.util.Log`.", ordersV2: "None.", replacement: "`android.util.Log`.")),
            payPalMembers(
                "lifecycle",
                [
                    "isLibraryInitialized", "setLibraryInitialized", "onInitializeCompletedOK",
                    "onInitializeCompletedError", "deinitialize", "shutdown",
                ], support: .noEquivalent,
                call: "isLibraryInitialized()", kotlin: "isLibraryInitialized",
                androidTexts(
                    action: "Remove: the SDK's clients are ready once built and need no shutdown.",
                    ordersV2: "None.", replacement: "None: clients are ready once built.")),
            payPalMembers(
                "app-id-and-server", ["getAppID", "getServer"], call: "getServer()", kotlin: "server",
                androidTexts(
                    action: "Read the client id and environment from your `CoreConfig`.",
                    ordersV2: "None.", replacement: "`CoreConfig.clientId`, `CoreConfig.environment`.")),
            payPalMembers(
                "language", ["setLanguage", "getLanguage"], call: "setLanguage(\"en_US\")", kotlin: "language = \"en_US\"",
                androidTexts(
                    action: "Send the locale in the order's `experience_context` (your server creates the order).",
                    ordersV2: "`payment_source.paypal.experience_context.locale`.", replacement: "`experience_context.locale` on your server.")),
            payPalMembers(
                "get-checkout-button", ["getCheckoutButton"],
                call: "getCheckoutButton(this, PayPal.BUTTON_278x43, CheckoutButton.TEXT_PAY)",
                androidTexts(
                    action: "Show the SDK's payment button and start checkout from its click listener.",
                    ordersV2: "None (UI).",
                    replacement: "`PayPalButton` / `PayLaterButton` / `PayPalCreditButton` (PayPal Android SDK `paymentbuttons`).")),
            payPalMembers(
                "checkout", ["checkout"], call: "checkout(payment, this)",
                androidTexts(
                    difference:
                        "`checkout(…)` returned an `Intent` for `PayPalActivity`; the result came back in `onActivityResult` or a `PayPalResultDelegate`.",
                    action: "Create the order on your server, approve it with `PayPalWebCheckoutClient.start(…)`, capture it on your server.",
                    ordersV2: "`POST /v2/checkout/orders` (intent CAPTURE; several purchase units for a parallel payment), then `POST …/capture`.",
                    replacement: "`PayPalWebCheckoutClient.start(activity, PayPalWebCheckoutRequest(orderId, fundingSource))`, then `finishStart(intent)`.")),
            payPalMembers(
                "preapprove", ["preapprove"], call: "preapprove(preapproval, this)",
                androidTexts(
                    difference: "A preapproval key let the merchant charge the buyer later through Adaptive Payments.",
                    action: "Save the buyer's PayPal account with a vault setup token instead, and charge later with its payment token.",
                    ordersV2: "`POST /v3/vault/setup-tokens`, then `POST /v3/vault/payment-tokens`; later orders carry `vault_id`.",
                    replacement: "`PayPalWebCheckoutClient.vault(activity, PayPalWebVaultRequest(setupTokenId))`, then `finishVault(intent)`.")),
            payPalMembers(
                "preapproval-key", ["getPreapprovalKey", "setPreapprovalKey"], call: "setPreapprovalKey(key)",
                kotlin: "preapprovalKey = key",
                androidTexts(
                    action: "Pass the vault setup token id your server created to the vault request.",
                    ordersV2: "The setup token id.", replacement: "`PayPalWebVaultRequest(setupTokenId)`.")),
            payPalMembers(
                "urls", ["getCancelUrl", "setCancelUrl", "getReturnUrl", "setReturnUrl"], call: "setReturnUrl(url)",
                kotlin: "returnUrl = url",
                androidTexts(
                    action: "Register the SDK's return URL scheme; your server sets `return_url`/`cancel_url` in the order.",
                    ordersV2: "`experience_context.return_url` and `cancel_url`.", replacement: "The SDK's browser-switch return URL.")),
            payPalMembers(
                "fees-payer", ["getFeesPayer", "setFeesPayer"], support: .noEquivalent, call: "setFeesPayer(PayPal.FEEPAYER_SENDER)",
                kotlin: "feesPayer = PayPal.FEEPAYER_SENDER",
                androidTexts(
                    action: "Remove: the payee pays PayPal's fees; platform fees are set per purchase unit on your server.",
                    ordersV2: "None (`payment_instruction.platform_fees` for a platform's own fee).", replacement: "None.")),
            payPalMembers(
                "shipping-enabled", ["getShippingEnabled", "setShippingEnabled"], call: "setShippingEnabled(true)",
                kotlin: "shippingEnabled = true",
                androidTexts(
                    action: "Set the shipping preference in the order your server creates.",
                    ordersV2: "`experience_context.shipping_preference`.", replacement: "`shipping_preference` on your server.")),
            payPalMembers(
                "dynamic-amount-calculation", ["getDynamicAmountCalculationEnabled", "setDynamicAmountCalculationEnabled"],
                call: "setDynamicAmountCalculationEnabled(true)", kotlin: "dynamicAmountCalculationEnabled = true",
                androidTexts(
                    action: "After approval, read the order's shipping address on your server, PATCH the amount, then capture.",
                    ordersV2: "`PATCH /v2/checkout/orders/{id}` before capture.", replacement: "Your server's PATCH of the order.")),
            payPalMembers(
                "payment-and-preapproval", ["getPayment", "getPreapproval"], call: "getPayment()", kotlin: "payment",
                androidTexts(
                    action: "Read the order (or setup token) from your server.",
                    ordersV2: "`GET /v2/checkout/orders/{id}`, `GET /v3/vault/setup-tokens/{id}`.", replacement: "Your server's order read.")),
            payPalMembers(
                "flow-state", ["getTextType", "getFlowContext", "getParentContext", "isPersonalPayment", "shouldShowFees"],
                support: .noEquivalent, call: "shouldShowFees()", kotlin: "shouldShowFees()",
                androidTexts(
                    action: "Remove: PayPal's own pages run the flow and the SDK exposes no flow state.",
                    ordersV2: "None.", replacement: "None.")),
            androidConstants(
                "mpl.android.library.env", "PayPal", ["ENV_SANDBOX", "ENV_LIVE", "ENV_NONE"],
                androidTexts(
                    difference: "Android's values are ENV_SANDBOX=0, ENV_LIVE=1, ENV_NONE=2 (on iOS ENV_LIVE=0).",
                    action: "Use `Environment.SANDBOX` or `Environment.LIVE`; test against a mock server instead of ENV_NONE.",
                    ordersV2: "`api-m.sandbox.paypal.com` or `api-m.paypal.com`.", replacement: "`Environment.SANDBOX` / `Environment.LIVE`.")),
            androidConstants(
                "mpl.android.library.pay-type", "PayPal",
                ["PAY_TYPE_SIMPLE", "PAY_TYPE_PARALLEL", "PAY_TYPE_CHAINED", "PAY_TYPE_PREAPPROVAL"],
                androidTexts(
                    action: "Decide the order's shape on your server: one purchase unit, several, or a vault setup token.",
                    ordersV2: "Purchase units (parallel), platform fees (chained), setup tokens (preapproval).",
                    replacement: "The order your server creates.")),
            androidConstants(
                "mpl.android.library.payment-type", "PayPal",
                ["PAYMENT_TYPE_GOODS", "PAYMENT_TYPE_SERVICE", "PAYMENT_TYPE_PERSONAL", "PAYMENT_TYPE_NONE"],
                androidTexts(
                    difference: "PAYMENT_TYPE_NONE=3 exists only on Android.",
                    action: "Set each item's category on your server; personal payments have no Orders v2 equivalent.",
                    ordersV2: "`items[].category` (`PHYSICAL_GOODS`, `DIGITAL_GOODS`, `DONATION`).", replacement: "`items[].category`.")),
            androidConstants(
                "mpl.android.library.payment-subtype", "PayPal", ["PAYMENT_SUBTYPE_*"], support: .noEquivalent,
                example: "PAYMENT_SUBTYPE_DONATIONS",
                androidTexts(
                    difference: "Android adds the misspelled alias PAYMENT_SUBTYPE_REIMBUSEMENTS and PAYMENT_SUBTYPE_NONE=22.",
                    action: "Remove, or describe the purpose in the purchase unit's description.",
                    ordersV2: "None.", replacement: "None.")),
            androidConstants(
                "mpl.android.library.button", "PayPal",
                [
                    "BUTTON_152x33", "BUTTON_194x37", "BUTTON_278x43", "BUTTON_294x45", "NUM_STYLES", "BUTTON_68x24",
                    "BUTTON_68x33", "BUTTON_118x24", "BUTTON_294x43",
                ],
                androidTexts(
                    difference: "The largest size is BUTTON_294x45 on Android 1.x (294x43 on iOS); the 2010 MEP jar had the H0 sizes with other values.",
                    action: "Size the SDK's payment button with its layout attributes.",
                    ordersV2: "None (UI).", replacement: "The payment button's size attributes.")),
            androidConstants(
                "mpl.android.library.feepayer", "PayPal",
                ["FEEPAYER_EACHRECEIVER", "FEEPAYER_SENDER", "FEEPAYER_PRIMARYRECEIVER", "FEEPAYER_SECONDARYONLY"],
                support: .noEquivalent,
                androidTexts(
                    difference: "Android's values are FEEPAYER_EACHRECEIVER=0, FEEPAYER_SENDER=1 (on iOS FEEPAYER_SENDER=0).",
                    action: "Remove: the payee pays PayPal's fees.", ordersV2: "None.", replacement: "None.")),
            androidConstants(
                "mpl.android.library.login-and-auth", "PayPal", ["LOGIN_VIA_*", "AUTH_SETTING_*"], support: .noEquivalent,
                example: "LOGIN_VIA_EMAIL",
                androidTexts(
                    action: "Remove: the buyer logs in on PayPal's own page.", ordersV2: "None.", replacement: "None.")),
        ]
    }
}
