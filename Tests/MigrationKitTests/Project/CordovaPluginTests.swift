import Foundation
import Testing

@testable import MigrationKit

@Suite("Cordova/PhoneGap plugin.xml")
struct CordovaPluginTests {
    static let legacyPlugin = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plugin xmlns="http://apache.org/cordova/ns/plugins/1.0" id="com.shop.paypal" version="0.3.0">
            <!-- <dependency id="com.paypal.mpl-ios" /> and src/android/libs/PayPal_MPL.jar, commented out -->
            <platform name="ios">
                <dependency id="com.paypal.mpl-ios" version="2.0.1"/>
                <header-file src="src/ios/MPL/PayPal.h" />
                <header-file src="src/ios/MPL/PayPalPayment.h" />
                <header-file src="src/ios/CDVPayPal.h" />
                <source-file src="src/ios/CDVPayPal.m" />
                <source-file src="src/ios/MPL/libPayPalMPL.a" framework="true" />
                <framework src="PayPalMPL" type="podspec" spec="~> 2.0" />
                <framework
                    src='src/ios/MPL/libPayPalMEP.a' custom="true" />
            </platform>
            <platform name="android">
                <dependency id="cordova-plugin-com.paypal.mpl-android"/>
                <source-file src="src/android/CDVPayPal.java" target-dir="src/com/shop/paypal" />
                <source-file src="src/android/libs/PayPal_MPL.jar" target-dir="libs" />
                <lib-file src="src/android/libs/PayPal_MPL_1.5.6.jar" />
                <config-file target="AndroidManifest.xml" parent="/manifest/application">
                    <activity android:theme="@android:style/Theme.Translucent.NoTitleBar"
                        android:name="com.paypal.android.MEP.PayPalActivity" />
                </config-file>
            </platform>
        </plugin>
        """

    @Test("each element installing or depending on the library: one mention at its attribute's value, comments skipped")
    func reader() {
        let mentions = CordovaPluginReader.mentions(Array(Self.legacyPlugin.utf8))
        #expect(
            mentions.map { "\($0.line):\($0.column) \($0.artifact.rawValue) \($0.symbol)" } == [
                "5:25 cordova-plugin com.paypal.mpl-ios",
                "6:27 cordova-plugin src/ios/MPL/PayPal.h",
                "7:27 cordova-plugin src/ios/MPL/PayPalPayment.h",
                "10:27 cordova-plugin src/ios/MPL/libPayPalMPL.a",
                "11:25 cordova-plugin PayPalMPL",
                "13:18 cordova-plugin src/ios/MPL/libPayPalMEP.a",
                "16:25 android-cordova-plugin cordova-plugin-com.paypal.mpl-android",
                "18:27 android-cordova-plugin src/android/libs/PayPal_MPL.jar",
                "19:24 android-cordova-plugin src/android/libs/PayPal_MPL_1.5.6.jar",
                "22:31 android-cordova-plugin com.paypal.android.MEP.PayPalActivity",
            ])
        #expect(mentions.map(\.generations)[3...5] == [[.h2], [.h2], [.h0, .h1]])
    }

    @Test("a modern PayPal plugin, look-alike names and attributes other than id and src: no mention")
    func modernPlugin() {
        let plugin = """
            <plugin id="com.shop.paypal" version="4.0.0">
                <dependency id="com.paypal.cordova.mobilesdk" url="https://example.com/com.paypal.mpl-ios" />
                <dependency id="com.paypal.mplayer" />
                <platform name="ios">
                    <framework src="PayPalMPLHelpers.framework" custom="true" />
                    <source-file src="src/ios/CDVPayPalMPL.m" target-dir="PayPal_MPL.jar" />
                    <resource-file src="src/ios/PayPal.bundle" />
                    <framework src="src/ios/CDVPayPalMPL.framework" custom="true" />
                </platform>
                <platform name="android">
                    <source-file src="src/android/PayPalMPL.java" target-dir="src/com/shop/paypal" />
                    <activity android:name="com.paypal.android.sdk.payments.PaymentActivity" />
                    <framework src="com.paypal.android:paypal-web-payments:1.5.0" />
                </platform>
            </plugin>
            """
        #expect(CordovaPluginReader.mentions(Array(plugin.utf8)).isEmpty)
    }

    @Test("a plugin tree: plugin.xml's findings at their lines, the plugin's sources scanned as usual")
    func pluginTree() throws {
        let tree = try TemporaryTree()
        try tree.write("plugins/com.shop.paypal/plugin.xml", Self.legacyPlugin)
        try tree.write("plugins/com.shop.paypal/src/ios/CDVPayPal.m", "#import \"CDVPayPal.h\"\n@implementation CDVPayPal\n@end\n")
        try tree.write("plugins/com.shop.paypal/src/android/CDVPayPal.java", "package com.shop.paypal;\nclass CDVPayPal {}\n")
        let findings = tree.standardScan().findings.map(\.finding).map { "\($0.file.pathFileName):\($0.line):\($0.column) \($0.rule)" }
        #expect(findings.count == 10)
        #expect(findings.first == "plugin.xml:5:25 mpl.project.cordova-plugin")
        #expect(findings.last == "plugin.xml:22:31 mpl.android.project.cordova-plugin")
    }

    @Test("a plugin tree on a modern PayPal plugin: no finding")
    func modernPluginTree() throws {
        let tree = try TemporaryTree()
        try tree.write(
            "plugin.xml",
            """
            <plugin id="com.shop.paypal" version="4.0.0">
                <!-- Was: <source-file src="src/android/libs/PayPal_MPL.jar" target-dir="libs" /> -->
                <dependency id="com.paypal.cordova.mobilesdk" />
                <platform name="ios"><source-file src="src/ios/CDVShopPay.m" /></platform>
            </plugin>
            """)
        try tree.write("src/ios/CDVShopPay.m", "#import \"PayPalMobile.h\"\n@implementation CDVShopPay\n@end\n")
        #expect(tree.standardScan().findings.map(\.finding).isEmpty)
    }
}
