import Foundation
import LegacyMPL
import OrdersCore
import OrdersSimulator

/// `ENV_NONE`'s merchant server for Objective-C demos (`+[PayPal demoPreapprovalKey]`): it creates the Vault v3
/// setup token a merchant's server would, on the in-process simulator, so a 2011 preapproval sample runs with
/// no network (Swift apps reach the simulator through `PayPal.demoSimulator`).
enum SimulatorMerchantServer {
    /// A new pending setup token id on `simulator`, or `nil` when the simulator refused.
    static func preapprovalKey(on simulator: OrdersSimulator) -> String? {
        let client = OrdersClient(
            config: CoreConfig(clientID: "demo-merchant-server", environment: .sandbox), transport: SimulatorTransport(simulator: simulator))
        let request = SetupTokenRequest(paymentSource: VaultPaymentSource(paypal: VaultPayPalWallet(description: "Demo preapproval")))
        let result = Locked<String?>(nil)
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            let id = try? await client.createSetupToken(request).id
            result.withLock { $0 = id }
            done.signal()
        }
        done.wait()
        return result.current
    }
}
