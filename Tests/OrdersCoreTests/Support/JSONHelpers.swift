import Foundation
import OrdersCore

extension JSONEncoder {
    /// An encoder with sorted keys, for comparing JSON text.
    static var sorted: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}

/// The JSON object `value` encodes to, for asserting on PayPal's field names.
func jsonObject(_ value: some Encodable) throws -> JSONValue {
    try JSONValue(encoding: value)
}

/// Parses a JSON literal.
func json(_ text: String) throws -> JSONValue {
    try JSONValue(parsing: Data(text.utf8))
}
