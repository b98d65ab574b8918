import Foundation

/// New amounts returned by a dynamic-amount delegate (PayPalAmounts.h).
open class PayPalAmounts: NSObject {
    /// The currency code; the guide's default is `USD`. It must be the payment's currency.
    open var currency: String! = "USD"
    /// The amount before tax and shipping (the header's name, with its underscore).
    open var payment_amount: NSDecimalNumber!
    /// The tax; `nil` for none.
    open var tax: NSDecimalNumber!
    /// The shipping; `nil` for none.
    open var shipping: NSDecimalNumber!

    /// Creates empty amounts.
    public override init() {
        super.init()
    }
}
