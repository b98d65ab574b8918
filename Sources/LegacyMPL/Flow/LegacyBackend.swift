import Foundation
import OrdersCore
import OrdersSimulator

/// What an initialization prepared: the Orders v2 client for the environment and the approval presenter.
/// Building it makes no network call (PayPal has no app-id check any more).
struct LegacyBackend: Sendable {
    /// Creates, and captures orders.
    let client: OrdersClient
    /// Shows the approval page; `nil` when none is configured for this platform.
    let presenter: (any ApprovalPresenter)?
    /// The in-process simulator behind `ENV_NONE`.
    let simulator: OrdersSimulator?
    /// How long a capture or an amount update whose outcome is unknown is pursued.
    let reconciliationBudget: ReconciliationBudget

    /// The client id the `ENV_NONE` simulator sees.
    static let demoClientID = "LegacyMPL-ENV_NONE"

    /// Prepares the backend for `environment`.
    /// - Throws: a readable reason for `STATUS_COMPLETED_ERROR`.
    static func make(
        appID: String, environment: PayPalEnvironment, configuration codeConfiguration: LegacyBackendConfiguration, options: OrdersV2FlowOptions
    ) throws(LegacyInitializationError) -> LegacyBackend {
        try LegacyInitializationError.checkAppID(appID)
        let configuration = environment == ENV_NONE ? codeConfiguration : codeConfiguration.filled(environment: options.processEnvironment)
        if environment == ENV_NONE {
            let simulator = options.simulator
            let client = OrdersClient(
                config: CoreConfig(clientID: demoClientID, environment: .sandbox),
                transport: configuration.wrap(options.wrap(SimulatorTransport(simulator: simulator))), retryPolicy: configuration.retryPolicy)
            return LegacyBackend(
                client: client, presenter: configuration.approvalPresenter ?? DemoBuyerPresenter(simulator: simulator), simulator: simulator,
                reconciliationBudget: configuration.reconciliationBudget)
        }
        guard environment == ENV_SANDBOX || environment == ENV_LIVE else {
            throw LegacyInitializationError("Unknown environment \(environment.rawValue): use ENV_LIVE, ENV_SANDBOX or ENV_NONE.")
        }
        let name = environment == ENV_LIVE ? "ENV_LIVE" : "ENV_SANDBOX"
        guard let clientID = configuration.clientID?.trimmingCharacters(in: .whitespacesAndNewlines), !clientID.isEmpty else {
            throw LegacyInitializationError(
                "\(name) needs an Orders v2 REST client id: set LegacyMPLClientID in Info.plist (or LEGACY_MPL_CLIENT_ID in the environment), or call PayPal.configureOrdersV2(clientID:secret:baseURL:) before initializing."
            )
        }
        var target: Environment = environment == ENV_LIVE ? .live : .sandbox
        if let baseURL = configuration.baseURL {
            do throws(PaymentsError) {
                target = try Environment.custom(baseURL: baseURL)
            } catch {
                throw LegacyInitializationError("The configured base URL is refused: \(error.message)")
            }
        }
        let authentication: ClientAuthentication = configuration.secret.map { .clientCredentials(secret: $0) } ?? .clientID
        let client = OrdersClient(
            config: CoreConfig(clientID: clientID, environment: target), authentication: authentication,
            transport: configuration.wrap(options.wrap(options.networkTransport())), retryPolicy: configuration.retryPolicy)
        return LegacyBackend(
            client: client, presenter: configuration.approvalPresenter, simulator: nil, reconciliationBudget: configuration.reconciliationBudget)
    }
}

/// Why initialization ended with `STATUS_COMPLETED_ERROR`.
struct LegacyInitializationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The reason, as logged.
    let description: String

    init(_ description: String) {
        self.description = description
    }

    /// Legacy app ids look like `APP-80W284485P519543T`: `APP-` then letters and digits.
    static func checkAppID(_ appID: String) throws(LegacyInitializationError) {
        let trimmed = appID.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else {
            throw LegacyInitializationError("The app id is empty: pass your application id (for example APP-80W284485P519543T).")
        }
        let body = trimmed.dropFirst(4)
        guard trimmed.hasPrefix("APP-"), !body.isEmpty, body.unicodeScalars.allSatisfy({ CharacterSet.alphanumerics.contains($0) && $0.isASCII }) else {
            throw LegacyInitializationError("The app id '\(appID)' is malformed: it must be APP- followed by letters and digits.")
        }
    }
}
