import CorePayments
import Foundation

extension OrdersSimulator {
    /// The query names an approval link carries its id in: `/checkoutnow?token=`, `/webapps/helios?cart_id=`
    /// (or `token=` for a setup token), `/agreements/approve?approval_session_id=`.
    static let pageIDNames = ["token", "cart_id", "approval_session_id"]

    /// The buyer pages behind every `approve` and `payer-action` link the simulator hands out. The id in the
    /// link picks the resource and its state picks the page (``PayerStep``): checkout, 3DS challenge, vault
    /// approval, or a `409` page once nothing is left to do. `GET` shows the page; `POST` (its form, with the
    /// resource's token) acts and redirects to the `return_url` or `cancel_url` as PayPal does.
    func buyerPage(_ request: HTTPRequest) -> HTTPResponse {
        let query = FormFields(query: request.url)
        guard let (name, id) = Self.pageIDNames.lazy.compactMap({ name in query[name].map { (name, $0) } }).first(where: { !$0.1.isEmpty }) else {
            return Self.respond(.missingID)
        }
        guard let resource = pageResource(id) else { return Self.respond(.notFound(id)) }
        let form = PageForm(action: "\(request.url.path)?\(name)=\(id)", token: pageTokens.token(for: resource))
        let step = payerStep(resource)
        if request.method == "POST" { return submitPage(resource, step: step, request: request) }
        let buyer = Int(query["buyer"] ?? "").flatMap { demoBuyers.indices.contains($0) ? $0 : nil } ?? 0
        let redirects = pageRedirects(resource)
        switch (step, resource) {
        case (.done(let status), _):
            return Self.respond(.done(id, status: status))
        case (.checkout, .order(let id)):
            let page = CheckoutPage(summary: checkoutSummary(id), buyer: BuyerSection(buyers: demoBuyers, selected: buyer, form: form))
            return PageResponse.page(page.document, formActions: redirects.formActionSources)
        case (.vaultApproval, .setupToken(let id)):
            let context = setupTokens[id]?.experienceContext
            let page = VaultApprovalPage(
                merchantName: context?["brand_name"]?.stringValue ?? "the merchant",
                description: setupTokens[id]?.paymentSource["paypal"]?["description"]?.stringValue, setupTokenID: id,
                locale: PageLocale(context?["locale"]?.stringValue), buyer: BuyerSection(buyers: demoBuyers, selected: buyer, form: form))
            return PageResponse.page(page.document, formActions: redirects.formActionSources)
        default:
            return PageResponse.page(challengePage(resource, form: form).document, formActions: redirects.formActionSources)
        }
    }

    /// The order or setup token with id `id` (orders first, as their ids never meet).
    func pageResource(_ id: String) -> PageResource? {
        if orders[id] != nil { return .order(id) }
        if setupTokens[id] != nil { return .setupToken(id) }
        return nil
    }

    /// What the buyer can still do on `resource`.
    func payerStep(_ resource: PageResource) -> PayerStep {
        switch resource {
        case .order(let id):
            guard let record = orders[id] else { return .done(status: "UNKNOWN") }
            return .forOrder(status: record.status, hasCard: record.card != nil, challengePending: record.card?.pendingChallenge != nil)
        case .setupToken(let id):
            guard let record = setupTokens[id] else { return .done(status: "UNKNOWN") }
            return .forSetupToken(status: record.status, hasCard: record.card != nil, challengePending: record.card?.pendingChallenge != nil)
        }
    }

    /// Where `resource`'s pages send the buyer.
    func pageRedirects(_ resource: PageResource) -> PageRedirects {
        switch resource {
        case .order(let id): orders[id]?.redirects ?? PageRedirects()
        case .setupToken(let id): setupTokens[id]?.redirects ?? PageRedirects()
        }
    }

    /// The checkout summary of order `id`.
    func checkoutSummary(_ id: String) -> CheckoutSummary {
        let record = orders[id]
        return CheckoutSummary(orderID: id, purchaseUnits: record?.purchaseUnits ?? [], experienceContext: record?.experienceContext)
    }

    /// The 3DS challenge page of a card order or card setup token.
    private func challengePage(_ resource: PageResource, form: PageForm) -> ChallengePage {
        let card: JSONValue?
        let behaviour: TestCard?
        var merchant = "the merchant"
        var amount: PageAmount?
        var locale = PageLocale.fallback
        switch resource {
        case .order(let id):
            let summary = checkoutSummary(id)
            (merchant, amount, locale) = (summary.merchantName, summary.total, summary.locale)
            (card, behaviour) = (orders[id]?.paymentSource?["card"], orders[id]?.card?.behaviour)
        case .setupToken(let id):
            let context = setupTokens[id]?.experienceContext
            merchant = context?["brand_name"]?.stringValue ?? merchant
            locale = PageLocale(context?["locale"]?.stringValue)
            (card, behaviour) = (setupTokens[id]?.paymentSource["card"], setupTokens[id]?.card?.behaviour)
        }
        return ChallengePage(
            merchantName: merchant, amount: amount, locale: locale, cardBrand: card?["brand"]?.stringValue,
            lastDigits: card?["last_digits"]?.stringValue, testCardFails: behaviour?.resultAfterChallenge == .failed, form: form)
    }

    /// A message page's response.
    static func respond(_ page: MessagePage) -> HTTPResponse {
        PageResponse.page(page.document, status: page.status)
    }
}
