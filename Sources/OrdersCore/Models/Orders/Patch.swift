import Foundation

/// One JSON Patch operation for `PATCH /v2/checkout/orders/{id}`.
///
/// Purchase units are addressed by reference id: `/purchase_units/@reference_id=='default'/amount`.
public struct PatchOperation: Codable, Sendable, Equatable {
    /// The operation.
    public var op: Kind
    /// A JSON pointer to the target.
    public var path: String
    /// The new value, for `add` and `replace`.
    public var value: JSONValue?
    /// The source pointer, for `move` and `copy`.
    public var from: String?

    /// Creates an operation.
    public init(op: Kind, path: String, value: JSONValue? = nil, from: String? = nil) {
        self.op = op
        self.path = path
        self.value = value
        self.from = from
    }

    /// Replaces the value at `path` with an encodable model.
    public static func replace<Value: Encodable>(_ path: String, with value: Value) throws -> PatchOperation {
        PatchOperation(op: .replace, path: path, value: try JSONValue(encoding: value))
    }

    /// Adds an encodable model at `path`.
    public static func add<Value: Encodable>(_ path: String, _ value: Value) throws -> PatchOperation {
        PatchOperation(op: .add, path: path, value: try JSONValue(encoding: value))
    }

    /// The path of an attribute of the purchase unit with `referenceId`, e.g. `amount`.
    public static func purchaseUnitPath(_ referenceId: String = "default", _ attribute: String) -> String {
        "/purchase_units/@reference_id=='\(referenceId)'/\(attribute)"
    }

    /// JSON Patch operation kinds.
    public enum Kind: String, Codable, Sendable {
        /// Add a member that is not present.
        case add
        /// Remove a member that is present.
        case remove
        /// Replace a member that is present.
        case replace
        /// Move a value.
        case move
        /// Copy a value.
        case copy
        /// Test a value.
        case test
    }
}
