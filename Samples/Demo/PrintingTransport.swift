import Foundation
import OrdersCore

/// Prints every call the library makes, as it returns: `  http  POST /v2/checkout/orders -> 201 (4 ms)`.
struct PrintingTransport: HTTPTransport {
    /// The transport that sends the calls.
    let base: any HTTPTransport
    /// `http` against a server, `sim` against the in-process `ENV_NONE` simulator.
    let label: String
    /// Where lines go.
    let print: @Sendable (String) -> Void

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let started = ContinuousClock.now
        let call = "  \(label)  \(request.method) \(request.url.path)"
        do {
            let response = try await base.send(request)
            print("\(call) -> \(response.status) (\(Self.milliseconds(since: started)) ms)")
            return response
        } catch {
            print("\(call) -> no response: \(error)")
            throw error
        }
    }

    private static func milliseconds(since start: ContinuousClock.Instant) -> Int64 {
        let elapsed = ContinuousClock.now - start
        return elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000
    }
}
