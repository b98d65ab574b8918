import OrdersCore
import OrdersPaymentButtons

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

    /// `PayPalButtonType` → `PaymentButtonSize` and `PayPalButtonText` → the label: `BUTTON_TEXT_DONATE` has
    /// no label of its own (the order's items carry `.donation`), `BUTTON_TEXT_PAY` is "Pay with".
    public static func donateButton() throws -> PaymentButtonConfiguration {
        // BUTTON_294x43 → .full, BUTTON_278x43 → .expanded, BUTTON_194x37 → .collapsed, BUTTON_152x33 → .mini
        let size = PaymentButtonSize.full                                        // BUTTON_294x43
        let label = PaymentButtonLabel.none                                      // BUTTON_TEXT_DONATE (BUTTON_TEXT_PAY: .payWith)
        return try PaymentButtonConfiguration(fundingSource: .paypal, color: .gold, label: label, size: size)
    }
}
