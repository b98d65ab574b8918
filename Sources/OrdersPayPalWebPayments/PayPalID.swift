import Foundation

/// PayPal's ids in paths and approval URLs: 1 to 36 letters, digits, `_` or `-`.
enum PayPalID {
    private static let allowed = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-")

    /// `id`, or ``PayPalWebCheckoutError/invalidID(_:)``.
    static func checked(_ id: String) throws(PayPalWebCheckoutError) -> String {
        guard (1...36).contains(id.count), id.unicodeScalars.allSatisfy(allowed.contains) else { throw .invalidID(id) }
        return id
    }
}
