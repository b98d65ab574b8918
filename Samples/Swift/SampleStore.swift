import Foundation
import LegacyMPL

/// The delegate of the samples, as a 2011 view controller implemented it: it records every callback in
/// arrival order and hands each one to `onCallback` (the demo prints them).
public final class SampleStore: NSObject, PayPalPaymentDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []
    /// Called with each callback as it arrives, for example `paymentSuccessWithKey:andStatus: <key> 0`.
    public let onCallback: @Sendable (String) -> Void

    /// Creates a store that reports callbacks to `onCallback`.
    public init(onCallback: @escaping @Sendable (String) -> Void = { _ in }) {
        self.onCallback = onCallback
    }

    /// Every callback so far.
    public var callbacks: [String] { lock.withLock { recorded } }

    /// Waits until `paymentLibraryExit` arrived after `count` earlier callbacks, and returns the ones since.
    public func waitForExit(after count: Int, timeout: Duration = .seconds(30)) async throws -> [String] {
        let deadline = ContinuousClock.now + timeout
        while !callbacks.dropFirst(count).contains("paymentLibraryExit"), ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(5))
        }
        return Array(callbacks.dropFirst(count))
    }

    private func record(_ callback: String) {
        lock.withLock { recorded.append(callback) }
        onCallback(callback)
    }

    public func paymentSuccessWithKey(_ payKey: String!, andStatus paymentStatus: PayPalPaymentStatus) {
        record("paymentSuccessWithKey:andStatus: \(payKey ?? "nil") \(paymentStatus.rawValue)")
    }

    public func paymentFailedWithCorrelationID(_ correlationID: String!, andErrorCode errorCode: String!, andErrorMessage errorMessage: String!) {
        record("paymentFailedWithCorrelationID:andErrorCode:andErrorMessage: \(errorCode ?? "nil") \(errorMessage ?? "")")
    }

    public func paymentCanceled() { record("paymentCanceled") }

    public func paymentLibraryExit() { record("paymentLibraryExit") }

    /// Dynamic amounts: a flat 2.00 shipping to the address the buyer chose.
    public func adjustAmountsForAddress(
        _ inAddress: PayPalAddress!, andCurrency inCurrency: String!, andAmount inAmount: NSDecimalNumber!,
        andTax inTax: NSDecimalNumber!, andShipping inShipping: NSDecimalNumber!,
        andErrorCode outErrorCode: UnsafeMutablePointer<PayPalAmountErrorCode>!
    ) -> PayPalAmounts! {
        record("adjustAmountsForAddress:andCurrency:andAmount:andTax:andShipping:andErrorCode: \(inCurrency ?? "") \(inAmount ?? 0)")
        let amounts = PayPalAmounts()
        amounts.currency = inCurrency
        amounts.payment_amount = inAmount
        amounts.tax = inTax
        amounts.shipping = NSDecimalNumber(string: "2.00")
        return amounts
    }

    /// Dynamic amounts of an advanced payment: the same flat 2.00 shipping for each receiver.
    public func adjustAmountsAdvancedForAddress(
        _ inAddress: PayPalAddress!, andCurrency inCurrency: String!, andReceiverAmounts receiverAmounts: NSMutableArray!,
        andErrorCode outErrorCode: UnsafeMutablePointer<PayPalAmountErrorCode>!
    ) -> NSMutableArray! {
        record("adjustAmountsAdvancedForAddress:andCurrency:andReceiverAmounts:andErrorCode: \(inCurrency ?? "") \(receiverAmounts.count) receivers")
        let returned = NSMutableArray(capacity: receiverAmounts.count)
        for case let amounts as PayPalReceiverAmounts in receiverAmounts {
            amounts.amounts.shipping = NSDecimalNumber(string: "2.00")
            returned.add(amounts)
        }
        outErrorCode.pointee = AMOUNT_ERROR_NONE
        return returned
    }
}
