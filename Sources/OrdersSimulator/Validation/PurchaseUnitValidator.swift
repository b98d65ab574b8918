import Foundation
import OrdersCore

/// What cross-unit rules need to know about one validated purchase unit.
struct UnitSummary: Sendable {
    /// The unit's `reference_id`, if it has one.
    var referenceID: String?
    /// The item categories present.
    var categories: Set<String> = []
    /// The unit's amount, when valid.
    var total: ParsedMoney?
}

/// Validates one `purchase_unit_request`: its schema, amounts, items, payee, payment instruction and
/// shipping, then reconciles its amounts (``BreakdownRule``).
struct PurchaseUnitValidator: Sendable {
    /// Validates `value` at `path`; every currency code seen goes to `currencies`.
    func validate(_ value: JSONValue, at path: FieldPath, into report: inout ValidationReport, currencies: inout [(code: String, path: FieldPath)])
        -> UnitSummary
    {
        var summary = UnitSummary()
        guard let unit = OrderSchemas.purchaseUnit.check(value, at: path, into: &report) else { return summary }
        summary.referenceID = unit["reference_id"]?.stringValue
        let before = report.problems.count

        var total: ParsedMoney?
        var breakdown: [String: ParsedMoney]?
        if let amount = unit["amount"], amount != .null {
            let amountPath = path.child("amount")
            total = MoneyRule.total.check(amount, at: amountPath, into: &report, currencies: &currencies)
            if let breakdownValue = amount["breakdown"], breakdownValue != .null {
                breakdown = checkBreakdown(breakdownValue, at: amountPath.child("breakdown"), into: &report, currencies: &currencies)
            }
        }
        summary.total = total

        var items: [BreakdownRule.ItemAmounts] = []
        if let itemsValue = unit["items"], itemsValue != .null {
            let itemsPath = path.child("items")
            if let elements = ArrayCountRule(count: 0...Int.max).check(itemsValue, at: itemsPath, into: &report) {
                for (index, element) in elements.enumerated() {
                    if let item = checkItem(element, at: itemsPath.element(index), into: &report, currencies: &currencies, categories: &summary.categories) {
                        items.append(item)
                    }
                }
            }
        }
        if let payee = unit["payee"], payee != .null {
            PayeeRule.payee.check(payee, at: path.child("payee"), into: &report)
        }
        if let instruction = unit["payment_instruction"], instruction != .null {
            PlatformFeeRule().check(instruction, at: path.child("payment_instruction"), unitTotal: total, into: &report, currencies: &currencies)
        }
        if let shipping = unit["shipping"], shipping != .null {
            checkShipping(shipping, at: path.child("shipping"), into: &report)
        }
        if report.problems.count == before, let total {
            BreakdownRule().check(total: total, breakdown: breakdown, items: items, at: path.child("amount"), into: &report)
        }
        return summary
    }

    private func checkBreakdown(
        _ value: JSONValue, at path: FieldPath, into report: inout ValidationReport, currencies: inout [(code: String, path: FieldPath)]
    ) -> [String: ParsedMoney]? {
        guard let object = value.objectValue else {
            report.schema("MALFORMED_REQUEST_JSON", at: path)
            return nil
        }
        var parts: [String: ParsedMoney] = [:]
        for name in BreakdownRule.added + BreakdownRule.subtracted {
            guard let member = object[name], member != .null else { continue }
            if let parsed = MoneyRule.part.check(member, at: path.child(name), into: &report, currencies: &currencies) { parts[name] = parsed }
        }
        return parts
    }

    private func checkItem(
        _ value: JSONValue, at path: FieldPath, into report: inout ValidationReport, currencies: inout [(code: String, path: FieldPath)],
        categories: inout Set<String>
    ) -> BreakdownRule.ItemAmounts? {
        guard let item = OrderSchemas.item.check(value, at: path, into: &report) else { return nil }
        var amounts = BreakdownRule.ItemAmounts(quantity: 1)
        if let unitAmount = item["unit_amount"], unitAmount != .null {
            amounts.unitAmount = MoneyRule.part.check(unitAmount, at: path.child("unit_amount"), into: &report, currencies: &currencies)?.amount
        }
        if let tax = item["tax"], tax != .null {
            amounts.tax = MoneyRule.part.check(tax, at: path.child("tax"), into: &report, currencies: &currencies)?.amount
        }
        if let quantity = item["quantity"]?.stringValue, TextPattern.quantity.matches(quantity), let parsed = Decimal(string: quantity) {
            amounts.quantity = parsed
        }
        if let category = item["category"]?.stringValue { categories.insert(category) }
        return amounts
    }

    private func checkShipping(_ value: JSONValue, at path: FieldPath, into report: inout ValidationReport) {
        guard let shipping = OrderSchemas.shipping.check(value, at: path, into: &report) else { return }
        if let name = shipping["name"], name != .null { OrderSchemas.shippingName.check(name, at: path.child("name"), into: &report) }
        if let address = shipping["address"], address != .null { OrderSchemas.address.check(address, at: path.child("address"), into: &report) }
    }
}
