import Foundation
import OrdersCore

extension WebhooksResource {
    /// `GET /v1/notifications/webhooks-events?page_size=&event_type=&transaction_id=&start_time=&end_time=`:
    /// `{"events": […], "count": n, "links": […]}`, newest first. `page_size` is 1…300 (default 10); times are
    /// RFC 3339. Query problems are 400 `INVALID_PARAMETER_VALUE` (location `query`).
    func listEvents(request: HTTPRequest, context: inout SimulatorContext) throws(SimulatedError) -> HTTPResponse {
        let kind = RouteKind.listEvents
        let query = Dictionary(
            (URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? []).map { ($0.name, $0.value ?? "") },
            uniquingKeysWith: { first, _ in first })
        var pageSize = 10
        if let text = query["page_size"] {
            guard let size = Int(text), (1...300).contains(size) else {
                throw .issue("INVALID_PARAMETER_VALUE", for: kind, field: "page_size", value: text, location: "query")
            }
            pageSize = size
        }
        let start = try time(query["start_time"], "start_time", for: kind)
        let end = try time(query["end_time"], "end_time", for: kind)
        let selected = newestFirst.filter { event in
            (query["event_type"].map { $0 == event.type } ?? true) && (query["transaction_id"].map { $0 == event.resourceID } ?? true)
                && (start.map { event.time >= $0 } ?? true) && (end.map { event.time <= $0 } ?? true)
        }.prefix(pageSize)
        return context.jsonResponse(
            200,
            .object([
                "events": .array(selected.map(\.envelope)), "count": .number(Decimal(selected.count)),
                "links": .array([OrderRenderer.json(Link(href: "\(baseURL)/v1/notifications/webhooks-events", rel: "self", method: "GET"))]),
            ]))
    }

    /// `GET /v1/notifications/webhooks-events/{id}`.
    func getEvent(id: String, context: inout SimulatorContext) throws(SimulatedError) -> HTTPResponse {
        guard let event = events[id] else { throw .unknownResource(id, for: .getEvent) }
        return context.jsonResponse(200, event.envelope)
    }

    /// `POST /v1/notifications/webhooks-events/{id}/resend` with optional `{"webhook_ids": […]}` (202, the event):
    /// a new transmission to each listed webhook, or to every webhook that listens to the event's type.
    mutating func resend(id: String, body: JSONValue?, at time: Date, context: inout SimulatorContext) throws(SimulatedError) -> HTTPResponse {
        let kind = RouteKind.resendEvent
        guard let event = events[id] else { throw .unknownResource(id, for: kind) }
        var targets = subscriptions.filter { $0.listens(to: event.type) }
        if let listed = body?["webhook_ids"] {
            guard let names = listed.arrayValue?.map(\.stringValue), !names.contains(nil) else {
                throw .issue("INVALID_PARAMETER_VALUE", for: kind, field: "/webhook_ids")
            }
            targets = []
            for case (let index, let webhookID?) in names.enumerated() {
                guard let found = subscriptions.first(where: { $0.id == webhookID }) else {
                    throw .issue("INVALID_RESOURCE_ID", for: kind, field: "/webhook_ids/\(index)", value: webhookID)
                }
                targets.append(found)
            }
        }
        for target in targets { send(eventID: id, to: target, at: time) }
        return context.jsonResponse(202, event.envelope)
    }

    /// `POST /v1/notifications/verify-webhook-signature`: `SUCCESS` only when every field is what the simulator sent
    /// in one transmission (the event equal as JSON to its body), else `FAILURE`. Missing fields are 400s.
    func verify(body: JSONValue?, context: inout SimulatorContext) throws(SimulatedError) -> HTTPResponse {
        let kind = RouteKind.verifyWebhookSignature
        guard let object = body?.objectValue else { throw .issue("MALFORMED_REQUEST_JSON", for: kind) }
        let fields = ["auth_algo", "cert_url", "transmission_id", "transmission_sig", "transmission_time", "webhook_id"]
        var report = ValidationReport()
        ObjectSchema(required: fields + ["webhook_event"], strings: fields.map { StringField(name: $0, length: 1...500) })
            .check(object, at: .root, into: &report)
        if !report.isEmpty { throw SimulatedError(validation: report.problems, for: kind) }
        let sent = object["transmission_id"]?.stringValue.flatMap { transmissions[$0] }
        let matches =
            sent.map { sent in
                object["auth_algo"]?.stringValue == sent.authAlgorithm && object["cert_url"]?.stringValue == sent.certURL
                    && object["transmission_sig"]?.stringValue == sent.signature && object["transmission_time"]?.stringValue == sent.time
                    && object["webhook_id"]?.stringValue == sent.webhookID && (try? JSONValue(parsing: sent.body)) == object["webhook_event"]
            } ?? false
        return context.jsonResponse(200, .object(["verification_status": .string(matches ? "SUCCESS" : "FAILURE")]))
    }

    /// `POST /v1/notifications/simulate-event` with `{"webhook_id" | "url", "event_type", "resource_version"?}` (202,
    /// the event): a sample event of that type, sent to that webhook (or to every webhook at that URL).
    mutating func simulate(body: JSONValue?, at time: Date, context: inout SimulatorContext) throws(SimulatedError) -> HTTPResponse {
        let kind = RouteKind.simulateEvent
        guard let object = body?.objectValue else { throw .issue("MALFORMED_REQUEST_JSON", for: kind) }
        guard let name = object["event_type"]?.stringValue else { throw .issue("MISSING_REQUIRED_PARAMETER", for: kind, field: "/event_type") }
        guard let type = WebhookEventTypes.named(name) else {
            throw .issue("INVALID_PARAMETER_VALUE", for: kind, field: "/event_type", value: name)
        }
        var targets: [Subscription]
        if let webhookID = object["webhook_id"]?.stringValue {
            targets = [try subscription(webhookID, for: kind)]
        } else if let text = object["url"]?.stringValue {
            let url = try target(text, for: kind)
            targets = subscriptions.filter { $0.url == url }
            if targets.isEmpty { targets = [Subscription(id: "WEBHOOK-SIMULATOR", url: url, eventTypes: [name])] }
        } else {
            throw .issue("MISSING_REQUIRED_PARAMETER", for: kind, field: "/webhook_id")
        }
        let sample = RaisedEvent(
            type: name, resourceType: type.resourceType, resourceVersion: type.resourceVersion,
            resource: .object(["id": .string(ids.resourceID()), "status": .string("SAMPLE")]), summary: "A sample \(name) event")
        let id = record(sample, at: time, context: &context)
        for target in targets { send(eventID: id, to: target, at: time) }
        return context.jsonResponse(202, events[id]?.envelope ?? .null)
    }

    /// An RFC 3339 query time, if given.
    private func time(_ text: String?, _ name: String, for kind: RouteKind) throws(SimulatedError) -> Date? {
        guard let text else { return nil }
        guard let date = ISO8601DateFormatter().date(from: text) else {
            throw .issue("INVALID_PARAMETER_VALUE", for: kind, field: name, value: text, location: "query")
        }
        return date
    }
}
