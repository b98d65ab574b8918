import Foundation

/// Orders v2 over HTTP: create, read, update, confirm, authorize and capture orders.
///
/// Every `POST` that acts carries a `PayPal-Request-Id`. Pass your own `requestID` to make an
/// operation idempotent across app restarts; otherwise one is generated per call and reused by that
/// call's retries, so a retried capture can never charge twice.
public struct OrdersClient: Sendable {
    let rest: RESTClient

    /// Creates a client.
    /// - Parameters:
    ///   - config: client id and environment.
    ///   - authentication: `.clientID` for client-side calls, `.clientCredentials(secret:)` on a server.
    ///   - transport: how requests travel; `URLSessionTransport` by default.
    ///   - retryPolicy: how transient failures are retried.
    ///   - now: the clock used for token expiry.
    public init(
        config: CoreConfig,
        authentication: ClientAuthentication = .clientID,
        transport: any HTTPTransport = URLSessionTransport(),
        retryPolicy: RetryPolicy = .default,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        rest = RESTClient(config: config, authentication: authentication, transport: transport, retryPolicy: retryPolicy, now: now)
    }

    /// `POST /v2/checkout/orders`: creates an order.
    public func createOrder(_ request: OrderRequest, requestID: String = UUID().uuidString) async throws(PaymentsError) -> Order {
        try await rest.send(.post("/v2/checkout/orders", json: request, requestID: requestID), as: Order.self)
    }

    /// `GET /v2/checkout/orders/{id}`: reads an order's current state.
    public func getOrder(id: String) async throws(PaymentsError) -> Order {
        try await rest.send(.get("/v2/checkout/orders/\(try Self.pathComponent(id))"), as: Order.self)
    }

    /// `PATCH /v2/checkout/orders/{id}`: changes an order before it is completed.
    public func patchOrder(id: String, operations: [PatchOperation]) async throws(PaymentsError) {
        _ = try await rest.perform(.patch("/v2/checkout/orders/\(try Self.pathComponent(id))", operations: operations))
    }

    /// `POST /v2/checkout/orders/{id}/confirm-payment-source`: sets how the payer pays.
    public func confirmPaymentSource(orderID: String, paymentSource: PaymentSource, requestID: String = UUID().uuidString) async throws(PaymentsError) -> Order
    {
        let path = "/v2/checkout/orders/\(try Self.pathComponent(orderID))/confirm-payment-source"
        return try await rest.send(.post(path, json: ConfirmPaymentSourceRequest(paymentSource: paymentSource), requestID: requestID), as: Order.self)
    }

    /// `POST /v2/checkout/orders/{id}/authorize`: holds the money of an approved order with intent `AUTHORIZE`.
    public func authorizeOrder(id: String, requestID: String = UUID().uuidString) async throws(PaymentsError) -> Order {
        let path = "/v2/checkout/orders/\(try Self.pathComponent(id))/authorize"
        return try await rest.send(.post(path, json: EmptyBody(), requestID: requestID), as: Order.self)
    }

    /// `POST /v2/checkout/orders/{id}/capture`: takes the money of an approved order with intent `CAPTURE`.
    ///
    /// The order being `COMPLETED` does not mean the money arrived: check ``Order/captures``' status.
    public func captureOrder(id: String, requestID: String = UUID().uuidString) async throws(PaymentsError) -> Order {
        let path = "/v2/checkout/orders/\(try Self.pathComponent(id))/capture"
        return try await rest.send(.post(path, json: EmptyBody(), requestID: requestID), as: Order.self)
    }

    /// Checks an id used in a path: 1 to 36 of `A-Z`, `a-z`, `0-9`, `_`, `-`.
    static func pathComponent(_ id: String) throws(PaymentsError) -> String {
        let allowed = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-")
        guard (1...36).contains(id.count), id.unicodeScalars.allSatisfy(allowed.contains) else {
            throw .configuration("'\(id)' is not a valid PayPal id: use the 1 to 36 letters, digits, '_' or '-' PayPal returned.")
        }
        return id
    }
}

/// The body of confirm-payment-source.
struct ConfirmPaymentSourceRequest: Codable, Sendable {
    let paymentSource: PaymentSource

    private enum CodingKeys: String, CodingKey { case paymentSource = "payment_source" }
}
