/// The pricing-plan subtype of a `TYPE_SERVICE` payment (`paymentSubType`). Orders v2 has no equivalent field: a set subtype is reported in the translation notes.
///
/// Spelled the way Swift imports the un-annotated 2011 C `typedef enum` from PayPal.h (H1 = H2): a struct whose
/// constants are global and usable unqualified (`SUBTYPE_NOT_SET`). The raw type is `Int32` because it has a negative constant, so C gives it `int`.
public struct PayPalPaymentSubType: RawRepresentable, Equatable, Hashable, Sendable {
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

/// Not set (the default). (`SUBTYPE_NOT_SET` = -1)
public let SUBTYPE_NOT_SET = PayPalPaymentSubType(rawValue: -1)

/// Affiliate payments. (`SUBTYPE_AFFILIATE_PAYMENTS` = 0)
public let SUBTYPE_AFFILIATE_PAYMENTS = PayPalPaymentSubType(rawValue: 0)

/// Business to business. (`SUBTYPE_B2B` = 1)
public let SUBTYPE_B2B = PayPalPaymentSubType(rawValue: 1)

/// Payroll. (`SUBTYPE_PAYROLL` = 2)
public let SUBTYPE_PAYROLL = PayPalPaymentSubType(rawValue: 2)

/// Rebates. (`SUBTYPE_REBATES` = 3)
public let SUBTYPE_REBATES = PayPalPaymentSubType(rawValue: 3)

/// Refunds. (`SUBTYPE_REFUNDS` = 4)
public let SUBTYPE_REFUNDS = PayPalPaymentSubType(rawValue: 4)

/// Reimbursements. (`SUBTYPE_REIMBURSEMENTS` = 5)
public let SUBTYPE_REIMBURSEMENTS = PayPalPaymentSubType(rawValue: 5)

/// Donations. (`SUBTYPE_DONATIONS` = 6)
public let SUBTYPE_DONATIONS = PayPalPaymentSubType(rawValue: 6)

/// Utilities. (`SUBTYPE_UTILITIES` = 7)
public let SUBTYPE_UTILITIES = PayPalPaymentSubType(rawValue: 7)

/// Tuition. (`SUBTYPE_TUITION` = 8)
public let SUBTYPE_TUITION = PayPalPaymentSubType(rawValue: 8)

/// Government. (`SUBTYPE_GOVERNMENT` = 9)
public let SUBTYPE_GOVERNMENT = PayPalPaymentSubType(rawValue: 9)

/// Insurance. (`SUBTYPE_INSURANCE` = 10)
public let SUBTYPE_INSURANCE = PayPalPaymentSubType(rawValue: 10)

/// Remittances. (`SUBTYPE_REMITTANCES` = 11)
public let SUBTYPE_REMITTANCES = PayPalPaymentSubType(rawValue: 11)

/// Rent. (`SUBTYPE_RENT` = 12)
public let SUBTYPE_RENT = PayPalPaymentSubType(rawValue: 12)

/// Mortgage. (`SUBTYPE_MORTGAGE` = 13)
public let SUBTYPE_MORTGAGE = PayPalPaymentSubType(rawValue: 13)

/// Medical. (`SUBTYPE_MEDICAL` = 14)
public let SUBTYPE_MEDICAL = PayPalPaymentSubType(rawValue: 14)

/// Child care. (`SUBTYPE_CHILD_CARE` = 15)
public let SUBTYPE_CHILD_CARE = PayPalPaymentSubType(rawValue: 15)

/// Event planning. (`SUBTYPE_EVENT_PLANNING` = 16)
public let SUBTYPE_EVENT_PLANNING = PayPalPaymentSubType(rawValue: 16)

/// General contractors. (`SUBTYPE_GENERAL_CONTRACTORS` = 17)
public let SUBTYPE_GENERAL_CONTRACTORS = PayPalPaymentSubType(rawValue: 17)

/// Entertainment. (`SUBTYPE_ENTERTAINMENT` = 18)
public let SUBTYPE_ENTERTAINMENT = PayPalPaymentSubType(rawValue: 18)

/// Tourism. (`SUBTYPE_TOURISM` = 19)
public let SUBTYPE_TOURISM = PayPalPaymentSubType(rawValue: 19)

/// Invoice. (`SUBTYPE_INVOICE` = 20)
public let SUBTYPE_INVOICE = PayPalPaymentSubType(rawValue: 20)

/// Transfer. (`SUBTYPE_TRANSFER` = 21)
public let SUBTYPE_TRANSFER = PayPalPaymentSubType(rawValue: 21)
