import Foundation
import OrdersCore
import OrdersSimulator

/// The Orders v2 flow runner behind the legacy API (the default ``LegacyFlowRunner``).
///
/// - Initialization is synchronous and makes **no network call** (PayPal no longer checks app ids): it
///   checks the app id and the configuration, builds the client for the environment and sets
///   `STATUS_COMPLETED_SUCCESS` or `STATUS_COMPLETED_ERROR` (the reason is logged and kept in
///   `PayPal.initializationErrorMessage`) before returning. Nothing waits on async work, so calling it from
///   the main thread, a background thread or a Swift concurrency context cannot deadlock.
/// - A checkout returns at once and runs on a detached task: one create (request id derived from the flow
///   session), the approval presenter, with dynamic amounts (and shipping) enabled one read, the delegate, at most
///   one patch and the buyer's review of a changed total, or a new order the buyer approves when PayPal will not let
///   the approval cover it (``DynamicAmountStep``), one capture (stable request id; retried transient failures and
///   lost responses are replayed by PayPal, never charged twice), then the outcome through
///   `library.complete(_:with:)`, which delivers it per ``LegacyCallbackDelivery``.
struct OrdersV2FlowRunner: LegacyFlowRunner {
    /// Transport, retry and delivery settings.
    let options: OrdersV2FlowOptions
    private let backend = Locked<LegacyBackend?>(nil)

    /// Creates a flow runner.
    init(options: OrdersV2FlowOptions = OrdersV2FlowOptions()) {
        self.options = options
    }

    /// The simulator behind `ENV_NONE`.
    var simulator: OrdersSimulator { options.simulator }

    /// The simulator when the library is initialized for `ENV_NONE`.
    var demoSimulator: OrdersSimulator? { backend.current?.simulator }

    func initialize(appID: String, environment: PayPalEnvironment, library: PayPal) {
        library.setInitializationStatus(STATUS_INPROGRESS)
        do throws(LegacyInitializationError) {
            let prepared = try LegacyBackend.make(
                appID: appID, environment: environment, configuration: library.backendConfiguration, options: options)
            backend.withLock { $0 = prepared }
            library.recordInitializationError(nil)
            library.setInitializationStatus(STATUS_COMPLETED_SUCCESS)
        } catch {
            backend.withLock { $0 = nil }
            LegacyLog.error("initialization failed: \(error.description)")
            library.recordInitializationError(error.description)
            library.setInitializationStatus(STATUS_COMPLETED_ERROR)
        }
    }

    func checkout(_ checkout: LegacyCheckoutRequest, session: LegacyFlowSession, library: PayPal) {
        guard let backend = initializedBackend(session: session, library: library) else { return }
        let flow = self.flow(
            backend: backend, requestIDPrefix: session.id.uuidString, units: checkout.plan.units,
            advanced: checkout.payment.source == .advanced, options: checkout.options, session: session, library: library)
        let request = checkout.plan.request
        run(session: session, library: library) { await flow.run(request) }
    }

    func resume(_ point: LegacyResumePoint, options: LegacyTranslationOptions, session: LegacyFlowSession, library: PayPal) {
        guard let backend = initializedBackend(session: session, library: library) else { return }
        let flow = self.flow(
            backend: backend, requestIDPrefix: point.requestIDPrefix, units: point.units, advanced: point.advanced,
            options: options, session: session, library: library)
        let resumed = point.reapproval ? flow.reapproval : flow
        run(session: session, library: library) { await resumed.resume(point) }
    }

    /// The flow of `session`, recording its progress in `payPalContext`, with the dynamic-amount step when on.
    private func flow(
        backend: LegacyBackend, requestIDPrefix: String, units: [LegacyPlannedUnit], advanced: Bool,
        options checkoutOptions: LegacyTranslationOptions, session: LegacyFlowSession, library: PayPal
    ) -> OrdersV2CheckoutFlow {
        var flow = OrdersV2CheckoutFlow(backend: backend, requestIDPrefix: requestIDPrefix)
        flow.progress = { step, orderID, reapproval in library.recordProgress(step, orderID: orderID, reapproval: reapproval, of: session) }
        if checkoutOptions.shippingEnabled, checkoutOptions.dynamicAmountUpdateEnabled {
            flow.dynamicAmounts = DynamicAmountStep(
                client: backend.client, budget: backend.reconciliationBudget,
                asker: DynamicAmountAsker(library: library, session: session, advanced: advanced),
                recipients: Dictionary(units.map { ($0.referenceId, $0.recipient) }, uniquingKeysWith: { first, _ in first }))
        }
        return flow
    }

    /// Runs `body` on a detached task and ends the flow with its outcome (the library delivers the callbacks).
    private func run(session: LegacyFlowSession, library: PayPal, _ body: @escaping @Sendable () async -> LegacyFlowOutcome) {
        Task.detached {
            library.complete(session, with: await body())
        }
    }

    /// The backend, or `nil` after ending `session` with `NOT_INITIALIZED`.
    private func initializedBackend(session: LegacyFlowSession, library: PayPal) -> LegacyBackend? {
        if let prepared = backend.current { return prepared }
        library.complete(
            session,
            with: .failed(
                LegacyFailure(
                    correlationID: nil, errorId: "NOT_INITIALIZED",
                    message: "The library is not initialized: call initializeWithAppID(_:forEnvironment:) and wait for STATUS_COMPLETED_SUCCESS.",
                    category: "Application", failureType: APPLICATION_ERROR)))
        return nil
    }

    func preapproval(key: String, merchantName: String?, session: LegacyFlowSession, library: PayPal) {
        guard let backend = initializedBackend(session: session, library: library) else { return }
        let trimmed = key.trimmingCharacters(in: .whitespaces)
        if let failure = PreapprovalFlow.checkKey(trimmed) { return library.complete(session, with: .failed(failure)) }
        run(session: session, library: library) {
            let outcome = await PreapprovalFlow(backend: backend).run(key: trimmed)
            if case .success = outcome { library.recordPreapprovalApproved(of: session) }
            return outcome
        }
    }
}
