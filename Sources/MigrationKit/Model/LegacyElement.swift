/// The kind of legacy API element a rule matches, with the names the scanner looks for.
public enum LegacyElement: Sendable, Hashable {
    /// A class or protocol used by name (`PayPalPayment`, `PPReceiverPaymentDetails`, `PayPalPaymentDelegate`).
    case type(name: String)
    /// A class method: `[PayPal initializeWithAppID:forEnvironment:]`. `swiftNames` are the Swift spellings
    /// (`initializeWithAppID(_:forEnvironment:)` as `LegacyMPL` declares it, and the name Swift gives the
    /// Objective-C method through a bridging header, `initialize(withAppID:forEnvironment:)`).
    case classMethod(className: String, selector: String, swiftNames: [String])
    /// An instance method of a legacy class, sent to an instance of it (`[[PayPal getPayPalInst] checkoutWithPayment:p]`).
    case instanceMethod(className: String, selector: String, swiftNames: [String])
    /// A property of a legacy class, read or written on an instance of it (`pp.shippingEnabled = TRUE`).
    case property(className: String, name: String)
    /// A delegate method an app implements (`- (void)paymentSuccessWithKey:andStatus:`).
    case delegateMethod(protocolName: String, selector: String, swiftNames: [String])
    /// An enum: its type name and its constants (`PayPalEnvironment`: `ENV_LIVE`, `ENV_SANDBOX`, `ENV_NONE`).
    case enumeration(name: String, constants: [String])
    /// A build or project file that links, installs or imports the legacy library.
    case projectFile(ProjectArtifact)
    /// An `#import`/`#include` of a legacy header (`PayPal.h`, `PayPalPayment.h`, …) or `@import PayPalMPL` in an
    /// Objective-C or C/C++ file.
    case headerImport
    /// An element of the Android library (`com.paypal.android.MEP`).
    case android(AndroidElement)
}

/// The project-level traces of the legacy library.
public enum ProjectArtifact: String, Sendable, Hashable, CaseIterable, Codable {
    /// `libPayPalMEP.a` (H0/H1) or `libPayPalMPL.a` (H2) in an Xcode `project.pbxproj`.
    case staticLibrary = "static-library"
    /// A `PayPalMPL` pod in a `Podfile`.
    case pod
    /// A vendored legacy header (`PayPal.h`, `PayPalMEP.h`, `PayPalPayment.h`, …) in the tree.
    case vendoredHeader = "vendored-header"
    /// A Swift bridging header importing legacy headers.
    case bridgingHeader = "bridging-header"
    /// A Cordova/PhoneGap `plugin.xml` installing the iOS library: a dependency on `com.paypal.mpl-ios`, `libPayPalMPL.a`,
    /// `PayPalMPL.framework` or the legacy headers in its `<framework>`, `<source-file>`, `<header-file>`, … elements.
    case cordovaPlugin = "cordova-plugin"
    /// The Android library's jar (`libs/PayPal_MPL.jar`) in the tree.
    case androidJar = "android-jar"
    /// A Gradle dependency on the jar (`compile files('libs/PayPal_MPL.jar')`, Groovy or Kotlin DSL).
    case gradleDependency = "gradle-dependency"
    /// An Eclipse/Ant `.classpath` entry naming the jar.
    case eclipseClasspath = "eclipse-classpath"
    /// `com.paypal.android.MEP.PayPalActivity` declared in `AndroidManifest.xml`.
    case manifestActivity = "manifest-activity"
    /// A Cordova/PhoneGap `plugin.xml` installing the Android library: a dependency on `com.paypal.mpl-android`,
    /// `PayPal_MPL.jar` in its `<source-file>` or `<lib-file>`, or `PayPalActivity` added to the manifest.
    case androidCordovaPlugin = "android-cordova-plugin"

    /// The platform of the library the artifact belongs to.
    public var platform: LegacyPlatform {
        switch self {
        case .staticLibrary, .pod, .vendoredHeader, .bridgingHeader, .cordovaPlugin: .iOS
        case .androidJar, .gradleDependency, .eclipseClasspath, .manifestActivity, .androidCordovaPlugin: .android
        }
    }
}
