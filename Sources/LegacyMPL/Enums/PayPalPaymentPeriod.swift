/// The period of a preapproval's payments.
///
/// Spelled the way Swift imports the un-annotated 2011 C `typedef enum` from PayPalPreapprovalDetails.h (H1 = H2): a struct whose
/// constants are global and usable unqualified (`PP_PAYMENTPERIOD_NO_PERIOD_SPECIFIED`). The raw type is `Int32` because it has a negative constant, so C gives it `int`.
public struct PayPalPaymentPeriod: RawRepresentable, Equatable, Hashable, Sendable {
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

/// No period specified. (`PP_PAYMENTPERIOD_NO_PERIOD_SPECIFIED` = -1)
public let PP_PAYMENTPERIOD_NO_PERIOD_SPECIFIED = PayPalPaymentPeriod(rawValue: -1)

/// Daily. (`PP_PAYMENTPERIOD_DAILY` = 0)
public let PP_PAYMENTPERIOD_DAILY = PayPalPaymentPeriod(rawValue: 0)

/// Weekly. (`PP_PAYMENTPERIOD_WEEKLY` = 1)
public let PP_PAYMENTPERIOD_WEEKLY = PayPalPaymentPeriod(rawValue: 1)

/// Every two weeks. (`PP_PAYMENTPERIOD_BIWEEKLY` = 2)
public let PP_PAYMENTPERIOD_BIWEEKLY = PayPalPaymentPeriod(rawValue: 2)

/// Twice a month. (`PP_PAYMENTPERIOD_SEMIMONTHLY` = 3)
public let PP_PAYMENTPERIOD_SEMIMONTHLY = PayPalPaymentPeriod(rawValue: 3)

/// Monthly. (`PP_PAYMENTPERIOD_MONTHLY` = 4)
public let PP_PAYMENTPERIOD_MONTHLY = PayPalPaymentPeriod(rawValue: 4)

/// Yearly. (`PP_PAYMENTPERIOD_ANNUALLY` = 5)
public let PP_PAYMENTPERIOD_ANNUALLY = PayPalPaymentPeriod(rawValue: 5)
