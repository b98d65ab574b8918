import Foundation

/// The GraphQL `fundingEligibility` query: its text, variables, and how its answer is read.
enum FundingEligibilityQuery {
    /// The query, asking every funding source for `eligible` and, except cards (PayPal's mobile SDK
    /// asks cards for `eligible` only), `reasons`.
    static let text = """
        query getEligibility($clientId: String!, $intent: FundingEligibilityIntent!, \
        $currency: SupportedCountryCurrencies!, $buyerCountry: CountryCodes, \
        $enableFunding: [SupportedPaymentMethodsType]) { \
        fundingEligibility(clientId: $clientId, intent: $intent, currency: $currency, \
        buyerCountry: $buyerCountry, enableFunding: $enableFunding) { \
        paypal { eligible reasons } venmo { eligible reasons } card { eligible } \
        credit { eligible reasons } paylater { eligible reasons } } }
        """

    /// The `{query, variables}` body for `request` sent by `clientID`.
    static func body(for request: EligibilityRequest, clientID: String) -> JSONValue {
        var variables: [String: JSONValue] = [
            "clientId": .string(clientID),
            "intent": .string(request.intent.rawValue),
            "currency": .string(request.currency.code),
            "enableFunding": .array(request.enableFunding.map(\.graphQLName).sorted().map(JSONValue.string)),
        ]
        if let country = request.buyerCountry { variables["buyerCountry"] = .string(country) }
        return .object(["query": .string(text), "variables": .object(variables)])
    }

    /// Reads a GraphQL answer: the `errors` array becomes a ``PaymentsError`` (one detail per error),
    /// otherwise every funding source must be present under `data.fundingEligibility`.
    static func result(from response: HTTPResponse) throws(PaymentsError) -> EligibilityResult {
        guard let json = try? JSONValue(parsing: response.body) else {
            throw unreadable("the body is not JSON", response)
        }
        if let errors = json["errors"]?.arrayValue, !errors.isEmpty {
            throw graphQLError(errors, response)
        }
        guard let answer = json["data"]?["fundingEligibility"]?.objectValue else {
            throw unreadable("no data.fundingEligibility in the answer", response)
        }
        func read(_ source: FundingSource) throws(PaymentsError) -> FundingEligibility {
            guard let eligible = answer[source.rawValue]?["eligible"]?.boolValue else {
                throw unreadable("data.fundingEligibility.\(source.rawValue).eligible is missing or not a boolean", response)
            }
            let reasons = answer[source.rawValue]?["reasons"]?.arrayValue?.compactMap(\.stringValue) ?? []
            return FundingEligibility(eligible: eligible, reasons: reasons)
        }
        return EligibilityResult(
            paypal: try read(.paypal), venmo: try read(.venmo), card: try read(.card),
            credit: try read(.credit), paylater: try read(.paylater))
    }

    /// GraphQL `errors` (`message`, `path`, `extensions.code`) as one error with a detail per entry.
    private static func graphQLError(_ errors: [JSONValue], _ response: HTTPResponse) -> PaymentsError {
        let details = errors.map { error in
            let path = error["path"]?.arrayValue?.compactMap(\.stringValue).joined(separator: ".")
            return APIErrorDetail(
                field: path.flatMap { $0.isEmpty ? nil : $0 },
                issue: error["extensions"]?["code"]?.stringValue ?? "GRAPHQL_ERROR",
                description: error["message"]?.stringValue)
        }
        let first = errors.first?["message"]?.stringValue ?? "no message"
        return PaymentsError(
            kind: .api, statusCode: response.status, name: "GRAPHQL_ERROR",
            message: "The fundingEligibility query failed: \(first)",
            debugID: response.header("Paypal-Debug-Id"), details: details)
    }

    private static func unreadable(_ reason: String, _ response: HTTPResponse) -> PaymentsError {
        PaymentsError(
            kind: .decoding, statusCode: response.status,
            message: "Could not read the fundingEligibility answer: \(reason).", debugID: response.header("Paypal-Debug-Id"))
    }
}
