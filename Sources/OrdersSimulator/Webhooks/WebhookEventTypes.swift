/// The webhook event types the simulator raises, as `GET /v1/notifications/webhooks-event-types` lists them.
enum WebhookEventTypes {
    /// An event type: its name, PayPal's description and the resource versions it comes in.
    struct EventType: Sendable {
        /// `PAYMENT.CAPTURE.COMPLETED`, ….
        let name: String
        /// PayPal's description.
        let description: String
        /// The resource's version.
        let resourceVersion: String
        /// The resource's type in the envelope.
        let resourceType: String
    }

    /// Every event type the simulator raises, in PayPal's order.
    static let all: [EventType] = [
        EventType(name: "CHECKOUT.ORDER.APPROVED", description: "An order has been approved by buyer.", resourceVersion: "2.0", resourceType: "checkout-order"),
        EventType(name: "CHECKOUT.ORDER.COMPLETED", description: "Checkout Order Completed.", resourceVersion: "2.0", resourceType: "checkout-order"),
        EventType(
            name: "PAYMENT.AUTHORIZATION.CREATED",
            description: "A payment authorization is created, approved, executed, or a future payment authorization is created.", resourceVersion: "2.0",
            resourceType: "authorization"),
        EventType(
            name: "PAYMENT.AUTHORIZATION.VOIDED", description: "A payment authorization is voided.", resourceVersion: "2.0", resourceType: "authorization"),
        EventType(name: "PAYMENT.CAPTURE.COMPLETED", description: "A payment capture completes.", resourceVersion: "2.0", resourceType: "capture"),
        EventType(name: "PAYMENT.CAPTURE.DENIED", description: "A payment capture is denied.", resourceVersion: "2.0", resourceType: "capture"),
        EventType(
            name: "PAYMENT.CAPTURE.PENDING", description: "The state of a payment capture changes to pending.", resourceVersion: "2.0", resourceType: "capture"),
        EventType(name: "PAYMENT.CAPTURE.REFUNDED", description: "A merchant refunds a payment capture.", resourceVersion: "2.0", resourceType: "refund"),
        EventType(name: "PAYMENT.CAPTURE.REVERSED", description: "PayPal reverses a payment capture.", resourceVersion: "2.0", resourceType: "refund"),
        EventType(
            name: "VAULT.PAYMENT-TOKEN.CREATED", description: "A payment token is created to save a payment method.", resourceVersion: "3.0",
            resourceType: "payment_token"),
        EventType(
            name: "VAULT.PAYMENT-TOKEN.DELETED", description: "A payment token is deleted. The payer's payment method is no longer saved to the PayPal vault.",
            resourceVersion: "3.0", resourceType: "payment_token"),
    ]

    /// The event type named `name`, if the simulator raises it.
    static func named(_ name: String) -> EventType? { all.first { $0.name == name } }
}
