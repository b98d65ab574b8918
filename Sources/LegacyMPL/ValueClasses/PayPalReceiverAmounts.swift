import Foundation

/// One receiver's amounts in the dynamic-amount calculation of an advanced payment
/// (PayPalReceiverAmounts.h; always inside an array).
open class PayPalReceiverAmounts: NSObject {
    /// How much this receiver gets.
    open var amounts: PayPalAmounts!
    /// The receiver's email address or phone number, as in its ``PayPalReceiverPaymentDetails`` (`copy` in the header).
    open var recipient: String!

    /// Creates empty receiver amounts.
    public override init() {
        super.init()
    }
}
