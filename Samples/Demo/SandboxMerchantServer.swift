import Foundation
import LegacyMPL
import OrdersCore
import OrdersSimulator

/// The merchant's server of the preapproval sample: it creates the Vault v3 setup token whose id the app
/// passes to `preapprovalWithKey(_:andMerchantName:)` (in 2011 the server got a preapproval key from
/// Adaptive Payments). Its calls are printed as `server`, apart from the library's.
struct SandboxMerchantServer {
    let client: OrdersClient

    /// Against `orders-sandbox` (or any Orders v2 endpoint), with the REST app's credentials.
    init(baseURL: URL, clientID: String, secret: String, print: @escaping @Sendable (String) -> Void) throws {
        client = OrdersClient(
            config: CoreConfig(clientID: clientID, environment: try Environment.custom(baseURL: baseURL)),
            authentication: .clientCredentials(secret: secret),
            transport: PrintingTransport(base: URLSessionTransport(), label: "server", print: print))
    }

    /// Against the in-process simulator behind `ENV_NONE`.
    init(simulator: OrdersSimulator, print: @escaping @Sendable (String) -> Void) {
        client = OrdersClient(
            config: CoreConfig(clientID: "demo-merchant-server", environment: .sandbox),
            transport: PrintingTransport(base: SimulatorTransport(simulator: simulator), label: "server", print: print))
    }

    /// A new setup token for a PayPal wallet: the preapproval key. With `redirects` (a presenter showing the page
    /// in a browser), PayPal sends the buyer there after approving or canceling.
    func preapprovalKey(redirects: ApprovalRedirectURLs? = nil) async throws -> String {
        let context = redirects.map {
            VaultExperienceContext(brandName: "Joe's Bear Emporium", returnUrl: $0.returnURL.absoluteString, cancelUrl: $0.cancelURL.absoluteString)
        }
        let request = SetupTokenRequest(
            paymentSource: VaultPaymentSource(
                paypal: VaultPayPalWallet(
                    description: "Joe's Bear Emporium membership", experienceContext: context)))
        return try await client.createSetupToken(request).id
    }
}
