import Foundation
import ModernClientsTestSupport
import OrdersCore
import OrdersPayPalWebPayments
import Testing

/// `PayPalWebCheckoutClient.start` and `createAndApproveOrder`, in-process and over `orders-sandbox`.
@Suite("PayPal web checkout")
struct WebCheckoutTests {
    @Test("approved: the checkout URL, the redirect, then one GET that finds the order APPROVED", arguments: Backend.allCases)
    func approved(backend: Backend) async throws {
        try await Rig.with(backend) { rig in
            let order = try await rig.serverOrder()
            let seen = Recorder<URL>()
            let client = PayPalWebCheckoutClient(apiClient: rig.apiClient, presenter: rig.webBuyer(.approve, seen: seen))
            let result = try await client.start(PayPalWebCheckoutRequest(orderID: order.id))

            #expect(result.orderID == order.id)
            #expect(result.order.status == .approved)
            #expect(result.payerID == result.order.payer?.payerId)
            let url = try #require(seen.all.first)
            #expect(url.path == "/checkoutnow")
            #expect(
                url.queryDictionary == [
                    "token": order.id, "fundingSource": "paypal", "integration_artifact": "MOBILE_SDK",
                    "redirect_uri": "sdk.ios.paypal://x-callback-url/paypal-sdk/paypal-checkout", "native_xo": "1",
                ])
            #expect(rig.log.calls == ["GET /v2/checkout/orders/{id}"])
            if backend == .sandbox {
                #expect(url.host == "127.0.0.1")
                #expect(try rig.loggedCalls().suffix(1) == ["GET /v2/checkout/orders/{id}"])
            }
        }
    }

    @Test("each funding source goes into the approval URL", arguments: [PayPalWebCheckoutFundingSource.paypal, .paylater, .credit])
    func fundingSources(source: PayPalWebCheckoutFundingSource) async throws {
        try await Rig.with(.inProcess) { rig in
            let order = try await rig.serverOrder()
            let seen = Recorder<URL>()
            let client = PayPalWebCheckoutClient(apiClient: rig.apiClient, presenter: rig.webBuyer(.approve, seen: seen))
            _ = try await client.start(PayPalWebCheckoutRequest(orderID: order.id, fundingSource: source))
            #expect(seen.all.map { $0.queryDictionary["fundingSource"] } == [source.rawValue])
            #expect(seen.all.first?.host == "www.sandbox.paypal.com")
        }
    }

    @Test(
        "canceled (cancel link or closed browser): no call, a cancel error, the order left CREATED", arguments: [WebBuyerAction.cancel, .closeBrowser],
        Backend.allCases)
    func canceled(action: WebBuyerAction, backend: Backend) async throws {
        try await Rig.with(backend) { rig in
            let order = try await rig.serverOrder()
            let shown = Recorder<URL>()
            let client = PayPalWebCheckoutClient(apiClient: rig.apiClient, presenter: rig.webBuyer(action, seen: shown))
            let error = try await #require(throws: PayPalWebCheckoutError.self) { try await client.start(PayPalWebCheckoutRequest(orderID: order.id)) }
            #expect(error == .canceled(id: order.id))
            #expect(error.isCanceled)
            #expect(shown.all.map { $0.queryDictionary["token"] } == [order.id])
            #expect(rig.log.calls.isEmpty)
            if backend == .sandbox { #expect(try rig.loggedCalls().filter { $0.contains("{id}") }.isEmpty) }
            #expect(try await rig.server.getOrder(id: order.id).status == .created)
        }
    }

    @Test(
        "malformed redirects are refused before any call",
        arguments: [
            ("sdk.ios.paypal://x-callback-url/paypal-sdk/paypal-checkout?token={id}", "no 'PayerID'"),
            ("sdk.ios.paypal://x-callback-url/paypal-sdk/paypal-checkout?token=OTHER1&PayerID=P", "is not the order being approved"),
            ("sdk.ios.paypal://x-callback-url/paypal-sdk/paypal-checkout?PayerID=P", "no 'token'"),
            ("https://evil.example.com/return?token={id}&PayerID=P", "not a sdk.ios.paypal:// callback"),
        ])
    func malformed(template: String, reason: String) async throws {
        try await Rig.with(.inProcess) { rig in
            let order = try await rig.serverOrder()
            let redirect = URL(string: template.replacingOccurrences(of: "{id}", with: order.id))!
            let client = PayPalWebCheckoutClient(apiClient: rig.apiClient, presenter: rig.webBuyer(.redirect(redirect)))
            let error = try await #require(throws: PayPalWebCheckoutError.self) { try await client.start(PayPalWebCheckoutRequest(orderID: order.id)) }
            guard case .malformedReturnURL(let url, let because) = error else {
                Issue.record("expected malformedReturnURL, got \(error)")
                return
            }
            #expect(url == redirect.absoluteString)
            #expect(because.contains(reason))
            #expect(error.errorDescription?.contains(reason) == true)
            #expect(rig.log.calls.isEmpty)
        }
    }

    @Test("a redirect that claims approval is checked on the server: CREATED is notApproved", arguments: Backend.allCases)
    func untrustedRedirect(backend: Backend) async throws {
        try await Rig.with(backend) { rig in
            let order = try await rig.serverOrder()
            let client = PayPalWebCheckoutClient(apiClient: rig.apiClient, presenter: rig.webBuyer(.returnWithoutApproving))
            let error = try await #require(throws: PayPalWebCheckoutError.self) { try await client.start(PayPalWebCheckoutRequest(orderID: order.id)) }
            #expect(error == .notApproved(id: order.id, status: "CREATED"))
            #expect(rig.log.calls == ["GET /v2/checkout/orders/{id}"])
            if backend == .sandbox { #expect(try rig.loggedCalls().suffix(1) == ["GET /v2/checkout/orders/{id}"]) }
        }
    }

    @Test("bad ids, failed browsers and PayPal errors each get their own error")
    func otherErrors() async throws {
        try await Rig.with(.inProcess) { rig in
            let shown = Recorder<URL>()
            let client = PayPalWebCheckoutClient(apiClient: rig.apiClient, presenter: rig.webBuyer(.approve, seen: shown))
            let invalid = try await #require(throws: PayPalWebCheckoutError.self) { try await client.start(PayPalWebCheckoutRequest(orderID: "not an id!")) }
            #expect(invalid == .invalidID("not an id!"))
            #expect(shown.all.isEmpty)

            let broken = PayPalWebCheckoutClient(
                apiClient: rig.apiClient,
                presenter: ScriptedWebCheckoutPresenter { _ throws(WebCheckoutPresentationError) in
                    throw .failed("no window")
                })
            let order = try await rig.serverOrder()
            await #expect(throws: PayPalWebCheckoutError.presentationFailed("no window")) {
                try await broken.start(PayPalWebCheckoutRequest(orderID: order.id))
            }

            let unknown = "9X999999999999999"
            let lying = PayPalWebCheckoutClient(
                apiClient: rig.apiClient,
                presenter: rig.webBuyer(
                    .redirect(
                        URL(string: "sdk.ios.paypal://x-callback-url/paypal-sdk/paypal-checkout?token=\(unknown)&PayerID=P")!)))
            let missing = try await #require(throws: PayPalWebCheckoutError.self) { try await lying.start(PayPalWebCheckoutRequest(orderID: unknown)) }
            guard case .payments(let paymentsError) = missing else {
                Issue.record("expected payments, got \(missing)")
                return
            }
            #expect(paymentsError.statusCode == 404)
        }
    }

    @Test("createAndApproveOrder: create (with the SDK's return URLs), approve, read — two round trips", arguments: Backend.allCases)
    func createAndApprove(backend: Backend) async throws {
        try await Rig.with(backend) { rig in
            let seen = Recorder<URL>()
            let client = PayPalWebCheckoutClient(apiClient: rig.apiClient, presenter: rig.webBuyer(.approve, seen: seen))
            let total = try Money(value: "20.99", currencyCode: "USD")
            let result = try await client.createAndApproveOrder(
                OrderRequest(intent: .capture, purchaseUnits: [PurchaseUnit(amount: AmountWithBreakdown(total: total))]), fundingSource: .paylater)
            #expect(result.order.status == .approved)
            #expect(result.order.purchaseUnits?.first?.amount.total == total)
            #expect(seen.all.map { $0.queryDictionary["token"] } == [result.orderID])
            #expect(rig.log.calls == ["POST /v2/checkout/orders", "GET /v2/checkout/orders/{id}"])
            if backend == .sandbox {
                #expect(try rig.loggedCalls() == ["POST /v2/checkout/orders", "GET /v2/checkout/orders/{id}"])
            }
        }
    }
}
