import Foundation
import OrdersCore

/// Funding eligibility: the `fundingEligibility` GraphQL query, answered by ``EligibilityRules`` unless a test
/// forced a funding source's eligibility (the overrides it holds).
struct EligibilityResource: Sendable {
    private var overrides: [FundingSource: FundingEligibility] = [:]

    /// Forces the eligibility of `source`, or with `nil` returns it to the rules.
    mutating func override(_ source: FundingSource, with eligibility: FundingEligibility?) {
        overrides[source] = eligibility
    }

    /// `POST /graphql`: answers the `fundingEligibility` query by ``EligibilityRules`` and the overrides.
    ///
    /// As GraphQL servers do, problems come back as HTTP 200 with `{"errors": [{message, path,
    /// extensions.code}], "data": null}`; a body that is not a JSON object is HTTP 400 with the same shape.
    /// Only the selected funding sources and fields are answered.
    /// The client id in the query's variables must be one `clients` knows.
    func answer(_ request: HTTPRequest, clients: OAuthResource, context: inout SimulatorContext) -> HTTPResponse {
        guard let data = request.body, let body = try? JSONValue(parsing: data), body.objectValue != nil else {
            return Self.graphQLErrors(400, [("The request body must be a JSON object {query, variables}.", [], "BAD_REQUEST")], context: &context)
        }
        guard let query = body["query"]?.stringValue, let selection = GraphQLSelection(query: query) else {
            return Self.graphQLErrors(
                200, [("The query must select fields of fundingEligibility { … }.", ["query"], "GRAPHQL_VALIDATION_FAILED")], context: &context)
        }
        let variables = body["variables"]?.objectValue ?? [:]
        var errors = Self.variableErrors(variables, clients: clients)
        for (name, subfields) in selection.fields {
            if FundingSource(rawValue: name) == nil {
                errors.append(("Cannot query field \"\(name)\" on type \"FundingEligibility\".", ["fundingEligibility", name], "GRAPHQL_VALIDATION_FAILED"))
            }
            for field in subfields where field != "eligible" && field != "reasons" {
                errors.append(
                    ("Cannot query field \"\(field)\" on type \"FundingEligibilityItem\".", ["fundingEligibility", name, field], "GRAPHQL_VALIDATION_FAILED"))
            }
        }
        guard errors.isEmpty else { return Self.graphQLErrors(200, errors, context: &context) }

        let rules = EligibilityRules(
            currency: variables["currency"]?.stringValue ?? "",
            buyerCountry: variables["buyerCountry"]?.stringValue,
            enableFunding: Set(variables["enableFunding"]?.arrayValue?.compactMap(\.stringValue) ?? []))
        var answer: [String: JSONValue] = [:]
        for (name, subfields) in selection.fields {
            guard let source = FundingSource(rawValue: name) else { continue }
            let eligibility = overrides[source] ?? rules.eligibility(of: source)
            var item: [String: JSONValue] = [:]
            if subfields.contains("eligible") { item["eligible"] = .bool(eligibility.eligible) }
            if subfields.contains("reasons") { item["reasons"] = .array(eligibility.reasons.map(JSONValue.string)) }
            answer[name] = .object(item)
        }
        return context.jsonResponse(200, .object(["data": .object(["fundingEligibility": .object(answer)])]))
    }

    /// The problems of the query's variables: client id, intent, currency, buyer country, enableFunding.
    private static func variableErrors(_ variables: [String: JSONValue], clients: OAuthResource) -> [(String, [String], String)] {
        var errors: [(String, [String], String)] = []
        let clientID = variables["clientId"]?.stringValue ?? ""
        if clientID.isEmpty || !clients.isKnown(clientID: clientID, secret: nil) {
            errors.append(("Variable \"$clientId\" must be the client id of a REST app; got \"\(clientID)\".", ["variables", "clientId"], "INVALID_CLIENT_ID"))
        }
        let intent = variables["intent"]?.stringValue ?? ""
        if !OrderSchemas.intents.contains(intent) {
            errors.append(("Variable \"$intent\" must be CAPTURE or AUTHORIZE; got \"\(intent)\".", ["variables", "intent"], "INVALID_INTENT"))
        }
        let currency = variables["currency"]?.stringValue ?? ""
        if (try? Currency(code: currency)) == nil {
            errors.append(("Variable \"$currency\" must be a currency PayPal supports; got \"\(currency)\".", ["variables", "currency"], "INVALID_CURRENCY"))
        }
        if let country = variables["buyerCountry"], country != .null, !TextPattern.countryCode.matches(country.stringValue ?? "") {
            errors.append(("Variable \"$buyerCountry\" must be a two-letter country code such as US.", ["variables", "buyerCountry"], "INVALID_BUYER_COUNTRY"))
        }
        let known = Set(FundingSource.allCases.map(\.graphQLName))
        for value in variables["enableFunding"]?.arrayValue ?? [] where !known.contains(value.stringValue ?? "") {
            errors.append(
                (
                    "Variable \"$enableFunding\" has an unknown funding source \(String(decoding: value.serialized(), as: UTF8.self)).",
                    ["variables", "enableFunding"], "INVALID_FUNDING_SOURCE"
                ))
        }
        return errors
    }

    /// A GraphQL error answer.
    private static func graphQLErrors(
        _ status: Int, _ errors: [(message: String, path: [String], code: String)], context: inout SimulatorContext
    ) -> HTTPResponse {
        let list = errors.map { error in
            JSONValue.object([
                "message": .string(error.message),
                "path": .array(error.path.map(JSONValue.string)),
                "extensions": .object(["code": .string(error.code)]),
            ])
        }
        return context.jsonResponse(status, .object(["errors": .array(list), "data": .null]))
    }

    /// `POST /simulator/eligibility/{source}`: `{"eligible": Bool, "reasons": [String]}` overrides the
    /// rules for that source; an empty body returns it to the rules.
    mutating func setEligibility(_ name: String, body: [String: JSONValue]?, context: inout SimulatorContext) throws(SimulatedError) -> HTTPResponse {
        guard let source = FundingSource(rawValue: name) else {
            throw .issue(
                "INVALID_PARAMETER_VALUE", for: nil, field: "/funding_source", value: name,
                description: "Use one of \(FundingSource.allCases.map(\.rawValue).joined(separator: ", ")).")
        }
        guard let body, !body.isEmpty else {
            override(source, with: nil)
            return context.emptyResponse(204)
        }
        guard let eligible = body["eligible"]?.boolValue else {
            throw .issue("MISSING_REQUIRED_PARAMETER", for: nil, field: "/eligible")
        }
        let reasons = body["reasons"]?.arrayValue?.compactMap(\.stringValue) ?? []
        override(source, with: FundingEligibility(eligible: eligible, reasons: reasons))
        return context.emptyResponse(204)
    }
}
