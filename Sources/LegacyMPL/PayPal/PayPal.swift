import Foundation

/// The library's entry point and singleton (PayPal.h, `PayPal : NSObject <UIWebViewDelegate>`, H1 ∪ H2).
///
/// Initialize with ``initializeWithAppID(_:forEnvironment:)``, get the instance with ``getPayPalInst()``
/// (H2) or ``getInstance()`` (H1), get a button with `getPayButtonWithTarget(...)`, then check out with
/// ``checkoutWithPayment(_:)`` or ``advancedCheckoutWithPayment(_:)``. Every property may be read and set
/// from any thread (the guide initializes the library on a background thread); the state sits behind a lock.
public final class PayPal: NSObject, @unchecked Sendable {
    /// The library's mutable state.
    struct State {
        var delegate: Any?
        var shippingEnabled = true
        var dynamicAmountUpdateEnabled = false
        var appID: String?
        var lang: String?
        var environment = ENV_LIVE
        var buttonText = BUTTON_TEXT_PAY
        var feePayer = FEEPAYER_EACHRECEIVER
        var payPalContext: PayPalContext?
        var payment: PayPalAdvancedPayment?
        var preapprovalDetails: PayPalPreapprovalDetails?
        var payButtons: NSMutableArray? = NSMutableArray()
        var responseMessage: NSMutableDictionary?
        var initializationStatus = STATUS_NOT_STARTED
        var activeFlow: LegacyFlowSession?
        var runner: any LegacyFlowRunner = OrdersV2FlowRunner()
        var backendConfiguration = LegacyBackendConfiguration()
        var initializationErrorMessage: String?
        var callbackDelivery = LegacyCallbackDelivery.platformDefault
        var alertsOnInvalidPayment = true

        /// The settings that shape the Orders v2 request; the recipient map is the configured one over the app's
        /// Info.plist and environment.
        var translationOptions: LegacyTranslationOptions {
            LegacyTranslationOptions(
                shippingEnabled: shippingEnabled, dynamicAmountUpdateEnabled: dynamicAmountUpdateEnabled,
                feePayer: feePayer, lang: lang, buttonText: buttonText,
                recipientMap: backendConfiguration.recipientMap.merged(with: .fromSettings()))
        }
    }

    let state = Locked(State())

    /// The one instance.
    static let shared = PayPal()

    override init() {
        super.init()
    }

    // MARK: Properties (PayPal.h)

    /// The object that receives the ``PayPalPaymentDelegate`` callbacks (`id` in the header, retained).
    /// `getPayButtonWithTarget(...)` sets it to the button's target.
    public var delegate: Any! {
        get { state.withLock { $0.delegate } }
        set { state.withLock { $0.delegate = newValue } }
    }

    /// Whether payments can be made: initialization succeeded.
    public var paymentsEnabled: Bool {
        state.withLock { $0.initializationStatus == STATUS_COMPLETED_SUCCESS }
    }

    /// Whether the buyer chooses a shipping address (default `true`): Orders v2 `shipping_preference`
    /// `GET_FROM_FILE`, else `NO_SHIPPING`.
    public var shippingEnabled: Bool {
        get { state.withLock { $0.shippingEnabled } }
        set { state.withLock { $0.shippingEnabled = newValue } }
    }

    /// Whether the delegate may adjust amounts after the buyer chose an address (default `false`;
    /// ignored when shipping is disabled). When on, the order is created with PayPal's "Continue" button, and a total
    /// the delegate changed is shown to the buyer to confirm (``ApprovalPresenter/presentReview(_:)``), or approved
    /// again at PayPal as a new order when PayPal will not let the first approval cover it.
    public var dynamicAmountUpdateEnabled: Bool {
        get { state.withLock { $0.dynamicAmountUpdateEnabled } }
        set { state.withLock { $0.dynamicAmountUpdateEnabled = newValue } }
    }

