import OrdersCore

/// What a ``CardFieldComponent``'s create-order callback answers with: the id of an order your server
/// created, or an order request for the client to create (seed 002, snippet E).
@MainActor
public final class CreateOrderActions {
    /// The order to approve, once the callback chose.
    enum Choice: Equatable {
        case orderID(String)
        case request(OrderRequest)
    }

    private(set) var choice: Choice?

    init() {}

    /// Approve the order `orderID` (created by your server).
    public func create(orderID: String) { choice = .orderID(orderID) }

    /// Create the order from `request` on the client, then approve it.
    public func create(request: OrderRequest) { choice = .request(request) }
}
