import Foundation
import LegacyMPL

/// The legacy integrations of the samples, each started as a 2011 merchant started it.
public enum SampleFlow: String, CaseIterable, Sendable {
    /// `checkoutWithPayment:` with one recipient.
    case simple
    /// `advancedCheckoutWithPayment:` with three receivers and no primary.
    case parallel
    /// `advancedCheckoutWithPayment:` with a primary and one secondary receiver.
    case chained
    /// `preapprovalWithKey:andMerchantName:`.
    case preapproval
    /// `checkoutWithPayment:` with `dynamicAmountUpdateEnabled`.
    case dynamicAmounts
    /// `advancedCheckoutWithPayment:` (three receivers) with `dynamicAmountUpdateEnabled`.
    case dynamicAmountsAdvanced

    /// Starts the flow on the library singleton; the callbacks go to its delegate. `preapprovalKey` is the
    /// key the merchant's server obtained (a Vault v3 setup token id); only the preapproval uses it.
    @MainActor
    public func start(preapprovalKey: String) {
        switch self {
        case .simple: SimplePaymentSample.pay()
        case .parallel: ParallelPaymentSample.pay()
        case .chained: ChainedPaymentSample.pay()
        case .preapproval: PreapprovalSample.approve(key: preapprovalKey)
        case .dynamicAmounts: DynamicAmountSample.pay()
        case .dynamicAmountsAdvanced: DynamicAmountSample.payAdvanced()
        }
    }
}

/// Initialization as the guide shows it, in `ENV_NONE` unless the caller configured another one.
public enum SampleSetup {
    /// The guide's sandbox application id.
    public static let appID = "APP-80W284485P519543T"

    /// Initializes the library for `environment` and sets `store` as the delegate of every payment;
    /// returns the initialization status.
    @MainActor @discardableResult
    public static func initialize(_ environment: PayPalEnvironment = ENV_NONE, store: SampleStore) -> PayPalInitializationStatus {
        let paypal = PayPal.initializeWithAppID(appID, forEnvironment: environment)
        paypal?.delegate = store
        return PayPal.initializationStatus()
    }
}
