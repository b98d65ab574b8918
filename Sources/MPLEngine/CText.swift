import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Text across the C ABI: UTF-8, malloc'd when it crosses to the other side.
enum CText {
    /// A malloc'd copy of `text` (the caller frees it), or `nil` for `nil`.
    static func copy(_ text: String?) -> UnsafeMutablePointer<CChar>? {
        guard let text else { return nil }
        return strdup(text)
    }

    /// The text at `pointer`, or `nil` for a null pointer.
    static func read(_ pointer: UnsafePointer<CChar>?) -> String? {
        pointer.map { String(cString: $0) }
    }

    /// Reads and frees text the Objective-C layer malloc'd.
    static func take(_ pointer: UnsafeMutablePointer<CChar>?) -> String? {
        guard let pointer else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// The JSON object at `pointer` (`nil` for a null pointer or text that is not JSON).
    static func json(_ pointer: UnsafePointer<CChar>?) -> Any? {
        read(pointer).flatMap(json(_:))
    }

    /// The JSON object in `text`, or `nil`.
    static func json(_ text: String) -> Any? {
        try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
    }

    /// `object` as JSON text, or `nil` when it cannot be written as JSON.
    static func jsonText(_ object: Any?) -> String? {
        guard let object, JSONSerialization.isValidJSONObject(object),
            let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}
