import Foundation
import OrdersCore

/// Chained payments over Orders v2.
///
/// In 2011 the buyer paid the primary receiver the whole amount, and the primary passed the secondary
/// receivers (1 to 5) their shares at once (the buyer saw only the primary). Orders v2 has no chain. The money must
/// end where the 2011 payment put it — the buyer pays the primary's total, each secondary ends with its share, the
/// primary keeps the rest — and there are two forms that do that, chosen per payment:
///
/// - **One secondary: a platform fee.** One purchase unit, `payee` = the primary, `amount` = the primary's total
///   (its breakdown, items, description and `custom_id`); the secondary's total (`subTotal` + tax + shipping) is
///   `payment_instruction.platform_fees[0]`, paid to the secondary at capture (`INSTANT`). The buyer sees the primary
///   only, as in 2011; the primary pays PayPal's fees on the whole amount (`FEEPAYER_PRIMARYRECEIVER`). Needs a
///   partner account enabled for platform fees (else `PLATFORM_FEES_NOT_SUPPORTED`).
/// - **Two to five secondaries: one purchase unit per receiver** (Orders v2 takes one platform fee per unit, so a
///   chain of several cannot be fees). Each secondary's unit is its share, with its own breakdown, items,
///   description and `custom_id` (as in a parallel payment); the primary's unit is what the primary keeps: its total
///   minus the shares, with its tax and shipping when they fit in it and its description and `custom_id`, but not its
///   items (they add up to more than it keeps). The buyer pays the same total, in one approval, and sees each
///   receiver; each payee pays PayPal's fees on what it receives (`FEEPAYER_EACHRECEIVER`). With dynamic amounts on,
///   this form is refused: the delegate would see the primary's kept amount instead of its 2011 total.
///
/// Also in Migration/chained-payments.md.

extension LegacyOrderTranslator {
    /// The purchase units of a validated chained payment, each with the receiver it pays.
    static func chainedUnits(
        _ payment: ValidatedPayment, options: LegacyTranslationOptions, notes: inout LegacyNotes
    ) throws(LegacyValidationError) -> [(unit: PurchaseUnit, planned: LegacyPlannedUnit)] {
        guard let primary = payment.primaryReceivers.first else {
            throw LegacyValidationError(problems: [
                LegacyValidationProblem(
                    path: "receiverPaymentDetails", code: .invalidReceiverCount, message: "A chained payment needs a primary receiver.",
                    fix: "Set isPrimary = true on one receiver.")
            ])
        }
        let secondaries = payment.receivers.filter { !$0.receiver.isPrimary }
        if secondaries.count == 1, let secondary = secondaries.first {
            return [try platformFeeUnit(payment, primary: primary, secondary: secondary, options: options, notes: &notes)]
        }
        if options.dynamicAmountUpdateEnabled, options.shippingEnabled {
            throw LegacyValidationError(problems: [
                LegacyValidationProblem(
                    path: "receiverPaymentDetails", code: .chainedPaymentNotSupported,
                    message:
                        "This chained payment has \(secondaries.count) secondary receivers and dynamic amounts are on; over Orders v2 it is one purchase unit per receiver, the primary's holding only what it keeps, so the delegate could not be shown the primary's 2011 total to adjust.",
                    fix: "Turn dynamicAmountUpdateEnabled off for this payment, keep one secondary receiver (a platform fee), or send a parallel payment.")
            ])
        }
        return try splitUnits(payment, primary: primary, secondaries: secondaries, options: options, notes: &notes)
    }

    /// One secondary: the primary's unit with the secondary's share as its platform fee.
    private static func platformFeeUnit(
        _ payment: ValidatedPayment, primary: ValidatedReceiver, secondary: ValidatedReceiver, options: LegacyTranslationOptions,
        notes: inout LegacyNotes
    ) throws(LegacyValidationError) -> (unit: PurchaseUnit, planned: LegacyPlannedUnit) {
        var unit = try purchaseUnit(primary, referenceId: nil, options: options, memo: nil, notes: &notes) {
            payment.snapshot.path(receiver: primary.index, $0)
        }
        let secondaryPath = { (property: String) in payment.snapshot.path(receiver: secondary.index, property) }
        let share = try amount(at: secondaryPath("subTotal")) { () throws(MoneyError) in try secondary.total() }
        let feePayee = payee(secondary.receiver.recipient, path: secondaryPath("recipient"), options: options, notes: &notes)
        unit.paymentInstruction = PaymentInstruction(platformFees: [PlatformFee(amount: share, payee: feePayee)], disbursementMode: .instant)
        notes.add(
            secondaryPath("isPrimary"), .chainedSecondaryAsPlatformFee,
            "The secondary receiver \(secondary.receiver.recipient ?? "")'s share \(share.value) \(payment.currency.code) is sent as the primary's platform fee (payment_instruction.platform_fees), paid at capture from the primary's funds; the primary pays PayPal's fees on the whole amount. Your API account must be enabled for platform fees (else PLATFORM_FEES_NOT_SUPPORTED)."
        )
        notes.secondaryDetails(secondary.receiver, path: secondaryPath)
        return (unit, LegacyPlannedUnit(referenceId: "default", receiverIndex: primary.index, recipient: primary.receiver.recipient ?? ""))
    }

