/// Which PayPal servers the library talks to, chosen in `PayPal.initializeWithAppID(_:forEnvironment:)`.
///
/// Spelled the way Swift imports the un-annotated 2011 C `typedef enum` from PayPal.h (H1 = H2; H0 spelled the typedef `PAYPAL_ENVIRONMENT`): a struct whose
/// constants are global and usable unqualified (`ENV_LIVE`). The raw type is `UInt32` because it has no negative constant, so C gives it `unsigned int`.
public struct PayPalEnvironment: RawRepresentable, Equatable, Hashable, Sendable {
    /// The C integer value.
    public var rawValue: UInt32

    /// Creates the value with the C integer `rawValue` (any integer is accepted, as in C).
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// Creates the value with the C integer `rawValue`, as the importer's unlabeled initializer does.
    public init(_ rawValue: UInt32) {
        self.rawValue = rawValue
    }
}

/// The PayPal production servers (Orders v2 live). (`ENV_LIVE` = 0)
public let ENV_LIVE = PayPalEnvironment(rawValue: 0)

/// The PayPal test servers (Orders v2 sandbox). (`ENV_SANDBOX` = 1)
public let ENV_SANDBOX = PayPalEnvironment(rawValue: 1)

/// No PayPal server: demonstration mode, run against the in-process Orders v2 simulator with no network. (`ENV_NONE` = 2)
public let ENV_NONE = PayPalEnvironment(rawValue: 2)
