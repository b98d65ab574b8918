import OrdersCore

/// The outcome of ``CardClient/approveOrder(request:)``: the order PayPal approved with the card, and
/// what 3D Secure said.
///
/// Capture or authorize on your server next. When ``didAttemptThreeDSecureAuthentication`` is true, let
/// ``authenticationResult``'s ``ThreeDSecureAuthenticationResult/recommendation`` decide (PayPal's advice:
/// only continue when liability may shift).
public struct CardResult: Sendable, Equatable {
    /// The order id.
    public let orderID: String
    /// The order's status as PayPal last reported it (`APPROVED` on success).
    public let status: OrderStatus
    /// Whether the payer went through a 3DS challenge.
    public let didAttemptThreeDSecureAuthentication: Bool
    /// PayPal's `payment_source.card.authentication_result`, when 3DS ran (challenge or frictionless).
    public let authenticationResult: ThreeDSecureAuthenticationResult?
    /// The card's brand as PayPal reports it (`VISA`, …).
    public let brand: String?
    /// The card's last digits as PayPal reports them.
    public let lastDigits: String?
    /// The order as PayPal last returned it.
    public let order: Order

    /// Reads the result from `order`.
    init(order: Order, didAttemptThreeDSecureAuthentication: Bool) {
        let card = order.paymentSource?["card"]
        self.orderID = order.id
        self.status = order.status
        self.didAttemptThreeDSecureAuthentication = didAttemptThreeDSecureAuthentication
        self.authenticationResult = card?["authentication_result"].flatMap(ThreeDSecureAuthenticationResult.init(json:))
        self.brand = card?["brand"]?.stringValue
        self.lastDigits = card?["last_digits"]?.stringValue
        self.order = order
    }
}
