import Foundation
import OrdersCardPayments
import OrdersCore
import OrdersSimulator
import Testing

/// A merchant's own field: any object conforming to `CardField`.
@MainActor
final class TestField: CardField {
    let component: CardFieldKind
    var text: String?
    private(set) var statuses: [CardFieldValidationStatus] = []

    init(_ component: CardFieldKind, _ text: String?) {
        self.component = component
        self.text = text
    }

    func validationStatusChanged(_ status: CardFieldValidationStatus) { statuses.append(status) }

    /// The reported statuses as `passed` / the failing error's code.
    var summary: [String] {
        statuses.map { status in
            switch status {
            case .passed: "passed"
            case .failed(let error): "\(error.code)"
            }
        }
    }
}

/// What a component's callbacks received.
@MainActor
final class ComponentOutcome {
    var approved: [CardResult] = []
    var errors: [CardError] = []
    var createOrderCalls = 0
}

@Suite("Card fields: the component")
@MainActor
struct CardFieldComponentTests {
    private func component(
        _ world: CardWorld, outcome: ComponentOutcome, presenter: (any ThreeDSecurePresenter)? = nil, choose: @escaping @MainActor (CreateOrderActions) -> Void
    ) -> CardFieldComponent {
        CardFieldComponent(
            cardClient: world.cardClient(presenter: presenter),
            createOrder: { actions in
                outcome.createOrderCalls += 1
                choose(actions)
            },
            onApprove: { outcome.approved.append($0) },
            onError: { outcome.errors.append($0) })
    }

    private func fields(number: String = "4111 1111 1111 1111", expiry: String = "12/30", cvv: String = "123") -> (TestField, TestField, TestField) {
        (TestField(.cardNumber, number), TestField(.expiry, expiry), TestField(.cvv, cvv))
    }

    @Test("valid fields and a server order id: the order is approved, every field passed", arguments: CardBackend.allCases)
    func approvesServerOrder(backend: CardBackend) async throws {
        try await withCardWorld(backend) { world in
            let orderID = try await world.createOrder()
            let outcome = ComponentOutcome()
            let sut = component(world, outcome: outcome) { $0.create(orderID: orderID) }
            let (number, expiry, cvv) = fields()
            sut.add(number, expiry, cvv)
            #expect(sut.isValid)
            await sut.submit().value
            #expect(outcome.approved.map(\.orderID) == [orderID])
            #expect(outcome.errors.isEmpty)
            #expect(number.summary == ["passed"] && expiry.summary == ["passed"] && cvv.summary == ["passed"])
        }
    }

    @Test("an order request from the callback is created client-side, then approved with 3DS", arguments: CardBackend.allCases)
    func createsOrder(backend: CardBackend) async throws {
        try await withCardWorld(backend) { world in
            let outcome = ComponentOutcome()
            let sut = component(world, outcome: outcome, presenter: world.completingPresenter()) { $0.create(request: CardFixtures.orderRequest()) }
            sut.sca = .scaAlways
            let (number, expiry, cvv) = fields()
            sut.add(fields: [number, expiry, cvv, TestField(.cardholderName, "Jane Smith")])
            await sut.submit().value
            #expect(outcome.approved.first?.didAttemptThreeDSecureAuthentication == true)
            #expect(await world.simulator.stats.ordersCreated == 1)
        }
    }

    @Test("a missing required field: onError names it, no order is asked for, nothing is sent")
    func missingField() async throws {
        try await withCardWorld(.inProcess) { world in
            let outcome = ComponentOutcome()
            let sut = component(world, outcome: outcome) { $0.create(orderID: "5O190127TN364715T") }
            let (number, expiry, _) = fields()
            sut.add(number, expiry)
            #expect(!sut.isValid)
            await sut.submit().value
            #expect(outcome.errors.map(\.code) == [.fieldMissing])
            #expect(outcome.errors.first?.field == .securityCode)
            #expect(outcome.createOrderCalls == 0)
            #expect(await world.simulator.stats.requests == 0)

            let empty = component(world, outcome: outcome) { _ in }
            await empty.submit().value
            #expect(outcome.errors.last?.problems.map(\.field) == [.number, .expiry, .securityCode])
        }
    }

    @Test("invalid fields: each failing field hears its error, valid ones passed; nothing is sent, the text is kept")
    func invalidFields() async throws {
        try await withCardWorld(.inProcess) { world in
            let outcome = ComponentOutcome()
            let sut = component(world, outcome: outcome) { $0.create(orderID: "5O190127TN364715T") }
            let (number, expiry, cvv) = fields(number: "4111 1111 1111 1112", expiry: "13/30")
            sut.add(number, expiry, cvv)
            await sut.submit().value
            #expect(number.summary == ["numberChecksum"])
            #expect(expiry.summary == ["expiryInvalid"])
            #expect(cvv.summary == ["passed"])
            #expect(outcome.errors.first?.problems.map(\.code) == [.numberChecksum, .expiryInvalid])
            #expect(outcome.createOrderCalls == 0)
            #expect(number.text == "4111 1111 1111 1112")
            #expect(await world.simulator.stats.requests == 0)
        }
    }

