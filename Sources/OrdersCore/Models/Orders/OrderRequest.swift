import Foundation

/// What the order asks PayPal to do when the payer approves: take the money now or hold it.
public enum OrderIntent: String, Codable, Sendable, CaseIterable {
    /// Capture payment immediately after the payer approves.
    case capture = "CAPTURE"
    /// Authorize now, capture later through the Payments API.
    case authorize = "AUTHORIZE"
}

/// The body of `POST /v2/checkout/orders` (PayPal's `order_request`).
public struct OrderRequest: Codable, Sendable, Equatable {
    /// Capture or authorize.
    public var intent: OrderIntent
    /// One to ten purchase units; with more than one, each needs a distinct `reference_id`.
    public var purchaseUnits: [PurchaseUnit]
    /// How the payer pays, including the PayPal `experience_context`.
    public var paymentSource: PaymentSource?

    /// Creates an order request.
    public init(intent: OrderIntent, purchaseUnits: [PurchaseUnit], paymentSource: PaymentSource? = nil) {
        self.intent = intent
        self.purchaseUnits = purchaseUnits
        self.paymentSource = paymentSource
    }

    private enum CodingKeys: String, CodingKey {
        case intent
        case purchaseUnits = "purchase_units"
        case paymentSource = "payment_source"
    }
}
