import Foundation

/// Adaptive Payments' NV format: `key=value` pairs joined by `&`, values form-encoded.
///
/// Reading follows what every SDK of the time wrote: empty segments are skipped (the Java SDK ends with `&`, PHP
/// leaves `&&` for an empty list), each segment splits at its first `=`, keys and values are percent-decoded with `+`
/// as a space. Writing follows what the PHP SDK's parser needs: keys literal (`paymentInfoList.paymentInfo(0).…`,
/// never `%28`), values percent-encoded so that `&`, `=` and `+` survive.
public enum NVEncoding {
    /// Why a body is not NV.
    public enum ReadError: Error, Sendable, Equatable {
        /// A segment has no `=` (position in the body, 0-based).
        case missingEquals(segment: Int)
        /// A key or value is not valid percent-encoding of UTF-8.
        case badEncoding(segment: Int)
        /// A key is empty.
        case emptyKey(segment: Int)
    }

    /// The fields of `body`.
    public static func read(_ body: String) throws(ReadError) -> AdaptiveFields {
        var pairs: [(String, String)] = []
        for (index, segment) in body.split(separator: "&", omittingEmptySubsequences: true).enumerated() {
            guard let equals = segment.firstIndex(of: "=") else { throw .missingEquals(segment: index) }
            guard let key = decode(segment[..<equals]), let value = decode(segment[segment.index(after: equals)...]) else {
                throw .badEncoding(segment: index)
            }
            guard !key.isEmpty else { throw .emptyKey(segment: index) }
            pairs.append((key, value))
        }
        return AdaptiveFields(pairs)
    }

    /// `pairs` as an NV body: keys as they are, values percent-encoded (all but `A-Z a-z 0-9 - . _ ~`).
    public static func write(_ pairs: [(String, String)]) -> String {
        pairs.map { "\($0.0)=\(encode($0.1))" }.joined(separator: "&")
    }

    /// `text` form-decoded: `+` is a space, `%XX` a byte; `nil` when that is not UTF-8 or a `%` is not followed by two
    /// hex digits. Byte by byte (Foundation's `removingPercentEncoding` costs most of a request's time on Linux).
    public static func decode(_ text: Substring) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            switch byte {
            case UInt8(ascii: "+"): bytes.append(UInt8(ascii: " "))
            case UInt8(ascii: "%"):
                guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else { return nil }
                bytes.append(high << 4 | low)
            default: bytes.append(byte)
            }
        }
        // Ill-formed UTF-8 is repaired (U+FFFD) by `String(decoding:)`, so a text whose bytes changed was not UTF-8.
        // (`String(validating:as:)` needs iOS 18 and macOS 15.)
        let text = String(decoding: bytes, as: UTF8.self)
        return text.utf8.elementsEqual(bytes) ? text : nil
    }

    /// The value of a hex digit.
    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// `text` percent-encoded for a value (all but `A-Z a-z 0-9 - . _ ~`).
    static func encode(_ text: String) -> String {
        var encoded: [UInt8] = []
        encoded.reserveCapacity(text.utf8.count)
        let hex = Array("0123456789ABCDEF".utf8)
        for byte in text.utf8 {
            if isUnreserved(byte) {
                encoded.append(byte)
            } else {
                encoded += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            }
        }
        return String(decoding: encoded, as: UTF8.self)
    }

    /// `A-Z a-z 0-9 - . _ ~`.
    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"): true
        default: false
        }
    }
}
