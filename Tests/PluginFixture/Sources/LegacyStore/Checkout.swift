import MPLBridge

/// A 2011 checkout, as a Swift 2 app spelled the bridged Objective-C library.
public enum Checkout {
    /// A simple payment.
    public static func pay() {
        PayPal.initializeWithAppID("APP-80W284485P519543T", forEnvironment: ENV_SANDBOX)
        let payment = PayPalPayment()
        payment.subTotal = NSDecimalNumber(string: "10.00")
        PayPal.getPayPalInst().checkoutWithPayment(payment)
    }

    /// A parallel payment that asks for an IPN (a change is needed: Orders v2 sends webhooks).
    public static func payParallel(_ payment: PayPalAdvancedPayment) {
        payment.ipnUrl = "https://example.com/ipn"
        PayPal.getPayPalInst().advancedCheckoutWithPayment(payment)
    }
}
