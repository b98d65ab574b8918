import Foundation
import LegacyMPL

/// LegacyMPL's singleton, configured for a soak and put back afterwards: its configuration, delegate, shipping
/// settings and (when it was initialized) its environment. Callers that share the process serialize their use of it
/// (the tests' `.legacySingleton` suites).
enum BorrowedSingleton {
    /// Runs `body` with the singleton configured with `configuration` and initialized for `environment`.
    /// - Throws: the initialization's reason when it fails, or what `body` throws.
    static func with<Result>(
        _ configuration: LegacyBackendConfiguration, environment: PayPalEnvironment, appID: String,
        _ body: (PayPal) async throws -> Result
    ) async throws -> Result {
        let library: PayPal = PayPal.getPayPalInst()
        let saved = (
            configuration: library.backendConfiguration, delegate: library.delegate, shipping: library.shippingEnabled,
            dynamicAmounts: library.dynamicAmountUpdateEnabled, environment: library.environment, appID: library.appID,
            initialized: library.paymentsEnabled
        )
        defer {
            library.configureOrdersV2(saved.configuration)
            library.delegate = saved.delegate
            library.shippingEnabled = saved.shipping
            library.dynamicAmountUpdateEnabled = saved.dynamicAmounts
            if saved.initialized, let appID = saved.appID { PayPal.initializeWithAppID(appID, forEnvironment: saved.environment) }
        }
        library.configureOrdersV2(configuration)
        library.shippingEnabled = true
        library.dynamicAmountUpdateEnabled = false
        PayPal.initializeWithAppID(appID, forEnvironment: environment)
        guard library.paymentsEnabled else {
            throw SoakSetupError("LegacyMPL did not initialize: \(library.initializationErrorMessage ?? "no reason given")")
        }
        return try await body(library)
    }
}

/// A soak that could not start.
public struct SoakSetupError: Error, CustomStringConvertible {
    /// Why.
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
