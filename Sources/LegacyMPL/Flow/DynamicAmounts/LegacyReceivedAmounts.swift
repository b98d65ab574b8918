import Foundation

/// What a dynamic-amount delegate returned for one receiver, copied out of the `PayPalAmounts` /
/// `PayPalReceiverAmounts` objects on the delegate's thread so it can cross to the flow runner's task.
struct LegacyReceivedAmounts: Sendable, Equatable {
    /// `PayPalReceiverAmounts.recipient` (`nil` for the simple form, whose one receiver is implied).
    var recipient: String?
    /// `PayPalAmounts.currency`.
    var currency: String?
    /// `PayPalAmounts.payment_amount`.
    var amount: Decimal?
    /// `PayPalAmounts.tax`.
    var tax: Decimal?
    /// `PayPalAmounts.shipping`.
    var shipping: Decimal?
    /// Whether the entry was present but not a `PayPalReceiverAmounts` (or had no `amounts`).
    var malformed = false

    /// Copies `amounts` (nil: a malformed entry).
    init(_ amounts: PayPalAmounts?, recipient: String?) {
        self.recipient = recipient
        guard let amounts else {
            malformed = true
            return
        }
        currency = amounts.currency
        amount = DecimalNumbers.decimal(amounts.payment_amount)
        tax = DecimalNumbers.decimal(amounts.tax)
        shipping = DecimalNumbers.decimal(amounts.shipping)
    }
}
