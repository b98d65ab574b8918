/// The word on the button: "Pay with PayPal" or "Donate with PayPal".
///
/// Spelled the way Swift imports the un-annotated 2011 C `typedef enum` from PayPal.h (H1 = H2): a struct whose
/// constants are global and usable unqualified (`BUTTON_TEXT_PAY`). The raw type is `UInt32` because it has no negative constant, so C gives it `unsigned int`.
public struct PayPalButtonText: RawRepresentable, Equatable, Hashable, Sendable {
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

/// "Pay with PayPal" (the default). (`BUTTON_TEXT_PAY` = 0)
public let BUTTON_TEXT_PAY = PayPalButtonText(rawValue: 0)

/// "Donate with PayPal"; items of the order are sent as `DONATION`. (`BUTTON_TEXT_DONATE` = 1)
public let BUTTON_TEXT_DONATE = PayPalButtonText(rawValue: 1)
