import Foundation
import OrdersCore
import OrdersPayPalWebPayments
import OrdersVenmoPayments

/// New in the modern clients: Venmo (MPL had none). Shown for completeness of the checkout choices.
public enum VenmoSample {
    /// Approves a server-created order in the Venmo app, or on PayPal's web checkout when the app is missing
    /// (Venmo on the web) or Venmo is not eligible (the PayPal wallet).
    public static func approve(orderID: String, apiClient: APIClient, appSwitcher: any VenmoAppSwitcher, presenter: any WebCheckoutPresenter) async throws -> VenmoResult {
        let venmo = try VenmoClient(
            apiClient: apiClient, returnURL: URL(string: "https://example.com/venmo")!, appName: "Example Store",
            appSwitcher: appSwitcher, webPresenter: presenter)
        return try await venmo.approveOrder(VenmoRequest(orderID: orderID, buyerCountry: "US"))
    }

    /// Which path approved the order, and why, as the app might log it.
    public static func describe(_ result: VenmoResult) -> String {
        switch (result.approvedIn, result.fallbackReason) {
        case (.venmoApp, _):
            return "Venmo app"
        case (.webVenmo, _):
            return "Venmo on the web: the app is not installed"
        case (.webPayPal, .notEligible(let reasons)?):
            return "PayPal on the web: Venmo not eligible (\(reasons.joined(separator: ", ")))"
        case (.webPayPal, _):
            return "PayPal on the web"
        }
    }

    /// Venmo or nothing: no fallback, the app shows its other buttons when Venmo cannot be used.
    public static func approveVenmoOnly(orderID: String, venmo: VenmoClient) async throws(VenmoError) -> VenmoResult? {
        do {
            return try await venmo.approveOrder(VenmoRequest(orderID: orderID, buyerCountry: "US", fallback: .none))
        } catch .notEligible, .appNotInstalled {
            return nil                                                      // hide the Venmo button
        }
    }
}
