import Foundation
import OrdersCore

extension OrdersSimulator {
    /// What `GET /health` answers: `{"status": "ok", "version": …, "uptime_seconds": …, "webhooks": {"pending": …,
    /// "delivered": …}}`. The version is ``Configuration/version``; the uptime counts from the simulator's creation by the wall
    /// clock, in seconds with milliseconds; the webhook counts are the installed deliverer's (zero without one). Unlike every other
    /// answer it depends on the time it is asked, not only on the requests before it.
    var health: JSONValue {
        let milliseconds = max(0, Int((Date().timeIntervalSince(started) * 1000).rounded(.down)))
        let webhooks = deliverer?.stats ?? WebhookDeliveryStats()
        return .object([
            "status": .string("ok"),
            "version": configuration.version.map { .string($0) } ?? .null,
            "uptime_seconds": .number(Decimal(milliseconds) / 1000),
            "webhooks": .object(["pending": .number(Decimal(webhooks.pending)), "delivered": .number(Decimal(webhooks.delivered))]),
        ])
    }
}
