import OrdersCore
import OrdersSimulator

/// `PayPal.initializeWithAppID(_:forEnvironment:)` → a configuration and an `APIClient`: no network
/// call, no singleton, no initialization status to wait for.
public enum InitializationSample {
    /// `ENV_SANDBOX` / `ENV_LIVE`: the REST app's client id instead of the app id.
    public static func sandbox() -> APIClient {
        let config = CoreConfig(clientID: "YOUR_CLIENT_ID", environment: .sandbox)   // ENV_LIVE: .live
        let apiClient = APIClient(config: config)
        return apiClient
    }

    /// `ENV_NONE`: the in-process simulator, no network at all (demos, unit tests).
    public static func offline() -> (APIClient, OrdersSimulator) {
        let simulator = OrdersSimulator()
        let config = CoreConfig(clientID: "demo-app", environment: .sandbox)
        let apiClient = APIClient(config: config, transport: SimulatorTransport(simulator: simulator))
        return (apiClient, simulator)
    }

    /// `+initializationStatus` / `paymentsEnabled` → ask which funding sources can be offered.
    public static func paymentsEnabled(_ apiClient: APIClient) async throws -> Bool {
        let eligibility = try await apiClient.checkEligibility(EligibilityRequest(currency: .usd, buyerCountry: "US"))
        return eligibility.paypal.eligible
    }
}
