import Foundation
import OrdersCore
import OrdersSimulator
import Testing

@testable import LegacyMPL

/// Payments the 2011 library accepted and Orders v2 can carry with a translation: phone recipients through the
/// recipient map, long texts shortened, currency codes in any case, each receiver once, `PA-` keys refused clearly.
@Suite("LegacyMPL: the 2011 guide's payments, translated where Orders v2 allows")
struct GuideBehaviourTests {
    static let phone = "+14029352050"

    // MARK: Phone recipients

    @Test("the recipient map: phones normalised, emails and merchant ids accepted, bad entries named")
    func recipientMapParsing() {
        let map = LegacyRecipientMap([
            "+1 (402) 935-2050": "seller@example.com", "+44 20 7946 0958": "ABCDEFGHJK123",
            "not a phone": "x@example.com", "+15550100": "nobody",
        ])
        #expect(map.payee(for: "+14029352050") == .email("seller@example.com"))
        #expect(map.payee(for: "+1-402-935-2050") == .email("seller@example.com"))
        #expect(map.payee(for: "+442079460958") == .merchantID("ABCDEFGHJK123"))
        #expect(map.payee(for: "14029352050") == nil, "without its +, another number")
        #expect(map.problems.count == 2)
        #expect(map.problems.contains { $0.contains("\"not a phone\" is not a phone number") })
        #expect(map.problems.contains { $0.contains("\"nobody\", is neither an email address nor a 13-character merchant id") })
    }

