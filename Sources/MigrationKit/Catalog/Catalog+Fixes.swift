/// The fixes: which findings `mpl-migrate fix` rewrites by itself, and how. Only changes that keep the app's
/// behaviour under LegacyMPL are here; everything else (a different API shape, an Orders v2 decision, the project
/// files, whose lines a text edit cannot safely remove from a build) stays a finding for a person.
///
/// Each entry's examples are the documentation (`Migration/rules/`) and the tests: `before` is scanned and fixed and
/// must become `after`, and fixing `after` again changes nothing.
extension RuleCatalog {
    /// Rule id → its fix and examples.
    static let fixTable: [String: (fix: RuleFix, examples: [FixExample])] = {
        var table: [String: (fix: RuleFix, examples: [FixExample])] = [
            "mpl.import.legacy-header": (
                .shippedHeader,
                [
                    FixExample(.objectiveC, "#import \"PayPalMEP.h\"\n", "#import \"PayPal.h\"\n"),
                    FixExample(
                        .objectiveC, "#import <PayPal/PayPalPayment.h>\n#include \"../MPL/PayPal.h\"\n", "#import \"PayPalPayment.h\"\n#include \"PayPal.h\"\n"),
                ]
            ),
            "mpl.h0.environment-typedef": (
                .rename(["PAYPAL_ENVIRONMENT": "PayPalEnvironment"]),
                [
                    FixExample(
                        .objectiveC, "#import \"PayPalMEP.h\"\nPAYPAL_ENVIRONMENT environment = ENV_SANDBOX;\n",
                        "#import \"PayPal.h\"\nPayPalEnvironment environment = ENV_SANDBOX;\n")
                ]
            ),
            "mpl.h0.failure-typedef": (
                .rename(["PAYPAL_FAILURE": "PayPalFailureType"]),
                [FixExample(.objectiveC, "#import \"PayPalMEP.h\"\nPAYPAL_FAILURE lastFailure;\n", "#import \"PayPal.h\"\nPayPalFailureType lastFailure;\n")]
            ),
            "mpl.h0.enum.payment-type": (
                .rename(["HARD_GOODS": "TYPE_GOODS", "SERVICE": "TYPE_SERVICE", "PERSONAL": "TYPE_PERSONAL"]),
                [
                    FixExample(
                        .objectiveC, "#import \"PayPalMEP.h\"\npayment.paymentType = HARD_GOODS;\nNSString *note = @\"HARD_GOODS\";\n",
                        "#import \"PayPal.h\"\npayment.paymentType = TYPE_GOODS;\nNSString *note = @\"HARD_GOODS\";\n")
                ]
            ),
            "mpl.delegate.adjust-amounts-deprecated": (
                .appendParameter(keyword: "andErrorCode", text: "andErrorCode:(PayPalAmountErrorCode *)errorCode"),
                [
                    FixExample(
                        .objectiveC,
                        "@interface Shop : NSObject <PayPalPaymentDelegate>\n@end\n@implementation Shop\n- (PayPalAmounts *)adjustAmountsForAddress:(PayPalAddress const *)inAddress andCurrency:(NSString const *)inCurrency andAmount:(NSDecimalNumber const *)inAmount andTax:(NSDecimalNumber const *)inTax andShipping:(NSDecimalNumber const *)inShipping {\n    return nil;\n}\n@end\n",
                        "@interface Shop : NSObject <PayPalPaymentDelegate>\n@end\n@implementation Shop\n- (PayPalAmounts *)adjustAmountsForAddress:(PayPalAddress const *)inAddress andCurrency:(NSString const *)inCurrency andAmount:(NSDecimalNumber const *)inAmount andTax:(NSDecimalNumber const *)inTax andShipping:(NSDecimalNumber const *)inShipping andErrorCode:(PayPalAmountErrorCode *)errorCode {\n    return nil;\n}\n@end\n"
                    )
                ]
            ),
            "mpl.delegate.adjust-amounts-advanced-deprecated": (
                .appendParameter(keyword: "andErrorCode", text: "andErrorCode:(PayPalAmountErrorCode *)errorCode"),
                [
                    FixExample(
                        .objectiveC,
                        "@interface Shop : NSObject <PayPalPaymentDelegate>\n@end\n@implementation Shop\n- (NSMutableArray *)adjustAmountsAdvancedForAddress:(PayPalAddress const *)inAddress andCurrency:(NSString const *)inCurrency andReceiverAmounts:(NSMutableArray *)receiverAmounts {\n    return nil;\n}\n@end\n",
                        "@interface Shop : NSObject <PayPalPaymentDelegate>\n@end\n@implementation Shop\n- (NSMutableArray *)adjustAmountsAdvancedForAddress:(PayPalAddress const *)inAddress andCurrency:(NSString const *)inCurrency andReceiverAmounts:(NSMutableArray *)receiverAmounts andErrorCode:(PayPalAmountErrorCode *)errorCode {\n    return nil;\n}\n@end\n"
                    )
                ]
            ),
            "mpl.paypal.checkout-with-payment": (
                .swiftName(["checkoutWithPayment(_:)": "checkout(with:)"]),
                [FixExample(.swift, "PayPal.getPayPalInst().checkoutWithPayment(payment)\n", "PayPal.getPayPalInst().checkout(with: payment)\n")]
            ),
        ]
        // H0 properties renamed in H1, with their setters: the same value under the H1 name.
        for (old, new) in [("paypalButtons", "payButtons"), ("shippable", "shippingEnabled"), ("dynamicAmountUpdate", "dynamicAmountUpdateEnabled")] {
            table["mpl.h0.paypal.\(kebab(old))"] = (
                .rename([old: new, "set" + capitalized(old): "set" + capitalized(new)]),
                [
                    FixExample(
                        .objectiveC, "#import \"PayPalMEP.h\"\n[PayPal getInstance].\(old) = YES;\n",
                        "#import \"PayPal.h\"\n[PayPal getInstance].\(new) = YES;\n")
                ]
            )
        }
        return table
    }()

    /// `rule` with its fix: from ``fixTable``, or, for a method LegacyMPL declares under both Swift names, the Swift 2
    /// spelling of a call renamed to the Swift 3+ one.
    static func attachingFix(_ rule: Rule) -> Rule {
        var rule = rule
        if let entry = fixTable[rule.id] {
            rule.fix = entry.fix
            rule.fixExamples = entry.examples
        } else if let names = swiftThreeNames(of: rule.element) {
            rule.fix = .swiftName(names)
        }
        return rule
    }

    /// A class or instance method's Swift 2 name (first label `_`) → its first Swift 3+ name, when both exist.
    private static func swiftThreeNames(of element: LegacyElement) -> [String: String]? {
        switch element {
        case .classMethod(_, _, let names), .instanceMethod(_, _, let names):
            guard names.count >= 2, let old = SwiftName(names[0]), let new = SwiftName(names[1]), old.labels.first == "_",
                old.labels.count == new.labels.count, old != new
            else { return nil }
            return [names[0]: names[1]]
        default:
            return nil
        }
    }

    private static func capitalized(_ name: String) -> String {
        name.prefix(1).uppercased() + name.dropFirst()
    }
}
