import Foundation

/// The payments made for a purchase unit (PayPal's `payment_collection`).
public struct PaymentCollection: Codable, Sendable, Equatable {
    /// Captures, for intent `CAPTURE`.
    public var captures: [Capture]?
    /// Authorizations, for intent `AUTHORIZE`.
    public var authorizations: [Authorization]?
    /// Refunds of the captures.
    public var refunds: [Refund]?

    /// Creates a collection.
    public init(captures: [Capture]? = nil, authorizations: [Authorization]? = nil, refunds: [Refund]? = nil) {
        self.captures = captures
        self.authorizations = authorizations
        self.refunds = refunds
    }
}

/// Money taken from the payer.
public struct Capture: Codable, Sendable, Equatable {
    /// The capture (transaction) id.
    public var id: String
    /// Whether the money arrived: only `COMPLETED` means it did.
    public var status: CaptureStatus
    /// Why the capture is pending, when it is.
    public var statusDetails: StatusDetails?
    /// The captured amount.
    public var amount: Money?
    /// Whether this is the last capture of the authorization or order.
    public var finalCapture: Bool?
    /// Gross, PayPal fee, platform fees and net.
    public var sellerReceivableBreakdown: SellerReceivableBreakdown?
    /// The capture's links.
    public var links: [Link]?
    /// When it was created (RFC 3339).
    public var createTime: String?
    /// When it last changed (RFC 3339).
    public var updateTime: String?
    /// The order (and authorization) it belongs to, as `GET /v2/payments/captures/{id}` shows it.
    public var supplementaryData: SupplementaryData?

    /// Creates a capture.
    public init(
        id: String, status: CaptureStatus, statusDetails: StatusDetails? = nil, amount: Money? = nil,
        finalCapture: Bool? = nil, sellerReceivableBreakdown: SellerReceivableBreakdown? = nil,
        links: [Link]? = nil, createTime: String? = nil, updateTime: String? = nil, supplementaryData: SupplementaryData? = nil
    ) {
        self.supplementaryData = supplementaryData
        self.id = id
        self.status = status
        self.statusDetails = statusDetails
        self.amount = amount
        self.finalCapture = finalCapture
        self.sellerReceivableBreakdown = sellerReceivableBreakdown
        self.links = links
        self.createTime = createTime
        self.updateTime = updateTime
    }

    private enum CodingKeys: String, CodingKey {
        case id, status
        case statusDetails = "status_details"
        case amount
        case finalCapture = "final_capture"
        case sellerReceivableBreakdown = "seller_receivable_breakdown"
        case links
        case createTime = "create_time"
        case updateTime = "update_time"
        case supplementaryData = "supplementary_data"
    }
}

/// What a payment read alone (`GET /v2/payments/…`) adds: the ids of the resources it belongs to.
public struct SupplementaryData: Codable, Sendable, Equatable {
    /// The related resources.
    public var relatedIds: RelatedIDs?

    /// Creates the data.
    public init(relatedIds: RelatedIDs? = nil) { self.relatedIds = relatedIds }

    /// The ids of a payment's order and authorization.
    public struct RelatedIDs: Codable, Sendable, Equatable {
        /// The order's id.
        public var orderId: String?
        /// The authorization's id, for a capture of one.
        public var authorizationId: String?

        /// Creates the ids.
        public init(orderId: String? = nil, authorizationId: String? = nil) {
            self.orderId = orderId
            self.authorizationId = authorizationId
        }

        private enum CodingKeys: String, CodingKey {
            case orderId = "order_id"
            case authorizationId = "authorization_id"
        }
    }

    private enum CodingKeys: String, CodingKey {
        case relatedIds = "related_ids"
    }
}

/// The state of a capture.
public enum CaptureStatus: String, Codable, Sendable, CaseIterable {
    /// The money arrived.
    case completed = "COMPLETED"
    /// Declined by the payer's funding source.
    case declined = "DECLINED"
    /// Partly refunded.
    case partiallyRefunded = "PARTIALLY_REFUNDED"
    /// Not yet settled; see ``Capture/statusDetails``.
    case pending = "PENDING"
    /// Fully refunded.
    case refunded = "REFUNDED"
    /// Failed.
    case failed = "FAILED"
}

/// Why a capture or authorization is not final.
public struct StatusDetails: Codable, Sendable, Equatable {
    /// The reason code, for example `ECHECK` or `PENDING_REVIEW`.
    public var reason: String?

    /// Creates details.
    public init(reason: String? = nil) { self.reason = reason }
}

/// What the payee receives from a capture.
public struct SellerReceivableBreakdown: Codable, Sendable, Equatable {
    /// The captured amount.
    public var grossAmount: Money
    /// PayPal's fee.
    public var paypalFee: Money?
    /// Gross minus fees.
    public var netAmount: Money?
    /// Fees kept by the platform.
    public var platformFees: [PlatformFee]?

    /// Creates a breakdown.
    public init(grossAmount: Money, paypalFee: Money? = nil, netAmount: Money? = nil, platformFees: [PlatformFee]? = nil) {
        self.grossAmount = grossAmount
        self.paypalFee = paypalFee
        self.netAmount = netAmount
        self.platformFees = platformFees
    }

    private enum CodingKeys: String, CodingKey {
        case grossAmount = "gross_amount"
        case paypalFee = "paypal_fee"
        case netAmount = "net_amount"
        case platformFees = "platform_fees"
    }
}

/// Money held on the payer's account, to capture later.
public struct Authorization: Codable, Sendable, Equatable {
    /// The authorization id.
    public var id: String
    /// Its state.
    public var status: AuthorizationStatus
    /// The authorized amount.
    public var amount: Money?
    /// When the hold ends (RFC 3339).
    public var expirationTime: String?
    /// The authorization's links (`capture`, `void`, `reauthorize`).
    public var links: [Link]?
    /// When it was created (RFC 3339).
    public var createTime: String?

    /// Creates an authorization.
    public init(
        id: String, status: AuthorizationStatus, amount: Money? = nil, expirationTime: String? = nil,
        links: [Link]? = nil, createTime: String? = nil
    ) {
        self.id = id
        self.status = status
        self.amount = amount
        self.expirationTime = expirationTime
        self.links = links
        self.createTime = createTime
    }

    private enum CodingKeys: String, CodingKey {
        case id, status, amount
        case expirationTime = "expiration_time"
        case links
        case createTime = "create_time"
    }
}

/// The state of an authorization.
public enum AuthorizationStatus: String, Codable, Sendable, CaseIterable {
    /// Held, ready to capture.
    case created = "CREATED"
    /// Fully captured.
    case captured = "CAPTURED"
    /// Denied.
    case denied = "DENIED"
    /// Partly captured.
    case partiallyCaptured = "PARTIALLY_CAPTURED"
    /// Voided.
    case voided = "VOIDED"
    /// Under review.
    case pending = "PENDING"
}
