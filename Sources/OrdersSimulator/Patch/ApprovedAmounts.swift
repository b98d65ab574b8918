import OrdersCore

/// What the payer approved, per purchase unit, and the check a PATCH of the approved order must pass
/// (``OrdersSimulator/AmountIncreaseLimit``).
struct ApprovedAmounts: Sendable, Equatable {
    /// `reference_id` → the unit's amount when the payer approved.
    let byReference: [String: Money]

    /// The amounts of `units` as they are now (units whose amount cannot be read are left out).
    init(units: [[String: JSONValue]]) {
        var amounts: [String: Money] = [:]
        for unit in units {
            guard let reference = unit["reference_id"]?.stringValue, let money = SellerFees.money(of: unit) else { continue }
            amounts[reference] = money
        }
        byReference = amounts
    }

    /// One `AMOUNT_CHANGE_NOT_ALLOWED` per unit of `patched` whose amount `limit` does not allow: another currency,
    /// more than the limit above the approved amount, or a unit the payer never approved.
    func problems(in patched: [[String: JSONValue]], limit: OrdersSimulator.AmountIncreaseLimit) -> [Problem] {
        patched.compactMap { unit in
            guard let reference = unit["reference_id"]?.stringValue, let new = SellerFees.money(of: unit) else { return nil }
            let field = "/purchase_units/@reference_id=='\(reference)'/amount"
            guard let approved = byReference[reference] else {
                return Problem(issue: "AMOUNT_CHANGE_NOT_ALLOWED", field: field + "/value", value: new.value)
            }
            if new.currency != approved.currency {
                return Problem(issue: "AMOUNT_CHANGE_NOT_ALLOWED", field: field + "/currency_code", value: new.currency.code)
            }
            return limit.allows(new, approved: approved) ? nil : Problem(issue: "AMOUNT_CHANGE_NOT_ALLOWED", field: field + "/value", value: new.value)
        }
    }
}
