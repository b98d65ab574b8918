import Foundation
import OrdersCore

/// Builds the URLs of PayPal's web approval pages.
enum PayPalApprovalURL {
    /// `{web}/checkoutnow?token=<order>&fundingSource=<source>&integration_artifact=MOBILE_SDK&redirect_uri=…&native_xo=1`.
    static func checkout(orderID: String, fundingSource: PayPalWebCheckoutFundingSource, environment: Environment) -> URL {
        var components = URLComponents(url: environment.webURL.appendingPathComponent("checkoutnow"), resolvingAgainstBaseURL: false)!
        components.queryItems = [
            URLQueryItem(name: "token", value: orderID),
            URLQueryItem(name: "fundingSource", value: fundingSource.rawValue),
            URLQueryItem(name: "integration_artifact", value: "MOBILE_SDK"),
            URLQueryItem(name: "redirect_uri", value: PayPalCallback.checkoutURL.absoluteString),
            URLQueryItem(name: "native_xo", value: "1"),
        ]
        return components.url!
    }

    /// The setup token's own `approve` link, else `{web}/agreements/approve?approval_session_id=<token>`,
    /// with `integration_artifact=MOBILE_SDK`.
    static func vault(setupToken: SetupToken, environment: Environment) -> URL {
        let base =
            setupToken.approvalURL
            ?? environment.webURL.appendingPathComponent("agreements/approve")
        var components = URLComponents(url: base, resolvingAgainstBaseURL: false)!
        var items = components.queryItems ?? []
        if !items.contains(where: { $0.name == "approval_session_id" }) {
            items.append(URLQueryItem(name: "approval_session_id", value: setupToken.id))
        }
        items.append(URLQueryItem(name: "integration_artifact", value: "MOBILE_SDK"))
        components.queryItems = items
        return components.url!
    }
}
