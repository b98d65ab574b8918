import Foundation

/// Any JSON value, for the parts of PayPal's API whose shape varies (JSON Patch values, raw request checks).
///
/// Numbers keep their exact decimal text as a `Decimal`, never a `Double`.
public enum JSONValue: Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, held exactly.
    case number(Decimal)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object. Key order is not significant.
    case object([String: JSONValue])

    /// The member `key` of an object, or `nil`.
    public subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    /// The string, if this is one.
    public var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The members, if this is an object.
    public var objectValue: [String: JSONValue]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// The elements, if this is an array.
    public var arrayValue: [JSONValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    /// The boolean, if this is one.
    public var boolValue: Bool? {
        if case .bool(let flag) = self { return flag }
        return nil
    }

    /// A short name of the JSON type, for error messages (`string`, `object`, …).
    public var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }

    /// Parses JSON bytes (RFC 8259, strict; numbers kept exact; nesting at most 256 deep).
    /// - Throws: `DecodingError.dataCorrupted` when the bytes are not one JSON value.
    public init(parsing data: Data) throws {
        do {
            self = try JSONParser.parse(data)
        } catch {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: [], debugDescription: "The data is not valid JSON."))
        }
    }

    /// Converts an `Encodable` model into a JSON value (through its JSON encoding).
    public init<Model: Encodable>(encoding model: Model) throws {
        self = try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(model))
    }

    /// Decodes a model from this value.
    public func decode<Model: Decodable>(as type: Model.Type) throws -> Model {
        try JSONDecoder().decode(type, from: serialized())
    }

    /// The value as compact JSON bytes with sorted keys and unescaped slashes.
    public func serialized() -> Data {
        CanonicalJSONWriter.data(self)
    }
}

extension JSONValue: Codable {
    /// Decodes any JSON value.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let flag = try? container.decode(Bool.self) {
            self = .bool(flag)
        } else if let number = try? container.decode(Decimal.self) {
            self = .number(number)
        } else if let text = try? container.decode(String.self) {
            self = .string(text)
        } else if let elements = try? container.decode([JSONValue].self) {
            self = .array(elements)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// Encodes the value as JSON.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let flag): try container.encode(flag)
        case .number(let number): try container.encode(number)
        case .string(let text): try container.encode(text)
        case .array(let elements): try container.encode(elements)
        case .object(let members): try container.encode(members)
        }
    }
}
