import AdaptivePayments
import Foundation
import OrdersCore

/// PayPal's webhooks turned into the 2011 server's IPN: each event the bridge receives is verified with PayPal
/// (`verify-webhook-signature`; a forged one produces nothing) and de-duplicated by its id. For a payment the bridge
/// made, a `CHECKOUT.ORDER.APPROVED` completes it (so the capture never depends on the buyer's browser coming back)
/// and a capture's event queues its IPN for the Pay's `ipnNotificationUrl`; for a payment an app made through
/// `LegacyMPL`, the IPN goes to the merchant's configured `--app-ipn-url` (never to a URL a request names: the
/// app's own `ipnUrl` is not sent to PayPal, so nobody can point someone else's IPNs elsewhere). Messages go to
/// allowed hosts only, through the store's durable queue.
struct IPNRelay: Sendable {
    let service: AdaptiveService
    let webhooks: WebhooksClient
    /// The listener for payments apps made through `LegacyMPL` (the merchant's, from the configuration).
    let appIPNURL: URL?

    /// The event types the bridge subscribes to.
    static let eventTypes = ["CHECKOUT.ORDER.APPROVED", "PAYMENT.CAPTURE.COMPLETED", "PAYMENT.CAPTURE.PENDING", "PAYMENT.CAPTURE.DENIED"]

    /// Handles one delivery from PayPal; the HTTP status to answer (2xx: handled or ignored; 400: not PayPal's; 503:
    /// ask again later, while a payment of the bridge's is still being created and may be the event's).
    func receive(headers: [String: String], body: Data, webhookID: String?) async -> Int {
        guard let webhookID, (try? await webhooks.verify(headers: headers, body: body, webhookID: webhookID)) == true else { return 400 }
        guard let event = try? JSONValue(parsing: body), let eventID = event["id"]?.stringValue, let type = event["event_type"]?.stringValue else {
            return 400
        }
        let resource = event["resource"]
        let orderID =
            type.hasPrefix("CHECKOUT.ORDER.") ? resource?["id"]?.stringValue : resource?["supplementary_data"]?["related_ids"]?["order_id"]?.stringValue
        guard let orderID else { return 200 }
        do {
            let record = try await service.store.payment(.orderID(orderID))
            if record == nil,
                try await service.store.openPayments(createdAfter: service.now().addingTimeInterval(-600), limit: 100).contains(where: {
                    $0.submitted && $0.orderID == nil
                })
            {
                return 503  // the order may be one whose creation the bridge has not recorded yet: PayPal sends it again
            }
            guard try await !service.store.eventSeen(eventID) else { return 200 }
            if let record {
                if type == "CHECKOUT.ORDER.APPROVED" {
                    _ = await service.capture(record)  // a capture that fails is the sweep's again
                } else {
                    try await service.queuePaymentIPN(record)
                }
            } else if type.hasPrefix("PAYMENT.CAPTURE."), let appIPNURL {
                let order = try await service.orders.getOrder(id: orderID)
                try await service.queueIPN(payKey: order.id, pay: nil, order: order, receivers: PaymentDetailsFields.receivers(of: order), to: appIPNURL)
            }
            _ = try await service.store.recordEvent(eventID, at: service.now())  // after the work: an event whose IPN was not queued comes again
        } catch {
            return 503  // PayPal delivers it again; the work is idempotent (one capture per PayPal-Request-Id, one IPN per status)
        }
        return 200
    }

    /// The listener's postback (`cmd=_notify-validate&…`): `VERIFIED` when the variables are exactly those of a
    /// message the bridge sent (compared decoded, in any order), `INVALID` otherwise.
    static func validate(_ text: String, store: any BridgeStore) async -> String {
        let pairs = text.split(separator: "&", omittingEmptySubsequences: true).compactMap { segment -> (String, String)? in
            let parts = segment.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, let key = NVEncoding.decode(parts[0]), let value = NVEncoding.decode(parts[1]) else { return nil }
            return (key, value)
        }
        guard pairs.first?.0 == "cmd", pairs.first?.1 == "_notify-validate" else { return "INVALID" }
        let variables = Array(pairs.dropFirst())
        guard let token = variables.first(where: { $0.0 == "verify_sign" })?.1, let message = try? await store.message(verifySign: token) else {
            return "INVALID"
        }
        let sorted: ([(String, String)]) -> [String] = { $0.map { "\($0.0)=\($0.1)" }.sorted() }
        return sorted(variables) == sorted(message.variables) ? "VERIFIED" : "INVALID"
    }

