import Foundation
import OrdersCore

/// Adaptive Payments' JSON format: the NV names, nested (`{"receiverList":{"receiver":[{"email":…}]}}`), scalars as
/// strings in responses, lists as arrays.
public enum JSONFlattening {
    /// Why a body is not an Adaptive JSON request.
    public enum ReadError: Error, Sendable, Equatable {
        /// Not JSON, or not an object at the top.
        case malformed
        /// Nested deeper than ``maxDepth``.
        case tooDeep
    }

    /// The deepest nesting a request may have (Adaptive's deepest path, `receiverOptions(n).invoiceData.item(k).…`,
    /// needs 6).
    public static let maxDepth = 12

    /// The fields of `body`: nested objects become dotted keys, arrays `(n)` indexes, numbers and booleans their
    /// text; `null` members are skipped.
    public static func read(_ body: Data) throws(ReadError) -> AdaptiveFields {
        guard depth(of: body) <= maxDepth else { throw .tooDeep }
        guard let json = try? JSONValue(parsing: body), case .object = json else { throw .malformed }
        var pairs: [(String, String)] = []
        flatten(json, path: "", into: &pairs)
        return AdaptiveFields(pairs)
    }

    /// `pairs` (flat NV keys) as a JSON object: dotted keys nested, `(n)` entries gathered into arrays in index order,
    /// every scalar a string.
    public static func write(_ pairs: [(String, String)]) -> Data {
        var root = Node.object([:], order: [])
        for (key, value) in pairs { root.insert(value, at: Path.components(of: key)[...]) }
        return root.json.serialized()
    }

    private static func flatten(_ value: JSONValue, path: String, into pairs: inout [(String, String)]) {
        switch value {
        case .null: return
        case .bool(let flag): pairs.append((path, flag ? "true" : "false"))
        case .number(let number): pairs.append((path, number.description))
        case .string(let text): pairs.append((path, text))
        case .array(let elements):
            for (index, element) in elements.enumerated() { flatten(element, path: "\(path)(\(index))", into: &pairs) }
        case .object(let members):
            for name in members.keys.sorted() { flatten(members[name] ?? .null, path: path.isEmpty ? name : "\(path).\(name)", into: &pairs) }
        }
    }

    /// The deepest nesting of objects and arrays in `body`, strings skipped (read before parsing, so a hostile body
    /// never reaches a recursive parser).
    static func depth(of body: Data) -> Int {
        var depth = 0
        var deepest = 0
        var inString = false
        var escaped = false
        for byte in body {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                deepest = max(deepest, depth)
            case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
            default: break
            }
        }
        return deepest
    }

    /// A JSON tree being built from flat keys.
    private indirect enum Node {
        case leaf(String)
        case object([String: Node], order: [String])
        case list([Int: Node])

        mutating func insert(_ value: String, at path: ArraySlice<Path.Component>) {
            guard let first = path.first else {
                self = .leaf(value)
                return
            }
            var members: [String: Node] = [:]
            var order: [String] = []
            if case .object(let existing, let existingOrder) = self { (members, order) = (existing, existingOrder) }
            if members[first.name] == nil { order.append(first.name) }
            var child = members[first.name] ?? (first.index == nil ? .object([:], order: []) : .list([:]))
            if let index = first.index {
                var entries: [Int: Node] = [:]
                if case .list(let existing) = child { entries = existing }
                var entry = entries[index] ?? .object([:], order: [])
                entry.insert(value, at: path.dropFirst())
                entries[index] = entry
                child = .list(entries)
            } else {
                child.insert(value, at: path.dropFirst())
            }
            members[first.name] = child
            self = .object(members, order: order)
        }

        var json: JSONValue {
            switch self {
            case .leaf(let text): .string(text)
            case .object(let members, _): .object(members.mapValues(\.json))
            case .list(let entries): .array(entries.keys.sorted().compactMap { entries[$0]?.json })
            }
        }
    }
}

/// A dotted Adaptive key's parts: `receiverList.receiver(0).email` is `receiverList`, `receiver` at 0, `email`.
enum Path {
    /// One part: a name, with the list index when it has one.
    struct Component: Equatable {
        let name: String
        let index: Int?
    }

    /// The parts of `key`.
    static func components(of key: String) -> [Component] {
        key.split(separator: ".", omittingEmptySubsequences: false).map { part in
            guard part.hasSuffix(")"), let open = part.firstIndex(of: "("), let index = Int(part[part.index(after: open)..<part.index(before: part.endIndex)])
            else { return Component(name: String(part), index: nil) }
            return Component(name: String(part[..<open]), index: index)
        }
    }
}
