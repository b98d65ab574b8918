import Foundation
import OrdersSimulator

/// Orders v2 settings: not part of the 2011 API.
extension PayPal {
    /// Configures the Orders v2 backend of `ENV_SANDBOX` / `ENV_LIVE` (non-legacy; call it before
    /// `initializeWithAppID(_:forEnvironment:)`, which reads it). See ``LegacyBackendConfiguration``.
    ///
    /// - Parameters:
    ///   - clientID: the REST app's client id.
    ///   - secret: **tests and servers only**; without it requests authenticate with the client id alone.
    ///   - baseURL: another endpoint, such as a local `orders-sandbox` (`http` only on loopback).
    ///   - approvalPresenter: shows PayPal's approval page (for example `WebAuthenticationPresenter`).
    public class func configureOrdersV2(
        clientID: String?, secret: String? = nil, baseURL: URL? = nil, approvalPresenter: (any ApprovalPresenter)? = nil
    ) {
        shared.configureOrdersV2(
            LegacyBackendConfiguration(
                clientID: clientID, secret: secret, baseURL: baseURL, approvalPresenter: approvalPresenter))
    }

    /// Sets the Orders v2 configuration of this instance (non-legacy).
    public func configureOrdersV2(_ configuration: LegacyBackendConfiguration) {
        state.withLock { $0.backendConfiguration = configuration }
    }

    /// The Orders v2 configuration read by the next initialization (non-legacy).
    public var backendConfiguration: LegacyBackendConfiguration {
        state.withLock { $0.backendConfiguration }
    }

    /// Why the last initialization ended with `STATUS_COMPLETED_ERROR` (also written to the device log),
    /// or `nil` (non-legacy).
    public var initializationErrorMessage: String? {
        state.withLock { $0.initializationErrorMessage }
    }

    /// The in-process Orders v2 simulator behind `ENV_NONE` once initialized, otherwise `nil` (non-legacy).
    /// Demos and tests play the merchant's server against it, for example to create the Vault v3 setup token
    /// that `preapprovalWithKey(_:andMerchantName:)` takes as its key.
    public var demoSimulator: OrdersSimulator? {
        state.withLock { $0.runner }.demoSimulator
    }

    /// Records the reason of a failed initialization. For the flow runner.
    func recordInitializationError(_ message: String?) {
        state.withLock { $0.initializationErrorMessage = message }
    }
}
