import Foundation
import OrdersCore
import OrdersSimulator
import Testing

/// The simulator's `/graphql` endpoint itself: what it answers for a selection, and its errors.
@Suite("Simulator: POST /graphql")
struct SimulatorGraphQLTests {
    private func post(_ body: String, to simulator: OrdersSimulator = OrdersSimulator()) async throws -> (Int, JSONValue) {
        let request = HTTPRequest(
            method: "POST", url: URL(string: "https://www.sandbox.paypal.com/graphql")!,
            headers: ["Content-Type": "application/json"], body: Data(body.utf8))
        let response = await simulator.handle(request).response
        return (response.status, try JSONValue(parsing: response.body))
    }

    @Test("only the selected funding sources and fields are answered")
    func selection() async throws {
        let query =
            #"{"query":"query q($clientId: String!) { fundingEligibility(clientId: $clientId, intent: CAPTURE, currency: USD) { venmo { eligible } card { reasons } } }","variables":{"clientId":"app","intent":"CAPTURE","currency":"USD","enableFunding":["VENMO"]}}"#
        let (status, json) = try await post(query)
        #expect(status == 200)
        let answer = try #require(json["data"]?["fundingEligibility"]?.objectValue)
        #expect(answer.keys.sorted() == ["card", "venmo"])
        #expect(answer["venmo"] == .object(["eligible": .bool(true)]))
        #expect(answer["card"] == .object(["reasons": .array([])]))
    }

    @Test("unknown fields, missing query and bad bodies are GraphQL errors")
    func errors() async throws {
        let unknown =
            #"{"query":"{ fundingEligibility { applepay { eligible } paypal { score } } }","variables":{"clientId":"app","intent":"CAPTURE","currency":"USD"}}"#
        let (status, json) = try await post(unknown)
        #expect(status == 200)
        #expect(json["data"] == .null)
        let codes = json["errors"]?.arrayValue?.compactMap { $0["extensions"]?["code"]?.stringValue }
        #expect(codes == ["GRAPHQL_VALIDATION_FAILED", "GRAPHQL_VALIDATION_FAILED"])
        let messages = json["errors"]?.arrayValue?.compactMap { $0["message"]?.stringValue } ?? []
        #expect(messages.contains { $0.contains("\"applepay\"") } && messages.contains { $0.contains("\"score\"") })

        let (noQueryStatus, noQuery) = try await post(#"{"query":"{ viewer { id } }","variables":{}}"#)
        #expect(noQueryStatus == 200)
        #expect(noQuery["errors"]?.arrayValue?.first?["extensions"]?["code"] == .string("GRAPHQL_VALIDATION_FAILED"))

        let (badStatus, bad) = try await post("[1,2]")
        #expect(badStatus == 400)
        #expect(bad["errors"]?.arrayValue?.first?["extensions"]?["code"] == .string("BAD_REQUEST"))

        let badVariables =
            #"{"query":"{ fundingEligibility { paypal { eligible } } }","variables":{"clientId":"app","intent":"SELL","currency":"XYZ","enableFunding":["ZELLE"]}}"#
        let (_, variables) = try await post(badVariables)
        let variableCodes = variables["errors"]?.arrayValue?.compactMap { $0["extensions"]?["code"]?.stringValue }
        #expect(variableCodes == ["INVALID_INTENT", "INVALID_CURRENCY", "INVALID_FUNDING_SOURCE"])
    }

    @Test("reset clears eligibility overrides")
    func resetClearsOverrides() async throws {
        let simulator = OrdersSimulator()
        await simulator.overrideEligibility(of: .paypal, with: FundingEligibility(eligible: false, reasons: ["X"]))
        let query = #"{"query":"{ fundingEligibility { paypal { eligible reasons } } }","variables":{"clientId":"app","intent":"CAPTURE","currency":"USD"}}"#
        #expect(try await post(query, to: simulator).1["data"]?["fundingEligibility"]?["paypal"]?["eligible"] == .bool(false))
        await simulator.reset()
        #expect(try await post(query, to: simulator).1["data"]?["fundingEligibility"]?["paypal"]?["eligible"] == .bool(true))
    }
}
