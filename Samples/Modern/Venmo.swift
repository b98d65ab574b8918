import CorePayments
import Foundation
import PayPalWebPayments
import VenmoPayments

/// New in the modern clients: Venmo (MPL had none). Shown for completeness of the checkout choices.
public enum VenmoSample {
    /// Approves a server-created order in the Venmo app (or on the web when the app is missing).
    public static func approve(orderID: String, apiClient: APIClient, appSwitcher: any VenmoAppSwitcher, presenter: any WebCheckoutPresenter) async throws -> VenmoResult {
        let venmo = try VenmoClient(
            apiClient: apiClient, returnURL: URL(string: "https://example.com/venmo")!, appName: "Example Store",
            appSwitcher: appSwitcher, webPresenter: presenter)
        return try await venmo.approveOrder(VenmoRequest(orderID: orderID, buyerCountry: "US"))
    }
}
