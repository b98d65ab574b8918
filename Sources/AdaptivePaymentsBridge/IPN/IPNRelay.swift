import AdaptivePayments
import CorePayments
import Foundation

/// PayPal's webhooks turned into the 2011 server's IPN: each event the bridge receives is verified with PayPal
/// (`verify-webhook-signature`; a forged one produces nothing), de-duplicated by its id, and, for a payment the bridge
/// made with an `ipnNotificationUrl` on an allowed host, queued as an Adaptive IPN message in the store (durable:
/// a restarted bridge sends what it had not). A `CHECKOUT.ORDER.APPROVED` also completes the payment, so the capture
/// never depends on the buyer's browser coming back (the capture is idempotent: `capture-<payKey>`).
struct IPNRelay: Sendable {
    let service: AdaptiveService
    let webhooks: WebhooksClient
    /// Hosts an IPN may be posted to.
    let allowedHosts: Set<String>
    let now: @Sendable () -> Date

    /// The event types the bridge subscribes to.
    static let eventTypes = ["CHECKOUT.ORDER.APPROVED", "PAYMENT.CAPTURE.COMPLETED", "PAYMENT.CAPTURE.PENDING", "PAYMENT.CAPTURE.DENIED"]

    /// Handles one delivery from PayPal; the HTTP status to answer (2xx: handled or ignored; 400: not PayPal's).
    func receive(headers: [String: String], body: Data, webhookID: String?) async -> Int {
        guard let webhookID, (try? await webhooks.verify(headers: headers, body: body, webhookID: webhookID)) == true else { return 400 }
        guard let event = try? JSONValue(parsing: body), let eventID = event["id"]?.stringValue, let type = event["event_type"]?.stringValue else {
            return 400
        }
        guard (try? await service.store.recordEvent(eventID, at: now())) == true else { return 200 }  // seen before
        let resource = event["resource"]
        let orderID =
            type.hasPrefix("CHECKOUT.ORDER.") ? resource?["id"]?.stringValue : resource?["supplementary_data"]?["related_ids"]?["order_id"]?.stringValue
        guard let orderID, let record = try? await service.store.payment(.orderID(orderID)) else { return 200 }  // not the bridge's
        if type == "CHECKOUT.ORDER.APPROVED" {
            _ = await service.completeReturn(payKey: record.payKey)
            return 200
        }
        guard let pay = record.pay, let url = pay.ipnNotificationURL, allows(url),
            let order = try? await service.orders.getOrder(id: orderID)
        else { return 200 }
        let receivers = service.receivers(of: record, order: order)
        let variables = IPNComposer.variables(payKey: record.payKey, pay: pay, order: order, receivers: receivers, verifySign: Self.verifySign())
        try? await service.store.enqueue(
            IPNMessage(id: "\(eventID)-\(record.payKey)", payKey: record.payKey, url: url, variables: variables, nextAttemptAt: now()))
        return 200
    }

    /// Whether IPNs may go to `url`: http(s) to a configured host.
    func allows(_ url: URL) -> Bool {
        guard let host = url.host?.lowercased(), ["http", "https"].contains(url.scheme?.lowercased() ?? "") else { return false }
        return allowedHosts.contains(host)
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
/// bridge stops or is killed.
struct IPNSender: Sendable {
    let store: any BridgeStore
    let transport: any HTTPTransport
    let retryDelays: [TimeInterval]
    let pollInterval: Duration
    let now: @Sendable () -> Date

    /// Sends until the task is cancelled.
    func run() async {
        while !Task.isCancelled {
            let due = (try? await store.dueMessages(at: now(), limit: 100)) ?? []
            for var message in due {
                let request = HTTPRequest(
                    method: "POST", url: message.url,
                    headers: [
                        "Content-Type": "application/x-www-form-urlencoded; charset=windows-1252", "User-Agent": "PayPal IPN ( https://www.paypal.com/ipn )",
                    ],
                    body: Data(message.body.utf8))
                let status = (try? await transport.send(request))?.status
                if let status, (200..<300).contains(status) {
                    message.deliveredAt = now()
                } else {
                    let delay = retryDelays.isEmpty ? nil : retryDelays[min(message.attempts, retryDelays.count - 1)]
                    message.nextAttemptAt = message.attempts < retryDelays.count ? now().addingTimeInterval(delay ?? 0) : .distantFuture
                }
                message.attempts += 1
                try? await store.update(message)
            }
            try? await Task.sleep(for: pollInterval)
        }
    }
}
