import Foundation

extension Environment {
    /// Where PayPal's web pages live (checkout, vault approval): `https://www.paypal.com`,
    /// `https://www.sandbox.paypal.com`, or a custom environment's base URL (`orders-sandbox` serves them).
    public var webURL: URL {
        switch name {
        case "live": URL(string: "https://www.paypal.com")!
        case "sandbox": URL(string: "https://www.sandbox.paypal.com")!
        default: baseURL
        }
    }

    /// The GraphQL endpoint (`fundingEligibility`): `/graphql` on ``webURL``.
    public var graphQLURL: URL { webURL.appendingPathComponent("graphql") }
}
