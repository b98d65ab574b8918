/// Project-file traces of the Android library, one rule per artifact: the jar, a Gradle dependency on it, an
/// Eclipse/Ant `.classpath` entry, and `PayPalActivity` in the manifest. The project scan reports them.
extension RuleCatalog {
    static var androidProjectFileRules: [Rule] {
        let sdk = "Add the PayPal Android SDK (`com.paypal.android:paypal-web-payments`, `com.paypal.android:card-payments`) from Maven Central."
        let replacement = "PayPal Android SDK modules `corepayments`, `paypal-web-payments`, `payment-buttons`."
        func example(_ fileName: String, _ code: String) -> RuleExample { RuleExample(.java, code, fileName: fileName) }
        return [
            Rule(
                "mpl.android.project.jar", "PayPal_MPL.jar in the tree", .needsChange, .projectFile(.androidJar), [],
                androidTexts(
                    difference: "The jar calls Adaptive Payments, which no longer exists.",
                    action: "Delete the jar once no source uses `com.paypal.android.MEP`. " + sdk,
                    ordersV2: "Every call now goes to Orders v2.", replacement: replacement),
                triggering: [example("libs/PayPal_MPL.jar", "placeholder for the 2011 jar")],
                nonTriggering: [example("libs/analytics.jar", "another library")]),
            Rule(
                "mpl.android.project.gradle", "Gradle dependency on PayPal_MPL.jar", .needsChange, .projectFile(.gradleDependency), [],
                androidTexts(
                    action: "Remove the `files(…)`/`fileTree(…)` dependency on the jar. " + sdk,
                    ordersV2: "Every call now goes to Orders v2.", replacement: replacement),
                triggering: [
                    example("app/build.gradle", "dependencies {\n    compile files('libs/PayPal_MPL.jar')\n}"),
                    example("app/build.gradle", "dependencies {\n    implementation fileTree(dir: 'libs', include: ['PayPal_MPL.jar'])\n}"),
                    example("app/build.gradle.kts", "dependencies {\n    implementation(files(\"libs/PayPal_MPL.jar\"))\n}"),
                ],
                nonTriggering: [
                    example(
                        "app/build.gradle",
                        "dependencies {\n    // compile files('libs/PayPal_MPL.jar')\n    implementation fileTree(dir: 'libs', include: ['*.jar'])\n}"),
                    example(
                        "app/build.gradle.kts", "dependencies {\n    implementation(\"com.paypal.android:paypal-web-payments:1.5.0\")  /* PayPal_MPL.jar */\n}"),
                ]),
            Rule(
                "mpl.android.project.classpath", ".classpath entry for PayPal_MPL.jar", .needsChange, .projectFile(.eclipseClasspath), [],
                androidTexts(
                    action: "Remove the entry; move the project to Gradle to use the PayPal Android SDK. " + sdk,
                    ordersV2: "Every call now goes to Orders v2.", replacement: replacement),
                triggering: [
                    example(
                        ".classpath",
                        """
                        <?xml version="1.0" encoding="UTF-8"?>
                        <classpath>
                        \t<classpathentry kind="src" path="src"/>
                        \t<classpathentry kind="lib" path="libs/PayPal_MPL.jar"/>
                        </classpath>
                        """)
                ],
                nonTriggering: [
                    example(
                        ".classpath",
                        """
                        <classpath>
                        \t<!-- <classpathentry kind="lib" path="libs/PayPal_MPL.jar"/> -->
                        \t<classpathentry kind="lib" path="libs/analytics.jar"/>
                        </classpath>
                        """)
                ]),
            Rule(
                "mpl.android.project.manifest", "PayPalActivity declared in AndroidManifest.xml", .needsChange, .projectFile(.manifestActivity), [],
                androidTexts(
                    action: "Remove the `<activity>`; the SDK returns through a browser switch to an activity of yours (its intent filter "
                        + "takes the SDK's return URL).",
                    ordersV2: "None.", replacement: "The return-URL intent filter the PayPal Android SDK documents."),
                triggering: [
                    example(
                        "AndroidManifest.xml",
                        """
                        <application android:label="Shop">
                            <activity
                                android:name="com.paypal.android.MEP.PayPalActivity"
                                android:configChanges="keyboardHidden|orientation" />
                        </application>
                        """)
                ],
                nonTriggering: [
                    example(
                        "AndroidManifest.xml",
                        """
                        <application android:label="Shop">
                            <!-- <activity android:name="com.paypal.android.MEP.PayPalActivity" /> -->
                            <activity android:name="com.paypal.android.sdk.payments.PaymentActivity" />
                        </application>
                        """)
                ]),
            Rule(
                "mpl.android.project.cordova-plugin", "Cordova plugin.xml installing PayPal_MPL.jar", .needsChange,
                .projectFile(.androidCordovaPlugin), [],
                androidTexts(
                    difference: "The plugin installs the 2011 jar (or depends on a plugin that does), which calls Adaptive Payments.",
                    action: "Remove the `<dependency>` on `com.paypal.mpl-android`, the `<source-file>`/`<lib-file>` copying the jar "
                        + "and the `PayPalActivity` the plugin adds to the manifest; move the plugin's Java code to the SDK. " + sdk,
                    ordersV2: "Every call now goes to Orders v2.", replacement: replacement),
                triggering: [
                    example(
                        "plugins/com.shop.checkout/plugin.xml",
                        """
                        <plugin id="com.shop.checkout" version="1.0.0">
                            <platform name="android">
                                <dependency id="com.paypal.mpl-android" />
                                <source-file src="src/android/libs/PayPal_MPL.jar" target-dir="libs" />
                                <lib-file src="src/android/libs/PayPal_MPL_1.5.6.jar" />
                                <config-file target="AndroidManifest.xml" parent="/manifest/application">
                                    <activity android:name="com.paypal.android.MEP.PayPalActivity" />
                                </config-file>
                            </platform>
                        </plugin>
                        """)
                ],
                nonTriggering: [
                    example(
                        "plugin.xml",
                        """
                        <plugin id="com.shop.checkout" version="2.0.0">
                            <dependency id="com.paypal.cordova.mobilesdk" version="3.5.0" />
                            <platform name="android">
                                <!-- <source-file src="src/android/libs/PayPal_MPL.jar" target-dir="libs" /> -->
                                <source-file src="src/android/PayPalMPL.java" target-dir="src/com/shop/checkout" />
                                <framework src="com.paypal.android:paypal-web-payments:1.5.0" />
                            </platform>
                        </plugin>
                        """)
                ]),
        ]
    }
}
