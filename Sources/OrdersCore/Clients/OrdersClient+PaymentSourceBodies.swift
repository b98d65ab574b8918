import Foundation

extension OrdersClient {
    /// `POST /v2/checkout/orders/{id}/confirm-payment-source` with a body a payment module encodes itself,
    /// for payment sources OrdersCore does not model (for example `payment_source.card`, whose number
    /// only the card module may hold).
    ///
    /// The body must encode PayPal's `confirm_order_request` (`payment_source`, optionally
    /// `application_context`). The full order is returned (`Prefer: return=representation`).
    public func confirmPaymentSource<Body: Encodable & Sendable>(orderID: String, body: Body, requestID: String = UUID().uuidString) async throws(PaymentsError)
        -> Order
    {
        let path = "/v2/checkout/orders/\(try Self.pathComponent(orderID))/confirm-payment-source"
        return try await rest.send(.post(path, json: body, requestID: requestID), as: Order.self)
    }

    /// `POST /v3/vault/setup-tokens` with a body a payment module encodes itself (PayPal's
    /// `setup_token_request`, for example with `payment_source.card`).
    public func createSetupToken<Body: Encodable & Sendable>(body: Body, requestID: String = UUID().uuidString) async throws(PaymentsError) -> SetupToken {
        try await rest.send(.post("/v3/vault/setup-tokens", json: body, requestID: requestID), as: SetupToken.self)
    }
}