    /// The application id given to `initializeWithAppID`.
    public var appID: String! {
        state.withLock { $0.appID }
    }

    /// The language, for example `en_US`; `nil` uses the device's. It localizes the button and becomes the
    /// Orders v2 `locale` (`en-US`).
    public var lang: String! {
        get { state.withLock { $0.lang } }
        set { state.withLock { $0.lang = newValue } }
    }

    /// The environment given to `initializeWithAppID(_:forEnvironment:)` (default `ENV_LIVE`).
    public var environment: PayPalEnvironment {
        state.withLock { $0.environment }
    }

    /// The text of the last button returned by `getPayButtonWithTarget(...)`.
    public var buttonText: PayPalButtonText {
        state.withLock { $0.buttonText }
    }

    /// Who pays the fees (default `FEEPAYER_EACHRECEIVER`). Orders v2 has no equivalent; other values are
    /// reported in the translation notes.
    public var feePayer: PayPalFeePayer {
        get { state.withLock { $0.feePayer } }
        set { state.withLock { $0.feePayer = newValue } }
    }

    /// The context of the in-flight checkout, to resume it after a restart (H1; removed in H2). The library
    /// keeps it current during a checkout and sets it to `nil` when the flow ends; store
    /// `payPalContext.serialize()` in `applicationWillTerminate`. After a restart, initialize, set the delegate,
    /// then set a ``PayPalContext`` read with `deserialize(_:)`: the same order resumes (never a second one).
    public var payPalContext: PayPalContext! {
        get { state.withLock { $0.payPalContext } }
        set { setPayPalContext(newValue) }
    }

    /// The payment of the current (or last) flow; a simple payment appears as an advanced payment with one receiver.
    public var payment: PayPalAdvancedPayment! {
        state.withLock { $0.payment }
    }

    /// The preapproval of the current (or last) preapproval flow.
    public var preapprovalDetails: PayPalPreapprovalDetails! {
        state.withLock { $0.preapprovalDetails }
    }

    /// The buttons returned by `getPayButtonWithTarget(...)`; they are enabled when initialization succeeds.
    public var payButtons: NSMutableArray! {
        get { state.withLock { $0.payButtons } }
        set { state.withLock { $0.payButtons = newValue } }
    }

    /// The details of the last failure (H2): `severity`, `category`, `errorId`, `message`.
    public var responseMessage: NSMutableDictionary! {
        get { state.withLock { $0.responseMessage } }
        set { state.withLock { $0.responseMessage = newValue } }
    }

    /// The settings that shape the Orders v2 request, as they are now.
    public var translationOptions: LegacyTranslationOptions {
        state.withLock { $0.translationOptions }
    }

    /// Where and when the delegate's callbacks run (``LegacyCallbackDelivery``).
    var callbackDelivery: LegacyCallbackDelivery {
        get { state.withLock { $0.callbackDelivery } }
        set { state.withLock { $0.callbackDelivery = newValue } }
    }

    /// For the Objective-C door (MPLEngine): every callback goes to the library's serial delivery queue, and the
    /// Objective-C classes move it to the thread they decide for the flow, so one side decides (`PayPal.m`).
    package func deliverCallbacksOnSerialQueue() {
        callbackDelivery = .queue(LegacyCallbackDelivery.serialQueue)
    }

    /// Whether a payment refused by validation also shows an alert, as the 2011 library's UIAlertView did
    /// (default `true`; only where UIKit exists). The failure callback is sent either way (non-legacy).
    public var alertsOnInvalidPayment: Bool {
        get { state.withLock { $0.alertsOnInvalidPayment } }
        set { state.withLock { $0.alertsOnInvalidPayment = newValue } }
    }

    /// The delegate as a ``PayPalPaymentDelegate``, if it is one.
    var paymentDelegate: (any PayPalPaymentDelegate)? {
        delegate as? any PayPalPaymentDelegate
    }
}
