import CorePayments
import Foundation

/// Chained payments over Orders v2.
///
/// In 2011 the buyer paid the primary receiver the whole amount, and the primary passed the secondary
/// receivers their shares at once (the buyer saw only the primary). Orders v2 has no chain, but it has
/// `payment_instruction.platform_fees`: at most **one** fee per purchase unit, taken from the payee's
/// funds at capture and paid to the fee's payee. So:
///
/// - one purchase unit, `payee` = the primary receiver, `amount` = the primary's total (the whole payment,
///   with the primary's breakdown, items, description and `custom_id`);
/// - the one secondary's total (`subTotal` + tax + shipping) becomes
///   `payment_instruction.platform_fees[0]` with `payee.email_address` = the secondary, disbursed `INSTANT`;
/// - two or more secondaries are **refused** (``LegacyValidationProblem/Code/chainedPaymentNotSupported``):
///   Orders v2 cannot split a unit to more than one extra party, and holding the funds
///   (`DELAYED` disbursement) would not pay the others either — they would have to be paid later from
///   the primary's balance by the merchant's server (Payouts), which the library cannot do for you.
///
/// Differences a merchant must know (also in Migration/chained-payments.md):
/// - **Account set-up:** platform fees need a PayPal partner (Marketplaces & Platforms) account; an API caller
///   without it gets `PLATFORM_FEES_NOT_SUPPORTED`, and a secondary PayPal does not accept as fee payee
///   `INVALID_PLATFORM_FEES_ACCOUNT` (both end in `paymentFailed…`).
/// - **Fees:** PayPal charges its processing fee on the whole amount to the primary (the payee); the
///   secondary receives its share without PayPal fees. That is `FEEPAYER_PRIMARYRECEIVER`; any other
///   `feePayer` is reported as ``TranslationNote/Code/feePayerNotApplied``.
/// - **Timing:** the secondary is paid at capture, as an instant chained payment was. Delayed chained
///   payments (up to 90 days) have no equivalent in this library.
/// - **Receipts:** the buyer's receipt shows the primary only (as in 2011); the secondary's share appears
///   in the capture's `seller_receivable_breakdown.platform_fees`, not on a receipt of its own.
/// - **Secondary details:** a secondary's items, description, `customId`, `paymentType`, `paymentSubType`
///   and `merchantName` have no place in a platform fee; each one set is reported as
///   ``TranslationNote/Code/secondaryDetailNotSent``.
extension LegacyOrderTranslator {
    /// Secondary receivers a chained payment can carry over Orders v2 (one platform fee per unit).
    static let chainedSecondaryLimit = 1

    /// The one purchase unit of a validated chained payment, and the receiver it pays.
    static func chainedUnit(
        _ payment: LegacyPaymentSnapshot, currency: Currency, options: LegacyTranslationOptions, notes: inout LegacyNotes
    ) throws(LegacyValidationError) -> (unit: PurchaseUnit, planned: LegacyPlannedUnit) {
        guard let primary = payment.primaryReceivers.first else {
            throw LegacyValidationError(problems: LegacyValidator.problems(in: payment))
        }
        let secondaries = payment.receivers.filter { !$0.receiver.isPrimary }
        guard secondaries.count <= chainedSecondaryLimit, let secondary = secondaries.first else {
            throw LegacyValidationError(problems: [LegacyValidationProblem(
                path: "receiverPaymentDetails", code: .chainedPaymentNotSupported,
                message: "This chained payment has \(secondaries.count) secondary receivers; Orders v2 carries a chained payment as one platform fee on the primary's purchase unit, so it takes exactly one secondary receiver.",
                fix: "Keep one secondary receiver, send a parallel payment (each receiver paid directly by the buyer), or pay the other secondaries from your server with PayPal Payouts after the capture.")])
        }
        var unit = try purchaseUnit(
            primary.receiver, referenceId: nil, currency: currency, options: options, memo: nil, notes: &notes
        ) { payment.path(receiver: primary.index, $0) }
        let secondaryPath = { (property: String) in payment.path(receiver: secondary.index, property) }
        let share = try money(LegacyValidator.receiverTotal(secondary.receiver), currency, at: secondaryPath("subTotal"))
        unit.paymentInstruction = PaymentInstruction(
            platformFees: [PlatformFee(amount: share, payee: Payee(emailAddress: secondary.receiver.recipient))],
            disbursementMode: .instant
        )
        notes.add(secondaryPath("isPrimary"), .chainedSecondaryAsPlatformFee,
                  "The secondary receiver \(secondary.receiver.recipient ?? "")'s share \(share.value) \(currency.code) is sent as the primary's platform fee (payment_instruction.platform_fees), paid at capture from the primary's funds; the primary pays PayPal's fees on the whole amount. Your API account must be enabled for platform fees (else PLATFORM_FEES_NOT_SUPPORTED).")
        notes.secondaryDetails(secondary.receiver, path: secondaryPath)
        let planned = LegacyPlannedUnit(referenceId: "default", receiverIndex: primary.index, recipient: primary.receiver.recipient ?? "")
        return (unit, planned)
    }
}
