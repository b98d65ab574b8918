#if canImport(UIKit)
    import UIKit
#endif

/// The alert the 2011 library showed when the app passed invalid payment data (the guide: "a UIAlertView is
/// displayed"); the failure callback follows either way. Opt out with `PayPal.alertsOnInvalidPayment = false`.
enum InvalidPaymentAlert {
    /// Shows `message` over the key window where UIKit exists; elsewhere the failure is only logged.
    static func show(_ message: String) {
        LegacyLog.error("invalid payment: \(message)")
        #if canImport(UIKit)
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
                    guard let root = scenes.flatMap(\.windows).first(where: \.isKeyWindow)?.rootViewController else { return }
                    let top = sequence(first: root, next: \.presentedViewController).reduce(root) { $1 }
                    let alert = UIAlertController(title: "Invalid payment", message: message, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "OK", style: .default))
                    top.present(alert, animated: true)
                }
            }
        #endif
    }
}
