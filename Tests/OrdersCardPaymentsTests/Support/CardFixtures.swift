import Foundation
import OrdersCardPayments
import OrdersCore
import OrdersSimulator

/// Cards and a fixed clock for the card tests.
enum CardFixtures {
    /// 2026-06-15T00:00:00Z: the tests' "now".
    static let now = Date(timeIntervalSince1970: 1_781_481_600)
    /// A clock stopped at ``now``.
    static let clock: @Sendable () -> Date = { now }

    /// A US billing address.
    static let address = Address(
        addressLine1: "123 Main St.", addressLine2: "Apt. 1A", adminArea2: "Chicago", adminArea1: "IL", postalCode: "60601", countryCode: "US")

    /// A valid card with `number`, expiring 12/2030.
    static func card(_ number: String = TestCard.approve.rawValue, cvv: String = "123") -> Card {
        Card(number: number, expirationMonth: "12", expirationYear: "2030", securityCode: cvv, cardholderName: "Jane Smith", billingAddress: address)
    }

    /// The test card `behaviour`.
    static func card(_ behaviour: TestCard) -> Card { card(behaviour.rawValue) }

    /// A 10.00 USD order request.
    static func orderRequest(_ intent: OrderIntent = .capture) -> OrderRequest {
        OrderRequest(intent: intent, purchaseUnits: [PurchaseUnit(amount: AmountWithBreakdown(total: try! Money(value: "10.00", currencyCode: "USD")))])
    }
}
