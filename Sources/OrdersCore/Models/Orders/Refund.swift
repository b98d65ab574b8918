import Foundation

/// Money given back from a capture (Payments v2 `refund`).
public struct Refund: Codable, Sendable, Equatable {
    /// The refund id.
    public var id: String
    /// `COMPLETED`, `PENDING`, `FAILED` or `CANCELLED`.
    public var status: String
    /// The refunded amount.
    public var amount: Money?
    /// What the seller gives back: gross, PayPal's fee returned, net, and the capture's total refunded so far.
    public var sellerPayableBreakdown: SellerPayableBreakdown?
    /// The merchant's invoice id for the refund.
    public var invoiceId: String?
    /// The note shown to the payer.
    public var noteToPayer: String?
    /// When it was created (RFC 3339).
    public var createTime: String?

    /// Creates a refund.
    public init(
        id: String, status: String, amount: Money? = nil, sellerPayableBreakdown: SellerPayableBreakdown? = nil, invoiceId: String? = nil,
        noteToPayer: String? = nil, createTime: String? = nil
    ) {
        self.id = id
        self.status = status
        self.amount = amount
        self.sellerPayableBreakdown = sellerPayableBreakdown
        self.invoiceId = invoiceId
        self.noteToPayer = noteToPayer
        self.createTime = createTime
    }

    private enum CodingKeys: String, CodingKey {
        case id, status, amount
        case sellerPayableBreakdown = "seller_payable_breakdown"
        case invoiceId = "invoice_id"
        case noteToPayer = "note_to_payer"
        case createTime = "create_time"
    }
}

/// What a refund costs the seller (PayPal's `seller_payable_breakdown`).
public struct SellerPayableBreakdown: Codable, Sendable, Equatable {
    /// The refunded amount.
    public var grossAmount: Money
    /// The part of PayPal's fee given back.
    public var paypalFee: Money?
    /// Gross minus the fee given back: what leaves the seller's balance.
    public var netAmount: Money?
    /// The capture's refunds so far, this one included.
    public var totalRefundedAmount: Money?

    /// Creates a breakdown.
    public init(grossAmount: Money, paypalFee: Money? = nil, netAmount: Money? = nil, totalRefundedAmount: Money? = nil) {
        self.grossAmount = grossAmount
        self.paypalFee = paypalFee
        self.netAmount = netAmount
        self.totalRefundedAmount = totalRefundedAmount
    }

    private enum CodingKeys: String, CodingKey {
        case grossAmount = "gross_amount"
        case paypalFee = "paypal_fee"
        case netAmount = "net_amount"
        case totalRefundedAmount = "total_refunded_amount"
    }
}

/// The body of `POST /v2/payments/captures/{id}/refund`: nothing for a refund of what is left, or an amount.
public struct RefundRequest: Codable, Sendable, Equatable {
    /// The amount to refund; `nil` refunds what is left of the capture.
    public var amount: Money?
    /// The merchant's invoice id for the refund (PayPal refuses a second use).
    public var invoiceId: String?
    /// A note shown to the payer.
    public var noteToPayer: String?

    /// Creates a request.
    public init(amount: Money? = nil, invoiceId: String? = nil, noteToPayer: String? = nil) {
        self.amount = amount
        self.invoiceId = invoiceId
        self.noteToPayer = noteToPayer
    }

    private enum CodingKeys: String, CodingKey {
        case amount
        case invoiceId = "invoice_id"
        case noteToPayer = "note_to_payer"
    }
}
