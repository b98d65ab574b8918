import Foundation
import OrdersCore

extension VaultResource {
    /// `POST /v3/vault/payment-tokens` (201) from an approved setup token
    /// (`payment_source.token {id, type: "SETUP_TOKEN"}`). An unknown setup token is 404; one the payer has
    /// not approved is 422 `PAYER_ACTION_REQUIRED` (assumption: the vault spec lists no issue names). A setup
    /// token already turned into a payment token returns that payment token (200), no second token.
    mutating func createPaymentToken(body: JSONValue?, request: HTTPRequest, context: inout SimulatorContext) throws(SimulatedError) -> HTTPResponse {
        let kind = RouteKind.createPaymentToken
        try Self.requireRequestID(request, for: kind)
        guard let body, let root = body.objectValue else { throw .issue("MALFORMED_REQUEST_JSON", for: kind) }
        var report = ValidationReport()
        let tokenPath = FieldPath.root.child("payment_source").child("token")
        if let customer = root["customer"], customer != .null { VaultSchemas.customer.check(customer, at: FieldPath.root.child("customer"), into: &report) }
        if let token = body["payment_source"]?["token"], token != .null {
            VaultSchemas.token.check(token, at: tokenPath, into: &report)
        } else {
            report.schema("MISSING_REQUIRED_PARAMETER", at: body["payment_source"] == nil ? FieldPath.root.child("payment_source") : tokenPath)
        }
        guard report.isEmpty else { throw SimulatedError(validation: report.problems, for: kind) }
        let setupID = body["payment_source"]?["token"]?["id"]?.stringValue ?? ""
        guard let setup = setupTokens[setupID] else {
            throw .issue("INVALID_RESOURCE_ID", for: kind, field: tokenPath.schema + "/id", value: setupID)
        }
        guard setup.status == .approved, let payerID = setup.payerID else {
            throw .issue("PAYER_ACTION_REQUIRED", for: kind, field: tokenPath.schema + "/id", value: setupID)
        }
        if let existing = paymentTokens.token(fromSetupToken: setupID) {
            return context.jsonResponse(200, render(existing))
        }
        _ = context.tick()
        let token = PaymentTokenRecord(
            id: context.ids.paymentTokenID(), customerID: setup.customerID, paymentSource: setup.paymentSource, payerID: payerID)
        paymentTokens.add(token, fromSetupToken: setupID)
        context.stats.paymentTokensCreated += 1
        raiseTokenEvent(token, deleted: false, context: &context)
        return context.jsonResponse(201, render(token))
    }

    /// `GET /v3/vault/payment-tokens/{id}`.
    func getPaymentToken(id: String, context: inout SimulatorContext) throws(SimulatedError) -> HTTPResponse {
        guard let token = paymentTokens[id] else { throw .unknownResource(id, for: .getPaymentToken) }
        return context.jsonResponse(200, render(token))
    }

    /// `DELETE /v3/vault/payment-tokens/{id}` (204).
    mutating func deletePaymentToken(id: String, context: inout SimulatorContext) throws(SimulatedError) -> HTTPResponse {
        guard let token = paymentTokens.remove(id) else { throw .unknownResource(id, for: .deletePaymentToken) }
        raiseTokenEvent(token, deleted: true, context: &context)
        return context.emptyResponse(204)
    }