    @Test("statuses are reported on change only: typing fixes a field once, more edits stay quiet")
    func statusChanges() async throws {
        try await withCardWorld(.inProcess) { world in
            let sut = component(world, outcome: ComponentOutcome()) { _ in }
            let (number, expiry, cvv) = fields(number: "4111")
            sut.add(number, expiry, cvv)
            sut.fieldDidChange(number)
            number.text = "4111 1111 1111 111"
            sut.fieldDidChange(number)
            number.text = "4111 1111 1111 1111"
            sut.fieldDidChange(number)
            sut.fieldDidChange(number)
            #expect(number.summary == ["numberLength", "passed"])
        }
    }

    @Test("a create-order callback that chooses nothing: orderNotProvided, nothing sent")
    func noOrder() async throws {
        try await withCardWorld(.inProcess) { world in
            let outcome = ComponentOutcome()
            let sut = component(world, outcome: outcome) { _ in }
            let (number, expiry, cvv) = fields()
            sut.add(number, expiry, cvv)
            await sut.submit().value
            #expect(outcome.errors.map(\.code) == [.orderNotProvided])
            #expect(await world.simulator.stats.requests == 0)
        }
    }

    @Test("PayPal's refusal and a canceled challenge reach onError", arguments: CardBackend.allCases)
    func errorsFromTheFlow(backend: CardBackend) async throws {
        try await withCardWorld(backend) { world in
            let outcome = ComponentOutcome()
            let canceling = component(world, outcome: outcome, presenter: world.cancelingPresenter()) { $0.create(request: CardFixtures.orderRequest()) }
            let (number, expiry, cvv) = fields(number: TestCard.challenge.rawValue)
            canceling.add(number, expiry, cvv)
            await canceling.submit().value
            let unknown = component(world, outcome: outcome) { $0.create(orderID: "5O190127TN364715T") }
            unknown.add(fields: [TestField(.cardNumber, "4111111111111111"), TestField(.expiry, "1230"), TestField(.cvv, "123")])
            await unknown.submit().value
            #expect(outcome.errors.map(\.code) == [.threeDSecureCanceled, .paypalRefused])
            #expect(outcome.approved.isEmpty)
        }
    }

    @Test("a later field of the same kind replaces the earlier one")
    func replaceField() async throws {
        try await withCardWorld(.inProcess) { world in
            let sut = component(world, outcome: ComponentOutcome()) { _ in }
            let (number, expiry, cvv) = fields()
            sut.add(number, expiry, cvv, TestField(.cvv, "999"))
            #expect(sut.fields.count == 3)
            #expect(sut.field(.cvv)?.text == "999")
        }
    }
}

@Suite("Card fields: formatting")
struct CardInputFormatterTests {
    @Test(
        "card numbers grouped per brand as typed",
        arguments: [
            ("4111111111111111", "4111 1111 1111 1111"), ("41111", "4111 1"), ("4111-1111 1111 1111 1234", "4111 1111 1111 1111 123"),
            ("378282246310005", "3782 822463 10005"), ("3782822", "3782 822"), ("37828224631000599", "3782 822463 10005"),
            ("30569309025904", "3056 930902 5904"), ("5555555555554444999", "5555 5555 5555 4444"), ("abc", ""),
        ])
    func cardNumber(input: String, output: String) {
        #expect(CardInputFormatter.cardNumber(input) == output)
        #expect(CardInputFormatter.format(input, for: .cardNumber) == output)
    }

    @Test(
        "expiry as MM/YY",
        arguments: [
            ("1", "1"), ("12", "12"), ("123", "12/3"), ("1230", "12/30"), ("12/30", "12/30"), ("4", "04"), ("430", "04/30"), ("12305", "12/30"), ("a1b2", "12"),
        ])
    func expiry(input: String, output: String) {
        #expect(CardInputFormatter.expiry(input) == output)
    }

    @Test("security codes cut to the brand's length")
    func securityCode() {
        #expect(CardInputFormatter.format("12345", for: .cvv, number: "3782") == "1234")
        #expect(CardInputFormatter.format("12345", for: .cvv, number: "4111") == "123")
        #expect(CardInputFormatter.format("1a2b3c4d5", for: .cvv) == "1234")
        #expect(CardInputFormatter.format("Jane  Smith", for: .cardholderName) == "Jane  Smith")
    }
}
