/// The imports of the legacy headers in Objective-C and C/C++ sources: one rule for every `#import`, `#include`
/// and `@import` of them.
extension RuleCatalog {
    static var importRules: [Rule] {
        [
            Rule(
                "mpl.import.legacy-header", "#import/#include/@import of a legacy header", .worksUnchanged, .headerImport, Generations.all,
                RuleTexts(
                    shim: "LegacyMPL's PayPalMPL target ships the 2011 headers under the same names (`PayPal.h`, `PayPalPayment.h`, …; "
                        + "`@import PayPalMPL`), so the line compiles unchanged against LegacyMPL.",
                    action: "Nothing while the app runs on LegacyMPL. When it moves to the modern SDK, remove the import with the "
                        + "code that uses the legacy classes.",
                    ordersV2: "None.",
                    replacement: "`@import OrdersCore;`, `@import OrdersPayPalWebPayments;` (Swift packages; their APIs are Swift, "
                        + "called from Swift files or through `@objc` wrappers)."),
                triggering: [
                    Examples.objc("#import \"PayPal.h\"\n#import <PayPalMPL/PayPalPayment.h>"),
                    Examples.objc("#include \"PayPalAdvancedPayment.h\""),
                    Examples.objc("@import PayPalMPL;"),
                    RuleExample(.c, "#include \"PayPal.h\"\n\nclass PayPal;  // the app's own C++ class of that name\n"),
                    Examples.storeBridge(beside: Examples.vendoredPayPalHeader),
                ],
                nonTriggering: [
                    Examples.objc("#import \"Cart.h\"\n// #import \"PayPal.h\"\n#import \"PayPalMobile.h\"  // the successor SDK"),
                    Examples.objc("#if 0\n#import \"PayPalPayment.h\"\n#endif\nNSString *header = @\"PayPal.h\";"),
                    Examples.objc(
                        """
                        #import "PayPal.h"  // Mobile Express Checkout's header of the same name

                        void fetchToken(void) {
                            [[PayPal getPayPalInst] fetchDeviceReferenceTokenWithAppID:@"APP-1" forEnvironment:ENV_LIVE withDelegate:nil];
                        }
                        """),
                    RuleExample(.c, "#include \"Cart.h\"\n/* #include \"PayPal.h\" */"),
                    Examples.storeBridge(beside: Examples.ownPayPalHeader()),
                ])
        ]
    }
}
