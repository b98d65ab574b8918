import Foundation
import OrdersCore

extension OrdersSimulator {
    /// Turns the events the last request raised into webhook events, each sent to the webhooks listening to it, and
    /// tells the resources which types to raise from now on.
    func publishEvents() {
        if !context.events.isEmpty {
            let raised = context.events
            context.events.removeAll()
            webhooks.publish(raised, at: context.now, context: &context)
        }
        context.subscribedEventTypes = webhooks.subscribedEventTypes
    }

    /// The webhook events kept, newest first (the envelopes deliveries carry).
    public var webhookEvents: [JSONValue] { webhooks.newestFirst.map(\.envelope) }

    /// The transmission `id` the simulator sent, if it is kept.
    public func webhookTransmission(id: String) -> WebhookTransmission? { webhooks.transmissions[id] }
}
