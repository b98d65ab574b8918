import CMPLEngine
import Foundation
import LegacyMPL

/// The delegate the engine sees while an Objective-C app's delegate is set: every callback goes to the
/// Objective-C layer through the registered C function pointers, which picks the form the app's delegate
/// implements with `respondsToSelector:` (H1 or H2 failure, current or deprecated adjust method).
final class ObjectiveCDelegate: PayPalPaymentDelegate, @unchecked Sendable {
    /// The one instance (the Objective-C `PayPal` is a singleton too).
    static let shared = ObjectiveCDelegate()

    private let callbacks = Locked<MPLEngineCallbacks?>(nil)

    /// Records the Objective-C layer's function pointers.
    func register(_ registered: MPLEngineCallbacks) {
        callbacks.withLock { $0 = registered }
    }

    private var current: MPLEngineCallbacks? { callbacks.withLock { $0 } }

    func paymentSuccessWithKey(_ payKey: String!, andStatus paymentStatus: PayPalPaymentStatus) {
        guard let call = current?.paymentSuccess else { return }
        withOptionalCString(payKey) { call($0, Int32(bitPattern: paymentStatus.rawValue)) }
    }

    func paymentFailedWithCorrelationID(_ correlationID: String!, andErrorCode errorCode: String!, andErrorMessage errorMessage: String!) {
        guard let call = current?.paymentFailed else { return }
        withOptionalCString(correlationID) { id in
            withOptionalCString(errorCode) { code in
                withOptionalCString(errorMessage) { message in call(id, code, message) }
            }
        }
    }

    func paymentCanceled() {
        current?.paymentCanceled?()
    }

    func paymentLibraryExit() {
        current?.paymentLibraryExit?()
    }

    func adjustAmountsForAddress(
        _ inAddress: PayPalAddress!, andCurrency inCurrency: String!, andAmount inAmount: NSDecimalNumber!,
        andTax inTax: NSDecimalNumber!, andShipping inShipping: NSDecimalNumber!,
        andErrorCode outErrorCode: UnsafeMutablePointer<PayPalAmountErrorCode>!
    ) -> PayPalAmounts! {
        let request = LegacyObjectCoding.adjustRequest(address: inAddress, currency: inCurrency, amount: inAmount, tax: inTax, shipping: inShipping)
        guard let reply = ask(\.adjustAmounts, request, .adjustSimple, outErrorCode) else { return nil }
        return (CText.json(reply) as? [String: Any]).map(LegacyObjectCoding.amounts)
    }

    func adjustAmountsAdvancedForAddress(
        _ inAddress: PayPalAddress!, andCurrency inCurrency: String!, andReceiverAmounts receiverAmounts: NSMutableArray!,
        andErrorCode outErrorCode: UnsafeMutablePointer<PayPalAmountErrorCode>!
    ) -> NSMutableArray! {
        let request = LegacyObjectCoding.adjustAdvancedRequest(address: inAddress, currency: inCurrency, receiverAmounts: receiverAmounts)
        guard let reply = ask(\.adjustAmountsAdvanced, request, .adjustAdvanced, outErrorCode) else { return nil }
        return (CText.json(reply) as? [Any]).map { NSMutableArray(array: $0.map(LegacyObjectCoding.receiverAmounts)) }
    }

    private typealias Adjust =
        @convention(c) (UnsafePointer<CChar>?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?) -> UnsafeMutablePointer<CChar>?

    /// Asks the Objective-C delegate; `nil` for a nil answer, and "not implemented" reported to the dispatcher.
    private func ask(
        _ callback: KeyPath<MPLEngineCallbacks, Adjust?>, _ request: [String: Any], _ probe: LegacyDelegateProbe.Callback,
        _ outErrorCode: UnsafeMutablePointer<PayPalAmountErrorCode>?
    ) -> String? {
        guard let call = current?[keyPath: callback], let json = CText.jsonText(request) else {
            LegacyDelegateProbe.reachedDefault(probe)
            return nil
        }
        var code: Int32 = 0
        var implemented: Int32 = 0
        let reply = CText.take(json.withCString { call($0, &code, &implemented) })
        guard implemented != 0 else {
            LegacyDelegateProbe.reachedDefault(probe)
            return nil
        }
        outErrorCode?.pointee = PayPalAmountErrorCode(rawValue: UInt32(bitPattern: code))
        return reply
    }
}

/// Calls `body` with a C string for `text`, or with `nil`.
func withOptionalCString<Result>(_ text: String?, _ body: (UnsafePointer<CChar>?) -> Result) -> Result {
    guard let text else { return body(nil) }
    return text.withCString { body($0) }
}
