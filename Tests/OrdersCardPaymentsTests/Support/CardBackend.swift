import Foundation
import OrdersCardPayments
import OrdersCore
import OrdersSimulator
import PaymentsTestSupport
import SandboxServer
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Where the card tests' PayPal runs: the simulator in-process, or `orders-sandbox` over loopback HTTP.
enum CardBackend: String, CaseIterable, Sendable, CustomTestStringConvertible {
    /// `SimulatorTransport` to an in-process `OrdersSimulator`.
    case inProcess
    /// `SandboxServer` on 127.0.0.1 and `URLSessionTransport`.
    case sandbox

    var testDescription: String { rawValue }
}

/// One test's PayPal: the client transport (recorded for CI's schema check), the simulator behind it, and
/// the simulated payer completing or canceling challenges the way the backend allows.
struct CardWorld: Sendable {
    /// The configuration clients use.
    let config: CoreConfig
    /// The recorded transport clients use.
    let transport: any HTTPTransport
    /// The simulator answering (in-process, or inside the sandbox server).
    let simulator: OrdersSimulator
    /// The backend.
    let backend: CardBackend
    /// The sandbox's address, for the sandbox backend.
    let baseURL: URL?

    /// A merchant-side client (creates and captures orders, lists tokens), over the same transport.
    var orders: OrdersClient { OrdersClient(config: config, authentication: .clientCredentials(secret: "secret"), transport: transport, retryPolicy: .never) }

    /// A card client with `presenter`, the fixed clock and no retries.
    func cardClient(presenter: (any ThreeDSecurePresenter)?) -> CardClient {
        CardClient(config: config, presenter: presenter, transport: transport, retryPolicy: .never, now: CardFixtures.clock)
    }

    /// The payer completes (`true`) or cancels (`false`) the challenge: in-process through the simulator's
    /// typed payer; over the sandbox by opening the challenge page and posting its control route, as a
    /// browser would.
    func payer(_ challenge: ThreeDSecureChallenge, completes: Bool) async throws {
        let kind = challenge.kind == .order ? "orders" : "setup-tokens"
        switch backend {
        case .inProcess:
            switch (challenge.kind, completes) {
            case (.order, true): _ = try await simulator.approveOrder(id: challenge.resourceID)
            case (.order, false): _ = try await simulator.cancelOrder(id: challenge.resourceID)
            case (.setupToken, true): _ = try await simulator.approveSetupToken(id: challenge.resourceID)
            case (.setupToken, false): break
            }
        case .sandbox:
            let plain = URLSessionTransport()
            let page = try await plain.send(HTTPRequest(method: "GET", url: challenge.url))
            #expect(page.status == 200)
            guard completes || challenge.kind == .order, let baseURL else { return }
            let action = completes ? "approve" : "cancel"
            let control = URL(string: "\(baseURL.absoluteString)/simulator/\(kind)/\(challenge.resourceID)/\(action)")!
            let response = try await plain.send(HTTPRequest(method: "POST", url: control))
            #expect(response.isSuccess)
        }
    }

    /// A presenter whose payer completes every challenge, recording them in `log`.
    func completingPresenter(_ log: ChallengeLog = ChallengeLog()) -> ScriptedThreeDSecurePresenter {
        ScriptedThreeDSecurePresenter { challenge in
            await log.append(challenge)
            try await payer(challenge, completes: true)
            return .completed
        }
    }

    /// A presenter whose payer cancels every challenge.
    func cancelingPresenter(_ log: ChallengeLog = ChallengeLog()) -> ScriptedThreeDSecurePresenter {
        ScriptedThreeDSecurePresenter { challenge in
            await log.append(challenge)
            try await payer(challenge, completes: false)
            return .canceled
        }
    }

    /// Creates a 10.00 USD order on the merchant side and returns its id.
    func createOrder(_ intent: OrderIntent = .capture) async throws -> String {
        try await orders.createOrder(CardFixtures.orderRequest(intent)).id
    }
}

/// The challenges a scripted presenter was asked to show.
actor ChallengeLog {
    private(set) var challenges: [ThreeDSecureChallenge] = []
    func append(_ challenge: ThreeDSecureChallenge) { challenges.append(challenge) }
}

/// Runs `body` against `backend` on the caller's actor; the sandbox server (with an optional request log)
/// always stops.
func withCardWorld<T>(
    _ backend: CardBackend, requestLog: URL? = nil, isolation: isolated (any Actor)? = #isolation,
    _ body: (CardWorld) async throws -> T
) async throws -> T {
    switch backend {
    case .inProcess:
        let simulator = OrdersSimulator()
        let world = CardWorld(
            config: CoreConfig(clientID: "card-tests", environment: .sandbox),
            transport: RecordingTransport(wrapping: SimulatorTransport(simulator: simulator)),
            simulator: simulator, backend: backend, baseURL: nil)
        return try await body(world)
    case .sandbox:
        let server = try SandboxServer(configuration: .init(requestLog: requestLog))
        let url = try await server.start()
        do {
            let simulator = try #require(await server.simulator)
            let world = CardWorld(
                config: CoreConfig(clientID: "card-tests", environment: try Environment.custom(baseURL: url)),
                transport: RecordingTransport(wrapping: URLSessionTransport()),
                simulator: simulator, backend: backend, baseURL: url)
            let result = try await body(world)
            await server.stop()
            return result
        } catch {
            await server.stop()
            throw error
        }
    }
}

/// Records the 3DS delegate's calls.
@MainActor
final class RecordingChallengeDelegate: ThreeDSecureChallengePresentationDelegate {
    private(set) var events: [String] = []
    func threeDSecureWillLaunch(_ cardClient: CardClient) { events.append("willLaunch") }
    func threeDSecureDidFinish(_ cardClient: CardClient) { events.append("didFinish") }
    func threeDSecureDidCancel(_ cardClient: CardClient) { events.append("didCancel") }
}
