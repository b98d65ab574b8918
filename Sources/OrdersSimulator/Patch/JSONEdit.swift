import OrdersCore

/// Reads and writes members of nested JSON objects by a list of keys.
enum JSONEdit {
    /// The value at `path` inside `object`.
    static func value(in object: [String: JSONValue], at path: [String]) -> JSONValue? {
        guard let first = path.first else { return .object(object) }
        guard let member = object[first], member != .null else { return nil }
        if path.count == 1 { return member }
        guard let nested = member.objectValue else { return nil }
        return value(in: nested, at: Array(path.dropFirst()))
    }

    /// Sets (or removes, for `nil`) the value at `path`, creating intermediate objects.
    static func set(_ newValue: JSONValue?, in object: inout [String: JSONValue], at path: [String]) {
        guard let first = path.first else { return }
        if path.count == 1 {
            object[first] = newValue
            return
        }
        var nested = object[first]?.objectValue ?? [:]
        set(newValue, in: &nested, at: Array(path.dropFirst()))
        object[first] = .object(nested)
    }
}
