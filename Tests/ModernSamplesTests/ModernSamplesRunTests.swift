import Foundation
import ModernClientsTestSupport
import ModernSamples
import OrdersCore
import OrdersPayPalWebPayments
import OrdersPaymentButtons
import OrdersSimulator
import OrdersVenmoPayments
import Testing

/// The migration guide's samples run, not just compile: each against the simulator, the buyer scripted.
@Suite("Modern samples: every legacy replacement runs")
struct ModernSamplesRunTests {
    @Test("initializeWithAppID: a sandbox configuration, and ENV_NONE on the simulator with payments enabled")
    func initialization() async throws {
        #expect(InitializationSample.sandbox().config.environment == .sandbox)
        let (apiClient, _) = InitializationSample.offline()
        #expect(try await InitializationSample.paymentsEnabled(apiClient))
    }

    @Test("checkoutWithPayment: success with the capture's status, cancel, and a failed capture with PayPal's debug id", arguments: Backend.allCases)
    func simpleCheckout(backend: Backend) async throws {
        try await Rig.with(backend) { rig in
            let success = await SimpleCheckoutSample.checkout(apiClient: rig.apiClient, presenter: rig.webBuyer(.approve), merchantServer: rig.server)
            guard case .success(let payKey, let status) = success else {
                Issue.record("expected success, got \(success)")
                return
            }
            #expect(status == "COMPLETED")
            #expect(try await rig.server.getOrder(id: payKey).status == .completed)

            #expect(await SimpleCheckoutSample.checkout(apiClient: rig.apiClient, presenter: rig.webBuyer(.cancel), merchantServer: rig.server) == .canceled)

            try await rig.inject(.on(.captureOrder, .status(422)))
            let failed = await SimpleCheckoutSample.checkout(apiClient: rig.apiClient, presenter: rig.webBuyer(.approve), merchantServer: rig.server)
            guard case .failed(let correlationID, _) = failed else {
                Issue.record("expected failed, got \(failed)")
                return
            }
            #expect(correlationID != nil)
        }
    }

    @Test("checkoutWithPayment: a 503 storm longer than the capture's retries is reconciled from the order, never reported failed", arguments: Backend.allCases)
    func simpleCheckoutThroughACaptureStorm(backend: Backend) async throws {
        try await Rig.with(backend) { rig in
            try await rig.inject(.on(.captureOrder, .status(503), count: 5))
            let outcome = await SimpleCheckoutSample.checkout(apiClient: rig.apiClient, presenter: rig.webBuyer(.approve), merchantServer: rig.server)
            guard case .success(let payKey, let status) = outcome else {
                Issue.record("expected success, got \(outcome)")
                return
            }
            #expect(status == "COMPLETED")
            #expect(try await rig.server.getOrder(id: payKey).captures.count == 1)
        }
    }

    @Test("a server-created order approved in the app")
    func serverOrder() async throws {
        try await Rig.with(.inProcess) { rig in
            let order = try await rig.serverOrder()
            let result = try await SimpleCheckoutSample.approveServerOrder(orderID: order.id, apiClient: rig.apiClient, presenter: rig.webBuyer())
            #expect(result.order.status == .approved)
        }
    }

    @Test("advancedCheckoutWithPayment: parallel receivers as purchase units, chained as a platform fee")
    func advanced() async throws {
        try await Rig.with(.inProcess) { rig in
            let parallel = try await AdvancedCheckoutSample.parallel(apiClient: rig.apiClient, presenter: rig.webBuyer())
            #expect(parallel.order.purchaseUnits?.map(\.payee?.emailAddress) == ["seller-a@example.com", "seller-b@example.com"])
            let captured = try await rig.server.captureOrder(id: parallel.orderID)
            #expect(captured.captures.count == 2)

            let chained = try await AdvancedCheckoutSample.chained(apiClient: rig.apiClient, presenter: rig.webBuyer())
            #expect(chained.order.purchaseUnits?.first?.paymentInstruction?.platformFees?.first?.payee?.emailAddress == "secondary@example.com")
        }
    }

    @Test("preapprovalWithKey: setup token approved, payment token, a later charge without the buyer, the saved methods", arguments: Backend.allCases)
    func preapproval(backend: Backend) async throws {
        try await Rig.with(backend) { rig in
            let customer = "customer_4029352050"
            let key = try await PreapprovalSample.createKey(merchantServer: rig.server, customerID: customer)
            let token = try await PreapprovalSample.approve(
                key: key, customerID: customer, apiClient: rig.apiClient, presenter: rig.webBuyer(), merchantServer: rig.server)
            let (order, saved) = try await PreapprovalSample.chargeLater(token: token, customerID: customer, merchantServer: rig.server)
            #expect(order.status == .completed)
            #expect(saved.map(\.id) == [token.id])
        }
    }

