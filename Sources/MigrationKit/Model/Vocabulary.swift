/// How loud a finding is; `--fail-on` compares against it.
public enum Severity: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// Works unchanged on `LegacyMPL`; listed so the merchant knows where the legacy API is used.
    case info
    /// Works on `LegacyMPL` with a behaviour difference the merchant should review.
    case warning
    /// Needs a change (or has no equivalent) before the app can run on `LegacyMPL` or leave it.
    case error

    /// ``rawValue`` as a static string: the reports write its bytes with no string to retain or escape.
    var name: StaticString {
        switch self {
        case .info: "info"
        case .warning: "warning"
        case .error: "error"
        }
    }

    /// Orders severities `info < warning < error`.
    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// How `LegacyMPL` supports a legacy API element.
public enum Support: String, Sendable, Hashable, Codable, CaseIterable {
    /// Compiles and behaves as in 2011.
    case worksUnchanged = "works-unchanged"
    /// Compiles; the behaviour differs in a documented way.
    case behaviourDifference = "behaviour-difference"
    /// The code must change to run on `LegacyMPL`.
    case needsChange = "needs-change"
    /// Nothing in `LegacyMPL` or Orders v2 takes its place.
    case noEquivalent = "no-equivalent"

    /// ``rawValue`` as a static string: the reports write its bytes with no string to retain or escape.
    var name: StaticString {
        switch self {
        case .worksUnchanged: "works-unchanged"
        case .behaviourDifference: "behaviour-difference"
        case .needsChange: "needs-change"
        case .noEquivalent: "no-equivalent"
        }
    }
}

/// The three generations of the legacy headers: H0 (`PayPalMEP.h`, 2009), then H1 and H2 (the 2011 headers).
public enum HeaderGeneration: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// `PayPalMEP.h`, 2009 (`PayPalMEPDelegate`, `Checkout:`).
    case h0 = "H0"
    /// MPL 1.0/1.1, `libPayPalMEP.a` (`getInstance`, the three-argument failure callback).
    case h1 = "H1"
    /// MPL 1.5+/2.x, `libPayPalMPL.a` (`getPayPalInst`, `responseMessage`, `AMOUNT_CANCEL_TXN`).
    case h2 = "H2"

    /// Orders generations by age.
    public static func < (lhs: HeaderGeneration, rhs: HeaderGeneration) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// The languages the scanner reads.
public enum SourceLanguage: String, Sendable, Hashable, Codable, CaseIterable {
    /// Objective-C and Objective-C++ (`.h`, `.m`, `.mm`).
    case objectiveC = "objective-c"
    /// Swift (`.swift`).
    case swift
    /// C and C++ (`.c`, `.cpp`, `.cc`): only their `#include`s of the legacy headers are the library's; a `PayPal`
    /// there is the app's own.
    case c
    /// Java (`.java`): Android apps of the Android MPL.
    case java
    /// Kotlin (`.kt`): Android apps of the Android MPL.
    case kotlin

    /// The platform whose legacy library sources in this language use.
    public var platform: LegacyPlatform {
        switch self {
        case .objectiveC, .swift, .c: .iOS
        case .java, .kotlin: .android
        }
    }
}

/// The two legacy libraries: the iOS one (header generations H0, H1, H2) and the Android one
/// (`com.paypal.android.MEP`, `PayPal_MPL.jar`).
public enum LegacyPlatform: String, Sendable, Hashable, Codable, CaseIterable {
    /// The iOS library (Objective-C headers; Swift through a bridging header or `LegacyMPL`).
    case iOS = "ios"
    /// The Android library (`com.paypal.android.MEP`, Java and Kotlin).
    case android
}
