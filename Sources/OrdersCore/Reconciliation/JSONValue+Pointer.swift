import Foundation

extension JSONValue {
    /// The value at a JSON Patch path of an order, or `nil` when nothing (or `null`) is there.
    ///
    /// Tokens are object members (`~1` is `/`, `~0` is `~`), array indexes, or PayPal's array filter
    /// `@reference_id=='default'` (the first element whose member has that string value).
    func value(atPointer pointer: String) -> JSONValue? {
        guard pointer.hasPrefix("/") else { return pointer.isEmpty ? self : nil }
        var current: JSONValue = self
        for raw in pointer.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            let token = raw.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            guard let next = current.child(token), next != .null else { return nil }
            current = next
        }
        return current
    }

    /// The member, element or filtered element `token` names.
    private func child(_ token: String) -> JSONValue? {
        switch self {
        case .object(let members):
            return members[token]
        case .array(let elements):
            if let (key, value) = Self.filter(token) { return elements.first { $0[key]?.stringValue == value } }
            return Int(token).flatMap { elements.indices.contains($0) ? elements[$0] : nil }
        default:
            return nil
        }
    }

    /// The key and value of a filter token `@key=='value'`.
    private static func filter(_ token: String) -> (key: String, value: String)? {
        guard token.hasPrefix("@"), token.hasSuffix("'"), let separator = token.range(of: "=='") else { return nil }
        let key = String(token[token.index(after: token.startIndex)..<separator.lowerBound])
        let value = String(token[separator.upperBound..<token.index(before: token.endIndex)])
        return key.isEmpty ? nil : (key, value)
    }

    /// Whether this value shows `expected`: equal, or for objects, every member of `expected` shown by the
    /// same member here (PayPal may add members of its own, such as a computed breakdown).
    func shows(_ expected: JSONValue) -> Bool {
        guard case .object(let wanted) = expected, case .object(let members) = self else { return self == expected }
        return wanted.allSatisfy { key, value in members[key]?.shows(value) ?? (value == .null) }
    }
}
