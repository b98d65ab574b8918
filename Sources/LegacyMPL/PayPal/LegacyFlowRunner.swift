import Foundation
import OrdersSimulator

/// The seam where the network flows plug in: initialization, checkout and preapproval over Orders v2
/// (or the in-process simulator for `ENV_NONE`).
///
/// `PayPal` does everything that needs no network itself (records settings, validates and translates
/// the payment, refuses a second flow while one runs, fills `responseMessage`, calls the delegate exactly
/// once and then `paymentLibraryExit`) and calls the flow runner only with a valid plan. The flow runner:
/// - ``initialize(appID:environment:library:)``: calls `library.setInitializationStatus(_:)` with
///   `STATUS_INPROGRESS` and then `STATUS_COMPLETED_SUCCESS` or `STATUS_COMPLETED_ERROR`; the legacy call
///   blocks, so finish before returning (or document otherwise).
/// - ``checkout(_:session:library:)`` / ``preapproval(key:merchantName:session:library:)``: runs the flow
///   and ends it with `library.complete(session, with:)` exactly once (further calls are ignored).
///   Dynamic amounts: ask the delegate through `LegacyDelegateDispatcher.adjustAmounts(...)` /
///   `adjustAdvancedAmounts(...)` (error-code form, else the deprecated form; `AMOUNT_CANCEL_TXN` → cancel).
protocol LegacyFlowRunner: Sendable {
    /// Initializes for `environment` with the legacy app id.
    func initialize(appID: String, environment: PayPalEnvironment, library: PayPal)
    /// Runs a validated, translated checkout.
    func checkout(_ checkout: LegacyCheckoutRequest, session: LegacyFlowSession, library: PayPal)
    /// Runs a preapproval (Vault v3 setup-token approval; the key is the setup token id).
    func preapproval(key: String, merchantName: String?, session: LegacyFlowSession, library: PayPal)
    /// Continues a checkout stored in `payPalContext` by an earlier run of the app (the same order, never a second one).
    func resume(_ point: LegacyResumePoint, options: LegacyTranslationOptions, session: LegacyFlowSession, library: PayPal)
    /// The simulator serving `ENV_NONE` after a successful initialization for it.
    var demoSimulator: OrdersSimulator? { get }
}

extension LegacyFlowRunner {
    /// No simulator by default.
    var demoSimulator: OrdersSimulator? { nil }
}

/// A checkout the flow runner runs: the payment as it was when the app called checkout, and its Orders v2 plan.
struct LegacyCheckoutRequest: Sendable {
    /// A copy of the app's payment object.
    let payment: LegacyPaymentSnapshot
    /// The request to create and the notes.
    let plan: LegacyOrderPlan
    /// The settings at checkout time.
    let options: LegacyTranslationOptions
    /// The environment the library was initialized for.
    let environment: PayPalEnvironment
}
