import Foundation
import ModernClientsTestSupport
import OrdersCore
import OrdersSimulator
import Testing

/// `APIClient.checkEligibility` against the simulator's documented rules, in-process and over
/// `orders-sandbox`: one `POST /graphql` per check.
@Suite("Eligibility: fundingEligibility over GraphQL")
struct EligibilityTests {
    @Test("USD for a US buyer: every funding source is eligible, in one round trip", arguments: Backend.allCases)
    func everythingForUSBuyers(backend: Backend) async throws {
        try await Rig.with(backend) { rig in
            let result = try await rig.apiClient.checkEligibility(EligibilityRequest(currency: .usd, buyerCountry: "US"))
            #expect(result.eligibleSources == FundingSource.allCases)
            #expect(FundingSource.allCases.allSatisfy { result[$0].reasons.isEmpty })
            #expect(rig.log.calls == ["POST /graphql"])
            if backend == .sandbox { #expect(try rig.loggedCalls() == ["POST /graphql"]) }
        }
    }

    @Test("EUR for a German buyer: Pay Later yes; Venmo and Credit no, with reasons", arguments: Backend.allCases)
    func euroInGermany(backend: Backend) async throws {
        try await Rig.with(backend) { rig in
            let result = try await rig.apiClient.checkEligibility(EligibilityRequest(currency: .eur, intent: .authorize, buyerCountry: "DE"))
            #expect(result.paypal == FundingEligibility(eligible: true))
            #expect(result.card == FundingEligibility(eligible: true))
            #expect(result.paylater == FundingEligibility(eligible: true))
            #expect(result.venmo == FundingEligibility(eligible: false, reasons: ["CURRENCY_NOT_SUPPORTED", "BUYER_COUNTRY_NOT_SUPPORTED"]))
            #expect(result.credit == FundingEligibility(eligible: false, reasons: ["BUYER_COUNTRY_NOT_SUPPORTED", "CURRENCY_NOT_SUPPORTED"]))
        }
    }

    @Test("without a buyer country Pay Later and Credit are ineligible; Venmo only when enabled", arguments: Backend.allCases)
    func buyerCountryAndEnableFunding(backend: Backend) async throws {
        try await Rig.with(backend) { rig in
            let unknownBuyer = try await rig.apiClient.checkEligibility(EligibilityRequest(currency: .usd))
            #expect(unknownBuyer.paylater == FundingEligibility(eligible: false, reasons: ["BUYER_COUNTRY_REQUIRED"]))
            #expect(unknownBuyer.credit == FundingEligibility(eligible: false, reasons: ["BUYER_COUNTRY_REQUIRED"]))
            #expect(unknownBuyer.venmo.eligible)
            #expect(unknownBuyer.paypal.eligible)
            if backend == .sandbox { #expect(try rig.loggedCalls() == ["POST /graphql"]) }

            let notEnabled = try await rig.apiClient.checkEligibility(EligibilityRequest(currency: .usd, buyerCountry: "US", enableFunding: []))
            #expect(notEnabled.venmo == FundingEligibility(eligible: false, reasons: ["VENMO_NOT_ENABLED"]))

            let britishInDollars = try await rig.apiClient.checkEligibility(EligibilityRequest(currency: .usd, buyerCountry: "GB"))
            #expect(britishInDollars.paylater == FundingEligibility(eligible: false, reasons: ["CURRENCY_NOT_SUPPORTED_FOR_COUNTRY"]))
            let british = try await rig.apiClient.checkEligibility(EligibilityRequest(currency: .gbp, buyerCountry: "GB"))
            #expect(british.paylater.eligible)
            let japanese = try await rig.apiClient.checkEligibility(EligibilityRequest(currency: .jpy, buyerCountry: "JP"))
            #expect(japanese.paylater == FundingEligibility(eligible: false, reasons: ["BUYER_COUNTRY_NOT_SUPPORTED"]))
        }
    }

    @Test("a forced override wins over the rules until cleared", arguments: Backend.allCases)
    func overrides(backend: Backend) async throws {
        try await Rig.with(backend) { rig in
            let request = EligibilityRequest(currency: .usd, buyerCountry: "US")
            try await rig.overrideEligibility(.venmo, FundingEligibility(eligible: false, reasons: ["MERCHANT_NOT_ENABLED"]))
            let forced = try await rig.apiClient.checkEligibility(request)
            #expect(forced.venmo == FundingEligibility(eligible: false, reasons: ["MERCHANT_NOT_ENABLED"]))
            #expect(forced.paypal.eligible)
            try await rig.overrideEligibility(.venmo, nil)
            #expect(try await rig.apiClient.checkEligibility(request).venmo.eligible)
        }
    }

    @Test("GraphQL errors become a PaymentsError with a detail per error")
    func graphQLErrors() async throws {
        // An unknown client id on purpose: a plain transport, so the request is not recorded.
        let simulator = OrdersSimulator(configuration: .init(credentials: ["known-app": "secret"]))
        let unknownApp = APIClient(config: CoreConfig(clientID: "unknown-app", environment: .sandbox), transport: SimulatorTransport(simulator: simulator))
        let error = try await #require(throws: PaymentsError.self) {
            try await unknownApp.checkEligibility(EligibilityRequest(currency: .usd, buyerCountry: "US"))
        }
        #expect(error.kind == .api)
        #expect(error.statusCode == 200)
        #expect(error.name == "GRAPHQL_ERROR")
        #expect(error.issues == ["INVALID_CLIENT_ID"])
        #expect(error.details.map(\.field) == ["variables.clientId"])
        #expect(error.errorDescription?.contains("$clientId") == true)
        #expect(error.debugID != nil)
    }

    @Test("a buyer country that is not two capital letters is refused before any call", arguments: ["us", "USA", "U1", ""])
    func badBuyerCountry(country: String) async throws {
        try await Rig.with(.inProcess) { rig in
            let error = try await #require(throws: PaymentsError.self) {
                try await rig.apiClient.checkEligibility(EligibilityRequest(currency: .usd, buyerCountry: country))
            }
            #expect(error.kind == .configuration)
            #expect(error.message.contains("'\(country)'"))
            #expect(rig.log.calls.isEmpty)
        }
    }

    @Test("HTTP errors: a 503 is retried, a lasting one is thrown with its status", arguments: Backend.allCases)
    func httpErrors(backend: Backend) async throws {
        try await Rig.with(backend) { rig in
            try await rig.inject(.on(.fundingEligibility, .status(503)))
            let recovered = try await rig.apiClient.checkEligibility(EligibilityRequest(currency: .usd, buyerCountry: "US"))
            #expect(recovered.paypal.eligible)
            #expect(rig.log.calls == ["POST /graphql", "POST /graphql"])

            try await rig.inject(.on(.fundingEligibility, .status(503), count: 2))
            let error = try await #require(throws: PaymentsError.self) {
                try await rig.apiClient.checkEligibility(EligibilityRequest(currency: .usd))
            }
            #expect(error.statusCode == 503)
            #expect(error.isTransient)
        }
    }
}
