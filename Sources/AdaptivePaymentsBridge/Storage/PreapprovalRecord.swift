import AdaptivePayments
import Foundation
import OrdersCore

/// What the bridge keeps of a preapproval a 2011 server asked for: its key (the Vault v3 setup token id, which
/// `LegacyMPL`'s `preapprovalWithKey` also approves), the request as sent (its limits), its state, the payment token
/// the buyer's approval became, and the counters the limits are enforced against. Vault v3 carries no limits, so
/// the bridge enforces them, as PayPal did. No card data: a PayPal payment token is a reference usable only with
/// the merchant's REST credentials.
public struct PreapprovalRecord: Sendable, Equatable {
    /// `ACTIVE` or `CANCELED`, as PreapprovalDetails says.
    public enum Status: String, Sendable, Equatable {
        /// Usable once approved.
        case active = "ACTIVE"
        /// Canceled by CancelPreapproval (or by the buyer): never charged again.
        case canceled = "CANCELED"
    }

    /// The preapproval key: the Vault v3 setup token id.
    public let key: String
    /// The random reference in the buyer's return URL (`/bridge/preapproval-return?ref=…`), known before the key is.
    public let returnReference: String
    /// The Preapproval request's fields, NV-encoded.
    public let request: String
    /// Its state.
    public var status: Status
    /// The Vault v3 payment token (`vault_id`) made from the approved setup token.
    public var paymentTokenID: String?
    /// The buyer's PayPal email, once approved.
    public var senderEmail: String?
    /// `curPayments`: the payments made from it.
    public var payments: Int
    /// `curPaymentsAmount`, in the currency's minor units (cents), so that the store adds it up exactly.
    public var amountMinor: Int64
    /// When it was created.
    public let createdAt: Date

    /// A record.
    public init(
        key: String, returnReference: String, request: String, status: Status = .active, paymentTokenID: String? = nil, senderEmail: String? = nil,
        payments: Int = 0,
        amountMinor: Int64 = 0, createdAt: Date
    ) {
        self.key = key
        self.returnReference = returnReference
        self.request = request
        self.status = status
        self.paymentTokenID = paymentTokenID
        self.senderEmail = senderEmail
        self.payments = payments
        self.amountMinor = amountMinor
        self.createdAt = createdAt
    }

    /// The Preapproval as the server sent it (read again as at its creation).
    var terms: PreapprovalRequest? { try? PreapprovalRequest(NVEncoding.read(request), now: createdAt) }
}

extension Money {
    /// The amount in minor units (cents for USD, yen for JPY): exact, as amounts carry at most the currency's decimals.
    var minorUnits: Int64 {
        var scaled = amount * pow(10, currency.exponent)
        var rounded = Decimal()
        NSDecimalRound(&rounded, &scaled, 0, .plain)
        return NSDecimalNumber(decimal: rounded).int64Value
    }

    /// `minor` minor units of `currency`.
    static func minor(_ minor: Int64, _ currency: Currency) -> Money {
        (try? Money(Decimal(minor) / pow(10, currency.exponent), currency: currency)) ?? .zero(currency)
    }
}

/// How a preapproval is looked up.
public enum PreapprovalLookup: Sendable, Equatable {
    /// By its key.
    case key(String)
    /// By the reference of its return URL.
    case returnReference(String)
}
