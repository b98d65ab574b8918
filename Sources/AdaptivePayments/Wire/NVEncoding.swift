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
    /// hex digits.
    public static func decode(_ text: Substring) -> String? {
        text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
    }

    /// `text` percent-encoded for a value.
    static func encode(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
    }

    private static let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
}
