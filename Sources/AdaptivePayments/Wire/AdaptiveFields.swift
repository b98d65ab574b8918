import Foundation

/// The fields of an Adaptive Payments request, whatever format carried them: an ordered list of dotted keys with
/// `(n)` list indexes (`receiverList.receiver(0).email`), as the NV format names them and as JSON's nesting flattens.
///
/// A repeated key keeps its first position and its last value, as PayPal's parsers did.
public struct AdaptiveFields: Sendable, Equatable {
    /// The keys, in the order they first came.
    public private(set) var keys: [String] = []
    private var values: [String: String] = [:]

    /// No fields.
    public init() {}

    /// The fields `pairs`, in order.
    public init(_ pairs: [(String, String)]) {
        for (key, value) in pairs { self[key] = value }
    }

    /// The value of `key`, if given.
    public subscript(key: String) -> String? {
        get { values[key] }
        set {
            if let newValue {
                if values.updateValue(newValue, forKey: key) == nil { keys.append(key) }
            } else if values.removeValue(forKey: key) != nil {
                keys.removeAll { $0 == key }
            }
        }
    }

    /// The value of `key` with surrounding whitespace removed, `nil` when absent or blank.
    public func text(_ key: String) -> String? {
        guard let value = values[key]?.trimmingCharacters(in: .whitespacesAndNewlines), !value.isEmpty else { return nil }
        return value
    }

    /// A boolean as the SDKs sent them: `true`/`1` and `false`/`0` (any case); `nil` when absent, `.invalid` otherwise.
    public func flag(_ key: String) -> Flag {
        guard let value = text(key) else { return .absent }
        switch value.lowercased() {
        case "true", "1": return .value(true)
        case "false", "0": return .value(false)
        default: return .invalid(value)
        }
    }

    /// A boolean field's reading.
    public enum Flag: Sendable, Equatable {
        /// Not sent.
        case absent
        /// `true` or `false`.
        case value(Bool)
        /// Something else.
        case invalid(String)
    }

    /// How many entries the list `prefix` has (`receiverList.receiver` for `receiverList.receiver(n).…`): one more than
    /// the highest index given, so a gap shows as an entry with no fields.
    public func count(of prefix: String) -> Int {
        let opening = prefix + "("
        var highest = -1
        for key in keys where key.hasPrefix(opening) {
            let rest = key.dropFirst(opening.count)
            guard let close = rest.firstIndex(of: ")"), let index = Int(rest[..<close]), index >= 0 else { continue }
            highest = max(highest, index)
        }
        return highest + 1
    }

    /// The keys under `prefix` (`prefix.` or `prefix(`), for checks on everything a request sent about a part.
    public func keys(under prefix: String) -> [String] {
        keys.filter { $0 == prefix || $0.hasPrefix(prefix + ".") || $0.hasPrefix(prefix + "(") }
    }

    /// How many fields there are.
    public var count: Int { keys.count }

    /// The fields as pairs, in order.
    public var pairs: [(String, String)] { keys.map { ($0, values[$0] ?? "") } }
}
