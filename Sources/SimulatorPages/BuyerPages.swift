import Foundation
import OrdersCore
import OrdersSimulator

/// The buyer pages behind every `approve` and `payer-action` link the simulator hands out, installed into an
/// ``OrdersSimulator`` by the sandbox (`OrdersSimulator(configuration:pages:)`). The id in the link picks the order or
/// setup token and its state picks the page (``PayerStep``): checkout, 3DS challenge, vault approval, or a `409` page
/// once nothing is left to do. `GET` shows the page; `POST` (its form, with the resource's token) acts through the
/// simulator's payer API and redirects to the `return_url` or `cancel_url` as PayPal does.
package struct BuyerPages: PayerPageHandler {
    /// The query names an approval link carries its id in: `/checkoutnow?token=`, `/webapps/helios?cart_id=`
    /// (or `token=` for a setup token), `/agreements/approve?approval_session_id=`.
    static let pageIDNames = ["token", "cart_id", "approval_session_id"]

    /// Signs and checks the forms' tokens.
    let tokens: PageTokens

    /// The pages of a simulator configured with `configuration`: forms signed under its
    /// ``OrdersSimulator/Configuration/pageSecretSeed``, else its seed.
    package init(configuration: OrdersSimulator.Configuration) {
        tokens = PageTokens(seed: configuration.pageSecretSeed ?? configuration.seed)
    }

    /// Shows the page of the link's order or setup token (`GET`), or acts on its form (`POST`).
    package func respond(to request: HTTPRequest, simulator: isolated OrdersSimulator) -> HTTPResponse {
        let query = FormFields(query: request.url)
        guard let (name, id) = Self.pageIDNames.lazy.compactMap({ name in query[name].map { (name, $0) } }).first(where: { !$0.1.isEmpty }) else {
            return Self.respond(.missingID)
        }
        guard let view = simulator.payerView(of: id) else { return Self.respond(.notFound(id)) }
        let resource = PageResource(view)
        let form = PageForm(action: "\(request.url.path)?\(name)=\(id)", token: tokens.token(for: resource))
        let step = PayerStep(view)
        if request.method == "POST" { return submit(view, step: step, request: request, simulator: simulator) }
        let buyers = simulator.demoBuyers
        let buyer = Int(query["buyer"] ?? "").flatMap { buyers.indices.contains($0) ? $0 : nil } ?? 0
        let redirects = PageRedirects(view.returnURLs)
        switch (step, resource) {
        case (.done(let status), _):
            return Self.respond(.done(id, status: status))
        case (.checkout, .order):
            let page = CheckoutPage(summary: CheckoutSummary(view), buyer: BuyerSection(buyers: buyers, selected: buyer, form: form))
            return PageResponse.page(page.document, formActions: redirects.formActionSources)
        case (.vaultApproval, .setupToken):
            let page = VaultApprovalPage(
                merchantName: view.experienceContext?["brand_name"]?.stringValue ?? "the merchant",
                description: view.paymentSource["paypal"]?["description"]?.stringValue, setupTokenID: id,
                locale: PageLocale(view.experienceContext?["locale"]?.stringValue), buyer: BuyerSection(buyers: buyers, selected: buyer, form: form))
            return PageResponse.page(page.document, formActions: redirects.formActionSources)
        default:
            return PageResponse.page(Self.challengePage(view, form: form).document, formActions: redirects.formActionSources)
        }
    }

    /// The 3DS challenge page of a card order or card setup token.
    private static func challengePage(_ view: PayerView, form: PageForm) -> ChallengePage {
        var merchant = "the merchant"
        var amount: PageAmount?
        var locale = PageLocale.fallback
        switch view.status {
        case .order:
            let summary = CheckoutSummary(view)
            (merchant, amount, locale) = (summary.merchantName, summary.total, summary.locale)
        case .setupToken:
            merchant = view.experienceContext?["brand_name"]?.stringValue ?? merchant
            locale = PageLocale(view.experienceContext?["locale"]?.stringValue)
        }
        let card = view.paymentSource["card"]
        return ChallengePage(
            merchantName: merchant, amount: amount, locale: locale, cardBrand: card?["brand"]?.stringValue,
            lastDigits: card?["last_digits"]?.stringValue, testCardFails: view.cardFailsChallenge, form: form)
    }

    /// A message page's response.
    static func respond(_ page: MessagePage) -> HTTPResponse {
        PageResponse.page(page.document, status: page.status)
    }
}
