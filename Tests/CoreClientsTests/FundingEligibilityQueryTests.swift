import Foundation
import Testing

@testable import OrdersCore

/// The GraphQL request itself, and how answers missing a funding source are reported.
@Suite("Eligibility: the fundingEligibility query")
struct FundingEligibilityQueryTests {
    @Test("variables carry client id, intent, currency, buyer country and enableFunding; cards are asked for eligible only")
    func body() throws {
        let body = FundingEligibilityQuery.body(
            for: EligibilityRequest(currency: .eur, intent: .authorize, buyerCountry: "DE", enableFunding: [.paylater, .venmo]), clientID: "app")
        #expect(
            body["variables"]
                == .object([
                    "clientId": .string("app"), "intent": .string("AUTHORIZE"), "currency": .string("EUR"),
                    "buyerCountry": .string("DE"), "enableFunding": .array([.string("PAYLATER"), .string("VENMO")]),
                ]))
        let query = try #require(body["query"]?.stringValue)
        #expect(query.contains("fundingEligibility(clientId: $clientId, intent: $intent, currency: $currency"))
        #expect(query.contains("card { eligible }"))
        #expect(query.contains("paylater { eligible reasons }"))
        #expect(FundingEligibilityQuery.body(for: EligibilityRequest(currency: .usd), clientID: "app")["variables"]?["buyerCountry"] == nil)
    }

    @Test("an answer without a funding source, or not JSON, is a decoding error naming what is missing")
    func incompleteAnswers() {
        let partial = HTTPResponse(status: 200, body: Data(#"{"data":{"fundingEligibility":{"paypal":{"eligible":true}}}}"#.utf8))
        #expect(
            throws: PaymentsError(
                kind: .decoding, statusCode: 200,
                message: "Could not read the fundingEligibility answer: data.fundingEligibility.venmo.eligible is missing or not a boolean.")
        ) {
            try FundingEligibilityQuery.result(from: partial)
        }
        let html = HTTPResponse(status: 200, body: Data("<html>".utf8))
        #expect(throws: PaymentsError(kind: .decoding, statusCode: 200, message: "Could not read the fundingEligibility answer: the body is not JSON.")) {
            try FundingEligibilityQuery.result(from: html)
        }
    }
}
