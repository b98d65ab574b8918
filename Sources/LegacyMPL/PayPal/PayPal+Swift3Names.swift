import Foundation

/// The spellings Swift 3 and later gave the 2011 methods when apps imported PayPal.h through a bridging header
/// (`PayPal.getPayPalInst().checkout(with: payment)`); the Swift 2 spellings (`checkoutWithPayment(_:)`) stay
/// beside them. Each forwards to its Swift 2 twin: one behaviour, two names.
extension PayPal {
    /// `+initializeWithAppID:` as Swift 3+ imported it.
    @discardableResult
    public class func initialize(withAppID inAppID: String!) -> PayPal! {
        initializeWithAppID(inAppID)
    }

    /// `+initializeWithAppID:forEnvironment:` as Swift 3+ imported it.
    @discardableResult
    public class func initialize(withAppID inAppID: String!, forEnvironment env: PayPalEnvironment) -> PayPal! {
        initializeWithAppID(inAppID, forEnvironment: env)
    }

    /// `+initializeWithAppID:forEnvironment:` with the environment's type name pruned from the label, as the Swift 3+
    /// importer's omit-needless-words rule spells it.
    @discardableResult
    public class func initialize(withAppID inAppID: String!, for env: PayPalEnvironment) -> PayPal! {
        initializeWithAppID(inAppID, forEnvironment: env)
    }

    /// `-checkoutWithPayment:` as Swift 3+ imported it.
    public func checkout(with inPayment: PayPalPayment!) {
        checkoutWithPayment(inPayment)
    }

    /// `-advancedCheckoutWithPayment:` as Swift 3+ imported it.
    public func advancedCheckout(with inPayment: PayPalAdvancedPayment!) {
        advancedCheckoutWithPayment(inPayment)
    }

    /// `-preapprovalWithKey:andMerchantName:` as Swift 3+ imported it.
    public func preapproval(withKey preapprovalKey: String!, andMerchantName merchantName: String!) {
        preapprovalWithKey(preapprovalKey, andMerchantName: merchantName)
    }

    /// `-getPayButtonWithTarget:andAction:andButtonType:andButtonText:` as Swift 3+ imported it.
    public func getPayButton(
        withTarget target: (any PayPalPaymentDelegate)!, andAction action: Selector!, andButtonType theButtonType: PayPalButtonType,
        andButtonText theButtonText: PayPalButtonText
    ) -> PayPalPayButton! {
        getPayButtonWithTarget(target, andAction: action, andButtonType: theButtonType, andButtonText: theButtonText)
    }

    /// `-getPayButtonWithTarget:andAction:andButtonType:` as Swift 3+ imported it.
    public func getPayButton(
        withTarget target: (any PayPalPaymentDelegate)!, andAction action: Selector!, andButtonType theButtonType: PayPalButtonType
    ) -> PayPalPayButton! {
        getPayButtonWithTarget(target, andAction: action, andButtonType: theButtonType)
    }
}
