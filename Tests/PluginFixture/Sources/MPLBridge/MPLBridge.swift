@_exported import Foundation

// What Swift 2 saw of the 2011 Objective-C headers, reduced to what LegacyStore calls.

/// `PayPalEnvironment` (a C enum).
public struct PayPalEnvironment: Sendable {
    let rawValue: Int32
}

/// The sandbox environment.
public let ENV_SANDBOX = PayPalEnvironment(rawValue: 1)

/// A simple payment.
public final class PayPalPayment {
    /// The amount before tax and shipping.
    public var subTotal: NSDecimalNumber?

    /// An empty payment.
    public init() {}
}

/// A payment to several receivers.
public final class PayPalAdvancedPayment {
    /// The IPN listener's URL.
    public var ipnUrl: String?

    /// An empty payment.
    public init() {}
}

/// The library's entry point.
public final class PayPal: Sendable {
    private static let shared = PayPal()

    /// Starts the library.
    public static func initializeWithAppID(_ appID: String, forEnvironment environment: PayPalEnvironment) {}

    /// The shared instance.
    public static func getPayPalInst() -> PayPal { shared }

    /// Starts a simple payment.
    public func checkoutWithPayment(_ payment: PayPalPayment) {}

    /// Starts an advanced payment.
    public func advancedCheckoutWithPayment(_ payment: PayPalAdvancedPayment) {}
}
