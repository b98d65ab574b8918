import Foundation

extension OrdersClient {
    /// `POST /v3/vault/setup-tokens`: starts saving a payment method without a purchase.
    public func createSetupToken(_ request: SetupTokenRequest, requestID: String = UUID().uuidString) async throws(PaymentsError) -> SetupToken {
        try await rest.send(.post("/v3/vault/setup-tokens", json: request, requestID: requestID), as: SetupToken.self)
    }

    /// `GET /v3/vault/setup-tokens/{id}`: reads a setup token, for example to see whether the payer approved it.
    public func getSetupToken(id: String) async throws(PaymentsError) -> SetupToken {
        try await rest.send(.get("/v3/vault/setup-tokens/\(try Self.pathComponent(id))"), as: SetupToken.self)
    }

    /// `POST /v3/vault/payment-tokens`: turns an approved setup token into a reusable payment token.
    public func createPaymentToken(_ request: PaymentTokenRequest, requestID: String = UUID().uuidString) async throws(PaymentsError) -> PaymentToken {
        try await rest.send(.post("/v3/vault/payment-tokens", json: request, requestID: requestID), as: PaymentToken.self)
    }

    /// `DELETE /v3/vault/payment-tokens/{id}`: forgets a saved payment method (it can never be charged again).
    /// Deleting is idempotent at PayPal, so it is retried like a `GET`.
    public func deletePaymentToken(id: String) async throws(PaymentsError) {
        _ = try await rest.perform(Endpoint(method: "DELETE", path: "/v3/vault/payment-tokens/\(try Self.pathComponent(id))"))
    }

    /// `GET /v3/vault/payment-tokens?customer_id=…`: one page of a customer's saved payment methods.
    public func listPaymentTokens(customerID: String, pageSize: Int = 5, page: Int = 1) async throws(PaymentsError) -> PaymentTokenList {
        let customer = try Self.pathComponent(customerID)
        let query = [
            URLQueryItem(name: "customer_id", value: customer),
            URLQueryItem(name: "page_size", value: String(pageSize)),
            URLQueryItem(name: "page", value: String(page)),
            URLQueryItem(name: "total_required", value: "true"),
        ]
        return try await rest.send(.get("/v3/vault/payment-tokens", query: query), as: PaymentTokenList.self)
    }
}
