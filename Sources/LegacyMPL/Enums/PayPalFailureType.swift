/// The broad kind of a failure.
///
/// Spelled the way Swift imports the un-annotated 2011 C `typedef enum` from PayPal.h (H1 = H2; H0 spelled the typedef `PAYPAL_FAILURE`): a struct whose
/// constants are global and usable unqualified (`SYSTEM_ERROR`). The raw type is `UInt32` because it has no negative constant, so C gives it `unsigned int`.
public struct PayPalFailureType: RawRepresentable, Equatable, Hashable, Sendable {
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

/// A PayPal or network failure. (`SYSTEM_ERROR` = 0)
public let SYSTEM_ERROR = PayPalFailureType(rawValue: 0)

/// The recipient cannot receive the payment. (`RECIPIENT_ERROR` = 1)
public let RECIPIENT_ERROR = PayPalFailureType(rawValue: 1)

/// The application passed invalid data. (`APPLICATION_ERROR` = 2)
public let APPLICATION_ERROR = PayPalFailureType(rawValue: 2)

/// The buyer's account or funding failed. (`CONSUMER_ERROR` = 3)
public let CONSUMER_ERROR = PayPalFailureType(rawValue: 3)
