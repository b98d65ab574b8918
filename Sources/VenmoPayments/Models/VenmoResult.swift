import CorePayments

/// An order the buyer approved with Venmo, as the server reports it after the return.
public struct VenmoResult: Sendable, Equatable {
    /// The order id.
    public var orderID: String
    /// The order read after the return (`APPROVED`): capture or authorize it on your server.
    public var order: Order
    /// Where the buyer approved.
    public var approvedIn: ApprovalChannel

    /// Where the buyer approved.
    public enum ApprovalChannel: Sendable, Equatable {
        /// In the Venmo app, through the app switch.
        case venmoApp
        /// On PayPal's web checkout with funding source Venmo (the app was not installed).
        case payPalWebCheckout(payerID: String)
    }

    /// Creates a result.
    public init(orderID: String, order: Order, approvedIn: ApprovalChannel) {
        self.orderID = orderID
        self.order = order
        self.approvedIn = approvedIn
    }
}
