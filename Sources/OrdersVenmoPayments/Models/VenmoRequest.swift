/// Approve one order with Venmo.
public struct VenmoRequest: Sendable, Hashable {
    /// The order id, as your server created it.
    public var orderID: String
    /// The buyer's country (ISO 3166-1 alpha-2), when known; Venmo is for US buyers.
    public var buyerCountry: String?
    /// What to do when the Venmo app is not installed or Venmo is not eligible (see ``VenmoFallback``).
    public var fallback: VenmoFallback

    /// Creates a request.
    public init(orderID: String, buyerCountry: String? = nil, fallback: VenmoFallback = .payPalWebCheckout) {
        self.orderID = orderID
        self.buyerCountry = buyerCountry
        self.fallback = fallback
    }
}
