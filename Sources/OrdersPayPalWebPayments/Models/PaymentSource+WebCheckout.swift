import OrdersCore

/// The payment source of an order the app creates for PayPal's web checkout.
extension PaymentSource {
    /// `payment_source.paypal` for an order the buyer approves on PayPal's web checkout from the app: the SDK's
    /// return and cancel URLs (``PayPalCallback``), `user_action` `PAY_NOW`, and the optional brand and shipping.
    public static func payPalWebCheckout(brandName: String? = nil, shippingPreference: ShippingPreference? = nil) -> PaymentSource {
        PaymentSource(
            paypal: PayPalWallet(
                experienceContext: ExperienceContext(
                    brandName: brandName, shippingPreference: shippingPreference, userAction: .payNow,
                    returnUrl: PayPalCallback.checkoutURL.absoluteString, cancelUrl: PayPalCallback.checkoutCancelURL.absoluteString)))
    }
}
