/// Who pays PayPal's fees (`PayPal.feePayer`). Orders v2 has no equivalent: the payee always pays; see the translation notes.
///
/// Spelled the way Swift imports the un-annotated 2011 C `typedef enum` from PayPal.h (H1 = H2): a struct whose
/// constants are global and usable unqualified (`FEEPAYER_SENDER`). The raw type is `UInt32` because it has no negative constant, so C gives it `unsigned int`.
public struct PayPalFeePayer: RawRepresentable, Equatable, Hashable, Sendable {
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

/// The sender pays the fees. (`FEEPAYER_SENDER` = 0)
public let FEEPAYER_SENDER = PayPalFeePayer(rawValue: 0)

/// The primary receiver of a chained payment pays the fees. (`FEEPAYER_PRIMARYRECEIVER` = 1)
public let FEEPAYER_PRIMARYRECEIVER = PayPalFeePayer(rawValue: 1)

/// Each receiver pays its own fees (the library's default). (`FEEPAYER_EACHRECEIVER` = 2)
public let FEEPAYER_EACHRECEIVER = PayPalFeePayer(rawValue: 2)

/// The secondary receivers of a chained payment pay the fees. (`FEEPAYER_SECONDARYONLY` = 3)
public let FEEPAYER_SECONDARYONLY = PayPalFeePayer(rawValue: 3)
