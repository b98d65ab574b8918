/// `PayPalContext` (PayPalContext.h): an in-flight payment kept across restarts (reachable through `PayPal.payPalContext` in H1 only).
extension RuleCatalog {
    static var contextRules: [Rule] {
        let owner = "PayPalContext"
        let stringFields = ["sessionToken", "amount", "tax", "shipping", "currencyCode", "itemDesc", "recipientEmail", "merchantName"]
        let flagFields = ["shippable", "environment", "recipientPaysFee", "enableDynamicAmountUpdate"]
        let resumeReplacement = "Store the order id and resume with `OrdersClient.getOrder` / `captureOrder` on your server."
        var rules = [
            valueClass(
                "mpl.context.class", owner, .behaviourDifference, Generations.mpl,
                RuleTexts(
                    shim:
                        "Holds an in-flight checkout: `serialize` gives a property-list dictionary to store, `deserialize:` reads it back, and setting it on `PayPal.payPalContext` resumes the same order (no second create).",
                    difference: "The context's `sessionToken` is the Orders v2 order id. H2 removed `PayPal.payPalContext`, so only H1 apps reach it.",
                    action: "Keep storing the serialized context at termination as the guide says.",
                    ordersV2: "`GET /v2/checkout/orders/{id}`, then approval/capture of the same order.",
                    replacement: resumeReplacement)),
            Rule(
                "mpl.context.serialize", "-[PayPalContext serialize]", .behaviourDifference,
                .instanceMethod(className: owner, selector: "serialize", swiftNames: ["serialize()"]), Generations.mpl,
                RuleTexts(
                    shim:
                        "Returns the context as a property-list dictionary: the legacy fields plus the Orders v2 resume data (order id, create request, step).",
                    difference: "The keys are LegacyMPL's, not the 2011 library's private format: a context stored by the old library cannot be resumed.",
                    action: "Discard contexts stored by the 2011 library after upgrading.",
                    ordersV2: "The order id (`sessionToken`).",
                    replacement: resumeReplacement),
                triggering: [
                    Examples.objc("NSDictionary *stored = [[PayPal getInstance].payPalContext serialize];"),
                    Examples.swift("let context = PayPalContext()\nlet stored = context.serialize()"),
                ],
                nonTriggering: [Examples.objc("NSDictionary *stored = [self.session serialize];")]),
            Rule(
                "mpl.context.deserialize", "-[PayPalContext deserialize:]", .behaviourDifference,
                .instanceMethod(className: owner, selector: "deserialize:", swiftNames: ["deserialize(_:)"]), Generations.mpl,
                RuleTexts(
                    shim: "Reads a dictionary made by `serialize`; returns `NO` and changes nothing when a value has the wrong type.",
                    difference: "Only LegacyMPL's own serialized contexts are understood.",
                    action: "Handle `NO` by starting a new checkout.",
                    ordersV2: "The stored order id.",
                    replacement: resumeReplacement),
                triggering: [
                    Examples.objc("PayPalContext *context = [[PayPalContext alloc] init];\nBOOL ok = [context deserialize:stored];"),
                    Examples.swift("let context = PayPalContext()\nlet ok = context.deserialize(stored)"),
                ],
                nonTriggering: [Examples.objc("BOOL ok = [self.session deserialize:stored];")]),
        ]
        for field in stringFields + flagFields {
            rules.append(
                valueProperty(
                    "context", owner, field, field == "sessionToken" ? .behaviourDifference : .worksUnchanged,
                    Generations.mpl,
                    RuleTexts(
                        shim: field == "sessionToken"
                            ? "The Orders v2 order id of the in-flight payment once a flow has started."
                            : "Stored and restored by `serialize`/`deserialize:`.",
                        difference: field == "sessionToken" ? "An order id, not an Adaptive Payments session token." : "",
                        action: "Nothing.",
                        ordersV2: field == "sessionToken" ? "The order `id`." : "None: part of the stored context.",
                        replacement: resumeReplacement)))
        }
        return rules
    }
}
