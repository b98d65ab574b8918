extension LegacyElement {
    /// The element as findings and docs name it: `+[PayPal getPayPalInst]`, `-[PayPal checkoutWithPayment:]`,
    /// `PayPal.shippingEnabled`, `-[PayPalPaymentDelegate paymentCanceled]`, `PayPalEnvironment`, `project.pbxproj`.
    public var symbol: String {
        switch self {
        case .type(let name): name
        case .classMethod(let owner, let selector, _): "+[\(owner) \(selector)]"
        case .instanceMethod(let owner, let selector, _): "-[\(owner) \(selector)]"
        case .property(let owner, let name): "\(owner).\(name)"
        case .delegateMethod(let protocolName, let selector, _): "-[\(protocolName) \(selector)]"
        case .enumeration(let name, _): name
        case .projectFile(let artifact): artifact.symbol
        case .headerImport: "#import/#include/@import of the legacy headers"
        case .android(let element): element.symbol
        }
    }

    /// The platform of the library the element belongs to.
    public var platform: LegacyPlatform {
        switch self {
        case .projectFile(let artifact): artifact.platform
        case .android: .android
        default: .iOS
        }
    }

    /// The Swift spellings of a method, if any.
    public var swiftNames: [String] {
        switch self {
        case .classMethod(_, _, let names), .instanceMethod(_, _, let names), .delegateMethod(_, _, let names): names
        default: []
        }
    }
}

extension ProjectArtifact {
    /// How findings and docs name the artifact.
    public var symbol: String {
        switch self {
        case .staticLibrary: "libPayPalMEP.a / libPayPalMPL.a"
        case .pod: "pod 'PayPalMPL'"
        case .vendoredHeader: "vendored legacy headers"
        case .bridgingHeader: "bridging header importing the legacy headers"
        case .cordovaPlugin: "plugin.xml: the iOS library"
        case .androidJar: "libs/PayPal_MPL.jar"
        case .gradleDependency: "Gradle dependency on PayPal_MPL.jar"
        case .eclipseClasspath: ".classpath entry for PayPal_MPL.jar"
        case .manifestActivity: "AndroidManifest.xml: com.paypal.android.MEP.PayPalActivity"
        case .androidCordovaPlugin: "plugin.xml: PayPal_MPL.jar"
        }
    }
}
