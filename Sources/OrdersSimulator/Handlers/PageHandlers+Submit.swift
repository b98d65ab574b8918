import CorePayments
import Foundation

extension OrdersSimulator {
    /// A page's form posted: checked (form body, the resource's token, the replay rule), then acted on.
    func submitPage(_ resource: PageResource, step: PayerStep, request: HTTPRequest) -> HTTPResponse {
        if let type = request.header("Content-Type"), !type.lowercased().hasPrefix("application/x-www-form-urlencoded") {
            return Self.respond(MessagePage(status: 415, heading: "Something is wrong with the form", message: "Send it as application/x-www-form-urlencoded."))
        }
        let fields = FormFields(body: request.body)
        guard pageTokens.verify(fields["csrf"], for: resource) else { return Self.respond(.badToken) }
        switch (step, resource) {
        case (.done(let status), _): return Self.respond(.done(resource.id, status: status))
        case (.checkout, .order(let id)): return submitCheckout(id, fields)
        case (.vaultApproval, .setupToken(let id)): return submitVaultApproval(id, fields)
        default: return submitChallenge(resource, fields)
        }
    }

    /// The buyer in a form (`buyer`, the configured payer when absent), or `nil` when it names none.
    private func chosenBuyer(_ fields: FormFields) -> Int? {
        guard let index = Int(fields["buyer"] ?? "0"), demoBuyers.indices.contains(index),
            let funding = Int(fields["funding"] ?? "0"), demoBuyers[index].fundingSources.indices.contains(funding)
        else { return nil }
        return index
    }

    /// Approve or cancel an order from its checkout page.
    private func submitCheckout(_ id: String, _ fields: FormFields) -> HTTPResponse {
        let summary = checkoutSummary(id)
        let redirects = orders[id]?.redirects ?? PageRedirects()
        switch fields["action"] {
        case "approve":
            guard let buyer = chosenBuyer(fields) else { return Self.respond(.badForm("The form names no such buyer or funding source.")) }
            let payer = demoBuyers[buyer]
            var address: Address?
            if summary.shipping == .fromFile {
                guard let index = Int(fields["address"] ?? "0"), payer.savedAddresses.indices.contains(index) else {
                    return Self.respond(.badForm("The form names no such address."))
                }
                address = payer.savedAddresses[index]
            }
            let payerID = payerID(ofBuyer: buyer)
            do {
                _ = try approve(id: id, payer: payer, payerID: payerID, shippingAddress: address)
            } catch {
                return Self.respond(.done(id, status: orders[id]?.status.rawValue ?? "UNKNOWN"))
            }
            return leave(
                to: redirects.returnURL, adding: [("token", id), ("PayerID", payerID)], else: .approved("the payment", merchant: summary.merchantName))
        case "cancel":
            _ = try? cancelOrder(id: id)
            return leave(to: redirects.cancelURL, adding: [("token", id)], else: .canceled(merchant: summary.merchantName))
        default:
            return Self.respond(.badForm("The form must say approve or cancel."))
        }
    }

    /// Approve or cancel a PayPal setup token from its vault approval page.
    private func submitVaultApproval(_ id: String, _ fields: FormFields) -> HTTPResponse {
        let redirects = setupTokens[id]?.redirects ?? PageRedirects()
        let merchant = setupTokens[id]?.experienceContext?["brand_name"]?.stringValue ?? "the merchant"
        switch fields["action"] {
        case "approve":
            guard let buyer = chosenBuyer(fields) else { return Self.respond(.badForm("The form names no such buyer or funding source.")) }
            _ = try? approveSetupToken(id: id, buyer: buyer)
            let items = [("approval_token_id", pageTokens.approvalTokenID(for: id)), ("approval_session_id", id)]
            return leave(to: redirects.returnURL, adding: items, else: .approved("saving PayPal with \(merchant)", merchant: merchant))
        case "cancel":
            return leave(to: redirects.cancelURL, adding: [("approval_session_id", id)], else: .canceled(merchant: merchant))
        default:
            return Self.respond(.badForm("The form must say approve or cancel."))
        }
    }

    /// Pass, fail or cancel the 3DS challenge of a card order or card setup token.
    private func submitChallenge(_ resource: PageResource, _ fields: FormFields) -> HTTPResponse {
        let redirects = pageRedirects(resource)
        let idItem = (name: resource.returnQueryName, value: resource.id)
        let outcome: ThreeDSResult
        switch fields["result"] {
        case "pass": outcome = .authenticated
        case "fail": outcome = .failed
        case "cancel":
            if case .order(let id) = resource { _ = try? cancelOrder(id: id) }
            return leave(to: redirects.cancelURL, adding: [idItem], else: .canceled(merchant: "the merchant"))
        default:
            return Self.respond(.badForm("The form must say pass, fail or cancel."))
        }
        switch resource {
        case .order(let id):
            guard var record = orders[id] else { return Self.respond(.notFound(id)) }
            completeCardChallenge(on: &record, outcome: outcome)
            orders[id] = record
        case .setupToken(let id):
            guard var record = setupTokens[id] else { return Self.respond(.notFound(id)) }
            completeCardSetupChallenge(on: &record, outcome: outcome)
            setupTokens[id] = record
        }
        var items = [idItem]
        if case .setupToken(let id) = resource, outcome.isVerified { items.insert(("approval_token_id", pageTokens.approvalTokenID(for: id)), at: 0) }
        return leave(to: redirects.returnURL, adding: items, else: .challengeFinished(passed: outcome.isVerified))
    }

    /// `303` to `url` with `items` appended, or `page` when there is no such URL (or it is not a safe target).
    private func leave(to url: String?, adding items: [(name: String, value: String)], else page: MessagePage) -> HTTPResponse {
        guard let location = PageRedirects.location(url, adding: items) else { return Self.respond(page) }
        return PageResponse.redirect(to: location)
    }
}
