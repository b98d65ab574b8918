import Foundation
import ModernClientsTestSupport
import ModernSamples
import OrdersCore
import OrdersPayPalWebPayments
import OrdersPaymentButtons
import Testing

/// The samples added for the legacy elements the first samples did not show (library state, failure
/// arguments, invoice items, preapproval terms, several receivers' dynamic amounts, button types,
/// PayPalContext): each runs against the simulator.
@Suite("Modern samples: the remaining legacy elements")
struct MigrationSamplesRunTests {
    @Test("getPayPalInst/getInstance, appID, environment; payment and preapprovalDetails read from PayPal", arguments: Backend.allCases)
    func libraryState(backend: Backend) async throws {
        let services = PaymentServices(clientID: "APP-CLIENT", environment: .live)
        #expect(services.appID == "APP-CLIENT")
        #expect(services.environment == .live)
        #expect(services.apiClient.config == services.config)
        try await Rig.with(backend) { rig in
            let order = try await rig.serverOrder("7.00")
            let token = try await PreapprovalTermsSample.setupToken(customerID: "customer_4029352050", merchantServer: rig.server)
            let (payment, details) = try await LibraryStateSample.current(
                orderID: order.id, setupTokenID: token.id, apiClient: rig.apiClient, merchantServer: rig.server)
            #expect(payment.purchaseUnits?.first?.amount.total.value == "7.00")
            #expect(details.id == token.id)
            #expect(details.status == .payerActionRequired)
        }
    }