    @Test("dynamic amounts: the buyer's California address makes shipping 2.00, captured 42.00")
    func dynamicAmounts() async throws {
        try await Rig.with(.inProcess) { rig in
            let captured = try await DynamicAmountsSample.checkout(apiClient: rig.apiClient, presenter: rig.webBuyer(), merchantServer: rig.server)
            #expect(captured.status == .completed)
            #expect(captured.captures.first?.amount?.value == "42.00")
        }
    }

    @Test("the pay button: PayPal and Pay Later shown for a US buyer")
    func payButton() async throws {
        try await Rig.with(.inProcess) { rig in
            let states = try await PayButtonSample.buttons(apiClient: rig.apiClient)
            #expect(states.map(\.visibility) == [.visible, .visible])
            #expect(states.first?.configuration.content.accessibilityLabel == "Pay with PayPal")
        }
    }

    @Test("payPalContext: a saved order resumes from its state, without a second order")
    func resume() async throws {
        try await Rig.with(.inProcess) { rig in
            let waiting = try await rig.serverOrder()
            #expect(
                try await ResumeCheckoutSample.resume(savedOrderID: waiting.id, apiClient: rig.apiClient, presenter: rig.webBuyer()) == .approvedNow(waiting.id)
            )
            #expect(
                try await ResumeCheckoutSample.resume(savedOrderID: waiting.id, apiClient: rig.apiClient, presenter: rig.webBuyer())
                    == .readyToCapture(waiting.id))
            _ = try await rig.server.captureOrder(id: waiting.id)
            #expect(
                try await ResumeCheckoutSample.resume(savedOrderID: waiting.id, apiClient: rig.apiClient, presenter: rig.webBuyer()) == .finished(.completed))
            #expect(rig.log.calls.filter { $0 == "POST /v2/checkout/orders" }.isEmpty)
        }
    }

    @Test(
        "Venmo: approved in the app; on the web without the app (Venmo) or for an ineligible Venmo (PayPal); none hides the button", arguments: Backend.allCases
    )
    func venmo(backend: Backend) async throws {
        try await Rig.with(backend) { rig in
            let order = try await rig.serverOrder()
            let app = ScriptedVenmoAppSwitcher { link throws(VenmoAppSwitchError) in
                let id = link.queryDictionary["resource_id"] ?? ""
                do { try await rig.approveOrder(id) } catch { throw .failed("\(error)") }
                return URL(string: "https://example.com/venmo/success?resource_id=\(id)")!
            }
            let result = try await VenmoSample.approve(orderID: order.id, apiClient: rig.apiClient, appSwitcher: app, presenter: rig.webBuyer())
            #expect(result.approvedIn == .venmoApp)
            #expect(VenmoSample.describe(result) == "Venmo app")

            let absent = ScriptedVenmoAppSwitcher(installed: false) { _ throws(VenmoAppSwitchError) in throw .failed("not installed") }
            let web = try await VenmoSample.approve(
                orderID: try await rig.serverOrder().id, apiClient: rig.apiClient, appSwitcher: absent, presenter: rig.webBuyer())
            #expect(VenmoSample.describe(web) == "Venmo on the web: the app is not installed")

            let euro = try await rig.serverOrder("15.00", currency: "EUR")
            let payPal = try await VenmoSample.approve(orderID: euro.id, apiClient: rig.apiClient, appSwitcher: app, presenter: rig.webBuyer())
            #expect(VenmoSample.describe(payPal) == "PayPal on the web: Venmo not eligible (CURRENCY_NOT_SUPPORTED)")

            let venmo = try VenmoClient(
                apiClient: rig.apiClient, returnURL: URL(string: "https://example.com/venmo")!, appName: "Example Store", appSwitcher: absent,
                webPresenter: rig.webBuyer())
            #expect(try await VenmoSample.approveVenmoOnly(orderID: try await rig.serverOrder("9.00", currency: "EUR").id, venmo: venmo) == nil)
            #expect(try await VenmoSample.approveVenmoOnly(orderID: try await rig.serverOrder().id, venmo: venmo) == nil)
        }
    }
}
