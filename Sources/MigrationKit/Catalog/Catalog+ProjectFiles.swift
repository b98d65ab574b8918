/// Project-file traces of the legacy library, one rule per artifact; the CLI's project detector reports them
/// (source scanning does not), and their examples are whole project files.
extension RuleCatalog {
    static var projectFileRules: [Rule] {
        let keep = "Replace the library with the LegacyMPL Swift package (`import LegacyMPL`)."
        return [
            Rule(
                "mpl.project.static-library", "libPayPalMEP.a / libPayPalMPL.a linked", .needsChange,
                .projectFile(.staticLibrary), Generations.all,
                RuleTexts(
                    shim: "LegacyMPL replaces the static library: the same API, compiled from source.",
                    difference: "`libPayPalMEP.a` (H0/H1) and `libPayPalMPL.a` (H2) call Adaptive Payments, which no longer exists.",
                    action: "Remove the `.a` from the target's Link Binary With Libraries phase and the project; add the LegacyMPL package. " + keep,
                    ordersV2: "Every call now goes to Orders v2.",
                    replacement: "Swift packages: OrdersCore, OrdersPayPalWebPayments, OrdersCardPayments, OrdersVenmoPayments, OrdersPaymentButtons."),
                triggering: [
                    RuleExample(
                        .objectiveC, "\t\tA1B2C3 /* libPayPalMPL.a in Frameworks */ = {isa = PBXBuildFile; fileRef = D4E5F6 /* libPayPalMPL.a */; };",
                        fileName: "project.pbxproj")
                ],
                nonTriggering: [
                    RuleExample(
                        .objectiveC, "\t\tA1B2C3 /* libAnalytics.a in Frameworks */ = {isa = PBXBuildFile; fileRef = D4E5F6 /* libAnalytics.a */; };",
                        fileName: "project.pbxproj")
                ]),
            Rule(
                "mpl.project.pod", "PayPalMPL pod", .needsChange, .projectFile(.pod), Generations.mpl,
                RuleTexts(
                    shim: "LegacyMPL replaces the pod.",
                    difference: "The pod ships the 2011 library whose backend is gone.",
                    action: "Remove `pod 'PayPalMPL'` from the Podfile and run `pod install`. " + keep,
                    ordersV2: "Every call now goes to Orders v2.",
                    replacement: "Swift packages: OrdersCore, OrdersPayPalWebPayments, OrdersCardPayments, OrdersVenmoPayments, OrdersPaymentButtons."),
                triggering: [RuleExample(.objectiveC, "platform :ios, '5.0'\ntarget 'Shop' do\n  pod 'PayPalMPL', '~> 2.0'\nend", fileName: "Podfile")],
                nonTriggering: [RuleExample(.objectiveC, "target 'Shop' do\n  pod 'PayPal-iOS-SDK'\n  # pod 'PayPalMPL'\nend", fileName: "Podfile")]),
            Rule(
                "mpl.project.vendored-header", "Vendored legacy headers", .needsChange, .projectFile(.vendoredHeader), Generations.all,
                RuleTexts(
                    shim: "LegacyMPL declares the same names; the vendored headers would clash with them.",
                    difference: "The headers describe the 2011 binary, not LegacyMPL.",
                    action: "Delete the vendored `PayPal.h`, `PayPalMEP.h`, `PayPalPayment.h`, … and import LegacyMPL instead. " + keep,
                    ordersV2: "None.",
                    replacement: "The modern packages' modules."),
                triggering: [
                    RuleExample(
                        .objectiveC, "@interface PayPalPayment : NSObject {\n}\n@property (nonatomic, retain) NSString *recipient;\n@end",
                        fileName: "PayPalMPL/PayPalPayment.h")
                ],
                nonTriggering: [RuleExample(.objectiveC, "@interface Cart : NSObject\n@end", fileName: "Shop/Cart.h"), Examples.ownPayPalHeader()]),
            Rule(
                "mpl.project.bridging-header", "Bridging header importing the legacy headers", .needsChange,
                .projectFile(.bridgingHeader), Generations.all,
                RuleTexts(
                    shim:
                        "Swift code keeps compiling with `import LegacyMPL` instead of the bridging-header imports; the bridged spellings (`checkout(with:)`) differ from LegacyMPL's (`checkoutWithPayment(_:)`) on Linux builds.",
                    difference: "The bridging header exposes the 2011 binary's headers.",
                    action: "Remove the legacy `#import`s from the bridging header and add `import LegacyMPL` to the Swift files. " + keep,
                    ordersV2: "None.",
                    replacement: "`import OrdersPayPalWebPayments` (and the other modern modules)."),
                triggering: [RuleExample(.objectiveC, "#import \"PayPal.h\"\n#import \"PayPalPayment.h\"", fileName: "Shop-Bridging-Header.h")],
                nonTriggering: [RuleExample(.objectiveC, "#import \"Cart.h\"", fileName: "Shop-Bridging-Header.h")]),
            Rule(
                "mpl.project.cordova-plugin", "Cordova plugin.xml installing the iOS library", .needsChange, .projectFile(.cordovaPlugin),
                Generations.all,
                RuleTexts(
                    shim: "LegacyMPL replaces the library the plugin installs: the plugin's Objective-C code keeps its calls.",
                    difference: "The plugin installs the 2011 binary (or depends on a plugin that does), which calls Adaptive Payments.",
                    action: "Remove the `<dependency>` on `com.paypal.mpl-ios` and the `<framework>`, `<source-file>` and `<header-file>` "
                        + "elements installing `libPayPalMPL.a` and the legacy headers; add the LegacyMPL package to the iOS project. " + keep,
                    ordersV2: "Every call now goes to Orders v2.",
                    replacement: "A plugin on the Swift packages OrdersCore, OrdersPayPalWebPayments, OrdersCardPayments."),
                triggering: [
                    RuleExample(
                        .objectiveC,
                        """
                        <plugin id="com.shop.checkout" version="1.0.0">
                            <platform name="ios">
                                <dependency id="com.paypal.mpl-ios" version="2.0.1" />
                                <header-file src="src/ios/PayPal.h" />
                                <framework src="src/ios/libPayPalMPL.a" custom="true" />
                            </platform>
                        </plugin>
                        """, fileName: "plugins/com.shop.checkout/plugin.xml")
                ],
                nonTriggering: [
                    RuleExample(
                        .objectiveC,
                        """
                        <plugin id="com.shop.checkout" version="2.0.0">
                            <dependency id="com.paypal.cordova.mobilesdk" version="3.5.0" />
                            <platform name="ios">
                                <!-- <framework src="src/ios/libPayPalMPL.a" custom="true" /> -->
                                <source-file src="src/ios/CDVPayPalMPL.m" />
                                <framework src="PayPalMPLHelpers.framework" custom="true" />
                            </platform>
                        </plugin>
                        """, fileName: "plugin.xml"),
                    RuleExample(
                        .objectiveC, "<plugin id=\"com.shop.coins\" version=\"1.0.0\">\n    <header-file src=\"src/ios/PayPal.h\" />\n</plugin>",
                        fileName: "plugin.xml", companions: [Examples.ownPayPalHeader(at: "src/ios/PayPal.h")]),
                ]),
        ]
    }
}
