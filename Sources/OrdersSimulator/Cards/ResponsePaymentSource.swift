import OrdersCore

/// A request's `payment_source` as order and setup-token responses show it.
enum ResponsePaymentSource {
    /// Each member of `source` without `experience_context`, a card as ``CardRendering`` writes it; `nil` when
    /// nothing is left.
    static func shown(_ source: JSONValue?) -> [String: JSONValue]? {
        guard let members = source?.objectValue else { return nil }
        var shown: [String: JSONValue] = [:]
        for (name, value) in members where value != .null {
            guard var object = value.objectValue else { continue }
            object["experience_context"] = nil
            shown[name] = name == "card" ? CardRendering.response(from: object) : .object(object)
        }
        return shown.isEmpty ? nil : shown
    }
}
