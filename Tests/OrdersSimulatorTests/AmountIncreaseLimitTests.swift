import Foundation
import OrdersCore
import OrdersSimulator
import Testing

private let ref = "/purchase_units/@reference_id=='default'"

/// PayPal's rule for raising an approved order's amount: up to 115 % of what the payer approved, at most 75 USD more
/// (``OrdersSimulator/AmountIncreaseLimit``); beyond it `422 AMOUNT_CHANGE_NOT_ALLOWED`.
@Suite("PATCH of an approved order: the amount increase limit")
struct AmountIncreaseLimitTests {
    /// A `replace` of the default unit's amount with `value` (no breakdown).
    static func amount(_ value: String, _ currency: String = "USD") -> String {
        #"[{"op":"replace","path":"\#(ref)/amount","value":\#(Orders.money(value, currency))}]"#
    }

    static func money(_ value: String, _ currency: String = "USD") throws -> Money {
        try Money(value: value, currencyCode: currency)
    }

    @Test("the limit: 115 % of the approved amount, capped at 75 USD more; other currencies only the percentage")
    func limits() throws {
        let limit = OrdersSimulator.AmountIncreaseLimit.payPal
        #expect(limit.limit(for: try Self.money("10.00")) == Decimal(string: "11.5"))
        #expect(limit.limit(for: try Self.money("500.00")) == 575)
        #expect(limit.limit(for: try Self.money("500.01")) == Decimal(string: "575.01"), "above 500 USD the 75 USD cap is the lower")
        #expect(limit.limit(for: try Self.money("1000", "JPY")) == 1150)
        #expect(limit.allows(try Self.money("11.50"), approved: try Self.money("10.00")))
        #expect(!limit.allows(try Self.money("11.51"), approved: try Self.money("10.00")))
        #expect(!limit.allows(try Self.money("10.00", "EUR"), approved: try Self.money("10.00")))
        #expect(limit.allows(try Self.money("0.01"), approved: try Self.money("10.00")))
    }

    @Test("at the boundary: 11.50 on an approved 10.00 is patched, 11.51 is AMOUNT_CHANGE_NOT_ALLOWED and nothing changes")
    func percentBoundary() async throws {
        let harness = SimulatorHarness()
        let refused = try await harness.approvedID()
        let over = await harness.patch(refused, Self.amount("11.51"))
        #expect(over.status == 422, "\(over.text)")
        #expect(over.name == "UNPROCESSABLE_ENTITY")
        #expect(over.issues == ["AMOUNT_CHANGE_NOT_ALLOWED"])
        #expect(over.fields == ["\(ref)/amount/value"])
        #expect(over.details.first?["value"]?.stringValue == "11.51")
        #expect(over.details.first?["description"]?.stringValue == "The amount specified is different from the amount authorized by payer.")
        #expect((await harness.order(refused))["purchase_units"]?.arrayValue?.first?["amount"]?["value"]?.stringValue == "10.00")

        let allowed = try await harness.approvedID()
        #expect((await harness.patch(allowed, Self.amount("11.50"))).status == 204)
        #expect((await harness.order(allowed))["purchase_units"]?.arrayValue?.first?["amount"]?["value"]?.stringValue == "11.50")
    }

    @Test("at the 75 USD cap: 1075.00 on an approved 1000.00 is patched, 1075.01 refused")
    func capBoundary() async throws {
        let harness = SimulatorHarness()
        let order = Orders.amount(Orders.money("1000.00"))
        let id = try await harness.approvedID(order)
        #expect((await harness.patch(id, Self.amount("1075.01"))).issues == ["AMOUNT_CHANGE_NOT_ALLOWED"])
        #expect((await harness.patch(id, Self.amount("1075.00"))).status == 204)
    }

    @Test("measured from what the payer approved: a second raise cannot creep past 115 %; lowering is always allowed")
    func measuredFromTheApprovedAmount() async throws {
        let harness = SimulatorHarness()
        let id = try await harness.approvedID()
        #expect((await harness.patch(id, Self.amount("11.50"))).status == 204)
        #expect((await harness.patch(id, Self.amount("11.60"))).issues == ["AMOUNT_CHANGE_NOT_ALLOWED"])
        #expect((await harness.patch(id, Self.amount("4.00"))).status == 204)
        #expect((await harness.patch(id, Self.amount("11.50"))).status == 204)
        let captured = try JSONDecoder().decode(Order.self, from: (await harness.capture(id)).body)
        #expect(captured.captures.first?.amount?.value == "11.50")
    }

    @Test("before approval any valid amount is patched; after it another currency is refused")
    func beforeApprovalAndCurrency() async throws {
        let harness = SimulatorHarness()
        let created = await harness.createdID()
        #expect((await harness.patch(created, Self.amount("90.00"))).status == 204)
        let approved = try await harness.approvedID()
        let currency = await harness.patch(approved, Self.amount("10.00", "EUR"))
        #expect(currency.issues == ["AMOUNT_CHANGE_NOT_ALLOWED"])
        #expect(currency.fields == ["\(ref)/amount/currency_code"])
    }

    @Test("every unit is checked against its own approved amount; zero-decimal currencies have no cap")
    func perUnitAndJPY() async throws {
        let harness = SimulatorHarness()
        let two =
            #"{"intent":"CAPTURE","purchase_units":[{"reference_id":"a","amount":\#(Orders.money("10.00"))},{"reference_id":"b","amount":\#(Orders.money("20.00"))}]}"#
        let id = try await harness.approvedID(two)
        let body =
            #"[{"op":"replace","path":"/purchase_units/@reference_id=='a'/amount","value":\#(Orders.money("11.00"))},{"op":"replace","path":"/purchase_units/@reference_id=='b'/amount","value":\#(Orders.money("23.01"))}]"#
        let refused = await harness.patch(id, body)
        #expect(refused.fields == ["/purchase_units/@reference_id=='b'/amount/value"], "\(refused.text)")
        let yen = try await harness.approvedID(Orders.amount(Orders.money("1000", "JPY")))
        #expect((await harness.patch(yen, Self.amount("1150", "JPY"))).status == 204)
        #expect((await harness.patch(yen, Self.amount("1151", "JPY"))).issues == ["AMOUNT_CHANGE_NOT_ALLOWED"])
    }

    @Test("the limit is configurable, and deterministic: two simulators answer alike")
    func configurable() async throws {
        var configuration = OrdersSimulator.Configuration()
        configuration.amountIncreaseLimit = .init(percent: 0, maximumIncrease: [:])
        let strict = SimulatorHarness(configuration)
        let id = try await strict.approvedID()
        #expect((await strict.patch(id, Self.amount("10.01"))).issues == ["AMOUNT_CHANGE_NOT_ALLOWED"])
        #expect((await strict.patch(id, Self.amount("10.00"))).status == 204)
        let first = SimulatorHarness()
        let second = SimulatorHarness()
        let a = await first.patch(try await first.approvedID(), Self.amount("12.00"))
        let b = await second.patch(try await second.approvedID(), Self.amount("12.00"))
        #expect(a == b && a.status == 422)
    }
}
