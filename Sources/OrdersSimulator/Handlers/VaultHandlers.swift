import CorePayments
import Foundation

extension OrdersSimulator {
    /// `POST /v3/vault/setup-tokens` (201, `PAYER_ACTION_REQUIRED`, links `self` and `approve`).
    /// `PayPal-Request-Id` is required (400 `PAYPAL_REQUEST_ID_REQUIRED`).
    func createSetupToken(body: JSONValue?, request: HTTPRequest) throws(SimulatedError) -> HTTPResponse {
        let kind = RouteKind.createSetupToken
        try requireRequestID(request, for: kind)
        guard let body else { throw .issue("MALFORMED_REQUEST_JSON", for: kind) }
        let problems = VaultSchemas.setupTokenProblems(body, now: clock.now)
        guard problems.isEmpty else { throw SimulatedError(validation: problems, for: kind) }
        _ = tick()
        let id = ids.resourceID()
        let customerID = body["customer"]?["id"]?.stringValue ?? ids.customerID()
        var record = SetupTokenRecord(
            id: id, customerID: customerID, status: .payerActionRequired,
            paymentSource: Self.responsePaymentSource(body["payment_source"]) ?? [:])
        if let card = body["payment_source"]?["card"]?.objectValue { record = cardSetupToken(id: id, customerID: customerID, card: card) }
        let source = body["payment_source"]
        record.experienceContext = (source?["paypal"]?["experience_context"] ?? source?["card"]?["experience_context"])?.objectValue
        setupTokens[id] = record
        stats.setupTokensCreated += 1
        return jsonResponse(201, render(record))
    }

    /// `GET /v3/vault/setup-tokens/{id}`.
    func getSetupToken(id: String) throws(SimulatedError) -> HTTPResponse {
        guard let record = setupTokens[id] else { throw .unknownResource(id, for: .getSetupToken) }
        return jsonResponse(200, render(record))
    }

    /// The payer approves setup token `id`: it becomes `APPROVED` with the payer's details.
    /// - Throws: ``SimulatorActionError/setupTokenNotFound(_:)``.
    @discardableResult
    public func approveSetupToken(id: String) throws(SimulatorActionError) -> SetupToken {
        let record = try approveSetupToken(id: id, buyer: 0)
        return Self.model(render(record), fallback: SetupToken(id: id, status: record.status))
    }

    /// Approves setup token `id` as `demoBuyers[buyer]` (a card's pending challenge is completed with the
    /// test card's result) and returns its record.
    func approveSetupToken(id: String, buyer: Int) throws(SimulatorActionError) -> SetupTokenRecord {
        guard var record = setupTokens[id] else { throw .setupTokenNotFound(id) }
        if record.card != nil {
            completeCardSetupChallenge(on: &record)
            setupTokens[id] = record
        } else if record.status != .approved {
            let payer = demoBuyers[buyer]
            let payerID = payerID(ofBuyer: buyer)
            var wallet = record.paymentSource["paypal"]?.objectValue ?? [:]
            wallet["email_address"] = .string(payer.emailAddress)
            wallet["payer_id"] = .string(payerID)
            wallet["name"] = .object(["given_name": .string(payer.givenName), "surname": .string(payer.surname)])
            record.paymentSource["paypal"] = .object(wallet)
            record.status = .approved
            record.payerID = payerID
            setupTokens[id] = record
            _ = tick()
        }
        return record
    }

    /// `POST /v3/vault/payment-tokens` (201) from an approved setup token
    /// (`payment_source.token {id, type: "SETUP_TOKEN"}`). An unknown setup token is 404; one the payer has
    /// not approved is 422 `PAYER_ACTION_REQUIRED` (assumption: the vault spec lists no issue names). A setup
    /// token already turned into a payment token returns that payment token (200), no second token.
    func createPaymentToken(body: JSONValue?, request: HTTPRequest) throws(SimulatedError) -> HTTPResponse {
        let kind = RouteKind.createPaymentToken
        try requireRequestID(request, for: kind)
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
        if let existing = paymentTokenIDBySetupToken[setupID].flatMap({ paymentTokens[$0] }) {
            return jsonResponse(200, render(existing))
        }
        _ = tick()
        let token = PaymentTokenRecord(id: ids.paymentTokenID(), customerID: setup.customerID, paymentSource: setup.paymentSource, payerID: payerID)
        paymentTokens[token.id] = token
        paymentTokenIDsByCustomer[token.customerID, default: []].append(token.id)
        paymentTokenIDBySetupToken[setupID] = token.id
        stats.paymentTokensCreated += 1
        return jsonResponse(201, render(token))
    }

