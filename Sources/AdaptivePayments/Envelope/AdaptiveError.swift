/// One entry of an Adaptive Payments error list (`error(n).*`): PayPal's `errorId`, the message, and the request
/// parameter it names.
public struct AdaptiveError: Error, Sendable, Equatable {
    /// PayPal's errorId.
    public let id: ID
    /// What went wrong and how to fix it.
    public let message: String
    /// The parameter the error is about (`error(n).parameter(0)`), if any.
    public let parameter: String?
    /// `Error` (the request failed) or `Warning`.
    public var severity = "Error"
    /// `Application`, `Request` or `System`.
    public var category = "Application"

    /// An error.
    public init(_ id: ID, _ message: String, parameter: String? = nil) {
        self.id = id
        self.message = message
        self.parameter = parameter
    }

    /// The errorIds PayPal's Adaptive Payments answered with (Adaptive Payments Developer Guide, 2012).
    public struct ID: RawRepresentable, Sendable, Equatable, Hashable, CustomStringConvertible {
        /// The number.
        public let rawValue: Int
        /// An errorId.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// 500000: a system error.
        public static let systemError = ID(rawValue: 500_000)
        /// 520002: an internal error.
        public static let internalError = ID(rawValue: 520_002)
        /// 520003: authentication failed; the API credentials are incorrect.
        public static let authenticationFailed = ID(rawValue: 520_003)
        /// 560027: the argument value is not supported (what Orders v2 cannot do).
        public static let unsupportedValue = ID(rawValue: 560_027)
        /// 539012: the preapproval key has not been approved by the buyer yet.
        public static let preapprovalNotApproved = ID(rawValue: 539_012)
        /// 569013: the preapproval was canceled.
        public static let preapprovalCanceled = ID(rawValue: 569_013)
        /// 579014: the preapproval belongs to another sender.
        public static let preapprovalOtherSender = ID(rawValue: 579_014)
        /// 579024: the payment is outside the preapproval's dates.
        public static let preapprovalOutsideDates = ID(rawValue: 579_024)
        /// 579025: the preapproval does not allow payments on this weekday.
        public static let preapprovalWrongWeekday = ID(rawValue: 579_025)
        /// 579026: the preapproval does not allow payments on this day of the month.
        public static let preapprovalWrongDayOfMonth = ID(rawValue: 579_026)
        /// 579027: the payment's currency is not the preapproval's.
        public static let preapprovalOtherCurrency = ID(rawValue: 579_027)
        /// 579031: the payment would exceed the preapproval's limits (total, per payment, number of payments).
        public static let preapprovalLimitExceeded = ID(rawValue: 579_031)
        /// 589052: the transaction ID is invalid.
        public static let invalidTransaction = ID(rawValue: 589_052)
        /// 589019: the preapproval key is invalid.
        public static let invalidPreapprovalKey = ID(rawValue: 589_019)
        /// 579007: more than 6 receivers.
        public static let tooManyReceivers = ID(rawValue: 579_007)
        /// 579017: the primary's amount is less than the secondaries' sum.
        public static let primaryTooSmall = ID(rawValue: 579_017)
        /// 589036: the currency is missing or is not the payment's.
        public static let currencyMismatch = ID(rawValue: 589_036)
        /// 589037: the receiver is not in the payment.
        public static let receiverNotInPayment = ID(rawValue: 589_037)
        /// 580001: an invalid request (a value that is not allowed).
        public static let invalidRequest = ID(rawValue: 580_001)
        /// 580022: an invalid request parameter (an unknown payKey, …).
        public static let invalidParameter = ID(rawValue: 580_022)
        /// 580027: an unsupported or prohibited parameter.
        public static let prohibitedParameter = ID(rawValue: 580_027)
        /// 580029: a required parameter is missing.
        public static let missingParameter = ID(rawValue: 580_029)
        /// 580030: the request cannot be processed now; try later.
        public static let tryLater = ID(rawValue: 580_030)

        public var description: String { String(rawValue) }
    }
}

/// A request that failed: every error found, in order (the first is the one a client usually shows).
public struct AdaptiveFailure: Error, Sendable, Equatable {
    /// The errors.
    public let errors: [AdaptiveError]

    /// A failure with `errors` (at least one).
    public init(_ errors: [AdaptiveError]) { self.errors = errors }

    /// A failure with one error.
    public init(_ id: AdaptiveError.ID, _ message: String, parameter: String? = nil) {
        self.errors = [AdaptiveError(id, message, parameter: parameter)]
    }
}
