import OrdersCore

/// An approved order: the return URL's payer and the order as the server reports it.
public struct PayPalWebCheckoutResult: Sendable, Equatable {
    /// The order id.
    public var orderID: String
    /// The payer id from the return URL (`PayerID`).
    public var payerID: String
    /// The order read after the return (`APPROVED`): capture or authorize it on your server.
    public var order: Order

    /// Creates a result.
    public init(orderID: String, payerID: String, order: Order) {
        self.orderID = orderID
        self.payerID = payerID
        self.order = order
    }
}
