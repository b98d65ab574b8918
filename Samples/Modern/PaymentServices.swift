import OrdersCore

/// `+[PayPal getPayPalInst]` (H2) / `+[PayPal getInstance]` (H1) and the library's read-only state → a
/// value your app keeps with its other services; nothing global.
public struct PaymentServices: Sendable {
    /// The configuration every client shares.
    public let config: CoreConfig
    /// The app's client (Orders, eligibility).
    public let apiClient: APIClient

    /// Built once, where the app builds its services (`[PayPal getPayPalInst]` / `[PayPal getInstance]`).
    public init(clientID: String, environment: Environment) {
        let config = CoreConfig(clientID: clientID, environment: environment)   // initializeWithAppID:forEnvironment:
        self.config = config
        self.apiClient = APIClient(config: config)                              // getPayPalInst / getInstance
    }

    /// `PayPal.appID`: the REST app's client id.
    public var appID: String { config.clientID }
    /// `PayPal.environment` (`ENV_LIVE`, `ENV_SANDBOX`): `.live`, `.sandbox` or a custom base URL.
    public var environment: Environment { config.environment }
    /// `+[PayPal buildVersion]`: no call; the version is the one your Package.swift pins (Package.resolved).
    public static let buildVersionNote = "see Package.resolved"
}

/// `PayPal.payment` and `PayPal.preapprovalDetails` → read the order or setup token from PayPal.
public enum LibraryStateSample {
    /// The payment being approved and the preapproval being granted, as PayPal knows them.
    public static func current(orderID: String, setupTokenID: String, apiClient: APIClient, merchantServer: OrdersClient) async throws -> (Order, SetupToken) {
        let payment = try await apiClient.orders.getOrder(id: orderID)                       // PayPal.payment
        let preapprovalDetails = try await merchantServer.getSetupToken(id: setupTokenID)    // PayPal.preapprovalDetails
        return (payment, preapprovalDetails)
    }
}