    /// A message's `verify_sign`: 56 random letters, digits and `.-`, as PayPal's.
    static func verifySign() -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789.-")
        var generator = SystemRandomNumberGenerator()
        return String((0..<56).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] })
    }
}

/// Sends the queued IPN messages: every due message is POSTed to its listener (`application/x-www-form-urlencoded;
/// charset=windows-1252`); a 2xx marks it delivered, anything else (or no answer in 30 s) schedules the next attempt
/// after the next of `retryDelays`, as PayPal retried for days. The queue is the store's, so nothing is lost when the
/// bridge stops or is killed; a sender claims the messages it posts (for `claimLease` seconds), so bridge instances
/// sharing a database never post the same message at the same time.
struct IPNSender: Sendable {
    let store: any BridgeStore
    let transport: any HTTPTransport
    let retryDelays: [TimeInterval]
    /// Seconds between reads of the queue when it had nothing due.
    let pollInterval: TimeInterval
    /// How many deliveries may be under way at once (the most one claim takes); at least 1.
    let batchSize: Int
    /// How long a claim lasts.
    let claimLease: TimeInterval
    let now: @Sendable () -> Date

    /// Sends until the task is cancelled: up to `batchSize` deliveries under way at once, more claimed as soon as
    /// half of them have ended, so one slow listener (up to the 30 s timeout) never holds back the others.
    func run() async {
        await withTaskGroup(of: Bool.self) { group in  // a child's result: true, a delivery ended; false, a wait did
            var underWay = 0
            var waiting = false
            while !Task.isCancelled {
                if underWay <= batchSize / 2 {
                    let room = max(1, batchSize) - underWay
                    let due = (try? await store.claimDueMessages(at: now(), limit: room, until: now().addingTimeInterval(claimLease))) ?? []
                    for message in due {
                        group.addTask {
                            await deliver(message)
                            return true
                        }
                    }
                    underWay += due.count
                    if due.count < room, !waiting {  // nothing more due now: look again after the poll interval
                        waiting = true
                        group.addTask { [pollInterval] in
                            try? await Task.sleep(nanoseconds: UInt64(pollInterval * 1e9))
                            return false
                        }
                    }
                }
                if let deliveryEnded = await group.next() {
                    if deliveryEnded { underWay -= 1 } else { waiting = false }
                }
            }
        }
    }

    /// Posts `message` once and stores the outcome, which releases the claim. A bridge stopping (the task cancelled)
    /// releases it as it was, the attempt not counted, for the next sender.
    private func deliver(_ claimed: IPNMessage) async {
        var message = claimed
        let request = HTTPRequest(
            method: "POST", url: message.url,
            headers: ["Content-Type": "application/x-www-form-urlencoded; charset=windows-1252", "User-Agent": "PayPal IPN ( https://www.paypal.com/ipn )"],
            body: Data(message.body.utf8))
        let status = (try? await transport.send(request))?.status
        guard !Task.isCancelled else { return await record(claimed) }
        if let status, (200..<300).contains(status) {
            message.deliveredAt = now()
        } else {
            let delay = retryDelays.isEmpty ? nil : retryDelays[min(message.attempts, retryDelays.count - 1)]
            message.nextAttemptAt = message.attempts < retryDelays.count ? now().addingTimeInterval(delay ?? 0) : .distantFuture
        }
        message.attempts += 1
        await record(message)
    }

    /// Stores `message`, also when the calling task is cancelled (a bridge stopping must not leave a claim behind).
    private func record(_ message: IPNMessage) async {
        let store = store
        await Task { try? await store.update(message) }.value
    }
}
