import CorePayments
import PaymentButtons

/// `getPayButtonWithTarget(_:andAction:andButtonType:andButtonText:)` → a button configuration, shown
/// only when PayPal says the funding source can be offered.
public enum PayButtonSample {
    /// `BUTTON_278x43` with `BUTTON_TEXT_PAY` → an expanded gold PayPal button labeled "Pay with".
    public static func buttons(apiClient: APIClient) async throws -> [PaymentButtonState] {
        let payPal = try PaymentButtonConfiguration(fundingSource: .paypal, color: .gold, label: .payWith, size: .expanded)
        let payLater = try PaymentButtonConfiguration(fundingSource: .payLater, color: .white, size: .expanded)
        let states = await PaymentButtonEligibility(apiClient: apiClient).states(
            for: [payPal, payLater], request: EligibilityRequest(currency: .usd, buyerCountry: "US"),
            ineligibleSpace: { _, _ in .collapse })
        return states   // UIKitPaymentButton(state.configuration) or PaymentButtonSlot(state) { … } per state
    }
}
