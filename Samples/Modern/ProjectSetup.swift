import OrdersCardPayments
import OrdersCore
import OrdersPayPalWebPayments
import OrdersPaymentButtons
import OrdersVenmoPayments

/// `libPayPalMPL.a`, the `PayPalMPL` pod, the vendored `PayPal.h` headers and the bridging header that
/// imported them → the modern Swift packages, imported by module (no headers, no bridging header).
public enum ProjectSetupSample {
    /// The modules an app that pays with PayPal, cards, Venmo and PayPal's buttons imports.
    public static let modules = ["OrdersCore", "OrdersPayPalWebPayments", "OrdersCardPayments", "OrdersVenmoPayments", "OrdersPaymentButtons"]
}
