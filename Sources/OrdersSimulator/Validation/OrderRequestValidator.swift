import OrdersCore

/// Validates an order request on its raw JSON, as PayPal does, and reports every problem found:
/// the top-level schema, 1 to 10 purchase units (``PurchaseUnitValidator``), cross-unit rules
/// (``CrossUnitRules``) and the payment source (``PaymentSourceRule``).
struct OrderRequestValidator: Sendable {
    /// The problems of `json`, in the order found (empty when the request is valid).
    func validate(_ json: JSONValue) -> [Problem] {
        var report = ValidationReport()
        guard let root = OrderSchemas.orderRequest.check(json, at: .root, into: &report) else {
            return [Problem(issue: "MALFORMED_REQUEST_JSON")]
        }
        var summaries: [UnitSummary] = []
        var currencies: [(code: String, path: FieldPath)] = []
        if let unitsValue = root["purchase_units"], unitsValue != .null {
            let unitsPath = FieldPath.root.child("purchase_units")
            if let units = ArrayCountRule(count: 1...10).check(unitsValue, at: unitsPath, into: &report) {
                let references = UnitAddressing.referenceIDs(units)
                for (index, unit) in units.enumerated() {
                    let path = unitsPath.element(index, referenceID: references[index])
                    summaries.append(PurchaseUnitValidator().validate(unit, at: path, into: &report, currencies: &currencies))
                }
            }
        }
        CrossUnitRules().check(units: summaries, intent: root["intent"]?.stringValue, currencies: currencies, into: &report)
        if let source = root["payment_source"], source != .null {
            PaymentSourceRule().check(source, at: FieldPath.root.child("payment_source"), into: &report)
        }
        return report.problems
    }
}
