import Foundation
import LegacyMPL
import OrdersCore
import OrdersSimulator
import SandboxServer

/// LegacyMPL checkouts under seeded faults (``SoakFaults``), driven as a 2011 app drives the library: its singleton,
/// a delegate, `checkoutWithPayment(_:)`, and on `PAYMENT_OUTCOME_UNKNOWN` the kept `payPalContext` set again once
/// the network is back. Every checkout is checked against the server (``SoakFigures``).
public enum LegacySoak {
    /// The legacy app id the soaks initialize with.
    public static let appID = "APP-80W284485P519543T"
    /// LegacyMPL's `errorId` of a capture whose outcome is still unknown (documented in the README).
    static let unknownErrorID = "PAYMENT_OUTCOME_UNKNOWN"

    /// `checkouts` checkouts in `ENV_NONE`: the in-process simulator, no network.
    public static func inProcess(checkouts: Int = 1_000, seed: UInt64 = 2011) async throws -> SoakFigures {
        let configuration = LegacyBackendConfiguration(retryPolicy: SoakTiming.retryPolicy, reconciliationBudget: SoakTiming.budget)
        return try await BorrowedSingleton.with(configuration, environment: ENV_NONE, appID: appID) { library in
            guard let simulator = library.demoSimulator else { throw SoakSetupError("ENV_NONE has no simulator") }
            return try await run(library, simulator: simulator, checkouts: checkouts, seed: seed, expiringTokens: false, label: "LegacyMPL, in-process")
        }
    }

    /// `checkouts` checkouts in `ENV_SANDBOX` over HTTP against a local orders-sandbox; the library authenticates
    /// with a secret, so expired tokens join the faults.
    public static func overOrdersSandbox(checkouts: Int = 150, seed: UInt64 = 7) async throws -> SoakFigures {
        let server = try SandboxServer(configuration: .init(port: 0))
        let url = try await server.start()
        do {
            guard let simulator = await server.simulator else { throw SoakSetupError("orders-sandbox runs no simulator") }
            let configuration = LegacyBackendConfiguration(
                clientID: "soak-client", secret: "soak-secret", baseURL: url, approvalPresenter: SandboxBuyerPresenter(baseURL: url),
                retryPolicy: SoakTiming.retryPolicy, reconciliationBudget: SoakTiming.budget)
            let figures = try await BorrowedSingleton.with(configuration, environment: ENV_SANDBOX, appID: appID) { library in
                try await run(library, simulator: simulator, checkouts: checkouts, seed: seed, expiringTokens: true, label: "LegacyMPL over orders-sandbox")
            }
            await server.stop()
            return figures
        } catch {
            await server.stop()
            throw error
        }
    }

    /// The checkout loop: faults, one checkout, the resume of an unknown outcome, the checks.
    static func run(
        _ library: PayPal, simulator: OrdersSimulator, checkouts: Int, seed: UInt64, expiringTokens: Bool, label: String
    ) async throws -> SoakFigures {
        var random = SeededRandom(seed: seed)
        var figures = SoakFigures(label: label)
        let delegate = SoakDelegate(library: library)
        library.delegate = delegate
        let reader = OrdersClient(config: CoreConfig(clientID: "soak-reader", environment: .sandbox), transport: SimulatorTransport(simulator: simulator))
        let started = ContinuousClock.now
        for index in 0..<checkouts {
            let faults = SoakFaults.draw(&random)
            for fault in faults { await simulator.inject(fault) }
            figures.faultsInjected += faults.count
            if expiringTokens, random.next(4) == 0 {
                await simulator.expireAllTokens()
                figures.faultsInjected += 1
            }
            let amount = random.amount()
            let capturesBefore = await simulator.stats.captures
            var calls = try await delegate.flow { library.checkoutWithPayment(payment(amount)) }
            if calls.first == "failed \(unknownErrorID)", let context = library.payPalContext {
                // What the message asks the app to do, once the network is back.
                await simulator.clearFaults()
                calls = try await delegate.flow { library.payPalContext = context }
                figures.unknownThenResumed += 1
            }
            await simulator.clearFaults()
            let captured = await simulator.stats.captures - capturesBefore
            guard calls.count == 2, calls.last == "exit", let outcome = calls.first,
                outcome.hasPrefix("success ") || outcome.hasPrefix("failed "), outcome != "failed \(unknownErrorID)"
            else {
                figures.checkouts += 1
                figures.violate(\.wrongOutcomes, "checkout \(index): not one outcome (or still unknown) then one exit: \(calls)")
                continue
            }
            let succeeded = outcome.hasPrefix("success ")
            let amounts = succeeded ? await capturedAmounts(orderID: String(outcome.split(separator: " ")[1]), reader: reader) : []
            figures.check(index, succeeded: succeeded, captured: captured, amounts: amounts, asked: amount, detail: "\(calls)")
        }
        figures.wallTime = ContinuousClock.now - started
        return figures
    }

    /// A simple payment of `amount` US dollars, as a 2011 app filled it.
    static func payment(_ amount: String) -> PayPalPayment {
        let payment = PayPalPayment()
        payment.paymentCurrency = "USD"
        payment.subTotal = NSDecimalNumber(string: amount, locale: Locale(identifier: "en_US_POSIX"))
        payment.recipient = "merchant@example.com"
        return payment
    }

    /// The amounts of the captures order `orderID` holds (none when it cannot be read).
    static func capturedAmounts(orderID: String, reader: OrdersClient) async -> [String] {
        do throws(PaymentsError) {
            return try await reader.getOrder(id: orderID).captures.compactMap { $0.amount?.value }
        } catch {
            return []
        }
    }
}
