import Foundation
import ModernClientsTestSupport
import OrdersCore
import OrdersPayPalWebPayments
import Testing

/// The presentation events: before the page, after it, whatever the ending.
@Suite("PayPal web checkout: presentation events")
struct WebCheckoutEventTests {
    @Test("willPresent with the approval URL, then dismissed — approved, canceled or failed", arguments: [WebBuyerAction.approve, .cancel, .closeBrowser])
    func events(action: WebBuyerAction) async throws {
        try await Rig.with(.inProcess) { rig in
            let order = try await rig.serverOrder()
            let events = Recorder<PayPalWebCheckoutEvent>()
            let seen = Recorder<URL>()
            let client = PayPalWebCheckoutClient(apiClient: rig.apiClient, presenter: rig.webBuyer(action, seen: seen), onEvent: { events.record($0) })
            _ = try? await client.start(PayPalWebCheckoutRequest(orderID: order.id))
            #expect(events.all == [.willPresent(try #require(seen.all.first)), .dismissed])
        }
    }

    @Test("nothing is shown, so nothing is told, for an invalid id")
    func noEventsWithoutPresentation() async throws {
        try await Rig.with(.inProcess) { rig in
            let events = Recorder<PayPalWebCheckoutEvent>()
            let client = PayPalWebCheckoutClient(apiClient: rig.apiClient, presenter: rig.webBuyer(), onEvent: { events.record($0) })
            _ = try? await client.start(PayPalWebCheckoutRequest(orderID: "bad id"))
            #expect(events.all.isEmpty)
        }
    }
}
