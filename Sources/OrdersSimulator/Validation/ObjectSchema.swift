import OrdersCore

/// The schema checks of one JSON object: required members and string members' type, length, enum and pattern.
/// Problems: `MALFORMED_REQUEST_JSON` (wrong JSON type), `MISSING_REQUIRED_PARAMETER`, `INVALID_STRING_LENGTH`,
/// `INVALID_PARAMETER_VALUE` (not one of the enum), `INVALID_PARAMETER_SYNTAX` (pattern).
struct ObjectSchema: Sendable {
    /// Members that must be present.
    var required: [String] = []
    /// String members and their constraints.
    var strings: [StringField] = []

    /// Checks `object` at `path`.
    func check(_ object: [String: JSONValue], at path: FieldPath, into report: inout ValidationReport) {
        for name in required where object[name] == nil || object[name] == .null {
            report.schema("MISSING_REQUIRED_PARAMETER", at: path.child(name))
        }
        for field in strings {
            guard let value = object[field.name], value != .null else { continue }
            field.check(value, at: path.child(field.name), into: &report)
        }
    }

    /// Checks that `value` is an object, then checks it; returns the members when it is one.
    @discardableResult
    func check(_ value: JSONValue, at path: FieldPath, into report: inout ValidationReport) -> [String: JSONValue]? {
        guard let object = value.objectValue else {
            report.schema("MALFORMED_REQUEST_JSON", at: path)
            return nil
        }
        check(object, at: path, into: &report)
        return object
    }
}

/// A string member: its length range (in UTF-16 units, as PayPal counts), and optionally its enum or pattern.
struct StringField: Sendable {
    /// The member name.
    let name: String
    /// The allowed length.
    let length: ClosedRange<Int>
    /// The allowed values, for enums.
    var allowed: Set<String>? = nil
    /// The pattern the value must match.
    var pattern: TextPattern? = nil

    /// Checks one value, reporting at most one problem.
    func check(_ value: JSONValue, at path: FieldPath, into report: inout ValidationReport) {
        guard let text = value.stringValue else {
            report.schema("MALFORMED_REQUEST_JSON", at: path)
            return
        }
        if let allowed {
            if !allowed.contains(text) { report.schema("INVALID_PARAMETER_VALUE", at: path, value: text) }
            return
        }
        if !length.contains(text.utf16.count) {
            report.schema("INVALID_STRING_LENGTH", at: path, value: text)
        } else if let pattern, !pattern.matches(text) {
            report.schema("INVALID_PARAMETER_SYNTAX", at: path, value: text)
        }
    }
}

/// An array's element count. Problems: `INVALID_ARRAY_MIN_ITEMS`, `INVALID_ARRAY_MAX_ITEMS`, `MALFORMED_REQUEST_JSON`.
struct ArrayCountRule: Sendable {
    /// The allowed number of elements.
    let count: ClosedRange<Int>

    /// Checks `value`; returns the elements when it is an array.
    func check(_ value: JSONValue, at path: FieldPath, into report: inout ValidationReport) -> [JSONValue]? {
        guard let elements = value.arrayValue else {
            report.schema("MALFORMED_REQUEST_JSON", at: path)
            return nil
        }
        if elements.count < count.lowerBound { report.schema("INVALID_ARRAY_MIN_ITEMS", at: path, value: String(elements.count)) }
        if elements.count > count.upperBound { report.schema("INVALID_ARRAY_MAX_ITEMS", at: path, value: String(elements.count)) }
        return elements
    }
}
