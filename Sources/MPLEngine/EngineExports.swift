import CMPLEngine
import Foundation
import LegacyMPL

// The C ABI of the engine (PayPalMPL's private MPLEngine.h declares these): the Objective-C classes of the
// 2011 headers call them, so Objective-C and Swift apps run the same Swift code. Every function acts on
// `PayPal.getPayPalInst()`.

private var library: PayPal { PayPal.getPayPalInst() }

/// Records the Objective-C layer's callbacks (`MPLEngineRegisterCallbacks`).
@_cdecl("MPLEngineRegisterCallbacks")
public func engineRegisterCallbacks(_ callbacks: UnsafePointer<MPLEngineCallbacks>?) {
    guard let callbacks else { return }
    let registered = callbacks.pointee
    ObjectiveCDelegate.shared.register(registered)
    if let queueMarker = registered.queueMainRunLoopMarker, let inMode = registered.mainRunLoopInMode {
        LegacyCallbackDelivery.use(
            LegacyCallbackDelivery.MainRunLoop(
                queueMarker: { queueMarker { LegacyCallbackDelivery.mainRunLoopServed() } }, runsMode: { inMode() != 0 }))
    }
    library.deliverCallbacksOnSerialQueue()
}

/// Whether a main run loop runs (`MPLEngineMainRunLoopRuns`): the library's one test of it.
@_cdecl("MPLEngineMainRunLoopRuns")
public func engineMainRunLoopRuns() -> Int32 {
    LegacyCallbackDelivery.mainRunLoopRuns ? 1 : 0
}

/// Routes the engine's callbacks to the Objective-C delegate, or to none (`MPLEngineSetDelegatePresent`).
@_cdecl("MPLEngineSetDelegatePresent")
public func engineSetDelegatePresent(_ present: Int32) {
    library.delegate = present != 0 ? ObjectiveCDelegate.shared : nil
}

/// `+initializeWithAppID:forEnvironment:` (`MPLEngineInitialize`).
@_cdecl("MPLEngineInitialize")
public func engineInitialize(_ appID: UnsafePointer<CChar>?, _ environment: Int32) {
    PayPal.initializeWithAppID(CText.read(appID), forEnvironment: PayPalEnvironment(rawValue: UInt32(bitPattern: environment)))
}

/// An integer or boolean property (`MPLEngineGetNumber`).
@_cdecl("MPLEngineGetNumber")
public func engineGetNumber(_ which: Int32) -> Int32 {
    let paypal = library
    switch MPLEngineNumber(rawValue: UInt32(bitPattern: which)) {
    case .shippingEnabled: return paypal.shippingEnabled ? 1 : 0
    case .dynamicAmountUpdateEnabled: return paypal.dynamicAmountUpdateEnabled ? 1 : 0
    case .paymentsEnabled: return paypal.paymentsEnabled ? 1 : 0
    case .environment: return Int32(bitPattern: paypal.environment.rawValue)
    case .buttonText: return Int32(bitPattern: paypal.buttonText.rawValue)
    case .feePayer: return Int32(bitPattern: paypal.feePayer.rawValue)
    case .initializationStatus: return Int32(bitPattern: PayPal.initializationStatus().rawValue)
    case .alertsOnInvalidPayment: return paypal.alertsOnInvalidPayment ? 1 : 0
    case nil: return 0
    }
}

/// Sets an integer or boolean property (`MPLEngineSetNumber`).
@_cdecl("MPLEngineSetNumber")
public func engineSetNumber(_ which: Int32, _ value: Int32) {
    let paypal = library
    switch MPLEngineNumber(rawValue: UInt32(bitPattern: which)) {
    case .shippingEnabled: paypal.shippingEnabled = value != 0
    case .dynamicAmountUpdateEnabled: paypal.dynamicAmountUpdateEnabled = value != 0
    case .feePayer: paypal.feePayer = PayPalFeePayer(rawValue: UInt32(bitPattern: value))
    case .alertsOnInvalidPayment: paypal.alertsOnInvalidPayment = value != 0
    case .paymentsEnabled, .environment, .buttonText, .initializationStatus, nil: break
    }
}

/// A text or JSON property, malloc'd, or `NULL` for nil (`MPLEngineCopyText`).
@_cdecl("MPLEngineCopyText")
public func engineCopyText(_ which: Int32) -> UnsafeMutablePointer<CChar>? {
    let paypal = library
    switch MPLEngineText(rawValue: UInt32(bitPattern: which)) {
    case .appID: return CText.copy(paypal.appID)
    case .lang: return CText.copy(paypal.lang)
    case .buildVersion: return CText.copy(PayPal.buildVersion())
    case .responseMessage: return CText.copy(paypal.responseMessage.flatMap { CText.jsonText(stringKeyed($0)) })
    case .payPalContext: return CText.copy(paypal.payPalContext.flatMap { CText.jsonText(stringKeyed($0.serialize())) })
    case .preapprovalDetails:
        return CText.copy(paypal.preapprovalDetails.flatMap { CText.jsonText(LegacyObjectCoding.object(of: $0)) })
    case .initializationErrorMessage: return CText.copy(paypal.initializationErrorMessage)
    case .demoPreapprovalKey: return CText.copy(paypal.demoSimulator.flatMap(SimulatorMerchantServer.preapprovalKey(on:)))
    case .payment: return CText.copy(paypal.payment.flatMap { CText.jsonText(LegacyObjectCoding.object(of: $0)) })
    case nil: return nil
    }
}