    /// `GET /v3/vault/payment-tokens?customer_id=…&page_size=5&page=1&total_required=false`.
    /// Query problems (400, location `query`): `MISSING_REQUIRED_PARAMETER` (customer_id),
    /// `INVALID_STRING_LENGTH` / `INVALID_PARAMETER_SYNTAX` (customer_id 7..36 of `[0-9a-zA-Z_-]`),
    /// `INVALID_PARAMETER_VALUE` (page_size, page not integers ≥ 1; total_required not a boolean).
    func listPaymentTokens(request: HTTPRequest, context: inout SimulatorContext) throws(SimulatedError) -> HTTPResponse {
        let kind = RouteKind.listPaymentTokens
        let query = Dictionary(
            (URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? []).map { ($0.name, $0.value ?? "") },
            uniquingKeysWith: { first, _ in first })
        var problems: [Problem] = []
        let customerID = query["customer_id"] ?? ""
        if query["customer_id"] == nil {
            problems.append(Problem(issue: "MISSING_REQUIRED_PARAMETER", field: "customer_id", location: "query"))
        } else if !(7...36).contains(customerID.utf16.count) {
            problems.append(Problem(issue: "INVALID_STRING_LENGTH", field: "customer_id", value: customerID, location: "query"))
        } else if !TextPattern.vaultID.matches(customerID) {
            problems.append(Problem(issue: "INVALID_PARAMETER_SYNTAX", field: "customer_id", value: customerID, location: "query"))
        }
        let pageSize = query["page_size"].map { Int($0) ?? 0 } ?? 5
        let page = query["page"].map { Int($0) ?? 0 } ?? 1
        if pageSize < 1 { problems.append(Problem(issue: "INVALID_PARAMETER_VALUE", field: "page_size", value: query["page_size"], location: "query")) }
        if page < 1 { problems.append(Problem(issue: "INVALID_PARAMETER_VALUE", field: "page", value: query["page"], location: "query")) }
        let totalText = query["total_required"] ?? "false"
        if totalText != "true", totalText != "false" {
            problems.append(Problem(issue: "INVALID_PARAMETER_VALUE", field: "total_required", value: totalText, location: "query"))
        }
        guard problems.isEmpty else { throw SimulatedError(validation: problems, for: kind) }

        let all = paymentTokens.ids(ofCustomer: customerID)
        let (offset, overflow) = (page - 1).multipliedReportingOverflow(by: pageSize)
        let start = overflow ? all.count : min(offset, all.count)
        let pageTokens = all[start..<(start + min(pageSize, all.count - start))].compactMap { paymentTokens[$0] }
        let totalPages = max(1, all.count / pageSize + (all.count % pageSize == 0 ? 0 : 1))
        let listURL = "\(baseURL)/v3/vault/payment-tokens?customer_id=\(customerID)&page_size=\(pageSize)"
        var links = [
            Link(href: "\(listURL)&page=\(page)", rel: "self", method: "GET"),
            Link(href: "\(listURL)&page=1", rel: "first", method: "GET"),
            Link(href: "\(listURL)&page=\(totalPages)", rel: "last", method: "GET"),
        ]
        if page < totalPages { links.append(Link(href: "\(listURL)&page=\(page + 1)", rel: "next", method: "GET")) }
        if page > 1 { links.append(Link(href: "\(listURL)&page=\(page - 1)", rel: "prev", method: "GET")) }
        let list = PaymentTokenList(
            customer: VaultCustomer(id: customerID),
            paymentTokens: pageTokens.map(paymentTokenModel),
            totalItems: totalText == "true" ? all.count : nil,
            totalPages: totalText == "true" ? totalPages : nil,
            links: links)
        return context.jsonResponse(200, (try? JSONValue(encoding: list)) ?? .null)
    }

    /// The payment token `vaultID` (a saved PayPal wallet or card), if any.
    func paymentToken(_ vaultID: String) -> PaymentTokenRecord? { paymentTokens[vaultID] }

    /// The card of payment token `vaultID`.
    /// - Throws: `TOKEN_ID_NOT_FOUND` for an unknown token, `MISMATCHED_VAULT_ID_TO_PAYMENT_SOURCE` for one that is not a card.
    func savedCard(_ vaultID: String, for kind: RouteKind) throws(SimulatedError) -> [String: JSONValue] {
        let field = "/payment_source/card/vault_id"
        guard let token = paymentTokens[vaultID] else { throw .issue("TOKEN_ID_NOT_FOUND", for: kind, field: field, value: vaultID) }
        guard let card = token.paymentSource["card"]?.objectValue else {
            throw .issue("MISMATCHED_VAULT_ID_TO_PAYMENT_SOURCE", for: kind, field: field, value: vaultID)
        }
        return card
    }

    /// Saves an order's card (`card` as the order shows it) for customer `customerID` (a new customer when `nil`)
    /// and returns the payment token.
    mutating func saveCard(_ card: JSONValue, customerID: String?, context: inout SimulatorContext) -> PaymentTokenRecord {
        let customerID = customerID ?? context.ids.customerID()
        let token = PaymentTokenRecord(
            id: context.ids.paymentTokenID(), customerID: customerID, paymentSource: ["card": CardRendering.vaulted(card)], payerID: "")
        paymentTokens.add(token)
        context.stats.paymentTokensCreated += 1
        raiseTokenEvent(token, deleted: false, context: &context)
        return token
    }

    /// The URL of payment token `id`.
    func paymentTokenURL(_ id: String) -> String { "\(baseURL)/v3/vault/payment-tokens/\(id)" }

    /// `VAULT.PAYMENT-TOKEN.CREATED` or `VAULT.PAYMENT-TOKEN.DELETED`, with the token as Vault v3 shows it.
    private func raiseTokenEvent(_ token: PaymentTokenRecord, deleted: Bool, context: inout SimulatorContext) {
        context.raise(
            deleted ? "VAULT.PAYMENT-TOKEN.DELETED" : "VAULT.PAYMENT-TOKEN.CREATED", "payment_token", version: "3.0", render(token),
            summary: deleted ? "A payment token has been deleted" : "A payment token has been created")
    }

    private func paymentTokenModel(_ record: PaymentTokenRecord) -> PaymentToken {
        let url = paymentTokenURL(record.id)
        return PaymentToken(
            id: record.id, customer: VaultCustomer(id: record.customerID), paymentSource: .object(record.paymentSource),
            links: [Link(href: url, rel: "self", method: "GET"), Link(href: url, rel: "delete", method: "DELETE")])
    }

    private func render(_ record: PaymentTokenRecord) -> JSONValue {
        (try? JSONValue(encoding: paymentTokenModel(record))) ?? .null
    }
}
