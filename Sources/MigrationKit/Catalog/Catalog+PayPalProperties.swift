/// The properties of the `PayPal` class (H1/H2, and those H0 shares).
extension RuleCatalog {
    /// A rule for property `name` of `PayPal`, with `moreTriggering` and `moreNonTriggering` after the usual examples.
    static func payPalProperty(
        _ name: String, _ support: Support, _ generations: Set<HeaderGeneration>, _ texts: RuleTexts,
        title: String? = nil, swift: Bool = true, moreTriggering: [RuleExample] = [], moreNonTriggering: [RuleExample] = []
    ) -> Rule {
        let accessor = generations.contains(.h2) ? "getPayPalInst" : "getInstance"
        return Rule(
            "mpl.paypal.\(kebab(name))", title ?? "PayPal.\(name)", support, .property(className: "PayPal", name: name),
            generations, texts,
            triggering: Examples.payPalProperty(name, accessor: accessor, swift: swift) + moreTriggering,
            nonTriggering: Examples.payPalPropertyLookalikes(name) + moreNonTriggering)
    }

    static var payPalPropertyRules: [Rule] {
        [
            payPalProperty(
                "delegate", .worksUnchanged, Generations.all,
                RuleTexts(
                    shim: "The object receiving the `PayPalPaymentDelegate` callbacks; `getPayButtonWithTarget` sets it to the button's target.",
                    action: "Nothing.",
                    ordersV2: "No field: the delegate receives the outcome of create → approve → capture.",
                    replacement: "`async` results of `PayPalWebCheckoutClient.start(_:)` / `CardClient.approveOrder(request:)`.")),
            payPalProperty(
                "paymentsEnabled", .worksUnchanged, Generations.mpl,
                RuleTexts(
                    shim: "`true` once initialization succeeded.",
                    action: "Nothing.",
                    ordersV2: "No field.",
                    replacement: "`APIClient.checkEligibility` for which payment methods to offer.")),
            payPalProperty(
                "shippingEnabled", .worksUnchanged, Generations.mpl,
                RuleTexts(
                    shim: "Default `true`: the buyer picks a shipping address at PayPal; `false` asks for none.",
                    action: "Nothing.",
                    ordersV2: "`payment_source.paypal.experience_context.shipping_preference`: `GET_FROM_FILE` when enabled, `NO_SHIPPING` when not.",
                    replacement: "`shipping_preference` in the order your server creates with `OrdersClient.createOrder`.")),
            payPalProperty(
                "dynamicAmountUpdateEnabled", .behaviourDifference, Generations.mpl,
                RuleTexts(
                    shim:
                        "The order is created with PayPal's Continue flow; after approval LegacyMPL reads the buyer's address (one GET) and asks the delegate's `adjustAmounts…` method. Unchanged amounts are captured; changed ones are patched (reconciled) and shown to the buyer for review (`ApprovalPresenter.presentReview`) before the capture; a raise PayPal refuses (`AMOUNT_CHANGE_NOT_ALLOWED`, above 115 % or +75 USD) or a new currency is approved again as a new order. Ignored when shipping is disabled.",
                    difference:
                        "The amounts change after the buyer chose the address at PayPal, and the buyer confirms them in a review step (an alert on iOS) instead of on PayPal's screens; a large raise or a currency change asks for a second approval. One extra GET, plus a PATCH when the amounts change.",
                    action: "Nothing for most apps; a custom `ApprovalPresenter` implements `presentReview` to show its own confirmation.",
                    ordersV2:
                        "`GET /v2/checkout/orders/{id}` (shipping address), `PATCH /v2/checkout/orders/{id}` (`/purchase_units/@reference_id=='…'/amount` replace), then capture.",
                    replacement: "Server: `OrdersClient.getOrder` and `OrdersClient.patchOrder` (or PayPal's shipping callback) before `captureOrder`.")),
            payPalProperty(
                "appID", .worksUnchanged, Generations.all,
                RuleTexts(
                    shim: "The app id given to `initializeWithAppID`, kept for reading; it is validated but not sent anywhere.",
                    difference: "PayPal no longer knows classic app ids; the REST client id (`configureOrdersV2`) identifies the app.",
                    action: "Nothing; configure the REST client id separately.",
                    ordersV2: "None: OAuth client id instead.",
                    replacement: "`CoreConfig.clientID`.")),
            payPalProperty(
                "lang", .worksUnchanged, Generations.all,
                RuleTexts(
                    shim:
                        "The language (`en_US`); `nil` uses the device's. Localizes the button and becomes the order's locale. H0's `-setLang:` is the same setter.",
                    action: "Nothing.",
                    ordersV2: "`experience_context.locale` (`en_US` → `en-US`).",
                    replacement: "`locale` in the order's `experience_context`."), title: "PayPal.lang (and H0 -setLang:)",
                // H0 declared `-setLang:` next to the property; Swift imports it as the property's setter.
                moreTriggering: [Examples.objc("[[PayPal getInstance] setLang:@\"en_US\"];"), Examples.swift("PayPal.getInstance().lang = \"en_US\"")],
                moreNonTriggering: [Examples.objc("[self.settings setLang:@\"en_US\"];  // [[PayPal getInstance] setLang:@\"en_US\"];")]),
            payPalProperty(
                "environment", .worksUnchanged, Generations.mpl,
                RuleTexts(
                    shim: "The environment given to `initializeWithAppID:forEnvironment:` (default `ENV_LIVE`).",
                    action: "Nothing.",
                    ordersV2: "The API base URL (sandbox or live).",
                    replacement: "`CoreConfig.environment`.")),
            payPalProperty(
                "buttonText", .worksUnchanged, Generations.mpl,
                RuleTexts(
                    shim: "The text of the last button returned by `getPayButtonWithTarget…` (PAY or DONATE).",
                    action: "Nothing.",
                    ordersV2: "`BUTTON_TEXT_DONATE` → items' `category` `DONATION`.",
                    replacement: "OrdersPaymentButtons' button label.")),
            payPalProperty(
                "feePayer", .behaviourDifference, Generations.mpl,
                RuleTexts(
                    shim:
                        "Kept and reported: Orders v2 has no fee payer. Each payee pays PayPal's fees on what it receives (`FEEPAYER_EACHRECEIVER`); a chained payment's primary pays on the whole amount (`FEEPAYER_PRIMARYRECEIVER`). Any other value adds a `FEE_PAYER_NOT_APPLIED` translation note.",
                    difference: "`FEEPAYER_SENDER` and `FEEPAYER_SECONDARYONLY` cannot be honoured.",
                    action: "To pass fees to the buyer, add them to the amount; to have a secondary bear fees, lower its share by them.",
                    ordersV2: "None: PayPal's fee is always the payee's.",
                    replacement: "Price fees into the amounts your server sends with `OrdersClient.createOrder`.")),
            payPalProperty(
                "payPalContext", .behaviourDifference, Generations.h0h1,
                RuleTexts(
                    shim:
                        "H1 (H2 removed the property): LegacyMPL keeps it current during a checkout (the order id, the create request and its request-id prefix, the receivers, the step) and sets it to `nil` when the flow ends. After a restart, initialize, set the delegate, then set a context read with `deserialize:`: the same order resumes (a read, then approval or capture with the same request id; a completed order ends from its own captures) — never a second order.",
                    difference: "The context carries Orders v2 resume data; `sessionToken` is the order id, not an Adaptive Payments session.",
                    action:
                        "Keep storing `payPalContext.serialize()` in `applicationWillTerminate`; set the delegate before setting a restored context. An H2 app never had it.",
                    ordersV2:
                        "Resume: `GET /v2/checkout/orders/{id}` for the stored order id, then approval or `POST …/capture` of that same order (same `PayPal-Request-Id`).",
                    replacement: "Store the order id yourself and resume with `OrdersClient.getOrder` / `captureOrder` on your server.")),
            payPalProperty(
                "payment", .worksUnchanged, Generations.mpl,
                RuleTexts(
                    shim: "The payment of the current (or last) flow; a simple payment appears as an advanced payment with one receiver.",
                    action: "Nothing.",
                    ordersV2: "The order being created.",
                    replacement: "The `Order` returned by `OrdersClient.getOrder`.")),
            payPalProperty(
                "preapprovalDetails", .worksUnchanged, Generations.mpl,
                RuleTexts(
                    shim: "The details of the current (or last) preapproval flow, with the merchant name given to `preapprovalWithKey`.",
                    action: "Nothing.",
                    ordersV2: "The Vault v3 setup token.",
                    replacement: "`OrdersClient.getSetupToken`.")),
            payPalProperty(
                "payButtons", .worksUnchanged, Generations.mpl,
                RuleTexts(
                    shim: "The buttons returned by `getPayButtonWithTarget…`; enabled when initialization succeeds.",
                    action: "Nothing.",
                    ordersV2: "No field.",
                    replacement: "OrdersPaymentButtons views you own.")),
            payPalProperty(
                "responseMessage", .behaviourDifference, Generations.h2,
                RuleTexts(
                    shim: "Filled before every failure callback with `severity`, `category`, `errorId` and `message`.",
                    difference:
                        "`errorId` is a LegacyMPL validation code (`INVALID_RECIPIENT`, …) or PayPal's Orders v2 issue name (`INSTRUMENT_DECLINED`), not an Adaptive Payments error number.",
                    action: "Map the error ids you test for to the Orders v2 issue names.",
                    ordersV2: "The error body's `name`, `details[].issue` and `debug_id`.",
                    replacement: "`PaymentsError` (HTTP status, `name`, `message`, `debug_id`, `details`).")),
        ]
    }

    /// `shippingEnabled` → `shipping-enabled`.
    static func kebab(_ name: String) -> String {
        var result = ""
        var previousWasLower = false
        for character in name {
            if character == "_" {
                result.append("-")
                previousWasLower = false
                continue
            }
            if character.isUppercase && previousWasLower { result.append("-") }
            result.append(contentsOf: character.lowercased())
            previousWasLower = character.isLowercase || character.isNumber
        }
        return result
    }
}
