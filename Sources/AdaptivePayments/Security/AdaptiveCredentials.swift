import Foundation

/// The merchant's Adaptive Payments API credentials (`X-PAYPAL-SECURITY-USERID`, `-PASSWORD`, `-SIGNATURE`,
/// `X-PAYPAL-APPLICATION-ID`), checked as PayPal checked them: all four must match, or the call fails with errorId
/// 520003, whichever was wrong (nothing says which).
public struct AdaptiveCredentials: Sendable {
    /// The API username.
    public let username: String
    /// The API password.
    public let password: String
    /// The API signature.
    public let signature: String
    /// The application id (`APP-…`).
    public let applicationID: String

    /// Credentials.
    public init(username: String, password: String, signature: String, applicationID: String) {
        self.username = username
        self.password = password
        self.signature = signature
        self.applicationID = applicationID
    }

    /// Whether `headers` (any name case) carry these credentials. Each comparison takes time that depends on the
    /// lengths only, and all four are always made, so the time tells nothing about which part or prefix matched.
    public func accept(_ headers: [String: String]) -> Bool {
        func header(_ name: String) -> String { headers.first { $0.key.lowercased() == name }?.value ?? "" }
        let results = [
            Self.same(header("x-paypal-security-userid"), username), Self.same(header("x-paypal-security-password"), password),
            Self.same(header("x-paypal-security-signature"), signature), Self.same(header("x-paypal-application-id"), applicationID),
        ]
        return results.allSatisfy { $0 }
    }

    /// The failure for a call whose credentials did not match.
    public static let failure = AdaptiveFailure(.authenticationFailed, "Authentication failed. API credentials are incorrect.")

    /// Whether `given` equals `expected`, comparing every byte of the longer of the two.
    static func same(_ given: String, _ expected: String) -> Bool {
        let lhs = Array(given.utf8)
        let rhs = Array(expected.utf8)
        var difference = UInt8(lhs.count == rhs.count ? 0 : 1)
        for index in 0..<max(lhs.count, rhs.count) {
            difference |= (index < lhs.count ? lhs[index] : 0) ^ (index < rhs.count ? rhs[index] : 0)
        }
        return difference == 0
    }
}