    /// Two to five secondaries: a unit per secondary (its share) and the primary's unit (what it keeps).
    private static func splitUnits(
        _ payment: ValidatedPayment, primary: ValidatedReceiver, secondaries: [ValidatedReceiver], options: LegacyTranslationOptions,
        notes: inout LegacyNotes
    ) throws(LegacyValidationError) -> [(unit: PurchaseUnit, planned: LegacyPlannedUnit)] {
        let currency = payment.currency
        let primaryPath = { (property: String) in payment.snapshot.path(receiver: primary.index, property) }
        let whole = try amount(at: primaryPath("subTotal")) { () throws(MoneyError) in try primary.total() }
        var shares = Money.zero(currency)
        for secondary in secondaries {
            shares = try amount(at: payment.snapshot.path(receiver: secondary.index, "subTotal")) { () throws(MoneyError) in
                try shares.adding(secondary.total())
            }
        }
        let kept = whole.amount - shares.amount  // validation made sure the shares fit in the whole
        var result: [(unit: PurchaseUnit, planned: LegacyPlannedUnit)] = []
        if kept > 0 {
            var unit = try purchaseUnit(primary, referenceId: "receiver-\(primary.index)", options: options, memo: nil, notes: &notes) {
                primaryPath($0)
            }
            unit.items = nil
            let keptMoney = try amount(at: primaryPath("subTotal")) { () throws(MoneyError) in try whole.subtracting(shares) }
            unit.amount = try keptAmount(keptMoney, of: primary, at: primaryPath("subTotal"))
            if !primary.items.isEmpty {
                notes.add(
                    primaryPath("invoiceData.invoiceItems"), .chainedPrimaryItemsNotSent,
                    "The primary's \(primary.items.count) invoice item(s) were not sent: its purchase unit holds only the \(kept) \(currency.code) it keeps, less than the items add up to. Show them in your app's receipt."
                )
            }
            result.append(
                (unit, LegacyPlannedUnit(referenceId: "receiver-\(primary.index)", receiverIndex: primary.index, recipient: primary.receiver.recipient ?? "")))
        }
        for secondary in secondaries {
            let index = secondary.index
            let unit = try purchaseUnit(secondary, referenceId: "receiver-\(index)", options: options, memo: nil, notes: &notes) {
                payment.snapshot.path(receiver: index, $0)
            }
            result.append((unit, LegacyPlannedUnit(referenceId: "receiver-\(index)", receiverIndex: index, recipient: secondary.receiver.recipient ?? "")))
        }
        notes.add(
            "receiverPaymentDetails", .chainedAsSplitUnits,
            "The chained payment with \(secondaries.count) secondary receivers is sent as \(result.count) purchase units: the buyer pays \(whole.amount) \(currency.code) in all (the primary's total), each secondary's unit is its share and the primary's unit the \(kept) \(currency.code) it keeps (Orders v2 takes one platform fee per unit, so several secondaries cannot be fees). The buyer sees every receiver, and each pays PayPal's fees on what it receives."
        )
        return result
    }

    /// The primary's kept amount: with its tax and shipping when they fit in it, else the amount alone.
    private static func keptAmount(_ kept: Money, of primary: ValidatedReceiver, at path: String) throws(LegacyValidationError)
        -> AmountWithBreakdown
    {
        let currency = kept.currency
        let tax = primary.tax ?? .zero(currency)
        let shipping = primary.shipping ?? .zero(currency)
        var breakdown = AmountBreakdown(itemTotal: kept)
        if kept.amount - tax.amount - shipping.amount >= 0 {
            breakdown.itemTotal = try amount(at: path) { () throws(MoneyError) in try kept.subtracting(tax).subtracting(shipping) }
            if !tax.isZero { breakdown.taxTotal = tax }
            if !shipping.isZero { breakdown.shipping = shipping }
        }
        do {
            return try AmountWithBreakdown(breakdown: breakdown, currency: currency)
        } catch {
            throw LegacyValidationError(problems: [
                LegacyValidationProblem(
                    path: path, code: .invalidAmount, message: "The primary's kept amount \(kept.amount) cannot be sent: \(error.errorDescription ?? "").",
                    fix: "Correct the receivers' amounts.")
            ])
        }
    }
}
