/// Approve one order with Venmo.
public struct VenmoRequest: Sendable, Hashable {
    /// The order id, as your server created it.
    public var orderID: String
    /// The buyer's country (ISO 3166-1 alpha-2), when known; Venmo is for US buyers.
    public var buyerCountry: String?
    /// What to do when the Venmo app is not installed.
    public var fallback: VenmoFallback

    /// Creates a request.
    public init(orderID: String, buyerCountry: String? = nil, fallback: VenmoFallback = .payPalWebCheckout) {
        self.orderID = orderID
        self.buyerCountry = buyerCountry
        self.fallback = fallback
    }
}

/// What ``VenmoClient`` does when the Venmo app is not installed (Venmo being eligible).
///
/// When Venmo is not eligible there is no fallback: the client throws ``VenmoError/notEligible(reasons:)``
/// before showing anything, since Venmo on the web would refuse the same buyer and order.
public enum VenmoFallback: Sendable, Hashable {
    /// Venmo on PayPal's web checkout (`fundingSource=venmo`): the buyer can still pay with Venmo.
    case payPalWebCheckout
    /// No fallback: throw ``VenmoError/appNotInstalled`` so the app offers another button.
    case none
}
