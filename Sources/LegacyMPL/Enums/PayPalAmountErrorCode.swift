/// What a dynamic-amount delegate reports through its `andErrorCode` out-parameter.
///
/// Spelled the way Swift imports the un-annotated 2011 C `typedef enum` from PayPal.h (`AMOUNT_CANCEL_TXN` is H2 only): a struct whose
/// constants are global and usable unqualified (`AMOUNT_ERROR_NONE`). The raw type is `UInt32` because it has no negative constant, so C gives it `unsigned int`.
public struct PayPalAmountErrorCode: RawRepresentable, Equatable, Hashable, Sendable {
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

/// No error (the default). (`AMOUNT_ERROR_NONE` = 0)
public let AMOUNT_ERROR_NONE = PayPalAmountErrorCode(rawValue: 0)

/// A connectivity or server error: the payment fails. (`AMOUNT_ERROR_SERVER` = 1)
public let AMOUNT_ERROR_SERVER = PayPalAmountErrorCode(rawValue: 1)

/// A generic error: the payment fails. (`AMOUNT_ERROR_OTHER` = 2)
public let AMOUNT_ERROR_OTHER = PayPalAmountErrorCode(rawValue: 2)

/// Cancel the pending transaction (H2): the payment is canceled. (`AMOUNT_CANCEL_TXN` = 3)
public let AMOUNT_CANCEL_TXN = PayPalAmountErrorCode(rawValue: 3)
