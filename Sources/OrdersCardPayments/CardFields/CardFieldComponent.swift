import Foundation
import OrdersCore

/// Runs a card form (seed 003): collects the ``CardField``s, formats and validates their text, reports each
/// field's validation status when it changes, and on ``submit()`` checks that every required field is
/// present and valid before asking for an order and approving it with the card.
///
/// ```swift
/// let component = CardFieldComponent(
///     cardClient: cardClient,
///     createOrder: { actions in actions.create(orderID: "5O190127TN364715T") },
///     onApprove: { result in /* capture on your server */ },
///     onError: { error in /* show error.message */ })
/// component.add(cardNumberField, expiryField, cvvField)
/// component.submit()
/// ```
@MainActor
public final class CardFieldComponent {
    /// The fields added so far.
    public private(set) var fields: [any CardField] = []
    /// When 3DS runs; ``SCA/scaWhenRequired`` by default.
    public var sca: SCA = .scaWhenRequired
    /// The billing address to send with the card, if the form collects one elsewhere.
    public var billingAddress: Address?
    /// Save the card on success (vault with purchase), or `nil`.
    public var vault: CardVaultInstruction?

    private let cardClient: CardClient
    private let createOrder: @MainActor (CreateOrderActions) -> Void
    private let onApprove: @MainActor (CardResult) -> Void
    private let onError: @MainActor (CardError) -> Void
    private var statuses: [ObjectIdentifier: String] = [:]

    /// Creates a component.
    /// - Parameters:
    ///   - cardClient: approves the order.
    ///   - createOrder: gives the order: `actions.create(orderID:)` or `actions.create(request:)`.
    ///   - onApprove: the order was approved; capture or authorize it on your server.
    ///   - onError: something is missing or wrong (fields, PayPal, 3DS); nothing is lost, the fields keep their text.
    public init(
        cardClient: CardClient,
        createOrder: @escaping @MainActor (CreateOrderActions) -> Void,
        onApprove: @escaping @MainActor (CardResult) -> Void,
        onError: @escaping @MainActor (CardError) -> Void
    ) {
        self.cardClient = cardClient
        self.createOrder = createOrder
        self.onApprove = onApprove
        self.onError = onError
    }

    /// Adds fields; a field of a kind already present replaces the earlier one.
    public func add(_ fields: any CardField...) { add(fields: fields) }

    /// Adds fields; a field of a kind already present replaces the earlier one.
    public func add(fields: [any CardField]) {
        for field in fields {
            self.fields.removeAll { $0.component == field.component }
            self.fields.append(field)
        }
    }

    /// The field of `kind`, if added.
    public func field(_ kind: CardFieldKind) -> (any CardField)? { fields.first { $0.component == kind } }

    /// `text` formatted for a field of `kind` (the brand comes from the card number field).
    public func format(_ text: String, for kind: CardFieldKind) -> String {
        CardInputFormatter.format(text, for: kind, number: field(.cardNumber)?.text ?? "")
    }

    /// Validates `field` after an edit and reports its status if it changed.
    public func fieldDidChange(_ field: any CardField) {
        report(field, status(of: field.component, in: card().problems(now: cardClient.now())))
    }

    /// Whether every required field is present and every field valid.
    public var isValid: Bool { missingKinds.isEmpty && card().problems(now: cardClient.now()).isEmpty }

    /// Checks the fields, then asks for the order and approves it; the callbacks report the outcome.
    /// Returns the task doing it (await `.value` to wait).
    @discardableResult
    public func submit() -> Task<Void, Never> {
        Task { @MainActor in
            guard let card = validatedCard() else { return }
            let actions = CreateOrderActions()
            createOrder(actions)
            do throws(CardError) {
                let result: CardResult
                switch actions.choice {
                case .orderID(let id)?:
                    result = try await cardClient.approveOrder(request: CardRequest(orderID: id, card: card, sca: sca, vault: vault))
                case .request(let request)?:
                    result = try await cardClient.createAndApproveOrder(orderRequest: request, card: card, sca: sca, vault: vault)
                case nil:
                    throw CardError(
                        code: .orderNotProvided, message: "The create-order callback gave no order; nothing was sent.",
                        recoverySuggestion: "Call actions.create(orderID:) or actions.create(request:) in createOrder.")
                }
                onApprove(result)
            } catch {
                onError(error)
            }
        }
    }

    /// The card when every required field is present and valid; otherwise reports the errors and returns `nil`.
    private func validatedCard() -> Card? {
        let missing = missingKinds
        if !missing.isEmpty {
            let problems = missing.map { kind in
                CardError(
                    code: .fieldMissing, field: kind.inputField, message: "The form has no \(kind.inputField.displayName) field.",
                    recoverySuggestion: "Add a field whose component is .\(kind.rawValue) to the CardFieldComponent.")
            }
            onError(problems.count == 1 ? problems[0] : .invalidCard(problems))
            return nil
        }
        let card = card()
        let problems = card.problems(now: cardClient.now())
        for field in fields { report(field, status(of: field.component, in: problems)) }
        guard problems.isEmpty else {
            onError(.invalidCard(problems))
            return nil
        }
        return card
    }

    private var missingKinds: [CardFieldKind] { CardFieldKind.required.filter { field($0) == nil } }

    /// The card the fields describe.
    private func card() -> Card {
        let expiry = CardInputFormatter.expiryParts(field(.expiry)?.text ?? "")
        let name = field(.cardholderName)?.text
        return Card(
            number: field(.cardNumber)?.text ?? "", expirationMonth: expiry.month, expirationYear: expiry.year,
            securityCode: field(.cvv)?.text ?? "", cardholderName: name?.isEmpty == false ? name : nil, billingAddress: billingAddress)
    }

    private func status(of kind: CardFieldKind, in problems: [CardError]) -> CardFieldValidationStatus {
        problems.first { $0.field == kind.inputField }.map(CardFieldValidationStatus.failed) ?? .passed
    }

    /// Tells `field` its status when it differs from the last one reported: passed, or failed for another
    /// reason (a new error code); the same problem with other details is not a change.
    private func report(_ field: any CardField, _ status: CardFieldValidationStatus) {
        let key = ObjectIdentifier(field)
        let summary =
            switch status {
            case .passed: "passed"
            case .failed(let error): "failed \(error.code.rawValue)"
            }
        guard statuses[key] != summary else { return }
        statuses[key] = summary
        field.validationStatusChanged(status)
    }
}
