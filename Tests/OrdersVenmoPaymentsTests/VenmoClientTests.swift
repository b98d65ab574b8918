import Foundation
import ModernClientsTestSupport
import OrdersCore
import OrdersPayPalWebPayments
import OrdersVenmoPayments
import Testing

/// `VenmoClient`: eligibility, app switch, return handling, the fallbacks (app absent, Venmo not eligible)
/// and the order read after return, in-process and over `orders-sandbox`.
@Suite("Venmo")
struct VenmoClientTests {
    private static let returnURL = URL(string: "https://merchant.example.com/venmo")!

    private func client(_ rig: Rig, app: ScriptedVenmoAppSwitcher, web: WebBuyerAction = .approve, webSeen: Recorder<URL> = Recorder()) throws -> VenmoClient {
        try VenmoClient(
            apiClient: rig.apiClient, returnURL: Self.returnURL, appName: "Example Store", appSwitcher: app, webPresenter: rig.webBuyer(web, seen: webSeen))
    }

    @Test("approved in the app: read, eligibility, app switch, read — three round trips", arguments: Backend.allCases)
    func approvedInApp(backend: Backend) async throws {
        try await Rig.with(backend) { rig in
            let order = try await rig.serverOrder()
            let links = Recorder<URL>()
            let venmo = try client(rig, app: rig.venmoApp(.approve, seen: links))
            rig.log.reset()
            let result = try await venmo.approveOrder(VenmoRequest(orderID: order.id, buyerCountry: "US"))
            #expect(result.approvedIn == .venmoApp)
            #expect(result.fallbackReason == nil)
            #expect(result.order.status == .approved)
            let link = try #require(links.all.first)
            #expect(link.absoluteString.hasPrefix("https://venmo.com/go/checkout?"))
            #expect(
                link.queryDictionary == [
                    "x-success": "https://merchant.example.com/venmo/success", "x-cancel": "https://merchant.example.com/venmo/cancel",
                    "x-error": "https://merchant.example.com/venmo/error", "x-source": "Example Store", "resource_id": order.id,
                    "paypal_client_id": "modern-app", "paypal_environment": backend == .sandbox ? "custom" : "sandbox",
                    "customerClient": "MOBILE_APP", "integration_artifact": "MOBILE_SDK",
                ])
            let expected = ["GET /v2/checkout/orders/{id}", "POST /graphql", "GET /v2/checkout/orders/{id}"]
            #expect(rig.log.calls == expected)
            if backend == .sandbox { #expect(try rig.loggedCalls().suffix(3) == expected) }
        }
    }

