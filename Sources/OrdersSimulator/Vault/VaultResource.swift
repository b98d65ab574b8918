import Foundation
import OrdersCore

/// Vault v3: setup tokens and payment tokens (saved payment methods) with their operations, and the payer's
/// approval of a setup token. An order's card saved on success is written here too.
struct VaultResource: Sendable {
    /// The base URL of links, without a trailing slash.
    let baseURL: String
    /// The setup tokens by id.
    private(set) var setupTokens: [String: SetupTokenRecord] = [:]
    /// The payment tokens.
    var paymentTokens = PaymentTokenStore()

    /// An empty vault whose links start with `baseURL`.
    init(baseURL: String) { self.baseURL = baseURL }

    /// `POST /v3/vault/setup-tokens` (201, `PAYER_ACTION_REQUIRED`, links `self` and `approve`).
    /// `PayPal-Request-Id` is required (400 `PAYPAL_REQUEST_ID_REQUIRED`).
    mutating func createSetupToken(body: JSONValue?, request: HTTPRequest, context: inout SimulatorContext) throws(SimulatedError) -> HTTPResponse {
        let kind = RouteKind.createSetupToken
        try Self.requireRequestID(request, for: kind)
        guard let body else { throw .issue("MALFORMED_REQUEST_JSON", for: kind) }
        let problems = VaultSchemas.setupTokenProblems(body, now: context.now)
        guard problems.isEmpty else { throw SimulatedError(validation: problems, for: kind) }
        _ = context.tick()
        let id = context.ids.resourceID()
        let customerID = body["customer"]?["id"]?.stringValue ?? context.ids.customerID()
        var record = SetupTokenRecord(
            id: id, customerID: customerID, status: .payerActionRequired,
            paymentSource: ResponsePaymentSource.shown(body["payment_source"]) ?? [:])
        if let card = body["payment_source"]?["card"]?.objectValue { record = cardSetupToken(id: id, customerID: customerID, card: card) }
        let source = body["payment_source"]
        record.experienceContext = (source?["paypal"]?["experience_context"] ?? source?["card"]?["experience_context"])?.objectValue
        setupTokens[id] = record
        context.stats.setupTokensCreated += 1
        return context.jsonResponse(201, render(record))
    }

    /// `GET /v3/vault/setup-tokens/{id}`.
    func getSetupToken(id: String, context: inout SimulatorContext) throws(SimulatedError) -> HTTPResponse {
        guard let record = setupTokens[id] else { throw .unknownResource(id, for: .getSetupToken) }
        return context.jsonResponse(200, render(record))
    }

    /// The payer approves setup token `id` as `payer` with account `payerID` (a card's pending challenge is
    /// completed with the test card's result) and returns the token as the API shows it.
    /// - Throws: ``SimulatorActionError/setupTokenNotFound(_:)``.
    mutating func approveSetupToken(
        id: String, payer: SimulatedPayer, payerID: String, context: inout SimulatorContext
    ) throws(SimulatorActionError) -> SetupToken {
        guard var record = setupTokens[id] else { throw .setupTokenNotFound(id) }
        if record.card != nil {
            completeCardSetupChallenge(on: &record, context: &context)
            setupTokens[id] = record
        } else if record.status != .approved {
            var wallet = record.paymentSource["paypal"]?.objectValue ?? [:]
            wallet["email_address"] = .string(payer.emailAddress)
            wallet["payer_id"] = .string(payerID)
            wallet["name"] = .object(["given_name": .string(payer.givenName), "surname": .string(payer.surname)])
            record.paymentSource["paypal"] = .object(wallet)
            record.status = .approved
            record.payerID = payerID
            setupTokens[id] = record
            _ = context.tick()
        }
        return (try? JSONDecoder().decode(SetupToken.self, from: render(record).serialized())) ?? SetupToken(id: id, status: record.status)
    }

    /// The payer completes the pending 3DS challenge of card setup token `id` with `outcome`; `false` when there is
    /// no such setup token.
    mutating func completeChallenge(id: String, outcome: ThreeDSResult, context: inout SimulatorContext) -> Bool {
        guard var record = setupTokens[id] else { return false }
        completeCardSetupChallenge(on: &record, outcome: outcome, context: &context)
        setupTokens[id] = record
        return true
    }

    /// 400 `PAYPAL_REQUEST_ID_REQUIRED` (location header) when the request has no `PayPal-Request-Id`.
    static func requireRequestID(_ request: HTTPRequest, for kind: RouteKind) throws(SimulatedError) {
        if (request.header("PayPal-Request-Id") ?? "").isEmpty {
            throw .issue(
                "PAYPAL_REQUEST_ID_REQUIRED", for: kind, field: "PayPal-Request-Id", location: "header",
                description: "A PayPal-Request-Id header is required for this Vault request.")
        }
    }

    /// A setup token as the API shows it, with the links of its state.
    func render(_ record: SetupTokenRecord) -> JSONValue {
        let selfURL = "\(baseURL)/v3/vault/setup-tokens/\(record.id)"
        var links = [Link(href: selfURL, rel: "self", method: "GET")]
        if record.status != .approved {
            let approve = record.card != nil ? threeDSChallengeURL(record.id) : "\(baseURL)/agreements/approve?approval_session_id=\(record.id)"
            links.append(Link(href: approve, rel: "approve", method: "GET"))
        } else if record.card != nil {
            links.append(Link(href: "\(baseURL)/v3/vault/payment-tokens", rel: "confirm", method: "POST"))
        }
        let token = SetupToken(
            id: record.id, customer: VaultCustomer(id: record.customerID), status: record.status,
            paymentSource: .object(record.paymentSource), links: links)
        return (try? JSONValue(encoding: token)) ?? .null
    }
}
