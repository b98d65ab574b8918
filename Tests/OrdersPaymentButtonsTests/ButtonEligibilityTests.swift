import Foundation
import ModernClientsTestSupport
import OrdersCore
import OrdersPaymentButtons
import OrdersSimulator
import Testing

/// Buttons shown or not from one eligibility check, with the merchant's callback for the space of
/// ineligible ones — in-process and over `orders-sandbox`.
@Suite("Payment buttons: eligibility-driven visibility")
struct ButtonEligibilityTests {
    private static let buttons = [
        try! PaymentButtonConfiguration(fundingSource: .paypal, color: .gold, label: .checkout),
        try! PaymentButtonConfiguration(fundingSource: .venmo, color: .blue),
        try! PaymentButtonConfiguration(fundingSource: .payLater, color: .white),
        try! PaymentButtonConfiguration(fundingSource: .credit, color: .darkBlue),
    ]

    @Test("EUR for a German buyer: PayPal and Pay Later show; Venmo collapses, Credit keeps its space — one round trip", arguments: Backend.allCases)
    func mixed(backend: Backend) async throws {
        try await Rig.with(backend) { rig in
            let changes = Recorder<String>()
            let states = await PaymentButtonEligibility(apiClient: rig.apiClient).states(
                for: Self.buttons, request: EligibilityRequest(currency: .eur, buyerCountry: "DE", enableFunding: []),
                onStatusChange: { button, status in changes.record("\(button.fundingSource.rawValue): \(status)") },
                ineligibleSpace: { button, _ in button.fundingSource == .venmo ? .collapse : .keepBlank })
            #expect(states.map(\.visibility) == [.visible, .collapsed, .visible, .blank])
            #expect(states[1].status == .ineligible(reasons: ["CURRENCY_NOT_SUPPORTED", "BUYER_COUNTRY_NOT_SUPPORTED"]))
            #expect(states[3].status == .ineligible(reasons: ["BUYER_COUNTRY_NOT_SUPPORTED", "CURRENCY_NOT_SUPPORTED"]))
            #expect(changes.all.prefix(4) == ["paypal: inProgress", "venmo: inProgress", "payLater: inProgress", "credit: inProgress"])
            #expect(changes.all.count == 8)
            #expect(changes.all.last?.hasPrefix("credit: ineligible") == true)
            #expect(rig.log.calls == ["POST /graphql"])
        }
    }

    @Test("USD for a US buyer: every button shows; a Venmo button enables Venmo in the query")
    func allEligible() async throws {
        try await Rig.with(.inProcess) { rig in
            let states = await PaymentButtonEligibility(apiClient: rig.apiClient).states(
                for: Self.buttons, request: EligibilityRequest(currency: .usd, buyerCountry: "US", enableFunding: []))
            #expect(states.allSatisfy { $0.visibility == .visible && $0.status == .eligible })
        }
    }

    @Test("when the check fails, only PayPal shows; the others are ineligible with ELIGIBILITY_CHECK_FAILED")
    func checkFailed() async throws {
        try await Rig.with(.inProcess) { rig in
            try await rig.inject(.on(.fundingEligibility, .status(500), count: 2))
            let states = await PaymentButtonEligibility(apiClient: rig.apiClient).states(for: Self.buttons, request: EligibilityRequest(currency: .usd))
            #expect(states.map(\.visibility) == [.visible, .blank, .blank, .blank])
            #expect(states[2].status == .ineligible(reasons: [PaymentButtonEligibility.checkFailedReason]))
        }
    }
}
