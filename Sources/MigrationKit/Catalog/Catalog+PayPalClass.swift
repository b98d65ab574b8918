/// The `PayPal` class of H1/H2 (PayPal.h): the class, its class and instance methods.
extension RuleCatalog {
    static var payPalClassRules: [Rule] {
        [
            Rule(
                "mpl.paypal.class", "PayPal (the library class)", .worksUnchanged, .type(name: "PayPal"), Generations.all,
                RuleTexts(
                    shim:
                        "LegacyMPL declares `PayPal` (an `NSObject` subclass, `@objc(PayPal)` on Apple platforms) with the H1 ∪ H2 surface; its state sits behind a lock, so any thread may use it.",
                    action:
                        "Nothing to keep it running: replace libPayPalMPL.a/libPayPalMEP.a and the headers with the LegacyMPL package. To leave the legacy API, move each call to the replacement named by its own rule.",
                    ordersV2: "The library as a whole: an Orders v2 client (create, approve, capture) behind the 2011 API.",
                    replacement: "OrdersCore `OrdersClient` (server side) with `PayPalWebCheckoutClient` (OrdersPayPalWebPayments) in the app."),
                triggering: Examples.typeUse("PayPal") + [
                    Examples.objc("@class PayPal;"), Examples.storeBridge(beside: Examples.vendoredPayPalHeader),
                ],
                nonTriggering: Examples.typeLookalikes("PayPal") + [
                    Examples.objc(
                        """
                        PayPal *expressCheckout = [PayPal getPayPalInst];
                        [expressCheckout fetchDeviceReferenceTokenWithAppID:@"APP-1" forEnvironment:ENV_SANDBOX withDelegate:self];
                        """),
                    Examples.storeBridge(beside: Examples.ownPayPalHeader()),
                ]),
            Rule(
                "mpl.paypal.get-paypal-inst", "+[PayPal getPayPalInst]", .worksUnchanged,
                .classMethod(className: "PayPal", selector: "getPayPalInst", swiftNames: ["getPayPalInst()"]), Generations.h2,
                RuleTexts(
                    shim: "Returns the one `PayPal` instance, before or after initialization (its status is `STATUS_NOT_STARTED` until `initializeWithAppID`).",
                    action:
                        "Nothing. Mobile Express Checkout also calls this accessor: when it only serves `fetchDeviceReferenceTokenWithAppID:…` it is not reported.",
                    ordersV2: "No request: the singleton holding the configuration (`CoreConfig`) and the delegate.",
                    replacement: "Keep a `CoreConfig` and the clients you need (`PayPalWebCheckoutClient`, `CardClient`) where your app keeps its services."),
                triggering: [
                    Examples.objc("[[PayPal getPayPalInst] checkoutWithPayment:payment];"),
                    Examples.objc("PayPal *library = [PayPal getPayPalInst];"),
                    Examples.swift("let library = PayPal.getPayPalInst()"),
                ],
                nonTriggering: [
                    Examples.objc("[[PayPal getPayPalInst] fetchDeviceReferenceTokenWithAppID:@\"APP-1\" forEnvironment:ENV_LIVE withDelegate:self];"),
                    Examples.objc("// [PayPal getPayPalInst]\nNSString *text = @\"[PayPal getPayPalInst]\";"),
                    Examples.swift("PayPal.getPayPalInst().fetchDeviceReferenceToken(withAppID: \"APP-1\", forEnvironment: ENV_LIVE, withDelegate: self)"),
                ]),
            Rule(
                "mpl.paypal.get-instance", "+[PayPal getInstance]", .worksUnchanged,
                .classMethod(className: "PayPal", selector: "getInstance", swiftNames: ["getInstance()"]), Generations.h0h1,
                RuleTexts(
                    shim: "The H1 name of `getPayPalInst`; LegacyMPL declares both and returns the same instance.",
                    difference: "H2 renamed it to `getPayPalInst`; an app built against H2 headers would not have compiled with it, LegacyMPL accepts both.",
                    action: "Nothing; optionally rename to `getPayPalInst` to match the H2 guide.",
                    ordersV2: "No request.",
                    replacement: "Keep a `CoreConfig` and the modern clients in your app's services."),
                triggering: [
                    Examples.objc("[[PayPal getInstance] checkoutWithPayment:payment];"),
                    Examples.swift("PayPal.getInstance().checkoutWithPayment(payment)"),
                ],
                nonTriggering: [
                    Examples.objc("[[Analytics getInstance] track:@\"checkout\"];"),
                    Examples.swift("let tracker = Analytics.getInstance()"),
                ]),
            Rule(
                "mpl.paypal.initialize-with-app-id", "+[PayPal initializeWithAppID:]", .behaviourDifference,
                .classMethod(
                    className: "PayPal", selector: "initializeWithAppID:",
                    swiftNames: ["initializeWithAppID(_:)", "initialize(withAppID:)"]), Generations.all,
                RuleTexts(
                    shim:
                        "Initializes for `ENV_LIVE` (the guide's default): validates the app id and the Orders v2 configuration, no network call, then `STATUS_COMPLETED_SUCCESS` or `STATUS_COMPLETED_ERROR` (the reason in `initializationErrorMessage` and the log).",
                    difference:
                        "PayPal no longer checks app ids; `ENV_LIVE` needs a REST client id from `PayPal.configureOrdersV2(clientID:secret:baseURL:approvalPresenter:)` or initialization ends in `STATUS_COMPLETED_ERROR`.",
                    action: "Call `PayPal.configureOrdersV2(clientID:…)` with your REST app's client id before initializing (never ship a secret in the app).",
                    ordersV2: "No request; the client id authenticates later Orders v2 calls.",
                    replacement: "`CoreConfig(clientID:environment: .live)` shared by `PayPalWebCheckoutClient`, `CardClient` and `VenmoClient`."),
                triggering: [
                    Examples.objc("[PayPal initializeWithAppID:@\"APP-80W284485P519543T\"];"),
                    Examples.swift("PayPal.initializeWithAppID(\"APP-80W284485P519543T\")"),
                    Examples.swift("PayPal.initialize(withAppID: \"APP-80W284485P519543T\")"),
                ],
                nonTriggering: [
                    Examples.objc("[Analytics initializeWithAppID:@\"A1\"];"),
                    Examples.swift("Analytics.initialize(withAppID: \"A1\")"),
                ]),
            Rule(
                "mpl.paypal.initialize-with-app-id-for-environment", "+[PayPal initializeWithAppID:forEnvironment:]",
                .behaviourDifference,
                .classMethod(
                    className: "PayPal", selector: "initializeWithAppID:forEnvironment:",
                    swiftNames: [
                        "initializeWithAppID(_:forEnvironment:)", "initialize(withAppID:forEnvironment:)",
                        "initialize(withAppID:for:)",
                    ]),
                Generations.all,
                RuleTexts(
                    shim:
                        "`ENV_NONE` runs every flow against the in-process Orders v2 simulator (no network, a demo buyer approves); `ENV_SANDBOX`/`ENV_LIVE` use PayPal's sandbox/live Orders v2. Status goes `STATUS_INPROGRESS` → `STATUS_COMPLETED_SUCCESS` or `STATUS_COMPLETED_ERROR`, retry allowed.",
                    difference:
                        "No network call and no app-id check; sandbox and live need `PayPal.configureOrdersV2(clientID:secret:baseURL:approvalPresenter:)` first.",
                    action: "Add `PayPal.configureOrdersV2(clientID:…)` before this call for `ENV_SANDBOX`/`ENV_LIVE`; keep `ENV_NONE` for demos and tests.",
                    ordersV2: "No request; the environment picks https://api-m.sandbox.paypal.com or https://api-m.paypal.com.",
                    replacement: "`CoreConfig(clientID:environment:)` with `.sandbox` or `.live`."),
                triggering: [
                    Examples.objc(
                        """
                        [PayPal initializeWithAppID:@"APP-80W284485P519543T"
                                     /* the sandbox while testing */
                                     forEnvironment:ENV_SANDBOX];
                        """),
                    Examples.swift("PayPal.initializeWithAppID(\"APP-80W284485P519543T\", forEnvironment: ENV_NONE)"),
                    Examples.swift("PayPal.initialize(withAppID: \"APP-80W284485P519543T\", forEnvironment: ENV_NONE)"),
                    Examples.swift("PayPal.initialize(withAppID: \"APP-80W284485P519543T\", for: ENV_NONE)  // Swift 3+, the type's name pruned"),
                ],
                nonTriggering: [
                    Examples.objc("#if 0\n[PayPal initializeWithAppID:@\"APP-1\" forEnvironment:ENV_NONE];\n#endif"),
                    Examples.swift("let code = \"PayPal.initializeWithAppID(\\\"APP-1\\\", forEnvironment: ENV_NONE)\""),
                ]),
            Rule(
                "mpl.paypal.initialization-status", "+[PayPal initializationStatus]", .worksUnchanged,
                .classMethod(className: "PayPal", selector: "initializationStatus", swiftNames: ["initializationStatus()"]),
                Generations.mpl,
                RuleTexts(
                    shim: "Returns `STATUS_NOT_STARTED`, `STATUS_INPROGRESS`, `STATUS_COMPLETED_SUCCESS` or `STATUS_COMPLETED_ERROR`, as in 2011.",
                    action: "Nothing. On `STATUS_COMPLETED_ERROR`, `PayPal.getPayPalInst().initializationErrorMessage` says why.",
                    ordersV2: "No request.",
                    replacement:
                        "No status to poll: modern clients are ready once built from a `CoreConfig`; `APIClient.checkEligibility` tells which payment methods are available."
                ),
                triggering: [
                    Examples.objc("if ([PayPal initializationStatus] == STATUS_COMPLETED_SUCCESS) { }"),
                    Examples.swift("if PayPal.initializationStatus() == STATUS_COMPLETED_SUCCESS { }"),
                ],
                nonTriggering: [Examples.objc("if ([Engine initializationStatus] == 1) { }")]),
            Rule(
                "mpl.paypal.build-version", "+[PayPal buildVersion]", .behaviourDifference,
                .classMethod(className: "PayPal", selector: "buildVersion", swiftNames: ["buildVersion()"]), Generations.mpl,
                RuleTexts(
                    shim: "Returns LegacyMPL's version string (`MPL 1.5.5 API (H1 ∪ H2) over PayPal Orders v2 – LegacyMPL …`).",
                    difference: "Not a PayPal MPL build number: code that parses it will see a different format.",
                    action: "Do not parse the value; log it as text.",
                    ordersV2: "No request.",
                    replacement: "The package version of the modern SDK you depend on."),
                triggering: [
                    Examples.objc("NSLog(@\"%@\", [PayPal buildVersion]);"),
                    Examples.swift("print(PayPal.buildVersion())"),
                ],
                nonTriggering: [Examples.objc("NSLog(@\"%@\", [AppInfo buildVersion]);")]),
            Rule(
                "mpl.paypal.get-pay-button", "-[PayPal getPayButtonWithTarget:andAction:andButtonType:]",
                .behaviourDifference,
                .instanceMethod(
                    className: "PayPal", selector: "getPayButtonWithTarget:andAction:andButtonType:",
                    swiftNames: [
                        "getPayButtonWithTarget(_:andAction:andButtonType:)",
                        "getPayButton(withTarget:andAction:andButtonType:)",
                    ]),
                Generations.mpl,
                RuleTexts(
                    shim:
                        "Returns the Pay with PayPal button in one of the 4 sizes with the PAY text (a `UIButton` on iOS, a platform-neutral descriptor elsewhere), sets the target as delegate, and keeps it disabled until initialization succeeds.",
                    difference: "The button is drawn by LegacyMPL (the guide's sizes and locales), not PayPal's 2011 bitmaps.",
                    action: "Check the button's look in your layout.",
                    ordersV2: "No request; tapping it starts your action, which calls a checkout method.",
                    replacement: "`PayPalButton` from OrdersPaymentButtons, then `PayPalWebCheckoutClient.start(_:)`."),
                triggering: [
                    Examples.objc(
                        """
                        UIButton *button = [[PayPal getPayPalInst] getPayButtonWithTarget:self
                                                                               andAction:@selector(payWithPayPal)
                                                                           andButtonType:BUTTON_278x43];
                        """),
                    Examples.swift(
                        "let button = PayPal.getPayPalInst().getPayButtonWithTarget(self, andAction: Selector(\"pay\"), andButtonType: BUTTON_278x43)"),
                    Examples.swift(
                        "let button = PayPal.getPayPalInst().getPayButton(withTarget: self, andAction: #selector(pay), andButtonType: BUTTON_278x43)"),
                ],
                nonTriggering: [
                    Examples.objc("UIButton *button = [self.theme getPayButtonWithTarget:self andAction:@selector(pay) andButtonType:2];"),
                    Examples.objc(
                        "UIButton *button = [[PayPal getPayPalInst] getPayButtonWithTarget:self andAction:@selector(pay) andButtonType:BUTTON_278x43 andButtonText:BUTTON_TEXT_DONATE];"
                    ),
                ]),
            Rule(
                "mpl.paypal.get-pay-button-with-text", "-[PayPal getPayButtonWithTarget:andAction:andButtonType:andButtonText:]",
                .behaviourDifference,
                .instanceMethod(
                    className: "PayPal", selector: "getPayButtonWithTarget:andAction:andButtonType:andButtonText:",
                    swiftNames: [
                        "getPayButtonWithTarget(_:andAction:andButtonType:andButtonText:)",
                        "getPayButton(withTarget:andAction:andButtonType:andButtonText:)",
                    ]),
                Generations.mpl,
                RuleTexts(
                    shim: "As the three-keyword form, with PAY or DONATE text; `BUTTON_TEXT_DONATE` also sends the order's items as `DONATION`.",
                    difference: "The button is drawn by LegacyMPL, not PayPal's 2011 bitmaps; DONATE changes the Orders v2 item category.",
                    action: "Check the button's look; for donations, make sure the order has items so the category is sent.",
                    ordersV2: "`purchase_units[].items[].category` = `DONATION` with `BUTTON_TEXT_DONATE`.",
                    replacement: "`PayPalButton` from OrdersPaymentButtons."),
                triggering: [
                    Examples.objc(
                        "UIButton *b = [[PayPal getPayPalInst] getPayButtonWithTarget:self andAction:@selector(pay) andButtonType:BUTTON_152x33 andButtonText:BUTTON_TEXT_DONATE];"
                    ),
                    Examples.swift(
                        "let b = PayPal.getPayPalInst().getPayButton(withTarget: self, andAction: #selector(pay), andButtonType: BUTTON_152x33, andButtonText: BUTTON_TEXT_DONATE)"
                    ),
                ],
                nonTriggering: [Examples.objc("UIButton *b = [factory getPayButtonWithTarget:self andAction:@selector(pay) andButtonType:0 andButtonText:1];")]),
            Rule(
                "mpl.paypal.checkout-with-payment", "-[PayPal checkoutWithPayment:]", .behaviourDifference,
                .instanceMethod(
                    className: "PayPal", selector: "checkoutWithPayment:",
                    swiftNames: ["checkoutWithPayment(_:)", "checkout(with:)"]), Generations.mpl,
                RuleTexts(
                    shim:
                        "Validates the payment before any network call (currency, decimals, recipient, invoice totals), translates it to one Orders v2 order, lets the payer approve through the `ApprovalPresenter`, captures, and calls exactly one of success/canceled/failed, then `paymentLibraryExit`. 2 HTTP calls (create, capture), plus one token call the first time when a secret is configured.",
                    difference:
                        "`payKey` is the Orders v2 order id; invalid payments fail before any call with a `responseMessage` listing every problem; a phone-number recipient is paid as the account the recipient map names (`LegacyMPLRecipientMap` in Info.plist, `LEGACY_MPL_RECIPIENT_MAP`) and refused before any call when unmapped; texts over 127 characters are shortened with a note (`customId` is refused).",
                    action: "Store the order id as the pay key and verify the capture on your server (GET /v2/checkout/orders/{id}).",
                    ordersV2:
                        "`POST /v2/checkout/orders` (intent CAPTURE, one purchase unit, `payee.email_address` = recipient), payer approval, `POST /v2/checkout/orders/{id}/capture`.",
                    replacement:
                        "Server: `OrdersClient.createOrder` then `OrdersClient.captureOrderReconciling`; app: `PayPalWebCheckoutClient.start(_:)` for PayPal, `CardClient.approveOrder(request:)` for cards, `VenmoClient` for Venmo."
                ),
                triggering: [
                    Examples.objc(
                        """
                        [[PayPal getPayPalInst]
                            // the simple payment built above
                            checkoutWithPayment:payment];
                        """),
                    Examples.objc(
                        """
                        PayPal *library = [PayPal getPayPalInst];
                        [library checkoutWithPayment:payment];
                        """),
                    Examples.swift("PayPal.getPayPalInst().checkoutWithPayment(payment)"),
                    Examples.swift("let library = PayPal.getPayPalInst()\nlibrary?.checkout(with: payment)"),
                ],
                nonTriggering: [
                    Examples.objc("[self.cart checkoutWithPayment:payment];"),
                    Examples.objc("/* [[PayPal getPayPalInst] checkoutWithPayment:payment]; */"),
                    Examples.swift("cart.checkout(with: payment)\nlet text = \"\\(cart.checkoutWithPayment(payment))\""),
                ]),
            Rule(
                "mpl.paypal.advanced-checkout-with-payment", "-[PayPal advancedCheckoutWithPayment:]", .behaviourDifference,
                .instanceMethod(
                    className: "PayPal", selector: "advancedCheckoutWithPayment:",
                    swiftNames: ["advancedCheckoutWithPayment(_:)", "advancedCheckout(with:)"]), Generations.mpl,
                RuleTexts(
                    shim:
                        "Parallel payments (2–6 receivers, none primary) become one purchase unit per receiver with distinct `reference_id`s; a chained payment with one secondary becomes one unit paying the primary the whole amount with the secondary's share as its platform fee, with 2–5 secondaries one unit per receiver, the primary's holding what it keeps.",
                    difference:
                        "Receivers must be sellers onboarded to PayPal's multiparty program; with 2–5 secondaries the buyer sees every receiver (a unit each) and each pays its own fees, and dynamic amounts are refused for such a payment (`CHAINED_PAYMENT_NOT_SUPPORTED`); a platform-fee secondary's items, description and custom id are not sent (notes); a receiver account listed twice is refused. See Migration/chained-payments.md.",
                    action: "Have your REST app enabled for multiparty/platform fees; tell the buyer who receives what when a chain has several secondaries.",
                    ordersV2:
                        "`POST /v2/checkout/orders` with `purchase_units[]` (one per receiver) or `payment_instruction.platform_fees` (chained), then capture.",
                    replacement:
                        "Server: `OrdersClient.createOrder` with several purchase units or platform fees (partner/platform fees), capture on your server; app: `PayPalWebCheckoutClient.start(_:)`."
                ),
                triggering: [
                    Examples.objc("[[PayPal getPayPalInst] advancedCheckoutWithPayment:advancedPayment];"),
                    Examples.swift("PayPal.getPayPalInst().advancedCheckout(with: advancedPayment)"),
                ],
                nonTriggering: [Examples.objc("[self.router advancedCheckoutWithPayment:payment];")]),
            Rule(
                "mpl.paypal.preapproval-with-key", "-[PayPal preapprovalWithKey:andMerchantName:]", .needsChange,
                .instanceMethod(
                    className: "PayPal", selector: "preapprovalWithKey:andMerchantName:",
                    swiftNames: ["preapprovalWithKey(_:andMerchantName:)", "preapproval(withKey:andMerchantName:)"]),
                Generations.mpl,
                RuleTexts(
                    shim:
                        "The key is a Vault v3 setup token id (pattern-checked before any call): LegacyMPL reads the token, the buyer approves it, it reads it again to confirm APPROVED, and success returns the key (2 setup-token reads).",
                    difference:
                        "An Adaptive Payments preapproval key (`PA-…`) no longer exists and fails before any call (`ADAPTIVE_PREAPPROVAL_KEY`): the key must be a Vault v3 setup token your server created. The merchant name is kept in `preapprovalDetails.merchantName` but not sent: the approval page shows the brand name the server set on the token.",
                    action:
                        "Create the setup token on your server (`POST /v3/vault/setup-tokens`, with `experience_context.brand_name` for the name) and pass its id as the key; after success, create the payment token on the server.",
                    ordersV2: "Vault v3: `GET /v3/vault/setup-tokens/{id}`, payer approval, then your server's `POST /v3/vault/payment-tokens`.",
                    replacement:
                        "Server: `OrdersClient.createSetupToken`, `getSetupToken`, `createPaymentToken`, `listPaymentTokens`; app: `PayPalWebCheckoutClient.vault(_:)`."
                ),
                triggering: [
                    Examples.objc("[[PayPal getPayPalInst] preapprovalWithKey:self.preapprovalKey andMerchantName:@\"Joe's Bear Emporium\"];"),
                    Examples.swift("PayPal.getPayPalInst().preapproval(withKey: key, andMerchantName: \"Joe's\")"),
                ],
                nonTriggering: [Examples.objc("[self.subscriptions preapprovalWithKey:key andMerchantName:name];")]),
        ] + payPalPropertyRules
    }
}
