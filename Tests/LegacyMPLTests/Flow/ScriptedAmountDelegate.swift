import Foundation
import PaymentsTestSupport

@testable import LegacyMPL

/// A delegate that records callbacks (like ``CallbackRecorder``) and answers the dynamic-amount
/// callbacks with a script: the error-code forms, or only the deprecated forms (simple and advanced).
final class ScriptedAmountDelegate: PayPalPaymentDelegate, @unchecked Sendable {
    /// What the delegate answers.
    enum Answer {
        /// Simple form: new amounts (currency, amount, tax, shipping as text).
        case amounts(currency: String?, amount: String?, tax: String?, shipping: String?)
        /// Advanced form: the array, rewritten by the closure.
        case receivers((NSMutableArray) -> NSMutableArray?)
        /// `nil` with an error code.
        case code(PayPalAmountErrorCode)
        /// `nil`, no error: keep the amounts.
        case keep
    }

    private let lock = NSLock()
    private var recorded: [String] = []
    private let answer: Answer
    private let deprecatedOnly: Bool
    /// The addresses the adjust callbacks received.
    private(set) var addresses: [PayPalAddress] = []
    /// The arguments of the simple form: amount, tax, shipping, currency.
    private(set) var simpleArguments: [String] = []

    init(_ answer: Answer, deprecatedOnly: Bool = false) {
        self.answer = answer
        self.deprecatedOnly = deprecatedOnly
    }

    /// The callbacks so far (adjust calls appear as `adjust`).
    var calls: [String] { lock.withLock { recorded } }

    func paymentSuccessWithKey(_ payKey: String!, andStatus paymentStatus: PayPalPaymentStatus) {
        append("success \(payKey ?? "nil") \(paymentStatus.rawValue)")
    }

    func paymentFailedWithCorrelationID(_ correlationID: String!) { append("failed") }
    func paymentCanceled() { append("canceled") }
    func paymentLibraryExit() { append("exit") }

    func adjustAmountsForAddress(
        _ inAddress: PayPalAddress!, andCurrency inCurrency: String!, andAmount inAmount: NSDecimalNumber!,
        andTax inTax: NSDecimalNumber!, andShipping inShipping: NSDecimalNumber!,
        andErrorCode outErrorCode: UnsafeMutablePointer<PayPalAmountErrorCode>!
    ) -> PayPalAmounts! {
        guard !deprecatedOnly else {
            LegacyDelegateProbe.reachedDefault(.adjustSimple)
            return nil
        }
        return simple(inAddress, inCurrency, inAmount, inTax, inShipping, outErrorCode)
    }

    @available(*, deprecated)
    func adjustAmountsForAddress(
        _ inAddress: PayPalAddress!, andCurrency inCurrency: String!, andAmount inAmount: NSDecimalNumber!,
        andTax inTax: NSDecimalNumber!, andShipping inShipping: NSDecimalNumber!
    ) -> PayPalAmounts! {
        simple(inAddress, inCurrency, inAmount, inTax, inShipping, nil)
    }

    func adjustAmountsAdvancedForAddress(
        _ inAddress: PayPalAddress!, andCurrency inCurrency: String!, andReceiverAmounts receiverAmounts: NSMutableArray!,
        andErrorCode outErrorCode: UnsafeMutablePointer<PayPalAmountErrorCode>!
    ) -> NSMutableArray! {
        guard !deprecatedOnly else {
            LegacyDelegateProbe.reachedDefault(.adjustAdvanced)
            return nil
        }
        return advanced(inAddress, receiverAmounts, outErrorCode)
    }

    @available(*, deprecated)
    func adjustAmountsAdvancedForAddress(
        _ inAddress: PayPalAddress!, andCurrency inCurrency: String!, andReceiverAmounts receiverAmounts: NSMutableArray!
    ) -> NSMutableArray! {
        advanced(inAddress, receiverAmounts, nil)
    }

    private func advanced(
        _ address: PayPalAddress?, _ receiverAmounts: NSMutableArray?, _ code: UnsafeMutablePointer<PayPalAmountErrorCode>?
    ) -> NSMutableArray? {
        record(address)
        switch answer {
        case .receivers(let rewrite): return receiverAmounts.flatMap(rewrite)
        case .code(let value):
            code?.pointee = value
            return nil
        default: return nil
        }
    }

    private func simple(
        _ address: PayPalAddress?, _ currency: String?, _ amount: NSDecimalNumber?, _ tax: NSDecimalNumber?,
        _ shipping: NSDecimalNumber?, _ code: UnsafeMutablePointer<PayPalAmountErrorCode>?
    ) -> PayPalAmounts? {
        record(address)
        lock.withLock {
            simpleArguments = [amount?.stringValue ?? "nil", tax?.stringValue ?? "nil", shipping?.stringValue ?? "nil", currency ?? "nil"]
        }
        switch answer {
        case .amounts(let currency, let amount, let tax, let shipping):
            let amounts = PayPalAmounts()
            amounts.currency = currency
            amounts.payment_amount = amount.map { NSDecimalNumber(string: $0) }
            amounts.tax = tax.map { NSDecimalNumber(string: $0) }
            amounts.shipping = shipping.map { NSDecimalNumber(string: $0) }
            return amounts
        case .code(let value):
            code?.pointee = value
            return nil
        default:
            return nil
        }
    }

    private func record(_ address: PayPalAddress?) {
        lock.withLock {
            recorded.append("adjust")
            if let address { addresses.append(address) }
        }
    }

    private func append(_ call: String) { lock.withLock { recorded.append(call) } }

    /// Waits until `paymentLibraryExit` arrived, then returns every call.
    func waitForExit() async throws -> [String] {
        _ = try await waitUntil { calls.contains("exit") }
        return calls
    }
}
