import Foundation

/// The request target of an HTTP request line, checked and made absolute for the simulator.
enum RequestTarget {
    /// The absolute URL of a request target (`/path?query`) on `baseURL`, or `nil` when the target is
    /// not an origin-form path (RFC 9112 §3.2.1): it must start with one `/`, hold visible ASCII only
    /// and use `%` only in valid escapes.
    static func url(target: String, baseURL: URL) -> URL? {
        guard target.hasPrefix("/"), !target.hasPrefix("//"), isWellFormed(target) else { return nil }
        var base = baseURL.absoluteString
        while base.hasSuffix("/") { base.removeLast() }
        guard let url = URL(string: base + target), url.host != nil else { return nil }
        return url
    }

    /// Whether `target` is visible ASCII with valid percent-escapes.
    static func isWellFormed(_ target: String) -> Bool {
        let bytes = Array(target.utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard (0x21...0x7E).contains(byte) else { return false }
            if byte == UInt8(ascii: "%") {
                guard index + 2 < bytes.count, bytes[index + 1].isHexDigit, bytes[index + 2].isHexDigit else {
                    return false
                }
                index += 3
            } else {
                index += 1
            }
        }
        return true
    }
}

extension UInt8 {
    /// `0`–`9`, `A`–`F` or `a`–`f`.
    var isHexDigit: Bool { (0x30...0x39).contains(self) || (0x41...0x46).contains(self) || (0x61...0x66).contains(self) }
}
