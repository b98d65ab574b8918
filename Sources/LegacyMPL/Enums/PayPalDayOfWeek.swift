/// The day of the week of a preapproval's payments.
///
/// Spelled the way Swift imports the un-annotated 2011 C `typedef enum` from PayPalPreapprovalDetails.h (H1 = H2): a struct whose
/// constants are global and usable unqualified (`PP_DAYOFWEEK_NO_DAY_SPECIFIED`). The raw type is `Int32` because it has a negative constant, so C gives it `int`.
public struct PayPalDayOfWeek: RawRepresentable, Equatable, Hashable, Sendable {
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

/// No day specified. (`PP_DAYOFWEEK_NO_DAY_SPECIFIED` = -1)
public let PP_DAYOFWEEK_NO_DAY_SPECIFIED = PayPalDayOfWeek(rawValue: -1)

/// Sunday. (`PP_DAYOFWEEK_SUNDAY` = 0)
public let PP_DAYOFWEEK_SUNDAY = PayPalDayOfWeek(rawValue: 0)

/// Monday. (`PP_DAYOFWEEK_MONDAY` = 1)
public let PP_DAYOFWEEK_MONDAY = PayPalDayOfWeek(rawValue: 1)

/// Tuesday. (`PP_DAYOFWEEK_TUESDAY` = 2)
public let PP_DAYOFWEEK_TUESDAY = PayPalDayOfWeek(rawValue: 2)

/// Wednesday. (`PP_DAYOFWEEK_WEDNESDAY` = 3)
public let PP_DAYOFWEEK_WEDNESDAY = PayPalDayOfWeek(rawValue: 3)

/// Thursday. (`PP_DAYOFWEEK_THURSDAY` = 4)
public let PP_DAYOFWEEK_THURSDAY = PayPalDayOfWeek(rawValue: 4)

/// Friday. (`PP_DAYOFWEEK_FRIDAY` = 5)
public let PP_DAYOFWEEK_FRIDAY = PayPalDayOfWeek(rawValue: 5)

/// Saturday. (`PP_DAYOFWEEK_SATURDAY` = 6)
public let PP_DAYOFWEEK_SATURDAY = PayPalDayOfWeek(rawValue: 6)