    @Test("events: willAppSwitch with the link, appSwitchReturned with the return; fallingBackToWebCheckout with the funding source and reason")
    func events() async throws {
        try await Rig.with(.inProcess) { rig in
            let order = try await rig.serverOrder()
            let events = Recorder<VenmoEvent>()
            let links = Recorder<URL>()
            let venmo = try VenmoClient(
                apiClient: rig.apiClient, returnURL: Self.returnURL, appName: "Example Store", appSwitcher: rig.venmoApp(.cancel, seen: links),
                webPresenter: rig.webBuyer(), onEvent: { events.record($0) })
            _ = try? await venmo.approveOrder(VenmoRequest(orderID: order.id))
            let link = try #require(links.all.first)
            #expect(events.all == [.willAppSwitch(link), .appSwitchReturned(URL(string: "https://merchant.example.com/venmo/cancel")!)])

            let webEvents = Recorder<VenmoEvent>()
            let web = try VenmoClient(
                apiClient: rig.apiClient, returnURL: Self.returnURL, appName: "Example Store", appSwitcher: rig.venmoApp(installed: false),
                webPresenter: rig.webBuyer(), onEvent: { webEvents.record($0) })
            _ = try await web.approveOrder(VenmoRequest(orderID: order.id))
            #expect(webEvents.all == [.fallingBackToWebCheckout(.venmo, reason: .appNotInstalled)])

            let euro = try await rig.serverOrder("15.00", currency: "EUR")
            _ = try await web.approveOrder(VenmoRequest(orderID: euro.id))
            #expect(
                webEvents.all == [
                    .fallingBackToWebCheckout(.venmo, reason: .appNotInstalled),
                    .fallingBackToWebCheckout(.paypal, reason: .notEligible(reasons: ["CURRENCY_NOT_SUPPORTED"])),
                ])
        }
    }

    @Test("cancel and error returns: no order read after them", arguments: Backend.allCases)
    func cancelAndError(backend: Backend) async throws {
        try await Rig.with(backend) { rig in
            let order = try await rig.serverOrder()
            rig.log.reset()
            let canceled = try await #require(throws: VenmoError.self) {
                try await client(rig, app: rig.venmoApp(.cancel)).approveOrder(VenmoRequest(orderID: order.id))
            }
            #expect(canceled == .canceled(orderID: order.id))
            #expect(canceled.isCanceled)
            #expect(rig.log.calls == ["GET /v2/checkout/orders/{id}", "POST /graphql"])
            if backend == .sandbox { #expect(try rig.loggedCalls().suffix(2) == ["GET /v2/checkout/orders/{id}", "POST /graphql"]) }
            #expect(try await rig.server.getOrder(id: order.id).status == .created)

            await #expect(throws: VenmoError.venmoReturnedError("Insufficient funds")) {
                try await client(rig, app: rig.venmoApp(.fail("Insufficient funds"))).approveOrder(VenmoRequest(orderID: order.id))
            }
        }
    }

    @Test("a success return is checked on the server, and must name this order under the return URL")
    func untrustedReturns() async throws {
        try await Rig.with(.inProcess) { rig in
            let order = try await rig.serverOrder()
            await #expect(throws: VenmoError.notApproved(orderID: order.id, status: "CREATED")) {
                try await client(rig, app: rig.venmoApp(.returnWithoutApproving)).approveOrder(VenmoRequest(orderID: order.id))
            }
            for (redirect, reason) in [
                ("https://merchant.example.com/venmo/success?resource_id=OTHER", "is not the order being approved"),
                ("https://merchant.example.com/venmo/success", "no resource_id"),
                ("https://evil.example.com/venmo/success?resource_id=\(order.id)", "not under the Venmo return URL"),
                ("https://merchant.example.com/venmo/elsewhere", "not success, cancel or error"),
            ] {
                let error = try await #require(throws: VenmoError.self) {
                    try await client(rig, app: rig.venmoApp(.redirect(URL(string: redirect)!))).approveOrder(VenmoRequest(orderID: order.id))
                }
                guard case .malformedReturnURL(_, let because) = error else {
                    Issue.record("expected malformedReturnURL, got \(error)")
                    continue
                }
                #expect(because.contains(reason))
            }
        }
    }

    @Test("not eligible (EUR order, or the merchant without Venmo): by default the PayPal wallet on the web, with Venmo's reasons", arguments: Backend.allCases)
    func notEligibleFallsBackToPayPal(backend: Backend) async throws {
        try await Rig.with(backend) { rig in
            let links = Recorder<URL>()
            let pages = Recorder<URL>()
            let venmo = try client(rig, app: rig.venmoApp(.approve, seen: links), webSeen: pages)
            let euro = try await rig.serverOrder("15.00", currency: "EUR")
            rig.log.reset()
            let result = try await venmo.approveOrder(VenmoRequest(orderID: euro.id))
            guard case .webPayPal(let payerID) = result.approvedIn else {
                Issue.record("expected web PayPal, got \(result.approvedIn)")
                return
            }
            #expect(payerID == result.order.payer?.payerId)
            #expect(result.approvedIn.fundingSource == .paypal)
            #expect(result.fallbackReason == .notEligible(reasons: ["CURRENCY_NOT_SUPPORTED"]))
            #expect(result.order.status == .approved)
            #expect(pages.all.map { $0.queryDictionary["fundingSource"] } == ["paypal"])
            let expected = ["GET /v2/checkout/orders/{id}", "POST /graphql", "GET /v2/checkout/orders/{id}"]
            #expect(rig.log.calls == expected)
            if backend == .sandbox { #expect(try rig.loggedCalls().suffix(3) == expected) }

            // Forced ineligibility (POST /simulator/eligibility/venmo over the sandbox): the same path, the
            // merchant's reason, even with the app installed.
            try await rig.overrideEligibility(.venmo, FundingEligibility(eligible: false, reasons: ["MERCHANT_NOT_ENABLED"]))
            let dollars = try await rig.serverOrder()
            let forced = try await venmo.approveOrder(VenmoRequest(orderID: dollars.id, buyerCountry: "US"))
            #expect(forced.approvedIn.fundingSource == .paypal)
            #expect(forced.fallbackReason == .notEligible(reasons: ["MERCHANT_NOT_ENABLED"]))
            #expect(pages.all.map { $0.queryDictionary["fundingSource"] } == ["paypal", "paypal"])
            #expect(links.all.isEmpty)
        }
    }

    @Test(
        "not eligible with fallback .none or .venmoOnWeb, or PayPal not eligible either: notEligible with the reasons, nothing shown",
        arguments: Backend.allCases)
    func notEligibleThrows(backend: Backend) async throws {
        try await Rig.with(backend) { rig in
            let links = Recorder<URL>()
            let pages = Recorder<URL>()
            let venmo = try client(rig, app: rig.venmoApp(.approve, seen: links), webSeen: pages)
            let euro = try await rig.serverOrder("15.00", currency: "EUR")
            for fallback in [VenmoFallback.none, .venmoOnWeb] {
                await #expect(throws: VenmoError.notEligible(reasons: ["CURRENCY_NOT_SUPPORTED"])) {
                    try await venmo.approveOrder(VenmoRequest(orderID: euro.id, fallback: fallback))
                }
            }

            try await rig.overrideEligibility(.venmo, FundingEligibility(eligible: false, reasons: ["MERCHANT_NOT_ENABLED"]))
            let dollars = try await rig.serverOrder()
            await #expect(throws: VenmoError.notEligible(reasons: ["MERCHANT_NOT_ENABLED"])) {
                try await venmo.approveOrder(VenmoRequest(orderID: dollars.id, fallback: .none))
            }
            try await rig.overrideEligibility(.paypal, FundingEligibility(eligible: false, reasons: ["PAYEE_BLOCKED"]))
            await #expect(throws: VenmoError.notEligible(reasons: ["MERCHANT_NOT_ENABLED"])) {
                try await venmo.approveOrder(VenmoRequest(orderID: dollars.id))
            }
            #expect(links.all.isEmpty)
            #expect(pages.all.isEmpty)
            #expect(try await rig.server.getOrder(id: dollars.id).status == .created)
        }
    }

    @Test("ineligible Venmo on the PayPal wallet: a buyer cancel there is a web checkout cancel")
    func notEligibleCanceledOnWeb() async throws {
        try await Rig.with(.inProcess) { rig in
            let euro = try await rig.serverOrder("15.00", currency: "EUR")
            let error = try await #require(throws: VenmoError.self) {
                try await client(rig, app: rig.venmoApp(), web: .cancel).approveOrder(VenmoRequest(orderID: euro.id))
            }
            #expect(error == .webCheckout(.canceled(id: euro.id)))
            #expect(error.isCanceled)
        }
    }

    @Test("app not installed: PayPal web checkout with fundingSource=venmo, or appNotInstalled", arguments: Backend.allCases)
    func fallback(backend: Backend) async throws {
        try await Rig.with(backend) { rig in
            let order = try await rig.serverOrder()
            let pages = Recorder<URL>()
            let venmo = try client(rig, app: rig.venmoApp(installed: false), webSeen: pages)
            rig.log.reset()
            let result = try await venmo.approveOrder(VenmoRequest(orderID: order.id))
            guard case .webVenmo(let payerID) = result.approvedIn else {
                Issue.record("expected web Venmo, got \(result.approvedIn)")
                return
            }
            #expect(payerID == result.order.payer?.payerId)
            #expect(result.fallbackReason == .appNotInstalled)
            #expect(result.order.status == .approved)
            #expect(pages.all.map { $0.queryDictionary["fundingSource"] } == ["venmo"])
            #expect(rig.log.calls == ["GET /v2/checkout/orders/{id}", "POST /graphql", "GET /v2/checkout/orders/{id}"])

            let other = try await rig.serverOrder()
            await #expect(throws: VenmoError.appNotInstalled) { try await venmo.approveOrder(VenmoRequest(orderID: other.id, fallback: .none)) }

            let canceledOnWeb = try client(rig, app: rig.venmoApp(installed: false), web: .cancel)
            let error = try await #require(throws: VenmoError.self) { try await canceledOnWeb.approveOrder(VenmoRequest(orderID: other.id)) }
            #expect(error == .webCheckout(.canceled(id: other.id)))
            #expect(error.isCanceled)
        }
    }

    @Test("createAndApproveOrder: eligibility first, then an order with payment_source.venmo, approved in Venmo", arguments: Backend.allCases)
    func createAndApprove(backend: Backend) async throws {
        try await Rig.with(backend) { rig in
            let venmo = try client(rig, app: rig.venmoApp(.approve))
            let total = try Money(value: "20.99", currencyCode: "USD")
            let options = VenmoOrderOptions(
                brandName: "Example Store", shippingPreference: .noShipping, vaultForCustomer: VaultCustomer(id: "customer_4029352050"))
            let result = try await venmo.createAndApproveOrder(
                OrderRequest(intent: .capture, purchaseUnits: [PurchaseUnit(amount: AmountWithBreakdown(total: total))]), options: options)
            #expect(result.approvedIn == .venmoApp)
            #expect(result.order.status == .approved)
            #expect(result.order.paymentSource?["venmo"]?["user_name"] == .string("john-doe"))
            #expect(result.order.paymentSource?["paypal"] == nil)
            let expected = ["POST /graphql", "POST /v2/checkout/orders", "GET /v2/checkout/orders/{id}"]
            #expect(rig.log.calls == expected)
            if backend == .sandbox { #expect(try rig.loggedCalls() == expected) }

            let euros = OrderRequest(
                intent: .capture, purchaseUnits: [PurchaseUnit(amount: AmountWithBreakdown(total: try Money(value: "5.00", currencyCode: "EUR")))])
            rig.log.reset()
            await #expect(throws: VenmoError.notEligible(reasons: ["CURRENCY_NOT_SUPPORTED"])) {
                try await venmo.createAndApproveOrder(euros, options: VenmoOrderOptions(fallback: .none))
            }
            #expect(rig.log.calls == ["POST /graphql"])
        }
    }

    @Test("createAndApproveOrder, Venmo not eligible: the order is created with payment_source.paypal and approved on the web", arguments: Backend.allCases)
    func createAndApproveIneligible(backend: Backend) async throws {
        try await Rig.with(backend) { rig in
            let pages = Recorder<URL>()
            let links = Recorder<URL>()
            let venmo = try client(rig, app: rig.venmoApp(.approve, seen: links), webSeen: pages)
            let euros = OrderRequest(
                intent: .capture, purchaseUnits: [PurchaseUnit(amount: AmountWithBreakdown(total: try Money(value: "5.00", currencyCode: "EUR")))])
            let result = try await venmo.createAndApproveOrder(
                euros, options: VenmoOrderOptions(brandName: "Example Store", vaultForCustomer: VaultCustomer(id: "customer_4029352050")))
            #expect(result.approvedIn.fundingSource == .paypal)
            #expect(result.fallbackReason == .notEligible(reasons: ["CURRENCY_NOT_SUPPORTED"]))
            #expect(result.order.status == .approved)
            #expect(result.order.paymentSource?["paypal"] != nil)
            #expect(result.order.paymentSource?["venmo"] == nil)
            #expect(pages.all.map { $0.queryDictionary["fundingSource"] } == ["paypal"])
            #expect(links.all.isEmpty)
            let expected = ["POST /graphql", "POST /v2/checkout/orders", "GET /v2/checkout/orders/{id}"]
            #expect(rig.log.calls == expected)
            if backend == .sandbox { #expect(try rig.loggedCalls() == expected) }
        }
    }

    @Test("bad input is refused before any call: return URL, order id, an order already approved")
    func badInput() async throws {
        try await Rig.with(.inProcess) { rig in
            for (url, reason) in [("https://merchant.example.com/venmo?x=1", "query"), ("venmo-return", "scheme and a host")] {
                let error = try #require(throws: VenmoError.self) {
                    try VenmoClient(
                        apiClient: rig.apiClient, returnURL: URL(string: url)!, appName: "A", appSwitcher: rig.venmoApp(), webPresenter: rig.webBuyer())
                }
                guard case .invalidReturnURL(_, let because) = error else {
                    Issue.record("expected invalidReturnURL, got \(error)")
                    continue
                }
                #expect(because.contains(reason))
            }
            let venmo = try client(rig, app: rig.venmoApp())
            await #expect(throws: VenmoError.invalidID("../orders")) { try await venmo.approveOrder(VenmoRequest(orderID: "../orders")) }
            #expect(rig.log.calls.isEmpty)

            let order = try await rig.serverOrder()
            try await rig.approveOrder(order.id)
            await #expect(throws: VenmoError.orderNotAwaitingApproval(id: order.id, status: "APPROVED")) {
                try await venmo.approveOrder(VenmoRequest(orderID: order.id))
            }
            #expect(venmo.universalLink(orderID: order.id).host == "venmo.com")
        }
    }
}
