import OrdersCore

/// An order the buyer approved, as the server reports it after the return, with the path that got it
/// approved and, for a fallback, why.
public struct VenmoResult: Sendable, Equatable {
    /// The order id.
    public var orderID: String
    /// The order read after the return (`APPROVED`): capture or authorize it on your server.
    public var order: Order
    /// Where the buyer approved.
    public var approvedIn: ApprovalChannel
    /// Why the app switch was not used (`nil` when the buyer approved in the Venmo app).
    public var fallbackReason: VenmoFallbackReason?

    /// Where the buyer approved.
    public enum ApprovalChannel: Sendable, Equatable {
        /// In the Venmo app, through the app switch.
        case venmoApp
        /// On PayPal's web checkout with funding source Venmo (the app was not installed), with the
        /// return URL's payer id.
        case webVenmo(payerID: String)
        /// On PayPal's web checkout with the PayPal wallet (Venmo was not eligible), with the return URL's
        /// payer id.
        case webPayPal(payerID: String)

        /// The funding source the buyer paid with: `venmo`, or `paypal` after an ineligible Venmo.
        public var fundingSource: FundingSource {
            if case .webPayPal = self { return .paypal }
            return .venmo
        }
    }

    /// Creates a result.
    public init(orderID: String, order: Order, approvedIn: ApprovalChannel, fallbackReason: VenmoFallbackReason? = nil) {
        self.orderID = orderID
        self.order = order
        self.approvedIn = approvedIn
        self.fallbackReason = fallbackReason
    }
}
