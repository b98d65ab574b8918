/// The state of a completed payment, passed to `paymentSuccessWithKey(_:andStatus:)`.
///
/// Spelled the way Swift imports the un-annotated 2011 C `typedef enum` from PayPal.h (H1 = H2): a struct whose
/// constants are global and usable unqualified (`STATUS_COMPLETED`). The raw type is `UInt32` because it has no negative constant, so C gives it `unsigned int`.
public struct PayPalPaymentStatus: RawRepresentable, Equatable, Hashable, Sendable {
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

/// The payment has completed on the back end (Orders v2: capture `COMPLETED`). (`STATUS_COMPLETED` = 0)
public let STATUS_COMPLETED = PayPalPaymentStatus(rawValue: 0)

/// The payment has been created but not completed (Orders v2: capture `PENDING`). (`STATUS_CREATED` = 1)
public let STATUS_CREATED = PayPalPaymentStatus(rawValue: 1)

/// The payment success state is other than created or completed. (`STATUS_OTHER` = 2)
public let STATUS_OTHER = PayPalPaymentStatus(rawValue: 2)
