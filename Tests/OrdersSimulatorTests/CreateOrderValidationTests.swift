import Foundation
import OrdersCore
import OrdersSimulator
import Testing

/// One validation rule: a request that breaks it and the single problem PayPal reports.
struct RuleCase: Sendable, CustomTestStringConvertible {
    let label: String
    let body: String
    let status: Int
    let issue: String
    let field: String?
    var headers: [String: String] = [:]

    var testDescription: String { label }
}

private let unitRef = "/purchase_units/@reference_id=='default'"
private let usd10 = Orders.money("10.00")

/// Schema (400) rules of `POST /v2/checkout/orders`.
let schemaCases: [RuleCase] = [
    RuleCase(label: "malformed JSON", body: #"{"intent":"#, status: 400, issue: "MALFORMED_REQUEST_JSON", field: nil),
    RuleCase(label: "body not an object", body: "[]", status: 400, issue: "MALFORMED_REQUEST_JSON", field: nil),
    RuleCase(label: "intent missing", body: #"{"purchase_units":[{"amount":\#(usd10)}]}"#, status: 400, issue: "MISSING_REQUIRED_PARAMETER", field: "/intent"),
    RuleCase(label: "purchase_units missing", body: #"{"intent":"CAPTURE"}"#, status: 400, issue: "MISSING_REQUIRED_PARAMETER", field: "/purchase_units"),
    RuleCase(label: "amount missing", body: Orders.unit("{}"), status: 400, issue: "MISSING_REQUIRED_PARAMETER", field: "/purchase_units/0/amount"),
    RuleCase(
        label: "currency_code missing", body: Orders.amount(#"{"value":"10.00"}"#), status: 400, issue: "MISSING_REQUIRED_PARAMETER",
        field: "/purchase_units/0/amount/currency_code"),
    RuleCase(
        label: "value missing", body: Orders.amount(#"{"currency_code":"USD"}"#), status: 400, issue: "MISSING_REQUIRED_PARAMETER",
        field: "/purchase_units/0/amount/value"),
    RuleCase(
        label: "item name missing", body: Orders.items(#"[{"unit_amount":\#(usd10),"quantity":"1"}]"#, amount: usd10), status: 400,
        issue: "MISSING_REQUIRED_PARAMETER", field: "/purchase_units/0/items/0/name"),
    RuleCase(
        label: "item unit_amount missing", body: Orders.items(#"[{"name":"A","quantity":"1"}]"#, amount: usd10), status: 400,
        issue: "MISSING_REQUIRED_PARAMETER", field: "/purchase_units/0/items/0/unit_amount"),
    RuleCase(
        label: "item quantity missing", body: Orders.items(#"[{"name":"A","unit_amount":\#(usd10)}]"#, amount: usd10), status: 400,
        issue: "MISSING_REQUIRED_PARAMETER", field: "/purchase_units/0/items/0/quantity"),
    RuleCase(
        label: "intent not an enum value", body: #"{"intent":"SALE","purchase_units":[{"amount":\#(usd10)}]}"#, status: 400, issue: "INVALID_PARAMETER_VALUE",
        field: "/intent"),
    RuleCase(
        label: "item category not an enum value",
        body: Orders.items(#"[{"name":"A","unit_amount":\#(usd10),"quantity":"1","category":"FOOD"}]"#, amount: usd10), status: 400,
        issue: "INVALID_PARAMETER_VALUE", field: "/purchase_units/0/items/0/category"),
    RuleCase(
        label: "value with a comma", body: Orders.amount(Orders.money("10,00")), status: 400, issue: "INVALID_PARAMETER_SYNTAX",
        field: "/purchase_units/0/amount/value"),
    RuleCase(
        label: "value longer than 32", body: Orders.amount(Orders.money(String(repeating: "1", count: 33))), status: 400, issue: "INVALID_STRING_LENGTH",
        field: "/purchase_units/0/amount/value"),
    RuleCase(
        label: "value as a JSON number", body: Orders.amount(#"{"currency_code":"USD","value":10}"#), status: 400, issue: "MALFORMED_REQUEST_JSON",
        field: "/purchase_units/0/amount/value"),
    RuleCase(
        label: "currency_code not 3 long", body: Orders.amount(Orders.money("10.00", "US")), status: 400, issue: "INVALID_STRING_LENGTH",
        field: "/purchase_units/0/amount/currency_code"),
    RuleCase(
        label: "quantity zero", body: Orders.items(#"[{"name":"A","unit_amount":\#(usd10),"quantity":"0"}]"#, amount: usd10), status: 400,
        issue: "INVALID_PARAMETER_SYNTAX", field: "/purchase_units/0/items/0/quantity"),
    RuleCase(
        label: "quantity decimal", body: Orders.items(#"[{"name":"A","unit_amount":\#(usd10),"quantity":"1.5"}]"#, amount: usd10), status: 400,
        issue: "INVALID_PARAMETER_SYNTAX", field: "/purchase_units/0/items/0/quantity"),
    RuleCase(
        label: "description 128", body: Orders.amount(usd10, extra: #""description":"\#(Orders.text(128))""#), status: 400, issue: "INVALID_STRING_LENGTH",
        field: "/purchase_units/0/description"),
    RuleCase(
        label: "custom_id 128", body: Orders.amount(usd10, extra: #""custom_id":"\#(Orders.text(128))""#), status: 400, issue: "INVALID_STRING_LENGTH",
        field: "/purchase_units/0/custom_id"),
    RuleCase(
        label: "invoice_id 128", body: Orders.amount(usd10, extra: #""invoice_id":"\#(Orders.text(128))""#), status: 400, issue: "INVALID_STRING_LENGTH",
        field: "/purchase_units/0/invoice_id"),
    RuleCase(
        label: "soft_descriptor 23", body: Orders.amount(usd10, extra: #""soft_descriptor":"\#(Orders.text(23))""#), status: 400,
        issue: "INVALID_STRING_LENGTH", field: "/purchase_units/0/soft_descriptor"),
    RuleCase(
        label: "reference_id 257", body: Orders.amount(usd10, extra: #""reference_id":"\#(Orders.text(257))""#), status: 400, issue: "INVALID_STRING_LENGTH",
        field: "/purchase_units/0/reference_id"),
    RuleCase(
        label: "item name 128", body: Orders.items(#"[{"name":"\#(Orders.text(128))","unit_amount":\#(usd10),"quantity":"1"}]"#, amount: usd10), status: 400,
        issue: "INVALID_STRING_LENGTH", field: "/purchase_units/0/items/0/name"),
    RuleCase(
        label: "item sku 128", body: Orders.items(#"[{"name":"A","sku":"\#(Orders.text(128))","unit_amount":\#(usd10),"quantity":"1"}]"#, amount: usd10),
        status: 400, issue: "INVALID_STRING_LENGTH", field: "/purchase_units/0/items/0/sku"),
    RuleCase(
        label: "item description 128",
        body: Orders.items(#"[{"name":"A","description":"\#(Orders.text(128))","unit_amount":\#(usd10),"quantity":"1"}]"#, amount: usd10), status: 400,
        issue: "INVALID_STRING_LENGTH", field: "/purchase_units/0/items/0/description"),
    RuleCase(
        label: "brand_name 128",
        body:
            #"{"intent":"CAPTURE","purchase_units":[{"amount":\#(usd10)}],"payment_source":{"paypal":{"experience_context":{"brand_name":"\#(Orders.text(128))"}}}}"#,
        status: 400, issue: "INVALID_STRING_LENGTH", field: "/payment_source/paypal/experience_context/brand_name"),
    RuleCase(
        label: "shipping_preference not an enum value",
        body:
            #"{"intent":"CAPTURE","purchase_units":[{"amount":\#(usd10)}],"payment_source":{"paypal":{"experience_context":{"shipping_preference":"SHIP"}}}}"#,
        status: 400, issue: "INVALID_PARAMETER_VALUE", field: "/payment_source/paypal/experience_context/shipping_preference"),
    RuleCase(
        label: "locale syntax",
        body: #"{"intent":"CAPTURE","purchase_units":[{"amount":\#(usd10)}],"payment_source":{"paypal":{"experience_context":{"locale":"english"}}}}"#,
        status: 400, issue: "INVALID_PARAMETER_SYNTAX", field: "/payment_source/paypal/experience_context/locale"),
    RuleCase(
        label: "vault_id syntax", body: #"{"intent":"CAPTURE","purchase_units":[{"amount":\#(usd10)}],"payment_source":{"paypal":{"vault_id":"bad id!"}}}"#,
        status: 400, issue: "INVALID_PARAMETER_SYNTAX", field: "/payment_source/paypal/vault_id", headers: ["PayPal-Request-Id": "r1"]),
    RuleCase(
        label: "unknown payment source", body: #"{"intent":"CAPTURE","purchase_units":[{"amount":\#(usd10)}],"payment_source":{"cash":{}}}"#, status: 400,
        issue: "INVALID_PARAMETER_VALUE", field: "/payment_source/cash"),
    RuleCase(
        label: "payee email 255", body: Orders.amount(usd10, extra: #""payee":{"email_address":"\#(Orders.text(245))@example.com"}"#), status: 400,
        issue: "INVALID_STRING_LENGTH", field: "/purchase_units/0/payee/email_address"),
    RuleCase(
        label: "payee email 2", body: Orders.amount(usd10, extra: #""payee":{"email_address":"a@"}"#), status: 400, issue: "INVALID_STRING_LENGTH",
        field: "/purchase_units/0/payee/email_address"),
    RuleCase(
        label: "shipping country code missing", body: Orders.amount(usd10, extra: #""shipping":{"address":{"address_line_1":"1 Main St"}}"#), status: 400,
        issue: "MISSING_REQUIRED_PARAMETER", field: "/purchase_units/0/shipping/address/country_code"),
    RuleCase(
        label: "shipping country code syntax", body: Orders.amount(usd10, extra: #""shipping":{"address":{"country_code":"us"}}"#), status: 400,
        issue: "INVALID_PARAMETER_SYNTAX", field: "/purchase_units/0/shipping/address/country_code"),
    RuleCase(
        label: "shipping full_name 301", body: Orders.amount(usd10, extra: #""shipping":{"name":{"full_name":"\#(Orders.text(301))"}}"#), status: 400,
        issue: "INVALID_STRING_LENGTH", field: "/purchase_units/0/shipping/name/full_name"),
    RuleCase(
        label: "no purchase units", body: #"{"intent":"CAPTURE","purchase_units":[]}"#, status: 400, issue: "INVALID_ARRAY_MIN_ITEMS", field: "/purchase_units"),
    RuleCase(
        label: "eleven purchase units",
        body: #"{"intent":"CAPTURE","purchase_units":[\#((1...11).map { #"{"reference_id":"u\#($0)","amount":\#(usd10)}"# }.joined(separator: ","))]}"#,
        status: 400, issue: "INVALID_ARRAY_MAX_ITEMS", field: "/purchase_units"),
    RuleCase(
        label: "two platform fees",
        body: Orders.amount(
            usd10, extra: #""payment_instruction":{"platform_fees":[{"amount":\#(Orders.money("1.00"))},{"amount":\#(Orders.money("1.00"))}]}"#), status: 400,
        issue: "INVALID_ARRAY_MAX_ITEMS", field: "/purchase_units/0/payment_instruction/platform_fees"),
    RuleCase(
        label: "disbursement_mode not an enum value", body: Orders.amount(usd10, extra: #""payment_instruction":{"disbursement_mode":"LATER"}"#), status: 400,
        issue: "INVALID_PARAMETER_VALUE", field: "/purchase_units/0/payment_instruction/disbursement_mode"),
    RuleCase(
        label: "vault_id without PayPal-Request-Id",
        body: #"{"intent":"CAPTURE","purchase_units":[{"amount":\#(usd10)}],"payment_source":{"paypal":{"vault_id":"abc123"}}}"#, status: 400,
        issue: "PAYPAL_REQUEST_ID_REQUIRED", field: "PayPal-Request-Id"),
]

/// Business (422) rules of `POST /v2/checkout/orders`.
let businessCases: [RuleCase] = [
    RuleCase(label: "three decimals", body: Orders.amount(Orders.money("10.001")), status: 422, issue: "DECIMAL_PRECISION", field: "\(unitRef)/amount/value"),
    RuleCase(
        label: "JPY 1000.00", body: Orders.amount(Orders.money("1000.00", "JPY")), status: 422, issue: "DECIMALS_NOT_SUPPORTED",
        field: "\(unitRef)/amount/value"),
    RuleCase(
        label: "HUF 10.5", body: Orders.amount(Orders.money("10.5", "HUF")), status: 422, issue: "DECIMALS_NOT_SUPPORTED", field: "\(unitRef)/amount/value"),
    RuleCase(
        label: "TWD 100.0", body: Orders.amount(Orders.money("100.0", "TWD")), status: 422, issue: "DECIMALS_NOT_SUPPORTED", field: "\(unitRef)/amount/value"),
    RuleCase(
        label: "unsupported currency", body: Orders.amount(Orders.money("10.00", "XYZ")), status: 422, issue: "INVALID_CURRENCY_CODE",
        field: "\(unitRef)/amount/currency_code"),
    RuleCase(
        label: "mixed currencies", body: Orders.amount(#"{"currency_code":"USD","value":"10.00","breakdown":{"item_total":\#(Orders.money("10.00", "EUR"))}}"#),
        status: 422, issue: "MULTI_CURRENCY_ORDER", field: "\(unitRef)/amount/breakdown/item_total/currency_code"),
    RuleCase(
        label: "zero amount", body: Orders.amount(Orders.money("0.00")), status: 422, issue: "CANNOT_BE_ZERO_OR_NEGATIVE", field: "\(unitRef)/amount/value"),
    RuleCase(
        label: "negative amount", body: Orders.amount(Orders.money("-1.00")), status: 422, issue: "CANNOT_BE_ZERO_OR_NEGATIVE", field: "\(unitRef)/amount/value"
    ),
    RuleCase(
        label: "negative shipping",
        body: Orders.amount(
            #"{"currency_code":"USD","value":"10.00","breakdown":{"item_total":\#(Orders.money("11.00")),"shipping":\#(Orders.money("-1.00"))}}"#), status: 422,
        issue: "CANNOT_BE_NEGATIVE", field: "\(unitRef)/amount/breakdown/shipping/value"),
    RuleCase(
        label: "negative unit_amount", body: Orders.items(#"[{"name":"A","unit_amount":\#(Orders.money("-1.00")),"quantity":"1"}]"#, amount: usd10),
        status: 422, issue: "CANNOT_BE_NEGATIVE", field: "\(unitRef)/items/0/unit_amount/value"),
    RuleCase(
        label: "negative tax", body: Orders.items(#"[{"name":"A","unit_amount":\#(usd10),"tax":\#(Orders.money("-1.00")),"quantity":"1"}]"#, amount: usd10),
        status: 422, issue: "CANNOT_BE_NEGATIVE", field: "\(unitRef)/items/0/tax/value"),
    RuleCase(
        label: "above the maximum", body: Orders.amount(Orders.money("1000000000000000.00")), status: 422, issue: "MAX_VALUE_EXCEEDED",
        field: "\(unitRef)/amount/value"),
    RuleCase(
        label: "breakdown does not add up",
        body: Orders.amount(#"{"currency_code":"USD","value":"10.00","breakdown":{"item_total":\#(Orders.money("9.00"))}}"#), status: 422,
        issue: "AMOUNT_MISMATCH", field: "\(unitRef)/amount/value"),
    RuleCase(
        label: "items without item_total", body: Orders.items(#"[{"name":"A","unit_amount":\#(usd10),"quantity":"1"}]"#, amount: usd10), status: 422,
        issue: "ITEM_TOTAL_REQUIRED", field: "\(unitRef)/amount/breakdown/item_total"),
    RuleCase(
        label: "item_total mismatch",
        body: Orders.items(
            #"[{"name":"A","unit_amount":\#(Orders.money("5.00")),"quantity":"2"}]"#,
            amount: #"{"currency_code":"USD","value":"9.00","breakdown":{"item_total":\#(Orders.money("9.00"))}}"#), status: 422, issue: "ITEM_TOTAL_MISMATCH",
        field: "\(unitRef)/amount/breakdown/item_total/value"),
    RuleCase(
        label: "taxed items without tax_total",
        body: Orders.items(
            #"[{"name":"A","unit_amount":\#(usd10),"tax":\#(Orders.money("1.00")),"quantity":"1"}]"#,
            amount: #"{"currency_code":"USD","value":"10.00","breakdown":{"item_total":\#(usd10)}}"#), status: 422, issue: "TAX_TOTAL_REQUIRED",
        field: "\(unitRef)/amount/breakdown/tax_total"),
    RuleCase(
        label: "tax_total mismatch",
        body: Orders.items(
            #"[{"name":"A","unit_amount":\#(Orders.money("5.00")),"tax":\#(Orders.money("0.50")),"quantity":"2"}]"#,
            amount: #"{"currency_code":"USD","value":"10.50","breakdown":{"item_total":\#(usd10),"tax_total":\#(Orders.money("0.50"))}}"#), status: 422,
        issue: "TAX_TOTAL_MISMATCH", field: "\(unitRef)/amount/breakdown/tax_total/value"),
    RuleCase(
        label: "second unit without reference_id",
        body: #"{"intent":"CAPTURE","purchase_units":[{"reference_id":"a","amount":\#(usd10)},{"amount":\#(usd10)}]}"#, status: 422,
        issue: "REFERENCE_ID_REQUIRED", field: "/purchase_units/1/reference_id"),
    RuleCase(
        label: "duplicate reference_id",
        body: #"{"intent":"CAPTURE","purchase_units":[{"reference_id":"a","amount":\#(usd10)},{"reference_id":"a","amount":\#(usd10)}]}"#, status: 422,
        issue: "DUPLICATE_REFERENCE_ID", field: "/purchase_units/1/reference_id"),
    RuleCase(
        label: "donation mixed with goods",
        body: Orders.items(
            #"[{"name":"A","unit_amount":\#(Orders.money("5.00")),"quantity":"1","category":"DONATION"},{"name":"B","unit_amount":\#(Orders.money("5.00")),"quantity":"1","category":"PHYSICAL_GOODS"}]"#,
            amount: #"{"currency_code":"USD","value":"10.00","breakdown":{"item_total":\#(usd10)}}"#), status: 422, issue: "MULTIPLE_ITEM_CATEGORIES",
        field: "\(unitRef)/items"),
    RuleCase(
        label: "donation in a multi-unit order",
        body:
            #"{"intent":"CAPTURE","purchase_units":[{"reference_id":"a","amount":{"currency_code":"USD","value":"10.00","breakdown":{"item_total":\#(usd10)}},"items":[{"name":"A","unit_amount":\#(usd10),"quantity":"1","category":"DONATION"}]},{"reference_id":"b","amount":\#(usd10)}]}"#,
        status: 422, issue: "DONATION_ITEMS_NOT_SUPPORTED", field: "/purchase_units"),
    RuleCase(
        label: "AUTHORIZE with two units",
        body: #"{"intent":"AUTHORIZE","purchase_units":[{"reference_id":"a","amount":\#(usd10)},{"reference_id":"b","amount":\#(usd10)}]}"#, status: 422,
        issue: "UNSUPPORTED_INTENT", field: "/intent"),
    RuleCase(
        label: "payee email malformed", body: Orders.amount(usd10, extra: #""payee":{"email_address":"not-an-email"}"#), status: 422,
        issue: "PAYEE_ACCOUNT_INVALID", field: "\(unitRef)/payee/email_address"),
    RuleCase(
        label: "payee merchant_id malformed", body: Orders.amount(usd10, extra: #""payee":{"merchant_id":"ABC"}"#), status: 422, issue: "PAYEE_ACCOUNT_INVALID",
        field: "\(unitRef)/payee/merchant_id"),
    RuleCase(
        label: "payee without account", body: Orders.amount(usd10, extra: #""payee":{}"#), status: 422, issue: "PAYEE_ACCOUNT_INVALID",
        field: "\(unitRef)/payee"),
    RuleCase(
        label: "platform fee above amount",
        body: Orders.amount(usd10, extra: #""payment_instruction":{"platform_fees":[{"amount":\#(Orders.money("11.00"))}]}"#), status: 422,
        issue: "INVALID_PLATFORM_FEES_AMOUNT", field: "\(unitRef)/payment_instruction/platform_fees/0/amount/value"),
    RuleCase(
        label: "platform fee payee malformed",
        body: Orders.amount(usd10, extra: #""payment_instruction":{"platform_fees":[{"amount":\#(Orders.money("1.00")),"payee":{"merchant_id":"bad"}}]}"#),
        status: 422, issue: "INVALID_PLATFORM_FEES_ACCOUNT", field: "\(unitRef)/payment_instruction/platform_fees/0/payee/merchant_id"),
    RuleCase(
        label: "two payment sources", body: #"{"intent":"CAPTURE","purchase_units":[{"amount":\#(usd10)}],"payment_source":{"paypal":{},"venmo":{}}}"#,
        status: 422, issue: "ONLY_ONE_PAYMENT_SOURCE_ALLOWED", field: "/payment_source"),
    RuleCase(
        label: "unknown vault_id",
        body: #"{"intent":"CAPTURE","purchase_units":[{"amount":\#(usd10)}],"payment_source":{"paypal":{"vault_id":"nosuchtoken"}}}"#, status: 422,
        issue: "TOKEN_ID_NOT_FOUND", field: "/payment_source/paypal/vault_id", headers: ["PayPal-Request-Id": "r1"]),
]

@Suite("Create order validation")
struct CreateOrderValidationTests {
    @Test("each schema rule", arguments: schemaCases)
    func schemaRule(_ rule: RuleCase) async {
        await expectRule(rule)
    }

    @Test("each business rule", arguments: businessCases)
    func businessRule(_ rule: RuleCase) async {
        await expectRule(rule)
    }

    private func expectRule(_ rule: RuleCase) async {
        let harness = SimulatorHarness()
        let response = await harness.send("POST", "/v2/checkout/orders", json: rule.body, headers: rule.headers)
        #expect(response.status == rule.status, "\(response.text)")
        #expect(response.name == (rule.status == 400 ? "INVALID_REQUEST" : "UNPROCESSABLE_ENTITY"))
        #expect(response.issues == [rule.issue], "\(response.text)")
        #expect(response.fields == [rule.field], "\(response.text)")
        #expect(await harness.simulator.stats.ordersCreated == 0)
    }

    @Test("valid requests pass every rule")
    func validRequests() async {
        let harness = SimulatorHarness()
        let valid = [
            Orders.simple,
            Orders.amount(Orders.money("1000", "JPY")),
            Orders.items(
                #"[{"name":"A","unit_amount":\#(Orders.money("5.00")),"tax":\#(Orders.money("0.50")),"quantity":"2","category":"PHYSICAL_GOODS"},{"name":"B","unit_amount":\#(Orders.money("1.00")),"quantity":"1","category":"DIGITAL_GOODS"}]"#,
                amount:
                    #"{"currency_code":"USD","value":"12.50","breakdown":{"item_total":\#(Orders.money("11.00")),"tax_total":\#(Orders.money("1.00")),"shipping":\#(Orders.money("1.50")),"discount":\#(Orders.money("1.00"))}}"#
            ),
            #"{"intent":"CAPTURE","purchase_units":[\#((1...10).map { #"{"reference_id":"u\#($0)","payee":{"email_address":"s\#($0)@example.com"},"amount":\#(usd10)}"# }.joined(separator: ","))]}"#,
            Orders.amount(
                usd10,
                extra:
                    #""payee":{"merchant_id":"2J6QB8YJQSJRJ"},"payment_instruction":{"disbursement_mode":"DELAYED","platform_fees":[{"amount":\#(Orders.money("1.00"))}]}"#
            ),
        ]
        for body in valid {
            let response = await harness.create(body)
            #expect(response.status == 201, "\(response.text)")
        }
    }

    @Test("all schema problems are reported together")
    func allSchemaProblemsAtOnce() async {
        let harness = SimulatorHarness()
        let body = #"{"purchase_units":[{"description":"\#(Orders.text(128))","amount":{"currency_code":"USD"}}]}"#
        let response = await harness.send("POST", "/v2/checkout/orders", json: body)
        #expect(response.status == 400)
        #expect(Set(response.issues) == ["MISSING_REQUIRED_PARAMETER", "INVALID_STRING_LENGTH"])
        #expect(Set(response.fields.compactMap { $0 }) == ["/intent", "/purchase_units/0/amount/value", "/purchase_units/0/description"])
    }

    @Test("business problems wait until the schema is fine")
    func schemaBeforeBusiness() async {
        let harness = SimulatorHarness()
        let body = #"{"purchase_units":[{"amount":\#(Orders.money("10.001"))}]}"#
        let response = await harness.send("POST", "/v2/checkout/orders", json: body)
        #expect(response.status == 400)
        #expect(response.issues == ["MISSING_REQUIRED_PARAMETER"])
    }

    @Test("several business problems are reported together")
    func allBusinessProblemsAtOnce() async {
        let harness = SimulatorHarness()
        let body =
            #"{"intent":"AUTHORIZE","purchase_units":[{"reference_id":"a","amount":\#(Orders.money("10.001"))},{"reference_id":"a","amount":\#(Orders.money("0.00"))}]}"#
        let response = await harness.send("POST", "/v2/checkout/orders", json: body)
        #expect(response.status == 422)
        #expect(Set(response.issues) == ["DECIMAL_PRECISION", "CANNOT_BE_ZERO_OR_NEGATIVE", "DUPLICATE_REFERENCE_ID", "UNSUPPORTED_INTENT"])
        #expect(response.fields.contains("/purchase_units/0/amount/value"))
    }
}
