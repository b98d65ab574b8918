/// Approve one order on PayPal's web checkout.
public struct PayPalWebCheckoutRequest: Sendable, Hashable {
    /// The order id, as your server (or ``PayPalWebCheckoutClient/createAndApproveOrder(_:fundingSource:)``) created it.
    public var orderID: String
    /// How the buyer pays.
    public var fundingSource: PayPalWebCheckoutFundingSource

    /// Creates a request.
    public init(orderID: String, fundingSource: PayPalWebCheckoutFundingSource = .paypal) {
        self.orderID = orderID
        self.fundingSource = fundingSource
    }
}
