internal import CMPLEngine
import Foundation

/// The state of an in-flight payment, kept by the app to resume after a restart
/// (PayPalContext.h, H1; the `PayPal.payPalContext` property was removed in H2).
///
/// ``serialize()`` returns a property-list dictionary the app can store (the guide: in
/// `applicationWillTerminate`); ``deserialize(_:)`` reads it back. During a checkout the library keeps
/// `PayPal.payPalContext` up to date: the legacy fields describe the payment, `sessionToken` is the Orders v2
/// order id, and keys starting with `ordersV2` hold what resuming needs (the create request and its
/// `PayPal-Request-Id` prefix, the receivers, the step). Setting a deserialized context on
/// `PayPal.payPalContext` after initialization resumes that order (no second create); when the flow ends the
/// property becomes `nil`.
open class PayPalContext: NSObject {
    /// The session token of the in-flight payment (the Orders v2 order id once a flow has started).
    open var sessionToken: String!
    /// The amount, as text.
    open var amount: String!
    /// The tax, as text.
    open var tax: String!
    /// The shipping, as text.
    open var shipping: String!
    /// The currency code.
    open var currencyCode: String!
    /// A description of what is bought.
    open var itemDesc: String!
    /// Whether the payment asks for a shipping address (atomic in the header).
    open var shippable: Bool = false
    /// The recipient's email.
    open var recipientEmail: String!
    /// The merchant name.
    open var merchantName: String!
    /// The environment the payment runs in (atomic in the header).
    open var environment: PayPalEnvironment = ENV_LIVE
    /// Whether the recipient pays the fees (atomic in the header).
    open var recipientPaysFee: Bool = false
    /// Whether dynamic amount updates are on (atomic in the header).
    open var enableDynamicAmountUpdate: Bool = false

    /// What resuming the in-flight Orders v2 checkout needs, or `nil` (a context the app filled itself).
    var resumePoint: LegacyResumePoint?

    /// Creates an empty context.
    public override init() {
        super.init()
    }

    /// The keys of ``serialize()``: the properties' names, declared once for this class and PayPalMPL's Objective-C
    /// one (whose dictionaries the engine reads) in CMPLEngine's MPLEngineKeys.h.
    private enum Key {
        static var strings: [(String, ReferenceWritableKeyPath<PayPalContext, String?>)] {
            [
                (MPLEngineKeySessionToken, \.sessionToken), (MPLEngineKeyAmount, \.amount), (MPLEngineKeyTax, \.tax),
                (MPLEngineKeyShipping, \.shipping), (MPLEngineKeyCurrencyCode, \.currencyCode), (MPLEngineKeyItemDesc, \.itemDesc),
                (MPLEngineKeyRecipientEmail, \.recipientEmail), (MPLEngineKeyMerchantName, \.merchantName),
            ]
        }
        static var flags: [(String, ReferenceWritableKeyPath<PayPalContext, Bool>)] {
            [
                (MPLEngineKeyShippable, \.shippable), (MPLEngineKeyRecipientPaysFee, \.recipientPaysFee),
                (MPLEngineKeyEnableDynamicAmountUpdate, \.enableDynamicAmountUpdate),
            ]
        }
        static let environment = MPLEngineKeyEnvironment
        static let sessionToken = MPLEngineKeySessionToken
    }

    /// The context as a property-list dictionary (strings, booleans and the environment's integer).
    open func serialize() -> [AnyHashable: Any]! {
        var dictionary: [AnyHashable: Any] = [:]
        for (key, path) in Key.strings {
            if let value = self[keyPath: path] { dictionary[key] = value }
        }
        for (key, path) in Key.flags { dictionary[key] = self[keyPath: path] }
        dictionary[Key.environment] = NSNumber(value: environment.rawValue)
        if let resumePoint {
            dictionary[Key.sessionToken] = resumePoint.orderID ?? sessionToken
            for (key, value) in resumePoint.propertyList() { dictionary[key] = value }
        }
        return dictionary
    }

    /// Reads a dictionary made by ``serialize()``; returns `false` (and changes nothing) when a value has the
    /// wrong type or the Orders v2 resume data is malformed.
    open func deserialize(_ contextData: [AnyHashable: Any]!) -> Bool {
        guard let contextData else { return false }
        var strings: [(ReferenceWritableKeyPath<PayPalContext, String?>, String?)] = []
        for (key, path) in Key.strings {
            guard let value = contextData[key] else {
                strings.append((path, nil))
                continue
            }
            guard let text = value as? String else { return false }
            strings.append((path, text))
        }
        var flags: [(ReferenceWritableKeyPath<PayPalContext, Bool>, Bool)] = []
        for (key, path) in Key.flags {
            guard let value = contextData[key] else { continue }
            guard let flag = value as? Bool else { return false }
            flags.append((path, flag))
        }
        var newEnvironment = environment
        if let value = contextData[Key.environment] {
            guard let number = value as? NSNumber else { return false }
            newEnvironment = PayPalEnvironment(rawValue: number.uint32Value)
        }
        let newResumePoint: LegacyResumePoint?
        do {
            newResumePoint = try LegacyResumePoint.read(contextData, orderID: contextData[Key.sessionToken] as? String)
        } catch {
            LegacyLog.error("PayPalContext.deserialize: the resume data under '\(error.key)' is missing or malformed")
            return false
        }
        for (path, value) in strings { self[keyPath: path] = value }
        resumePoint = newResumePoint
        for (path, value) in flags { self[keyPath: path] = value }
        environment = newEnvironment
        return true
    }
}