    /// `GET /v3/vault/payment-tokens/{id}`.
    func getPaymentToken(id: String) throws(SimulatedError) -> HTTPResponse {
        guard let token = paymentTokens[id] else { throw .unknownResource(id, for: .getPaymentToken) }
        return jsonResponse(200, render(token))
    }

    /// `DELETE /v3/vault/payment-tokens/{id}` (204).
    func deletePaymentToken(id: String) throws(SimulatedError) -> HTTPResponse {
        guard let token = paymentTokens.removeValue(forKey: id) else { throw .unknownResource(id, for: .deletePaymentToken) }
        paymentTokenIDsByCustomer[token.customerID]?.removeAll { $0 == id }
        return emptyResponse(204)
    }

    /// `GET /v3/vault/payment-tokens?customer_id=…&page_size=5&page=1&total_required=false`.
    /// Query problems (400, location `query`): `MISSING_REQUIRED_PARAMETER` (customer_id),
    /// `INVALID_STRING_LENGTH` / `INVALID_PARAMETER_SYNTAX` (customer_id 7..36 of `[0-9a-zA-Z_-]`),
    /// `INVALID_PARAMETER_VALUE` (page_size, page not integers ≥ 1; total_required not a boolean).
    func listPaymentTokens(request: HTTPRequest) throws(SimulatedError) -> HTTPResponse {
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

        let all = paymentTokenIDsByCustomer[customerID] ?? []
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
        return jsonResponse(200, (try? JSONValue(encoding: list)) ?? .null)
    }

    /// 400 `PAYPAL_REQUEST_ID_REQUIRED` (location header) when the request has no `PayPal-Request-Id`.
    func requireRequestID(_ request: HTTPRequest, for kind: RouteKind) throws(SimulatedError) {
        if (request.header("PayPal-Request-Id") ?? "").isEmpty {
            throw .issue(
                "PAYPAL_REQUEST_ID_REQUIRED", for: kind, field: "PayPal-Request-Id", location: "header",
                description: "A PayPal-Request-Id header is required for this Vault request.")
        }
    }

    private func render(_ record: SetupTokenRecord) -> JSONValue {
        let selfURL = "\(baseURL)/v3/vault/setup-tokens/\(record.id)"
        var links = [Link(href: selfURL, rel: "self", method: "GET")]
        if record.status != .approved {
            let approve = record.card != nil ? threeDSChallengeURL(setupTokenID: record.id) : "\(baseURL)/agreements/approve?approval_session_id=\(record.id)"
            links.append(Link(href: approve, rel: "approve", method: "GET"))
        } else if record.card != nil {
            links.append(Link(href: "\(baseURL)/v3/vault/payment-tokens", rel: "confirm", method: "POST"))
        }
        let token = SetupToken(
            id: record.id, customer: VaultCustomer(id: record.customerID), status: record.status,
            paymentSource: .object(record.paymentSource), links: links)
        return (try? JSONValue(encoding: token)) ?? .null
    }

    private func paymentTokenModel(_ record: PaymentTokenRecord) -> PaymentToken {
        let url = "\(baseURL)/v3/vault/payment-tokens/\(record.id)"
        return PaymentToken(
            id: record.id, customer: VaultCustomer(id: record.customerID), paymentSource: .object(record.paymentSource),
            links: [Link(href: url, rel: "self", method: "GET"), Link(href: url, rel: "delete", method: "DELETE")])
    }

    private func render(_ record: PaymentTokenRecord) -> JSONValue {
        (try? JSONValue(encoding: paymentTokenModel(record))) ?? .null
    }
}
