import Foundation
import OrdersCore

/// What the simulator's resources share: one id sequence and one clock, so that two simulators with equal
/// configurations answer alike byte for byte whichever resource draws next, and the counts of what they did.
/// Each resource takes it `inout` for the one request it handles.
struct SimulatorContext: Sendable {
    /// Every generated id and debug id, in the order the requests draw them.
    var ids: IDGenerator
    /// The simulated time.
    var clock: SimulatedClock
    /// Counts of what the simulator did.
    var stats = SimulatorStats()
    /// The events raised by the request being handled, in order, for the webhooks.
    var events: [RaisedEvent] = []
    /// The event types some webhook listens to (`*` for all): only those are raised, as PayPal makes an event only
    /// for an app that subscribed to it. The simulator sets it before each request.
    var subscribedEventTypes: Set<String> = []

    /// A fresh context from `configuration`: ids and the clock from the seed, every count zero.
    init(configuration: OrdersSimulator.Configuration) {
        ids = IDGenerator(seed: configuration.seed)
        clock = SimulatedClock(epoch: configuration.epoch, step: configuration.clockStep, source: configuration.now)
    }

    /// The current simulated time.
    var now: Date { clock.now }

    /// The current simulated time as RFC 3339.
    var timestamp: String { SimulatedClock.format(clock.now) }

    /// Raises an event for the webhooks, when a webhook listens to its type (the resource is rendered only then).
    mutating func raise(_ type: String, _ resourceType: String, version: String = "2.0", _ resource: @autoclosure () -> JSONValue, summary: String) {
        guard subscribedEventTypes.contains(type) || subscribedEventTypes.contains("*") else { return }
        events.append(RaisedEvent(type: type, resourceType: resourceType, resourceVersion: version, resource: resource(), summary: summary))
    }

    /// Advances the clock for a state change and returns the new time as RFC 3339.
    mutating func tick() -> String {
        clock.advance()
        return timestamp
    }
}

/// An event a resource raised while handling a request; the simulator turns it into a webhook event
/// (``WebhooksResource``) once the request is done.
struct RaisedEvent: Sendable {
    /// The event type (`PAYMENT.CAPTURE.COMPLETED`).
    let type: String
    /// The resource's type as webhooks name it (`capture`, `refund`, `checkout-order`, …).
    let resourceType: String
    /// The resource's version (`2.0` for Orders and Payments v2, `3.0` for Vault v3).
    let resourceVersion: String
    /// The resource as its API's GET returns it.
    let resource: JSONValue
    /// The event's one-line summary.
    let summary: String
}
