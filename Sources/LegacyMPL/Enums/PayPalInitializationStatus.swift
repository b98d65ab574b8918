/// The state of `PayPal.initializeWithAppID(_:forEnvironment:)`, read with `PayPal.initializationStatus()`.
///
/// Spelled the way Swift imports the un-annotated 2011 C `typedef enum` from PayPal.h (H1 = H2): a struct whose
/// constants are global and usable unqualified (`STATUS_NOT_STARTED`). The raw type is `UInt32` because it has no negative constant, so C gives it `unsigned int`.
public struct PayPalInitializationStatus: RawRepresentable, Equatable, Hashable, Sendable {
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

/// Initialization never attempted. (`STATUS_NOT_STARTED` = 0)
public let STATUS_NOT_STARTED = PayPalInitializationStatus(rawValue: 0)

/// Initialization completed successfully; pay buttons are enabled. (`STATUS_COMPLETED_SUCCESS` = 1)
public let STATUS_COMPLETED_SUCCESS = PayPalInitializationStatus(rawValue: 1)

/// Initialization completed with errors; it may be retried. (`STATUS_COMPLETED_ERROR` = 2)
public let STATUS_COMPLETED_ERROR = PayPalInitializationStatus(rawValue: 2)

/// Initialization in progress; wait before retrying. (`STATUS_INPROGRESS` = 3)
public let STATUS_INPROGRESS = PayPalInitializationStatus(rawValue: 3)
