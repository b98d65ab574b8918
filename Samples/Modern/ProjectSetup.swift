import CardPayments
import CorePayments
import PayPalWebPayments
import PaymentButtons
import VenmoPayments

/// `libPayPalMPL.a`, the `PayPalMPL` pod, the vendored `PayPal.h` headers and the bridging header that
/// imported them → the modern Swift packages, imported by module (no headers, no bridging header).
public enum ProjectSetupSample {
    /// The modules an app that pays with PayPal, cards, Venmo and PayPal's buttons imports.
    public static let modules = ["CorePayments", "PayPalWebPayments", "CardPayments", "VenmoPayments", "PaymentButtons"]
}
