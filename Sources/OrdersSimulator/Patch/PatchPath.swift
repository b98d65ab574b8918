/// A parsed JSON Patch path of an order: `/intent`, `/payer`, `/purchase_units`, or
/// `/purchase_units/@reference_id=='<ref>'/<attribute>[/<sub>…]`.
enum PatchPath: Sendable, Equatable {
    /// A top-level member of the order.
    case order(String)
    /// An attribute path inside the purchase unit with a reference id.
    case unit(referenceID: String, attribute: [String])

    /// Parses `text`, or `nil` when it is not a valid pointer of these forms.
    static func parse(_ text: String) -> PatchPath? {
        guard text.hasPrefix("/") else { return nil }
        let tokens = text.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard let first = tokens.first, !first.isEmpty, !tokens.contains(where: \.isEmpty) else { return nil }
        if tokens.count == 1 { return .order(first) }
        if first == "application_context" { return .order(tokens.joined(separator: "/")) }
        guard first == "purchase_units", tokens.count >= 3 else { return nil }
        let filter = tokens[1]
        let prefix = "@reference_id=='"
        guard filter.hasPrefix(prefix), filter.hasSuffix("'"), filter.count > prefix.count + 1 else { return nil }
        let reference = String(filter.dropFirst(prefix.count).dropLast())
        return .unit(referenceID: reference, attribute: Array(tokens[2...]))
    }
}
