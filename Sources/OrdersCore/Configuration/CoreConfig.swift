import Foundation

/// The client id and environment every payments client is built from.
public struct CoreConfig: Sendable, Hashable {
    /// The REST app's client id.
    public let clientID: String
    /// Live, sandbox or a custom (local) endpoint.
    public let environment: Environment

    /// Creates a configuration.
    public init(clientID: String, environment: Environment) {
        self.clientID = clientID
        self.environment = environment
    }
}

/// How requests prove who the caller is.
public enum ClientAuthentication: Sendable, Hashable {
    /// Client-side calls: `Authorization: Basic base64(clientID:)`, as PayPal's mobile SDKs send. No secret on the device.
    case clientID
    /// Server-side calls: OAuth 2 client credentials exchanged for a cached bearer token.
    case clientCredentials(secret: String)
}
