import Foundation

/// A small, strict JSON parser (RFC 8259) producing `JSONValue`, numbers kept exact as `Decimal`.
/// Much faster than decoding `JSONValue` through `JSONDecoder`, and bounded in depth so hostile input
/// cannot exhaust the stack.
struct JSONParser {
    /// Why parsing failed.
    struct Failure: Error {}

    /// The deepest nesting accepted.
    static let maximumDepth = 256

    private let bytes: [UInt8]
    private var index = 0

    /// Parses `data` as one JSON value (surrounding whitespace allowed).
    static func parse(_ data: Data) throws(Failure) -> JSONValue {
        var parser = JSONParser(bytes: Array(data))
        let value = try parser.value(depth: 0)
        parser.skipWhitespace()
        guard parser.index == parser.bytes.count else { throw Failure() }
        return value
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
    }

    private mutating func value(depth: Int) throws(Failure) -> JSONValue {
        guard depth < Self.maximumDepth else { throw Failure() }
        skipWhitespace()
        guard index < bytes.count else { throw Failure() }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"):
            try literal("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try literal("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try literal("null")
            return .null
        default: return try number()
        }
    }

    private mutating func literal(_ word: String) throws(Failure) {
        let expected = Array(word.utf8)
        guard index + expected.count <= bytes.count, Array(bytes[index..<index + expected.count]) == expected else { throw Failure() }
        index += expected.count
    }

    private mutating func object(depth: Int) throws(Failure) -> JSONValue {
        index += 1
        var members: [String: JSONValue] = [:]
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw Failure() }
            let key = try string()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw Failure() }
            index += 1
            members[key] = try value(depth: depth + 1)
            skipWhitespace()
            guard index < bytes.count else { throw Failure() }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard bytes[index] == UInt8(ascii: "}") else { throw Failure() }
            index += 1
            return .object(members)
        }
    }

    private mutating func array(depth: Int) throws(Failure) -> JSONValue {
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            elements.append(try value(depth: depth + 1))
            skipWhitespace()
            guard index < bytes.count else { throw Failure() }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard bytes[index] == UInt8(ascii: "]") else { throw Failure() }
            index += 1
            return .array(elements)
        }
    }

    private mutating func string() throws(Failure) -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var run = index
        var plain: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                plain.append(contentsOf: bytes[run..<index])
                index += 1
                guard let text = Self.text(validatingUTF8: plain) else { throw Failure() }
                if scalars.isEmpty { return text }
                scalars.append(contentsOf: text.unicodeScalars)
                return String(scalars)
            }
            guard byte >= 0x20 else { throw Failure() }
            if byte == UInt8(ascii: "\\") {
                plain.append(contentsOf: bytes[run..<index])
                guard let text = Self.text(validatingUTF8: plain) else { throw Failure() }
                scalars.append(contentsOf: text.unicodeScalars)
                plain.removeAll(keepingCapacity: true)
                scalars.append(try escape())
                run = index
                continue
            }
            index += 1
        }
        throw Failure()
    }

    /// `bytes` as text when they are well-formed UTF-8 (no overlong forms, surrogates or stray bytes), else `nil`.
    /// The standard library's strict UTF-8 decoder, which every supported OS has (`String(validating:as:)` needs
    /// iOS 18 and macOS 15).
    static func text(validatingUTF8 bytes: [UInt8]) -> String? {
        if !bytes.allSatisfy({ $0 < 0x80 }) {
            var decoder = UTF8()
            var iterator = bytes.makeIterator()
            decoding: while true {
                switch decoder.decode(&iterator) {
                case .scalarValue: continue
                case .emptyInput: break decoding
                case .error: return nil
                }
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private mutating func escape() throws(Failure) -> Unicode.Scalar {
        index += 1
        guard index < bytes.count else { throw Failure() }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try hex4()
            if (0xD800..<0xDC00).contains(high) {
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else { throw Failure() }
                index += 2
                let low = try hex4()
                guard (0xDC00..<0xE000).contains(low), let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) else { throw Failure() }
                return scalar
            }
            guard let scalar = Unicode.Scalar(high) else { throw Failure() }
            return scalar
        default:
            throw Failure()
        }
    }

    private mutating func hex4() throws(Failure) -> UInt32 {
        guard index + 4 <= bytes.count else { throw Failure() }
        var value: UInt32 = 0
        for byte in bytes[index..<index + 4] {
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw Failure()
            }
            value = value << 4 | digit
        }
        index += 4
        return value
    }

    private mutating func number() throws(Failure) -> JSONValue {
        let start = index
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, bytes[index].isDigit else { throw Failure() }
        if bytes[index] == UInt8(ascii: "0") { index += 1 } else { while index < bytes.count, bytes[index].isDigit { index += 1 } }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, bytes[index].isDigit else { throw Failure() }
            while index < bytes.count, bytes[index].isDigit { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < bytes.count, bytes[index].isDigit else { throw Failure() }
            while index < bytes.count, bytes[index].isDigit { index += 1 }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let number = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")), !number.isNaN else { throw Failure() }
        return .number(number)
    }
}

extension UInt8 {
    /// Whether the byte is an ASCII digit `0`–`9`.
    fileprivate var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
}