    @Test("the H1 failure callback's arguments, H2's responseMessage and PayPalFailureType from a PaymentsError")
    func failureDetails() {
        let declined = PaymentsError(
            kind: .api, statusCode: 422, name: "UNPROCESSABLE_ENTITY", message: "The instrument was declined.",
            debugID: "f00d1e", details: [APIErrorDetail(issue: "INSTRUMENT_DECLINED")])
        let h1 = FailureDetailsSample.h1Arguments(declined)
        #expect(h1.correlationID == "f00d1e")
        #expect(h1.errorCode == "INSTRUMENT_DECLINED")
        #expect(h1.errorMessage == "The instrument was declined.")
        let message = FailureDetailsSample.responseMessage(declined)
        #expect(message["category"] == "CONSUMER_ERROR")
        #expect(message["errorId"] == "INSTRUMENT_DECLINED")
        #expect(message["severity"] == "ERROR")
        #expect(message["message"]?.contains("f00d1e") == true)

        let cases: [(PaymentsError, FailureDetailsSample.FailureType)] = [
            (PaymentsError(kind: .transport, message: "offline"), .systemError),
            (PaymentsError(kind: .api, statusCode: 503, message: "down"), .systemError),
            (.configuration("bad base URL"), .applicationError),
            (PaymentsError(kind: .api, statusCode: 422, message: "x", details: [APIErrorDetail(issue: "PAYEE_ACCOUNT_RESTRICTED")]), .recipientError),
            (PaymentsError(kind: .api, statusCode: 422, message: "x", details: [APIErrorDetail(issue: "PAYER_CANNOT_PAY")]), .consumerError),
            (PaymentsError(kind: .api, statusCode: 400, message: "x", details: [APIErrorDetail(issue: "INVALID_PARAMETER_VALUE")]), .applicationError),
        ]
        for (error, expected) in cases { #expect(FailureDetailsSample.failureType(error) == expected, "\(error)") }
        #expect(FailureDetailsSample.responseMessage(PaymentsError(kind: .transport, message: "offline"))["severity"] == "WARNING")
    }

    @Test("invoice data and items: an order PayPal accepts, 12.50 with its breakdown and item", arguments: Backend.allCases)
    func invoiceItems(backend: Backend) async throws {
        try await Rig.with(backend) { rig in
            let order = try await rig.server.createOrder(try InvoiceItemsSample.order())
            let unit = try #require(order.purchaseUnits?.first)
            #expect(unit.amount.total.value == "12.50")
            #expect(unit.amount.breakdown?.itemTotal?.value == "10.00")
            #expect(unit.items?.map(\.sku) == ["TICKET-1"])
            #expect(unit.items?.first?.category == .digitalGoods)
            #expect(unit.customId == "order-1042")
        }
    }

    @Test("preapproval terms: each PayPalPreapprovalDetails limit refuses a charge it does not allow")
    func preapprovalTerms() throws {
        let start = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01, a Thursday
        let usd = { (value: String) in try Money(value: value, currencyCode: "USD") }
        let terms = PreapprovalTerms(
            currency: .usd, maxTotalAmountOfAllPayments: try usd("100.00"), validity: start...start.addingTimeInterval(365 * 86_400),
            maxPerPayment: try usd("30.00"), maxNumPayments: 4, paymentPeriod: .monthly, maxNumPaymentsPerPeriod: 2)
        let day = { (n: Double) in start.addingTimeInterval(n * 86_400) }
        #expect(terms.allows(try usd("25.00"), at: day(1), after: []))
        #expect(!terms.allows(try usd("31.00"), at: day(1), after: []))  // maxPerPayment
        #expect(!terms.allows(try Money(value: "5.00", currencyCode: "EUR"), at: day(1), after: []))  // currency
        #expect(!terms.allows(try usd("5.00"), at: day(-1), after: []))  // startDate
        #expect(!terms.allows(try usd("5.00"), at: day(400), after: []))  // endDate
        #expect(!terms.allows(try usd("5.00"), at: day(3), after: [(try usd("10.00"), day(1)), (try usd("10.00"), day(2))]))  // per period
        #expect(terms.allows(try usd("5.00"), at: day(40), after: [(try usd("10.00"), day(1)), (try usd("10.00"), day(2))]))
        let four = [(try usd("25.00"), day(1)), (try usd("25.00"), day(40)), (try usd("25.00"), day(80)), (try usd("20.00"), day(120))]
        #expect(!terms.allows(try usd("1.00"), at: day(200), after: four))  // maxNumPayments
        #expect(!terms.allows(try usd("30.00"), at: day(200), after: Array(four.prefix(3))))  // maxTotalAmountOfAllPayments
        var weekly = terms
        weekly.dayOfWeek = 5  // Thursday
        #expect(weekly.allows(try usd("5.00"), at: day(7), after: []))
        #expect(!weekly.allows(try usd("5.00"), at: day(8), after: []))
    }

    @Test("preapproval terms on the server: an allowed charge is captured, a refused one sends nothing", arguments: Backend.allCases)
    func preapprovalCharge(backend: Backend) async throws {
        try await Rig.with(backend) { rig in
            let customer = "customer_4029352050"
            let setup = try await PreapprovalTermsSample.setupToken(customerID: customer, merchantServer: rig.server)
            try await rig.approveSetupToken(setup.id)
            let token = try await rig.server.createPaymentToken(PaymentTokenRequest(setupTokenID: setup.id, customer: VaultCustomer(id: customer)))
            let now = Date()
            let terms = PreapprovalTerms(
                currency: .usd, maxTotalAmountOfAllPayments: try Money(value: "100.00", currencyCode: "USD"),
                validity: now.addingTimeInterval(-60)...now.addingTimeInterval(86_400), maxPerPayment: try Money(value: "30.00", currencyCode: "USD"))
            let charged = try await PreapprovalTermsSample.charge(
                try Money(value: "25.00", currencyCode: "USD"), token: token, terms: terms, history: [], now: now, merchantServer: rig.server)
            #expect(charged?.status == .completed)
            let before = try rig.loggedCalls().count
            let refused = try await PreapprovalTermsSample.charge(
                try Money(value: "45.00", currencyCode: "USD"), token: token, terms: terms, history: [], now: now, merchantServer: rig.server)
            #expect(refused == nil)
            #expect(try rig.loggedCalls().count == before)
        }
    }

    /// Two receivers of `amounts`, approved by the buyer (the parallel sample's order, with other amounts).
    static func approvedParallel(_ amounts: [String], rig: Rig) async throws -> PayPalWebCheckoutResult {
        var units: [PurchaseUnit] = []
        for (index, amount) in amounts.enumerated() {
            units.append(
                PurchaseUnit(
                    referenceId: "receiver-\(index)", amount: AmountWithBreakdown(total: try Money(value: amount, currencyCode: "USD")),
                    payee: Payee(emailAddress: "seller-\(index)@example.com")))
        }
        return try await PayPalWebCheckoutClient(apiClient: rig.apiClient, presenter: rig.webBuyer())
            .createAndApproveOrder(OrderRequest(intent: .capture, purchaseUnits: units))
    }

    /// Receivers of 20.00 and 30.00: 1.00 (California) or 2.50 shipping stays within the 15 % PayPal lets an approved
    /// order grow by.
    @Test("adjustAmountsAdvancedForAddress: every receiver's unit patched for the buyer's address, then captured", arguments: Backend.allCases)
    func severalReceivers(backend: Backend) async throws {
        try await Rig.with(backend) { rig in
            let approved = try await Self.approvedParallel(["20.00", "30.00"], rig: rig)
            let captured = try #require(try await DynamicAmountsAdvancedSample.adjustReceivers(approved: approved, merchantServer: rig.server))
            #expect(captured.status == .completed)
            let shipping = approved.order.purchaseUnits?.first?.shipping?.address?.adminArea1 == "CA" ? "1.00" : "2.50"
            let expected = ["20.00", "30.00"].map { String(describing: Decimal(string: $0)! + Decimal(string: shipping)!) }
            #expect(captured.captures.compactMap { $0.amount.map { Decimal(string: $0.value) } }.map { String(describing: $0!) } == expected)
        }
    }

    /// The parallel sample's 6.00 and 4.00 receivers would grow by 17 % and 25 %: PayPal refuses the PATCH and nothing is
    /// captured (the buyer would have to approve a new order).
    @Test("adjustAmountsAdvancedForAddress beyond 115 % of the approved amounts: AMOUNT_CHANGE_NOT_ALLOWED, nothing captured")
    func severalReceiversBeyondTheLimit() async throws {
        try await Rig.with(.inProcess) { rig in
            let approved = try await AdvancedCheckoutSample.parallel(apiClient: rig.apiClient, presenter: rig.webBuyer())
            await #expect(throws: PaymentsError.self) {
                try await DynamicAmountsAdvancedSample.adjustReceivers(approved: approved, merchantServer: rig.server)
            }
            let order = try await rig.server.getOrder(id: approved.orderID)
            #expect(order.status == .approved && order.captures.isEmpty)
        }
    }

    @Test("button types and texts: BUTTON_294x43 with BUTTON_TEXT_DONATE is a full-size button without a label")
    func donateButton() throws {
        let button = try PayButtonSample.donateButton()
        #expect(button.size == .full)
        #expect(button.label == .none)
        #expect(button.fundingSource == .paypal)
    }

    @Test("PayPalContext serialize/deserialize keep the order id; its properties are read back from the order")
    func payPalContext() async throws {
        try await Rig.with(.inProcess) { rig in
            let order = try await rig.server.createOrder(try InvoiceItemsSample.order())
            let saved = ResumeCheckoutSample.serialize(orderID: order.id)
            #expect(ResumeCheckoutSample.deserialize(saved) == order.id)
            #expect(ResumeCheckoutSample.deserialize([:]) == nil)
            let context = ResumeCheckoutSample.context(of: try await rig.apiClient.orders.getOrder(id: order.id), config: rig.apiClient.config)
            #expect(context["amount"] == "12.50")
            #expect(context["tax"] == "1.50")
            #expect(context["shipping"] == "1.00")
            #expect(context["currencyCode"] == "USD")
            #expect(context["recipientEmail"] == "seller@example.com")
            #expect(context["sessionToken"] == order.id)
        }
    }
}
