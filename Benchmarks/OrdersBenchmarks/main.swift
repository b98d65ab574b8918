import FaultSoak
import Foundation
import OrdersCore
import OrdersSimulator
import SandboxServer

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

// Checkouts (create → payer approval → capture) per second, through the real OrdersClient:
// in-process against the simulator, then over loopback HTTP against the orders-sandbox server.
// Then the seeded fault soak (FaultSoak): 1,000 LegacyMPL checkouts in-process, 1,000 OrdersClient reconciling
// captures, 150 LegacyMPL checkouts over orders-sandbox; exits 1 if an invariant broke.
// Usage: swift run -c release orders-benchmarks [checkouts]

let count = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 2_000
let config = CoreConfig(clientID: "bench", environment: .sandbox)
let authentication = ClientAuthentication.clientCredentials(secret: "secret")

func report(_ label: String, _ rate: Double) {
    print(label.padding(toLength: 52, withPad: " ", startingAt: 0) + String(format: "%10.0f checkouts/s", rate))
}

print("\(count) checkouts each (create + approve + capture), \(ProcessInfo.processInfo.activeProcessorCount) cores")

// In-process: the whole client stack (JSON encoding, headers, token cache, decoding) and the simulator.
for concurrency in [1, 8] {
    let simulator = OrdersSimulator()
    let loop = CheckoutLoop(
        client: OrdersClient(config: config, authentication: authentication, transport: SimulatorTransport(simulator: simulator)),
        approve: { _ = try await simulator.approveOrder(id: $0) })
    try await loop.run()  // warm up: token, caches
    report("in-process simulator, concurrency \(concurrency)", try await loop.measure(count: count, concurrency: concurrency))
}

// Over HTTP: URLSession → orders-sandbox on 127.0.0.1 → simulator; approval through the control route.
let server = try SandboxServer()
let baseURL = try await server.start()
let environment = try Environment.custom(baseURL: baseURL)
let transport = URLSessionTransport()
for concurrency in [1, 8] {
    let loop = CheckoutLoop(
        client: OrdersClient(config: CoreConfig(clientID: "bench", environment: environment), authentication: authentication, transport: transport),
        approve: { orderID in
            let url = baseURL.appendingPathComponent("simulator/orders/\(orderID)/approve")
            let response = try await transport.send(HTTPRequest(method: "POST", url: url, headers: ["Content-Type": "application/json"], body: Data("{}".utf8)))
            guard response.isSuccess else { throw PaymentsError.configuration("approve \(orderID): HTTP \(response.status)") }
        })
    try await loop.run()
    report("orders-sandbox over HTTP, concurrency \(concurrency)", try await loop.measure(count: max(count / 4, 1), concurrency: concurrency))
}
await server.stop()

// The fault soak: its figures, and a non-zero exit when an invariant broke.
let soaks = [
    try await LegacySoak.inProcess(checkouts: 1_000, seed: 2011),
    try await OrdersClientSoak.run(payments: 1_000, seed: 42),
    try await LegacySoak.overOrdersSandbox(checkouts: 150, seed: 7),
]
for figures in soaks {
    print(figures.summary)
    for violation in figures.violations { print("  invariant broken: \(violation)") }
}
if soaks.contains(where: { !$0.invariantsHold }) {
    print("FAULT SOAK FAILED: an invariant broke")
    exit(1)
}
