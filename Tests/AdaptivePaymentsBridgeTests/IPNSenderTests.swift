import Foundation
import OrdersCore
import Testing

@testable import AdaptivePaymentsBridge

/// The IPN sender's window: deliveries under way at once, more claimed as others end, so one listener that does not
/// answer never holds back the rest of the queue.
@Suite("adaptive-payments-bridge: the IPN sender")
struct IPNSenderTests {
    /// Answers `200` at once, except to `/stuck`, which is answered only when the test lets it go.
    actor Listeners: HTTPTransport {
        private(set) var delivered: [String] = []
        private var stuck: CheckedContinuation<Void, Never>?

        func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            if request.url.path == "/stuck" { await withCheckedContinuation { stuck = $0 } }
            delivered.append(request.url.path)
            return HTTPResponse(status: 200, headers: [:], body: Data())
        }

        /// Answers the stuck delivery, once it has been made.
        func release() async {
            while stuck == nil { try? await Task.sleep(nanoseconds: 5_000_000) }
            stuck?.resume()
            stuck = nil
        }
    }

    @Test("a listener that does not answer holds back no other IPN; its own is delivered when it answers", arguments: TestDatabase.all)
    func stuckListener(_ database: TestDatabase) async throws {
        guard #available(macOS 13, iOS 16, tvOS 16, *) else { return }
        try await database.withNew { location in
            let store = try await location.open()
            let due = Date(timeIntervalSince1970: 1_300_000_000)
            for number in 0..<40 {
                let url = URL(string: number == 0 ? "http://127.0.0.1:9/stuck" : "http://127.0.0.1:9/ipn")!
                try await store.enqueue(BridgeStoreTests.message(number, due: due.addingTimeInterval(Double(number)), url: url))
            }
            let listeners = Listeners()
            let sender = IPNSender(
                store: store, transport: listeners, retryDelays: [60], pollInterval: 0.05, batchSize: 4, claimLease: 600, now: { due.addingTimeInterval(100) })
            let sending = Task { await sender.run() }
            for _ in 0..<2_000 where await listeners.delivered.count < 39 { try await Task.sleep(nanoseconds: 5_000_000) }
            #expect(await listeners.delivered == Array(repeating: "/ipn", count: 39))  // the first message is still under way
            await listeners.release()
            for _ in 0..<2_000 where try await store.message(verifySign: "sign-0")?.deliveredAt == nil { try await Task.sleep(nanoseconds: 5_000_000) }
            #expect(await listeners.delivered.last == "/stuck")
            sending.cancel()
            await sending.value
            #expect(try await store.claimDueMessages(at: due.addingTimeInterval(10_000), limit: 100, until: due.addingTimeInterval(20_000)).isEmpty)
            await store.close()
        }
    }
}
