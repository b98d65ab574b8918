import OrdersCore

/// Decides which payment buttons show, from one `fundingEligibility` check for all of them.
///
/// Each button first reports ``ButtonEligibilityStatus/inProgress``, then ``ButtonEligibilityStatus/eligible``
/// or ``ButtonEligibilityStatus/ineligible(reasons:)``. For an ineligible button the merchant's
/// `ineligibleSpace` callback says whether its space stays blank or collapses.
///
/// When the check itself fails (no network, 5xx), the PayPal button stays visible (PayPal decides at
/// checkout) and every other button is ineligible with reason `ELIGIBILITY_CHECK_FAILED`.
public struct PaymentButtonEligibility: Sendable {
    /// The reason given when the eligibility check failed.
    public static let checkFailedReason = "ELIGIBILITY_CHECK_FAILED"

    private let apiClient: APIClient

    /// Creates a checker over `apiClient`.
    public init(apiClient: APIClient) { self.apiClient = apiClient }

    /// Checks `request` once and returns each button's state, in `buttons` order.
    /// - Parameters:
    ///   - buttons: the buttons to decide, each with its funding source.
    ///   - request: the order's currency and intent and the buyer's country, checked once for all buttons.
    ///   - onStatusChange: told `inProgress` for every button, then each final status.
    ///   - ineligibleSpace: the merchant's choice for the space of an ineligible button (blank by default).
    public func states(
        for buttons: [PaymentButtonConfiguration], request: EligibilityRequest,
        onStatusChange: @Sendable (PaymentButtonConfiguration, ButtonEligibilityStatus) -> Void = { _, _ in },
        ineligibleSpace: @Sendable (PaymentButtonConfiguration, [String]) -> IneligibleButtonSpace = { _, _ in .keepBlank }
    ) async -> [PaymentButtonState] {
        for button in buttons { onStatusChange(button, .inProgress) }
        let result: EligibilityResult?
        do {
            var request = request
            if buttons.contains(where: { $0.fundingSource == .venmo }) { request.enableFunding.insert(.venmo) }
            result = try await apiClient.checkEligibility(request)
        } catch {
            result = nil
        }
        return buttons.map { button in
            let status = Self.status(of: button, in: result)
            onStatusChange(button, status)
            switch status {
            case .eligible, .inProgress:
                return PaymentButtonState(configuration: button, status: status, visibility: .visible)
            case .ineligible(let reasons):
                let visibility: ButtonVisibility = ineligibleSpace(button, reasons) == .collapse ? .collapsed : .blank
                return PaymentButtonState(configuration: button, status: status, visibility: visibility)
            }
        }
    }

    /// A button's status from the check's `result` (`nil`: the check failed).
    static func status(of button: PaymentButtonConfiguration, in result: EligibilityResult?) -> ButtonEligibilityStatus {
        guard let result else {
            return button.fundingSource == .paypal ? .eligible : .ineligible(reasons: [checkFailedReason])
        }
        let eligibility = result[button.fundingSource.fundingSource]
        return eligibility.eligible ? .eligible : .ineligible(reasons: eligibility.reasons)
    }
}
