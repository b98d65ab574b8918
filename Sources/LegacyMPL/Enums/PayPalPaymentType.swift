/// The purpose of a payment (`paymentType`); it becomes the Orders v2 item `category`.
///
/// Spelled the way Swift imports the un-annotated 2011 C `typedef enum` from PayPal.h (H1 = H2; H0 had HARD_GOODS/SERVICE/PERSONAL/DONATION): a struct whose
/// constants are global and usable unqualified (`TYPE_NOT_SET`). The raw type is `Int32` because it has a negative constant, so C gives it `int`.
public struct PayPalPaymentType: RawRepresentable, Equatable, Hashable, Sendable {
    /// The C integer value.
    public var rawValue: Int32

    /// Creates the value with the C integer `rawValue` (any integer is accepted, as in C).
    public init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// Creates the value with the C integer `rawValue`, as the importer's unlabeled initializer does.
    public init(_ rawValue: Int32) {
        self.rawValue = rawValue
    }
}

/// Not set: the value given to the button is used (the default). (`TYPE_NOT_SET` = -1)
public let TYPE_NOT_SET = PayPalPaymentType(rawValue: -1)

/// Goods: items are sent as `PHYSICAL_GOODS`. (`TYPE_GOODS` = 0)
public let TYPE_GOODS = PayPalPaymentType(rawValue: 0)

/// A service: items are sent as `DIGITAL_GOODS`. (`TYPE_SERVICE` = 1)
public let TYPE_SERVICE = PayPalPaymentType(rawValue: 1)

/// A personal (send money) payment: Orders v2 has no personal payments; see the translation notes. (`TYPE_PERSONAL` = 2)
public let TYPE_PERSONAL = PayPalPaymentType(rawValue: 2)
