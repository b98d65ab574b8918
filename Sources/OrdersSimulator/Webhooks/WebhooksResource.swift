import Foundation
import OrdersCore

/// Webhooks v1: the app's webhooks (subscriptions), the events raised for them and the transmissions that carried
/// each event to each webhook, signed by the ``WebhookDelivering`` the simulator was given.
///
/// As on PayPal, an event is made only when a webhook listens to its type, and is sent to every such webhook. Ids
/// come from a sequence of their own (seeded from the simulator's seed), so subscribing a webhook changes no order's
/// or capture's id. The newest ``maxEvents`` events are kept.
struct WebhooksResource: Sendable {
    /// A webhook: where events go and which ones.
    struct Subscription: Sendable {
        /// The webhook id.
        let id: String
        /// The listener's URL.
        var url: URL
        /// The event types it listens to (`*` for all).
        var eventTypes: [String]

        /// Whether it listens to `type`.
        func listens(to type: String) -> Bool { eventTypes.contains(type) || eventTypes.contains("*") }
    }

    /// An event as it was raised.
    struct Event: Sendable {
        /// The envelope, as deliveries carry it and `GET …/webhooks-events/{id}` returns it.
        let envelope: JSONValue
        /// Its type.
        let type: String
        /// Its resource's id (the `transaction_id` filter of the event list).
        let resourceID: String?
        /// When it was raised.
        let time: Date
    }

    /// At most this many events (and their transmissions) are kept; the oldest go first.
    static let maxEvents = 10_000
    /// At most this many webhooks per app, as on PayPal.
    static let maxWebhooks = 10

    /// The webhooks, in the order they were made.
    private(set) var subscriptions: [Subscription] = []
    /// Events by id.
    private(set) var events: [String: Event] = [:]
    /// Event ids, oldest first.
    private var eventOrder: [String] = []
    /// Transmissions by id, and the ids of each event's transmissions.
    private(set) var transmissions: [String: WebhookTransmission] = [:]
    private var transmissionsOfEvent: [String: [String]] = [:]
    /// Ids of webhooks, events and transmissions.
    var ids: IDGenerator
    /// The base URL of links, without a trailing slash.
    let baseURL: String
    /// Whether webhooks may point at hosts other than loopback ones.
    let allowsRemoteTargets: Bool
    /// Signs and sends transmissions; `nil`: events are kept and nothing is sent.
    let deliverer: (any WebhookDelivering)?

    /// No webhooks yet.
    init(baseURL: String, seed: UInt64, allowsRemoteTargets: Bool, deliverer: (any WebhookDelivering)?) {
        self.baseURL = baseURL
        self.allowsRemoteTargets = allowsRemoteTargets
        self.deliverer = deliverer
        ids = IDGenerator(seed: seed ^ 0x5745_4248_4F4F_4B53)  // "WEBHOOKS": a sequence apart from the API's ids
    }

    /// Every event type some webhook listens to (kept as subscriptions change: every request reads it).
    private(set) var subscribedEventTypes: Set<String> = []

    /// The subscription `id`, or 404 `INVALID_RESOURCE_ID`.
    func subscription(_ id: String, for kind: RouteKind) throws(SimulatedError) -> Subscription {
        guard let found = subscriptions.first(where: { $0.id == id }) else { throw .unknownResource(id, for: kind) }
        return found
    }

    /// Replaces the stored subscription of the same id.
    mutating func replace(_ subscription: Subscription) {
        guard let index = subscriptions.firstIndex(where: { $0.id == subscription.id }) else { return }
        subscriptions[index] = subscription
        subscribedEventTypes = Set(subscriptions.flatMap(\.eventTypes))
    }

    /// Adds a subscription.
    mutating func add(_ subscription: Subscription) {
        subscriptions.append(subscription)
        subscribedEventTypes.formUnion(subscription.eventTypes)
    }

    /// Removes the subscription `id`; whether there was one.
    mutating func remove(_ id: String) -> Bool {
        guard let index = subscriptions.firstIndex(where: { $0.id == id }) else { return false }
        subscriptions.remove(at: index)
        subscribedEventTypes = Set(subscriptions.flatMap(\.eventTypes))
        return true
    }

