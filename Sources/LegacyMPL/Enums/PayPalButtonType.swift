/// The size of the Pay with PayPal button, in points (width × height).
///
/// Spelled the way Swift imports the un-annotated 2011 C `typedef enum` from PayPal.h (H1 = H2; H0 had three smaller sizes and other values): a struct whose
/// constants are global and usable unqualified (`BUTTON_152x33`). The raw type is `UInt32` because it has no negative constant, so C gives it `unsigned int`.
public struct PayPalButtonType: RawRepresentable, Equatable, Hashable, Sendable {
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

/// A 152 × 33 button. (`BUTTON_152x33` = 0)
public let BUTTON_152x33 = PayPalButtonType(rawValue: 0)

/// A 194 × 37 button. (`BUTTON_194x37` = 1)
public let BUTTON_194x37 = PayPalButtonType(rawValue: 1)

/// A 278 × 43 button. (`BUTTON_278x43` = 2)
public let BUTTON_278x43 = PayPalButtonType(rawValue: 2)

/// A 294 × 43 button. (`BUTTON_294x43` = 3)
public let BUTTON_294x43 = PayPalButtonType(rawValue: 3)

/// The number of button sizes; not a size itself. (`BUTTON_TYPE_COUNT` = 4)
public let BUTTON_TYPE_COUNT = PayPalButtonType(rawValue: 4)
