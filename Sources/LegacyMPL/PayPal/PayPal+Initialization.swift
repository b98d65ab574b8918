import Foundation

extension PayPal {
    /// The singleton (H2, MPL 1.5.5.070+). Always returns the instance; before initialization its
    /// status is `STATUS_NOT_STARTED`.
    public class func getPayPalInst() -> PayPal! {
        shared
    }

    /// The singleton (H1 name of ``getPayPalInst()``).
    public class func getInstance() -> PayPal! {
        shared
    }

    /// Initializes the library for the production servers (`ENV_LIVE`, the guide's default) and returns it.
    @discardableResult
    public class func initializeWithAppID(_ inAppID: String!) -> PayPal! {
        initializeWithAppID(inAppID, forEnvironment: ENV_LIVE)
    }

    /// Initializes the library for `env` and returns it: `STATUS_INPROGRESS`, then
    /// `STATUS_COMPLETED_SUCCESS` or `STATUS_COMPLETED_ERROR` (retry allowed). `ENV_NONE` runs against the
    /// in-process simulator with no network.
    @discardableResult
    public class func initializeWithAppID(_ inAppID: String!, forEnvironment env: PayPalEnvironment) -> PayPal! {
        shared.initialize(appID: inAppID ?? "", environment: env)
        return shared
    }

    /// The state of the last initialization.
    public class func initializationStatus() -> PayPalInitializationStatus {
        shared.state.withLock { $0.initializationStatus }
    }

    /// The version of this library.
    public class func buildVersion() -> String! {
        LegacyMPLVersion.build
    }

    /// Records the app id and environment and hands initialization to the flow runner.
    func initialize(appID: String, environment: PayPalEnvironment) {
        let runner = state.withLock { state -> (any LegacyFlowRunner)? in
            guard state.initializationStatus != STATUS_INPROGRESS else { return nil }
            state.appID = appID
            state.environment = environment
            return state.runner
        }
        runner?.initialize(appID: appID, environment: environment, library: self)
    }

    /// Sets the initialization status and enables (or disables) the pay buttons to match. For the flow runner.
    func setInitializationStatus(_ status: PayPalInitializationStatus) {
        let buttons = state.withLock { state -> [PayPalPayButton] in
            state.initializationStatus = status
            return (state.payButtons.map { Array($0) } ?? []).compactMap { $0 as? PayPalPayButton }
        }
        setPayButtons(buttons, enabled: status == STATUS_COMPLETED_SUCCESS)
    }

    /// Replaces the flow runner that runs the network flows (tests install one of their own).
    func install(runner: any LegacyFlowRunner) {
        state.withLock { $0.runner = runner }
    }

    /// Puts the singleton back to its first state (tests only).
    func resetForTesting() {
        state.withLock { $0 = State() }
    }
}

/// The version string of `PayPal.buildVersion()`.
enum LegacyMPLVersion {
    /// The MPL API level reproduced and this implementation.
    static let build = "MPL 1.5.5 API (H1 ∪ H2) over PayPal Orders v2 – LegacyMPL 0.1"
}
