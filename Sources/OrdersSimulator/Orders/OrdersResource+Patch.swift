import Foundation
import OrdersCore

extension OrdersResource {
    /// `PATCH /v2/checkout/orders/{id}` (204): applies a JSON Patch to a `CREATED`, `PAYER_ACTION_REQUIRED`
    /// or `APPROVED` order, then re-runs every order validation on the result; nothing changes unless all
    /// operations apply and the patched order is valid.
    ///
    /// Issues: 400 `MALFORMED_REQUEST_JSON`, `MISSING_REQUIRED_PARAMETER` (op), `INVALID_PARAMETER_VALUE` (op),
    /// `INVALID_PATCH_OPERATION` (add present / remove or replace absent / move, copy, test),
    /// `FIELD_NOT_PATCHABLE`; 422 `PATCH_PATH_REQUIRED`, `INVALID_JSON_POINTER_FORMAT`, `PATCH_VALUE_REQUIRED`,
    /// `REFERENCE_ID_NOT_FOUND`, `NOT_PATCHABLE` (operation not allowed on the field), `ORDER_ALREADY_COMPLETED`,
    /// `ORDER_COMPLETED_OR_VOIDED` (voided), the order validations, and for an `APPROVED` order
    /// `AMOUNT_CHANGE_NOT_ALLOWED` (an amount raised beyond ``AmountIncreaseLimit``, or in another currency).
    mutating func patch(id: String, body: JSONValue?, context: inout SimulatorContext) throws(SimulatedError) -> HTTPResponse {
        let kind = RouteKind.patchOrder
        var record = try order(id, for: kind)
        guard let operations = body?.arrayValue else { throw .issue("MALFORMED_REQUEST_JSON", for: kind) }
        switch record.status {
        case .completed: throw .issue("ORDER_ALREADY_COMPLETED", for: kind)
        case .voided: throw .issue("ORDER_COMPLETED_OR_VOIDED", for: kind, description: "Order is voided or completed and hence cannot be patched.")
        default: break
        }
        var order: [String: JSONValue] = [
            "intent": .string(record.intent),
            "purchase_units": .array(record.purchaseUnits.map { .object($0) }),
        ]
        if let payer = record.payer { order["payer"] = payer }
        var problems: [Problem] = []
        for (index, operation) in operations.enumerated() {
            if let problem = apply(operation, index: index, to: &order) { problems.append(problem) }
        }
        guard problems.isEmpty else { throw SimulatedError(validation: problems, for: kind) }

        var units = (order["purchase_units"]?.arrayValue ?? []).compactMap(\.objectValue)
        if units.count == 1, units[0]["reference_id"] == nil { units[0]["reference_id"] = .string("default") }
        let patched: JSONValue = .object(["intent": order["intent"] ?? .null, "purchase_units": .array(units.map { .object($0) })])
        let invalid = OrderRequestValidator().validate(patched)
        guard invalid.isEmpty else { throw SimulatedError(validation: invalid, for: kind) }
        if record.status == .approved {
            let approved = record.approvedAmounts ?? ApprovedAmounts(units: record.purchaseUnits)
            let refused = approved.problems(in: units, limit: amountIncreaseLimit)
            guard refused.isEmpty else { throw SimulatedError(validation: refused, for: kind) }
            record.approvedAmounts = approved
        }

        record.intent = order["intent"]?.stringValue ?? record.intent
        record.purchaseUnits = units
        record.payer = order["payer"]
        record.updateTime = context.tick()
        records[id] = record
        return context.emptyResponse(204)
    }

    /// Applies one operation to `order`, or returns the problem that stops it.
    private func apply(_ operation: JSONValue, index: Int, to order: inout [String: JSONValue]) -> Problem? {
        let at = "/\(index)"
        guard let object = operation.objectValue else { return Problem(issue: "MALFORMED_REQUEST_JSON", field: at) }
        guard let op = object["op"]?.stringValue else {
            return Problem(issue: object["op"] == nil ? "MISSING_REQUIRED_PARAMETER" : "MALFORMED_REQUEST_JSON", field: at + "/op")
        }
        guard ["add", "remove", "replace", "move", "copy", "test"].contains(op) else {
            return Problem(issue: "INVALID_PARAMETER_VALUE", field: at + "/op", value: op)
        }
        guard let pathText = object["path"]?.stringValue else { return Problem(issue: "PATCH_PATH_REQUIRED", field: at + "/path") }
        guard let path = PatchPath.parse(pathText) else { return Problem(issue: "INVALID_JSON_POINTER_FORMAT", field: pathText, value: pathText) }
        guard ["add", "remove", "replace"].contains(op) else { return Problem(issue: "INVALID_PATCH_OPERATION", field: pathText, value: op) }
        let value = object["value"]
        if op != "remove", value == nil || value == .null { return Problem(issue: "PATCH_VALUE_REQUIRED", field: pathText) }

        switch path {
        case .order(let member):
            guard let allowed = PatchableFields.order[member] else { return Problem(issue: "FIELD_NOT_PATCHABLE", field: pathText) }
            guard allowed.contains(op) else { return Problem(issue: "NOT_PATCHABLE", field: pathText, value: op) }
            let keys = member.split(separator: "/").map(String.init)
            let present = JSONEdit.value(in: order, at: keys) != nil
            if member != "purchase_units", member != "intent", let problem = presenceProblem(op, present: present, path: pathText) { return problem }
            JSONEdit.set(op == "remove" ? nil : value, in: &order, at: keys)
        case .unit(let referenceID, let attribute):
            var units = order["purchase_units"]?.arrayValue ?? []
            guard let unitIndex = units.firstIndex(where: { $0["reference_id"]?.stringValue == referenceID }),
                var unit = units[unitIndex].objectValue
            else {
                return Problem(issue: "REFERENCE_ID_NOT_FOUND", field: pathText, value: referenceID)
            }
            guard let allowed = PatchableFields.unit[attribute.joined(separator: "/")] else { return Problem(issue: "FIELD_NOT_PATCHABLE", field: pathText) }
            guard allowed.contains(op) else { return Problem(issue: "NOT_PATCHABLE", field: pathText, value: op) }
            if let problem = presenceProblem(op, present: JSONEdit.value(in: unit, at: attribute) != nil, path: pathText) { return problem }
            JSONEdit.set(op == "remove" ? nil : value, in: &unit, at: attribute)
            units[unitIndex] = .object(unit)
            order["purchase_units"] = .array(units)
        }
        return nil
    }

    /// `INVALID_PATCH_OPERATION` for adding what is present, or removing or replacing what is absent.
    private func presenceProblem(_ op: String, present: Bool, path: String) -> Problem? {
        switch (op, present) {
        case ("add", true), ("remove", false), ("replace", false): Problem(issue: "INVALID_PATCH_OPERATION", field: path, value: op)
        default: nil
        }
    }
}
