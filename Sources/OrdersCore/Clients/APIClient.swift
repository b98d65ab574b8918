import Foundation

/// The client-side entry point of the modern clients: the configuration, Orders v2 with client-id
/// authentication, and the `fundingEligibility` check.
///
/// ```swift
/// let apiClient = APIClient(config: CoreConfig(clientID: "<CLIENT_ID>", environment: .sandbox))
/// let eligibility = try await apiClient.checkEligibility(EligibilityRequest(currency: .usd))
/// if eligibility.venmo.eligible { /* show the Venmo button */ }
/// ```
public struct APIClient: Sendable {
    /// The client id and environment.
    public let config: CoreConfig
    /// Orders v2 with client-id authentication, as an app calls it.
    public let orders: OrdersClient
    private let sender: RequestSender

    /// Creates a client.
    /// - Parameters:
    ///   - config: client id and environment.
    ///   - transport: how requests travel; `URLSessionTransport` by default.
    ///   - retryPolicy: how transient failures are retried.
    public init(config: CoreConfig, transport: any HTTPTransport = URLSessionTransport(), retryPolicy: RetryPolicy = .default) {
        self.config = config
        self.orders = OrdersClient(config: config, authentication: .clientID, transport: transport, retryPolicy: retryPolicy)
        self.sender = RequestSender(transport: transport, retryPolicy: retryPolicy)
    }

    /// Asks PayPal which funding sources can be offered (GraphQL `fundingEligibility`, `POST /graphql`).
    ///
    /// One round trip; a read, so transport failures, 429 and 5xx are retried.
    /// - Throws: ``PaymentsError``: `.configuration` for a buyer country that is not two capital letters
    ///   (nothing is sent), `.api` with name `GRAPHQL_ERROR` and one detail per GraphQL error
    ///   (for example `INVALID_CURRENCY` at `variables.currency`), `.api` with the HTTP status for an
    ///   unsuccessful answer, `.transport`, or `.decoding` when the answer lacks a funding source.
    public func checkEligibility(_ request: EligibilityRequest) async throws(PaymentsError) -> EligibilityResult {
        if let country = request.buyerCountry, country.count != 2 || !country.unicodeScalars.allSatisfy({ ("A"..."Z").contains($0) }) {
            throw .configuration("Buyer country '\(country)' is not an ISO 3166-1 alpha-2 code: use two capital letters such as US.")
        }
        let url = config.environment.graphQLURL
        let headers = [
            "Content-Type": "application/json",
            "Accept": "application/json",
            "x-app-name": "ppcpmobilesdk",
            "Origin": config.environment.webURL.absoluteString,
        ]
        let body = FundingEligibilityQuery.body(for: request, clientID: config.clientID).serialized()
        let response = try await sender.send(HTTPRequest(method: "POST", url: url, headers: headers, body: body), isRetrySafe: true)
        guard response.isSuccess else { throw .from(response) }
        return try FundingEligibilityQuery.result(from: response)
    }
}
