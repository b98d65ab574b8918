import Foundation

/// Asks the app's delegate for adjusted amounts, on the delegate's thread: the simple form
/// (`adjustAmountsForAddress…`) for a simple payment, the advanced form (`adjustAmountsAdvancedForAddress…`
/// with one `PayPalReceiverAmounts` per receiver) otherwise; each tries the error-code form first, then the
/// deprecated one (``LegacyDelegateDispatcher``).
struct DynamicAmountAsker: Sendable {
    /// The library whose delegate is asked.
    let library: PayPal
    /// The flow whose delegate callbacks run where the delegate is asked.
    let session: LegacyFlowSession
    /// Whether the payment came from `advancedCheckoutWithPayment(_:)`.
    let advanced: Bool

    /// The delegate's answer for `units` (one per purchase unit) and the buyer's `address`.
    /// A delegate that implements no adjust method gets a logged warning and keeps its amounts.
    func ask(address: PayPalAddress, units: [LegacyUnitAmounts]) async -> LegacyAdjustment<[LegacyReceivedAmounts]> {
        let answer = await askDelegate(address: address, units: units)
        if case .notImplemented = answer {
            let method =
                advanced
                ? "adjustAmountsAdvancedForAddress(_:andCurrency:andReceiverAmounts:andErrorCode:)"
                : "adjustAmountsForAddress(_:andCurrency:andAmount:andTax:andShipping:andErrorCode:)"
            LegacyLog.error(
                "warning: dynamicAmountUpdateEnabled is on but the delegate implements no \(method) (in any form or spelling): the amounts stay as they are. In Swift, implement it in the class that declares PayPalPaymentDelegate (a method only a subclass adds is not seen)."
            )
        }
        return answer
    }

    private func askDelegate(address: PayPalAddress, units: [LegacyUnitAmounts]) async -> LegacyAdjustment<[LegacyReceivedAmounts]> {
        let library = library
        let advanced = advanced
        return await session.ask { () -> LegacyAdjustment<[LegacyReceivedAmounts]> in
            guard let delegate = library.paymentDelegate else { return .notImplemented }
            let dispatcher = LegacyDelegateDispatcher(delegate: delegate)
            if !advanced, let unit = units.first, units.count == 1 {
                let answer = dispatcher.adjustAmounts(
                    address: address, currency: unit.currency.code, amount: NSDecimalNumber(decimal: unit.subtotal),
                    tax: unit.tax.map { NSDecimalNumber(decimal: $0) }, shipping: unit.shipping.map { NSDecimalNumber(decimal: $0) })
                return answer.map { [LegacyReceivedAmounts($0, recipient: nil)] }
            }
            let array = NSMutableArray(array: units.map(Self.receiverAmounts))
            return dispatcher.adjustAdvancedAmounts(address: address, currency: units.first?.currency.code ?? "USD", receiverAmounts: array)
                .map { returned in
                    returned.map { entry in
                        let receiver = entry as? PayPalReceiverAmounts
                        return LegacyReceivedAmounts(receiver?.amounts, recipient: receiver?.recipient)
                    }
                }
        }
    }

    /// A `PayPalReceiverAmounts` carrying `unit`'s current amounts.
    private static func receiverAmounts(_ unit: LegacyUnitAmounts) -> PayPalReceiverAmounts {
        let amounts = PayPalAmounts()
        amounts.currency = unit.currency.code
        amounts.payment_amount = NSDecimalNumber(decimal: unit.subtotal)
        amounts.tax = unit.tax.map { NSDecimalNumber(decimal: $0) }
        amounts.shipping = unit.shipping.map { NSDecimalNumber(decimal: $0) }
        let receiver = PayPalReceiverAmounts()
        receiver.recipient = unit.recipient
        receiver.amounts = amounts
        return receiver
    }
}

extension LegacyAdjustment {
    /// The same answer with adjusted values transformed.
    func map<Other>(_ transform: (Value) -> Other) -> LegacyAdjustment<Other> {
        switch self {
        case .notImplemented: return .notImplemented
        case .unchanged: return .unchanged
        case .adjusted(let value): return .adjusted(transform(value))
        case .failed(let code): return .failed(code)
        case .canceled: return .canceled
        }
    }
}