/// Sets a text or JSON property (`MPLEngineSetText`).
@_cdecl("MPLEngineSetText")
public func engineSetText(_ which: Int32, _ value: UnsafePointer<CChar>?) {
    let paypal = library
    let text = CText.read(value)
    switch MPLEngineText(rawValue: UInt32(bitPattern: which)) {
    case .lang: paypal.lang = text
    case .responseMessage:
        paypal.responseMessage = (text.flatMap(CText.json) as? [String: Any]).map { NSMutableDictionary(dictionary: $0) }
    case .payPalContext: paypal.payPalContext = text.flatMap(CText.json).flatMap(context(from:))
    case .appID, .buildVersion, .preapprovalDetails, .initializationErrorMessage, .demoPreapprovalKey, .payment, nil: break
    }
}

/// Prepares a pay button and returns its size, title and state as JSON (`MPLEnginePayButton`).
@_cdecl("MPLEnginePayButton")
public func enginePayButton(_ buttonType: Int32, _ buttonText: Int32, _ actionName: UnsafePointer<CChar>?) -> UnsafeMutablePointer<CChar>? {
    guard
        let descriptor = library.preparePayButton(
            target: ObjectiveCDelegate.shared, buttonType: PayPalButtonType(rawValue: UInt32(bitPattern: buttonType)),
            buttonText: PayPalButtonText(rawValue: UInt32(bitPattern: buttonText)), actionName: CText.read(actionName) ?? "")
    else { return nil }
    return CText.copy(CText.jsonText(LegacyObjectCoding.object(of: descriptor)))
}

/// Starts a simple or advanced checkout of a payment given as JSON (`MPLEngineCheckout`).
@_cdecl("MPLEngineCheckout")
public func engineCheckout(_ paymentJSON: UnsafePointer<CChar>?, _ advanced: Int32) {
    let object = CText.json(paymentJSON) as? [String: Any]
    if advanced != 0 {
        library.advancedCheckoutWithPayment(object.map(LegacyObjectCoding.advancedPayment))
    } else {
        library.checkoutWithPayment(object.map(LegacyObjectCoding.payment))
    }
}

/// `-preapprovalWithKey:andMerchantName:` (`MPLEnginePreapproval`).
@_cdecl("MPLEnginePreapproval")
public func enginePreapproval(_ key: UnsafePointer<CChar>?, _ merchantName: UnsafePointer<CChar>?) {
    library.preapprovalWithKey(CText.read(key), andMerchantName: CText.read(merchantName))
}

/// A context dictionary as `PayPalContext.deserialize(_:)` reads it, or `NULL` when refused (`MPLEngineNormalizeContext`).
@_cdecl("MPLEngineNormalizeContext")
public func engineNormalizeContext(_ contextJSON: UnsafePointer<CChar>?) -> UnsafeMutablePointer<CChar>? {
    guard let context = CText.json(contextJSON).flatMap(context(from:)) else { return nil }
    return CText.copy(CText.jsonText(stringKeyed(context.serialize())))
}

/// `+configureOrdersV2WithClientID:secret:baseURL:` (`MPLEngineConfigureOrdersV2`).
@_cdecl("MPLEngineConfigureOrdersV2")
public func engineConfigureOrdersV2(_ clientID: UnsafePointer<CChar>?, _ secret: UnsafePointer<CChar>?, _ baseURL: UnsafePointer<CChar>?) {
    PayPal.configureOrdersV2(clientID: CText.read(clientID), secret: CText.read(secret), baseURL: CText.read(baseURL).flatMap(URL.init(string:)))
}

/// Frees text the engine returned (`MPLEngineFree`).
@_cdecl("MPLEngineFree")
public func engineFree(_ text: UnsafeMutablePointer<CChar>?) {
    free(text)
}

/// A context read with `PayPalContext.deserialize(_:)`, or `nil` when it refuses the dictionary.
private func context(from object: Any) -> PayPalContext? {
    guard let dictionary = object as? [String: Any] else { return nil }
    let context = PayPalContext()
    return context.deserialize(dictionary) ? context : nil
}

/// A dictionary with its non-string keys dropped (JSON objects have string keys).
private func stringKeyed(_ dictionary: Any?) -> [String: Any] {
    var result: [String: Any] = [:]
    if let dictionary = dictionary as? [AnyHashable: Any] {
        for (key, value) in dictionary { if let key = key as? String { result[key] = value } }
    } else if let dictionary = dictionary as? NSDictionary {
        for (key, value) in dictionary { if let key = key as? String { result[key] = value } }
    }
    return result
}
