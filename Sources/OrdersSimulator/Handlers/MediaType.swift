import Foundation

/// The media type of a `Content-Type` header, as PayPal reads it: the type before any `;` parameter, without
/// case, so `application/json; charset=utf-8` is JSON and `application/jsonx` is not.
enum MediaType {
    /// Whether `header` declares `application/json`.
    static func isJSON(_ header: String?) -> Bool {
        guard let header else { return false }
        let type = header.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        return type.trimmingCharacters(in: .whitespaces).lowercased() == "application/json"
    }
}
