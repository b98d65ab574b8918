import OrdersCore

/// Rules across purchase units (all 422):
/// `REFERENCE_ID_REQUIRED` (a unit without `reference_id` when there are several), `DUPLICATE_REFERENCE_ID`,
/// `UNSUPPORTED_INTENT` (`AUTHORIZE` with several units), `MULTI_CURRENCY_ORDER` (a currency other than the
/// first one seen), `MULTIPLE_ITEM_CATEGORIES` (`DONATION` mixed with goods in a unit),
/// `DONATION_ITEMS_NOT_SUPPORTED` (donations in an order of several units).
struct CrossUnitRules: Sendable {
    /// Checks the units' summaries.
    func check(units: [UnitSummary], intent: String?, currencies: [(code: String, path: FieldPath)], into report: inout ValidationReport) {
        let unitsPath = FieldPath.root.child("purchase_units")
        if units.count > 1 {
            var seen: Set<String> = []
            for (index, unit) in units.enumerated() {
                let path = unitsPath.element(index).child("reference_id")
                guard let reference = unit.referenceID else {
                    report.business("REFERENCE_ID_REQUIRED", at: FieldPath(schema: path.schema, business: path.schema))
                    continue
                }
                if !seen.insert(reference).inserted {
                    report.business("DUPLICATE_REFERENCE_ID", at: FieldPath(schema: path.schema, business: path.schema), value: reference)
                }
            }
            if intent == "AUTHORIZE" { report.business("UNSUPPORTED_INTENT", at: FieldPath.root.child("intent"), value: intent) }
        }
        if let first = currencies.first?.code {
            for (code, path) in currencies where code != first {
                report.business("MULTI_CURRENCY_ORDER", at: path, value: code)
            }
        }
        for (index, unit) in units.enumerated() where unit.categories.contains("DONATION") && unit.categories.count > 1 {
            report.business("MULTIPLE_ITEM_CATEGORIES", at: UnitAddressing.path(of: index, in: units).child("items"))
        }
        if units.count > 1, units.contains(where: { $0.categories.contains("DONATION") }) {
            report.business("DONATION_ITEMS_NOT_SUPPORTED", at: unitsPath)
        }
    }
}

/// How purchase units are addressed in problems: by `@reference_id=='…'` when the unit's reference id is
/// known and unique (`default` for a lone unit without one), else by index.
enum UnitAddressing {
    /// The reference ids to address each of `units` (raw JSON) with, or `nil` where the index is used.
    static func referenceIDs(_ units: [JSONValue]) -> [String?] {
        let raw = units.map { $0["reference_id"]?.stringValue }
        if units.count == 1 { return [raw[0] ?? "default"] }
        var counts: [String: Int] = [:]
        for case let reference? in raw { counts[reference, default: 0] += 1 }
        return raw.map { reference in reference.flatMap { counts[$0] == 1 ? $0 : nil } }
    }

    /// The path of unit `index` among summarized `units`.
    static func path(of index: Int, in units: [UnitSummary]) -> FieldPath {
        let reference = units.count == 1 ? (units[index].referenceID ?? "default") : units[index].referenceID
        let unique = reference.map { ref in units.count == 1 || units.filter { $0.referenceID == ref }.count == 1 } ?? false
        return FieldPath.root.child("purchase_units").element(index, referenceID: unique ? reference : nil)
    }
}
