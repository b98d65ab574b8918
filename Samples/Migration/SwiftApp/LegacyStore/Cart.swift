import Foundation

/// The app's own cart: its method and property names overlap with the library's, none of it is legacy API.
final class Cart {
    var shippingEnabled = false
    var subTotal = NSDecimalNumber.zero

    func checkout(with payment: AnyObject) { shippingEnabled = true }
    func markPaid(_ key: String?) {}
    func reopen() {}

    /// Not a PayPalPaymentDelegate method: Cart conforms to no legacy protocol.
    func paymentCanceled() { reopen() }
}
