import Foundation
import OrdersCore

/// Where a payment belongs: an order's purchase unit.
struct PaymentOwner: Sendable, Hashable {
    /// The order id.
    let orderID: String
    /// The purchase unit's index in the order.
    let unit: Int
}

/// The merchant's texts a capture or refund carries (`invoice_id`, `custom_id`, `note_to_payer`).
struct MerchantTexts: Sendable, Equatable {
    /// `invoice_id`.
    var invoiceID: String?
    /// `custom_id`.
    var customID: String?
    /// `note_to_payer` (refunds and captures of authorizations).
    var noteToPayer: String?
}

/// A held amount (`intent: AUTHORIZE`), its captures and its state.
struct AuthorizationRecord: Sendable {
    /// The authorization id.
    let id: String
    /// The order and unit it belongs to.
    let owner: PaymentOwner
    /// The authorized amount.
    let amount: Money
    /// Its state.
    var status: AuthorizationStatus
    /// Why it is pending or denied, when it is.
    var statusReason: String?
    /// The processor's answer, for a card authorization that was denied.
    var processorResponse: JSONValue?
    /// The ids of its captures, in order.
    var captureIDs: [String] = []
    /// How much has been captured.
    var captured: Decimal = 0
    /// The authorization this one reauthorizes, for a reauthorization.
    var reauthorizes: String?
    /// Whether it has been reauthorized (PayPal allows it once).
    var reauthorized = false
    /// The unit's `invoice_id` and `custom_id`.
    let texts: MerchantTexts
    /// When the hold ends.
    let expiresAt: Date
    /// When it was created (RFC 3339).
    let createTime: String
    /// When it last changed (RFC 3339).
    var updateTime: String

    /// What is left to capture.
    var remaining: Decimal { max(0, amount.amount - captured) }

    /// When the hold ends, as RFC 3339.
    var expirationTime: String { SimulatedClock.format(expiresAt) }

    /// How long PayPal holds an authorization: 29 days.
    static let honorPeriod: TimeInterval = 29 * 86_400
}

/// Money taken from the payer, by an order's capture or an authorization's, and what was refunded of it.
struct CaptureRecord: Sendable {
    /// The capture id.
    let id: String
    /// The order and unit it belongs to.
    let owner: PaymentOwner
    /// The authorization it captures, if it is an authorization's capture.
    let authorizationID: String?
    /// The captured amount.
    let amount: Money
    /// Its state.
    var status: CaptureStatus
    /// Why it is pending or declined, when it is (`PENDING_REVIEW`, `ECHECK`, …).
    var statusReason: String?
    /// Whether it is the last capture of its authorization or order.
    let finalCapture: Bool
    /// Gross, PayPal fee, platform fees and net.
    let breakdown: SellerReceivableBreakdown
    /// The ids of its refunds, in order.
    var refundIDs: [String] = []
    /// How much has been refunded.
    var refunded: Decimal = 0
    /// How much of the PayPal fee has been given back by refunds.
    var feeRefunded: Decimal = 0
    /// Whether PayPal reversed it (a chargeback or a payer's dispute won).
    var reversed = false
    /// The processor's answer, for a card capture that was declined.
    var processorResponse: JSONValue?
    /// The merchant's texts.
    let texts: MerchantTexts
    /// When it was created (RFC 3339).
    let createTime: String
    /// When it last changed (RFC 3339).
    var updateTime: String

    /// What is left to refund.
    var refundable: Decimal { max(0, amount.amount - refunded) }
}

/// Money given back from a capture.
struct RefundRecord: Sendable {
    /// The refund id.
    let id: String
    /// The capture it refunds.
    let captureID: String
    /// The order and unit of that capture.
    let owner: PaymentOwner
    /// The refunded amount.
    let amount: Money
    /// The part of PayPal's fee given back with it.
    let paypalFee: Money
    /// The capture's total refunded, this refund included.
    let totalRefunded: Money
    /// The merchant's texts.
    let texts: MerchantTexts
    /// Whether PayPal made it (a reversal) rather than the merchant.
    let isReversal: Bool
    /// When it was created (RFC 3339).
    let createTime: String
}