    /// A new webhook id (17 of `A-Z0-9`).
    mutating func newWebhookID() -> String { ids.resourceID() }

    // MARK: Events

    /// Makes the events `raised` (each sent to every webhook listening to its type) at `time`.
    mutating func publish(_ raised: [RaisedEvent], at time: Date, context: inout SimulatorContext) {
        for event in raised {
            let targets = subscriptions.filter { $0.listens(to: event.type) }
            guard !targets.isEmpty else { continue }
            let id = record(event, at: time, context: &context)
            for target in targets { send(eventID: id, to: target, at: time) }
        }
    }

    /// Stores `event` as a new webhook event (`WH-…-…` id, PayPal's envelope) and returns its id.
    mutating func record(_ event: RaisedEvent, at time: Date, context: inout SimulatorContext) -> String {
        let id = "WH-\(ids.resourceID())-\(ids.resourceID())"
        store(Event(envelope: envelope(id: id, event, at: time), type: event.type, resourceID: event.resource["id"]?.stringValue, time: time), id: id)
        context.stats.webhookEvents += 1
        return id
    }

    /// Sends event `eventID` to `target` again (a resend) or for the first time; returns the transmission.
    @discardableResult
    mutating func send(eventID: String, to target: Subscription, at time: Date) -> WebhookTransmission? {
        guard let event = events[eventID], let deliverer else { return nil }
        let body = event.envelope.serialized()
        let transmissionID = ids.transmissionID()
        let stamp = SimulatedClock.format(time)
        let signature = deliverer.sign(WebhookTransmission.signedText(transmissionID: transmissionID, time: stamp, webhookID: target.id, body: body))
        let transmission = WebhookTransmission(
            id: transmissionID, webhookID: target.id, eventID: eventID, url: target.url, time: stamp, signature: signature,
            certURL: "\(baseURL)/v1/notifications/certs/\(deliverer.certificateID)", authAlgorithm: deliverer.authAlgorithm, body: body)
        transmissions[transmissionID] = transmission
        transmissionsOfEvent[eventID, default: []].append(transmissionID)
        deliverer.deliver(transmission)
        return transmission
    }

    /// PayPal's event envelope.
    private func envelope(id: String, _ event: RaisedEvent, at time: Date) -> JSONValue {
        let url = "\(baseURL)/v1/notifications/webhooks-events/\(id)"
        return .object([
            "id": .string(id),
            "event_version": .string("1.0"),
            "create_time": .string(SimulatedClock.format(time)),
            "resource_type": .string(event.resourceType),
            "resource_version": .string(event.resourceVersion),
            "event_type": .string(event.type),
            "summary": .string(event.summary),
            "resource": event.resource,
            "links": .array([
                OrderRenderer.json(Link(href: url, rel: "self", method: "GET")),
                OrderRenderer.json(Link(href: "\(url)/resend", rel: "resend", method: "POST")),
            ]),
        ])
    }

    /// Stores an event, dropping the oldest half of the events once there are more than ``maxEvents``.
    private mutating func store(_ event: Event, id: String) {
        events[id] = event
        eventOrder.append(id)
        guard eventOrder.count > Self.maxEvents else { return }
        let dropped = eventOrder.prefix(eventOrder.count / 2)
        for old in dropped {
            events[old] = nil
            for transmission in transmissionsOfEvent.removeValue(forKey: old) ?? [] { transmissions[transmission] = nil }
        }
        eventOrder.removeFirst(dropped.count)
    }

    /// The events, newest first.
    var newestFirst: [Event] { eventOrder.reversed().compactMap { events[$0] } }

    /// The link of webhook `id`.
    func webhookURL(_ id: String) -> String { "\(baseURL)/v1/notifications/webhooks/\(id)" }
}

extension IDGenerator {
    /// A transmission id in PayPal's UUID shape (`69cd13f0-d67a-11e5-baa3-778b53f4ae55`).
    mutating func transmissionID() -> String {
        [8, 4, 4, 4, 12].map { make($0, from: Self.hex) }.joined(separator: "-")
    }
}
