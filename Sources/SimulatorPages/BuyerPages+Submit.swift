import Foundation
import OrdersCore
import OrdersSimulator

extension BuyerPages {
    /// A page's form posted: checked (form body, the resource's token, the replay rule), then acted on.
    func submit(_ view: PayerView, step: PayerStep, request: HTTPRequest, simulator: isolated OrdersSimulator) -> HTTPResponse {
        if let type = request.header("Content-Type"), !type.lowercased().hasPrefix("application/x-www-form-urlencoded") {
            return Self.respond(MessagePage(status: 415, heading: "Something is wrong with the form", message: "Send it as application/x-www-form-urlencoded."))
        }
        let fields = FormFields(body: request.body)
        let resource = PageResource(view)
        guard tokens.verify(fields["csrf"], for: resource) else { return Self.respond(.badToken) }
        switch (step, resource) {
        case (.done(let status), _): return Self.respond(.done(resource.id, status: status))
        case (.checkout, .order): return submitCheckout(view, fields, simulator: simulator)
        case (.vaultApproval, .setupToken): return submitVaultApproval(view, fields, simulator: simulator)
        default: return submitChallenge(view, fields, simulator: simulator)
        }
    }

    /// The buyer in a form (`buyer`, the configured payer when absent), or `nil` when it names none.
    private func chosenBuyer(_ fields: FormFields, among buyers: [SimulatedPayer]) -> Int? {
        guard let index = Int(fields["buyer"] ?? "0"), buyers.indices.contains(index),
            let funding = Int(fields["funding"] ?? "0"), buyers[index].fundingSources.indices.contains(funding)
        else { return nil }
        return index
    }

    /// Approve or cancel an order from its checkout page.
    private func submitCheckout(_ view: PayerView, _ fields: FormFields, simulator: isolated OrdersSimulator) -> HTTPResponse {
        let id = view.id
        let summary = CheckoutSummary(view)
        let redirects = PageRedirects(view.returnURLs)
        switch fields["action"] {
        case "approve":
            let buyers = simulator.demoBuyers
            guard let buyer = chosenBuyer(fields, among: buyers) else { return Self.respond(.badForm("The form names no such buyer or funding source.")) }
            var address: Address?
            if summary.shipping == .fromFile {
                guard let index = Int(fields["address"] ?? "0"), buyers[buyer].savedAddresses.indices.contains(index) else {
                    return Self.respond(.badForm("The form names no such address."))
                }
                address = buyers[buyer].savedAddresses[index]
            }
            let payerID: String
            do {
                payerID = try simulator.approveOrder(id: id, asBuyer: buyer, shippingAddress: address)
            } catch {
                return Self.respond(.done(id, status: simulator.payerView(of: id)?.statusName ?? "UNKNOWN"))
            }
            return leave(
                to: redirects.returnURL, adding: [("token", id), ("PayerID", payerID)], else: .approved("the payment", merchant: summary.merchantName))
        case "cancel":
            _ = try? simulator.cancelOrder(id: id)
            return leave(to: redirects.cancelURL, adding: [("token", id)], else: .canceled(merchant: summary.merchantName))
        default:
            return Self.respond(.badForm("The form must say approve or cancel."))
        }
    }

    /// Approve or cancel a PayPal setup token from its vault approval page.
    private func submitVaultApproval(_ view: PayerView, _ fields: FormFields, simulator: isolated OrdersSimulator) -> HTTPResponse {
        let id = view.id
        let redirects = PageRedirects(view.returnURLs)
        let merchant = view.experienceContext?["brand_name"]?.stringValue ?? "the merchant"
        switch fields["action"] {
        case "approve":
            guard let buyer = chosenBuyer(fields, among: simulator.demoBuyers) else {
                return Self.respond(.badForm("The form names no such buyer or funding source."))
            }
            try? simulator.approveSetupToken(id: id, asBuyer: buyer)
            let items = [("approval_token_id", tokens.approvalTokenID(for: id)), ("approval_session_id", id)]
            return leave(to: redirects.returnURL, adding: items, else: .approved("saving PayPal with \(merchant)", merchant: merchant))
        case "cancel":
            return leave(to: redirects.cancelURL, adding: [("approval_session_id", id)], else: .canceled(merchant: merchant))
        default:
            return Self.respond(.badForm("The form must say approve or cancel."))
        }
    }

    /// Pass, fail or cancel the 3DS challenge of a card order or card setup token.
    private func submitChallenge(_ view: PayerView, _ fields: FormFields, simulator: isolated OrdersSimulator) -> HTTPResponse {
        let resource = PageResource(view)
        let redirects = PageRedirects(view.returnURLs)
        let idItem = (name: resource.returnQueryName, value: resource.id)
        let authenticated: Bool
        switch fields["result"] {
        case "pass": authenticated = true
        case "fail": authenticated = false
        case "cancel":
            if case .order(let id) = resource { _ = try? simulator.cancelOrder(id: id) }
            return leave(to: redirects.cancelURL, adding: [idItem], else: .canceled(merchant: "the merchant"))
        default:
            return Self.respond(.badForm("The form must say pass, fail or cancel."))
        }
        let found =
            switch resource {
            case .order(let id): simulator.completeChallenge(ofOrder: id, authenticated: authenticated)
            case .setupToken(let id): simulator.completeChallenge(ofSetupToken: id, authenticated: authenticated)
            }
        guard found else { return Self.respond(.notFound(resource.id)) }
        var items = [idItem]
        if case .setupToken(let id) = resource, authenticated { items.insert(("approval_token_id", tokens.approvalTokenID(for: id)), at: 0) }
        return leave(to: redirects.returnURL, adding: items, else: .challengeFinished(passed: authenticated))
    }

    /// `303` to `url` with `items` appended, or `page` when there is no such URL (or it is not a safe target).
    private func leave(to url: String?, adding items: [(name: String, value: String)], else page: MessagePage) -> HTTPResponse {
        guard let location = PageRedirects.location(url, adding: items) else { return Self.respond(page) }
        return PageResponse.redirect(to: location)
    }
}