    @Test("the map from Info.plist (dictionary or JSON text) and the environment; Info.plist wins entry by entry")
    func recipientMapFromSettings() {
        let info: [String: Any] = [LegacyRecipientMap.infoKey: ["+14029352050": "plist@example.com"]]
        let environment = [LegacyRecipientMap.environmentKey: #"{"+14029352050": "env@example.com", "+15551234567": "other@example.com"}"#]
        let map = LegacyRecipientMap.fromSettings(info: info, environment: environment)
        #expect(map.payee(for: Self.phone) == .email("plist@example.com"))
        #expect(map.payee(for: "+15551234567") == .email("other@example.com"))
        let json = LegacyRecipientMap.fromSettings(info: [LegacyRecipientMap.infoKey: #"{"+14029352050": "json@example.com"}"#], environment: [:])
        #expect(json.payee(for: Self.phone) == .email("json@example.com"))
        let broken = LegacyRecipientMap.fromSettings(info: nil, environment: [LegacyRecipientMap.environmentKey: "{not json"])
        #expect(
            broken.entries.isEmpty
                && broken.problems == [
                    "the environment variable LEGACY_MPL_RECIPIENT_MAP is not a JSON object such as {\"+14029352050\": \"seller@example.com\"}."
                ])
        let huge = LegacyRecipientMap.parse(json: "[" + String(repeating: "[", count: 2_000_000), source: "test")
        #expect(huge.entries.isEmpty && huge.problems.count == 1, "a crafted setting is refused, not parsed")
    }

    @Test("a mapped phone recipient is paid as its account, with a note; the merchant id form too")
    func mappedPhoneRecipient() throws {
        let options = LegacyTranslationOptions(recipientMap: LegacyRecipientMap([Self.phone: "seller@example.com"]))
        let plan = try Fixtures.simplePayment(recipient: "+1 402 935 2050").orderPlan(options: options)
        #expect(plan.request.purchaseUnits[0].payee == Payee(emailAddress: "seller@example.com"))
        #expect(plan.notes.contains { $0.code == .phoneRecipientMapped && $0.path == "recipient" })
        let byID = LegacyTranslationOptions(recipientMap: LegacyRecipientMap([Self.phone: "ABCDEFGHJK123"]))
        #expect(try Fixtures.simplePayment(recipient: Self.phone).orderPlan(options: byID).request.purchaseUnits[0].payee == Payee(merchantId: "ABCDEFGHJK123"))
    }

    @Test("an unmapped phone recipient fails before any call, saying exactly how to map it (and what the map could not read)")
    func unmappedPhoneRecipient() throws {
        let options = LegacyTranslationOptions(recipientMap: LegacyRecipientMap.parse(json: "[]", source: "the environment variable LEGACY_MPL_RECIPIENT_MAP"))
        let error = try #require(validationError { _ = try Fixtures.simplePayment(recipient: "+1 (402) 935-2050").orderPlan(options: options) })
        #expect(error.pairs == ["PHONE_RECIPIENT_NOT_MAPPED recipient"])
        let problem = error.problems[0]
        #expect(problem.fix.contains("\"+14029352050\"") && problem.fix.contains("LegacyMPLRecipientMap") && problem.fix.contains("LEGACY_MPL_RECIPIENT_MAP"))
        #expect(problem.message.contains("is not a JSON object"))
    }

    @Test("through the library: the map in code, a checkout in ENV_NONE pays the mapped account")
    func mappedPhoneThroughTheEngine() async throws {
        let harness = FlowHarness(configuration: LegacyBackendConfiguration(recipientMap: LegacyRecipientMap([Self.phone: "seller@example.com"])))
        harness.initialize()
        let calls = try await harness.checkout(Fixtures.simplePayment(recipient: Self.phone))
        #expect(calls.first?.hasPrefix("success ") == true && calls.last == "exit", "\(calls)")
        let orderID = try #require(calls.first.map { String($0.split(separator: " ")[1]) })
        let reader = OrdersClient(config: CoreConfig(clientID: "reader", environment: .sandbox), transport: SimulatorTransport(simulator: harness.simulator))
        let order = try await reader.getOrder(id: orderID)
        #expect(order.purchaseUnits?.first?.payee?.emailAddress == "seller@example.com")
    }

    // MARK: Receivers listed twice

    @Test("the same account twice is refused before any call, naming both positions (email case, phone spelling, a mapped phone)")
    func duplicateReceivers() throws {
        let twice = Fixtures.advancedPayment([
            Fixtures.receiver("Shop@Example.com", subTotal: "5.00"), Fixtures.receiver("other@example.com", subTotal: "5.00"),
            Fixtures.receiver("shop@example.com", subTotal: "5.00"),
        ])
        let error = try #require(validationError { try twice.validate() })
        #expect(error.pairs == ["DUPLICATE_RECEIVER receiverPaymentDetails[2].recipient"])
        #expect(error.problems[0].message.contains("receiverPaymentDetails[0].recipient and receiverPaymentDetails[2].recipient"))
        let phones = Fixtures.advancedPayment([Fixtures.receiver(Self.phone, subTotal: "5.00"), Fixtures.receiver("+1 402-935-2050", subTotal: "5.00")])
        #expect(validationError { _ = try phones.orderPlan() }?.codes.contains(.duplicateReceiver) == true)
        let mapped = Fixtures.advancedPayment([Fixtures.receiver(Self.phone, subTotal: "5.00"), Fixtures.receiver("seller@example.com", subTotal: "5.00")])
        let options = LegacyTranslationOptions(recipientMap: LegacyRecipientMap([Self.phone: "seller@example.com"]))
        #expect(validationError { _ = try mapped.orderPlan(options: options) }?.pairs == ["DUPLICATE_RECEIVER receiverPaymentDetails[1].recipient"])
        let chained = Fixtures.advancedPayment([
            Fixtures.receiver("agent@example.com", subTotal: "20.00", primary: true), Fixtures.receiver("agent@example.com", subTotal: "5.00"),
        ])
        #expect(validationError { try chained.validate() }?.codes == [.duplicateReceiver])
    }

    // MARK: Texts and currency codes

    @Test("texts over 127 characters are shortened on a character boundary with a note; customId is refused")
    func longTexts() throws {
        let payment = Fixtures.simplePayment()
        payment.description = String(repeating: "d", count: 126) + "👩‍👩‍👧"  // the family emoji is 5 scalars
        payment.merchantName = String(repeating: "m", count: 200)
        payment.invoiceData = Fixtures.invoice(items: [
            Fixtures.item(String(repeating: "n", count: 300), price: "10.00", count: 1, total: "10.00", id: String(repeating: "s", count: 128))
        ])
        let plan = try payment.orderPlan()
        let unit = plan.request.purchaseUnits[0]
        #expect(unit.description == String(repeating: "d", count: 126) + "…", "the emoji is dropped whole, never split")
        #expect(plan.request.paymentSource?.paypal?.experienceContext?.brandName == String(repeating: "m", count: 126) + "…")
        #expect(unit.items?.first?.name.unicodeScalars.count == 127 && unit.items?.first?.sku?.unicodeScalars.count == 127)
        #expect(
            Set(plan.notes.filter { $0.code == .textShortened }.map(\.path))
                == ["description", "merchantName", "invoiceData.invoiceItems[0].name", "invoiceData.invoiceItems[0].itemId"])
        #expect(LegacyTextLimit.shortened("short") == "short")
        #expect(LegacyTextLimit.shortened(String(repeating: "é", count: 127)) == String(repeating: "é", count: 127))
        payment.customId = String(repeating: "c", count: 128)
        #expect(validationError { _ = try payment.orderPlan() }?.pairs == ["TEXT_TOO_LONG customId"])
    }

    @Test("a currency code in lower case is sent upper-cased, with a note")
    func lowerCaseCurrency() throws {
        let plan = try Fixtures.simplePayment(currency: "usd").orderPlan()
        #expect(plan.request.purchaseUnits[0].amount.total.currency.code == "USD")
        #expect(plan.notes.contains { $0.code == .currencyCodeUpperCased })
        let advanced = try Fixtures.advancedPayment(Fixtures.receivers(2), currency: "eur").orderPlan()
        #expect(advanced.request.purchaseUnits.allSatisfy { $0.amount.total.currency.code == "EUR" })
    }

    // MARK: Old preapproval keys

    @Test("a PA- key fails before any call: Adaptive Payments preapprovals are gone, create a Vault setup token instead")
    func adaptivePreapprovalKey() async throws {
        let harness = FlowHarness()
        harness.initialize()
        let before = await harness.simulator.stats
        harness.library.preapprovalWithKey("PA-9RE67451HN392331F", andMerchantName: "Shop")
        let calls = try await harness.waitForExit(after: 0)
        #expect(calls.count == 2 && calls.first?.hasPrefix("failed") == true && calls.last == "exit", "\(calls)")
        #expect(harness.message("errorId") == "LEGACY_VALIDATION_FAILED")
        let message = try #require(harness.message("message"))
        #expect(message.contains("Adaptive Payments preapproval key") && message.contains("Vault v3 setup token"), "\(message)")
        #expect(await harness.simulator.stats == before, "nothing was sent")
    }
}
