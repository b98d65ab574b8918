import Foundation
import OrdersCore

extension WebhooksResource {
    /// `POST /v1/notifications/webhooks` (201): subscribes `url` to `event_types` (`[{"name": "*"}]` for all).
    /// Refusals (400): `MISSING_REQUIRED_PARAMETER`, `INVALID_STRING_LENGTH` (url over 2048),
    /// `INVALID_PARAMETER_VALUE` (not an http URL, a host that is not loopback unless allowed, an event type the
    /// simulator does not raise), `WEBHOOK_URL_ALREADY_EXISTS`, `WEBHOOK_NUMBER_LIMIT_EXCEEDED` (10 per app).
    mutating func create(body: JSONValue?, context: inout SimulatorContext) throws(SimulatedError) -> HTTPResponse {
        let kind = RouteKind.createWebhook
        guard let object = body?.objectValue else { throw .issue("MALFORMED_REQUEST_JSON", for: kind) }
        var report = ValidationReport()
        ObjectSchema(required: ["url", "event_types"], strings: [StringField(name: "url", length: 1...2048)]).check(object, at: .root, into: &report)
        if !report.isEmpty { throw SimulatedError(validation: report.problems, for: kind) }
        let url = try target(object["url"]?.stringValue ?? "", for: kind)
        let types = try eventTypes(object["event_types"], for: kind)
        if subscriptions.contains(where: { $0.url == url }) { throw .issue("WEBHOOK_URL_ALREADY_EXISTS", for: kind, field: "/url", value: url.absoluteString) }
        if subscriptions.count >= Self.maxWebhooks { throw .issue("WEBHOOK_NUMBER_LIMIT_EXCEEDED", for: kind) }
        let subscription = Subscription(id: newWebhookID(), url: url, eventTypes: types)
        add(subscription)
        return context.jsonResponse(201, render(subscription))
    }

    /// `GET /v1/notifications/webhooks`: `{"webhooks": […]}`, oldest first.
    func list(context: inout SimulatorContext) -> HTTPResponse {
        context.jsonResponse(200, .object(["webhooks": .array(subscriptions.map(render))]))
    }

    /// `GET /v1/notifications/webhooks/{id}`.
    func get(id: String, context: inout SimulatorContext) throws(SimulatedError) -> HTTPResponse {
        context.jsonResponse(200, render(try subscription(id, for: .getWebhook)))
    }

    /// `PATCH /v1/notifications/webhooks/{id}` with JSON Patch `replace` of `/url` or `/event_types` (200, the
    /// webhook). Other operations or paths are 400 `INVALID_PARAMETER_VALUE`; the new values are checked as on create.
    mutating func update(id: String, body: JSONValue?, context: inout SimulatorContext) throws(SimulatedError) -> HTTPResponse {
        let kind = RouteKind.updateWebhook
        var subscription = try subscription(id, for: kind)
        guard let operations = body?.arrayValue, !operations.isEmpty else { throw .issue("MALFORMED_REQUEST_JSON", for: kind) }
        for (index, operation) in operations.enumerated() {
            let path = operation["path"]?.stringValue ?? ""
            guard operation["op"]?.stringValue == "replace", let value = operation["value"] else {
                throw .issue(
                    "INVALID_PARAMETER_VALUE", for: kind, field: "/\(index)/op", value: operation["op"]?.stringValue,
                    description: "Only `replace` of /url or /event_types is supported.")
            }
            switch path {
            case "/url":
                let url = try target(value.stringValue ?? "", for: kind)
                if subscriptions.contains(where: { $0.url == url && $0.id != id }) {
                    throw .issue("WEBHOOK_URL_ALREADY_EXISTS", for: kind, field: "/\(index)/value", value: url.absoluteString)
                }
                subscription.url = url
            case "/event_types":
                subscription.eventTypes = try eventTypes(value, for: kind)
            default:
                throw .issue(
                    "INVALID_PARAMETER_VALUE", for: kind, field: "/\(index)/path", value: path, description: "Only /url and /event_types can be replaced.")
            }
        }
        replace(subscription)
        return context.jsonResponse(200, render(subscription))
    }

    /// `DELETE /v1/notifications/webhooks/{id}` (204): no more events go to it (deliveries under way finish).
    mutating func delete(id: String, context: inout SimulatorContext) throws(SimulatedError) -> HTTPResponse {
        guard remove(id) else { throw .unknownResource(id, for: .deleteWebhook) }
        return context.emptyResponse(204)
    }

    /// `GET /v1/notifications/webhooks/{id}/event-types`: `{"event_types": […]}` the webhook listens to.
    func eventTypes(ofWebhook id: String, context: inout SimulatorContext) throws(SimulatedError) -> HTTPResponse {
        let subscription = try subscription(id, for: .listWebhookEventTypes)
        return context.jsonResponse(200, .object(["event_types": .array(subscription.eventTypes.map(Self.render(eventType:)))]))
    }

    /// `GET /v1/notifications/webhooks-event-types`: every event type the simulator raises.
    static func availableEventTypes(context: inout SimulatorContext) -> HTTPResponse {
        context.jsonResponse(200, .object(["event_types": .array(WebhookEventTypes.all.map { render(eventType: $0.name) })]))
    }

    /// A webhook as the API returns it.
    func render(_ subscription: Subscription) -> JSONValue {
        let url = webhookURL(subscription.id)
        return .object([
            "id": .string(subscription.id),
            "url": .string(subscription.url.absoluteString),
            "event_types": .array(subscription.eventTypes.map(Self.render(eventType:))),
            "links": .array([
                OrderRenderer.json(Link(href: url, rel: "self", method: "GET")),
                OrderRenderer.json(Link(href: url, rel: "update", method: "PATCH")),
                OrderRenderer.json(Link(href: url, rel: "delete", method: "DELETE")),
            ]),
        ])
    }

    /// An event type as the API returns it.
    static func render(eventType name: String) -> JSONValue {
        guard let type = WebhookEventTypes.named(name) else {
            return .object(["name": .string(name), "description": .string("ALL"), "status": .string("ENABLED")])
        }
        return .object([
            "name": .string(type.name), "description": .string(type.description), "status": .string("ENABLED"),
            "resource_versions": .array([.string(type.resourceVersion)]),
        ])
    }

    /// A listener URL: http, on a loopback host unless remote targets are allowed.
    func target(_ text: String, for kind: RouteKind) throws(SimulatedError) -> URL {
        guard let url = URL(string: text), url.scheme?.lowercased() == "http", let host = url.host, !host.isEmpty else {
            throw .issue(
                "INVALID_PARAMETER_VALUE", for: kind, field: "/url", value: text,
                description: "The webhook URL must be an http URL: the simulator's listeners are local and it delivers without TLS.")
        }
        if !allowsRemoteTargets, !Self.isLoopback(host) {
            throw .issue(
                "INVALID_PARAMETER_VALUE", for: kind, field: "/url", value: text,
                description:
                    "orders-sandbox delivers webhooks to loopback hosts only (localhost, 127.0.0.0/8, ::1); start it with --webhook-allow-remote to deliver elsewhere."
            )
        }
        return url
    }

    /// Whether `host` names this machine's loopback interface.
    static func isLoopback(_ host: String) -> Bool {
        let bare = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        if bare.lowercased() == "localhost" || bare == "::1" { return true }
        let octets = bare.split(separator: ".", omittingEmptySubsequences: false)
        return octets.count == 4 && octets[0] == "127" && octets.allSatisfy { UInt8($0) != nil }
    }

    /// `event_types`: a non-empty array of `{"name": …}`, each a type the simulator raises or `*`.
    private func eventTypes(_ value: JSONValue?, for kind: RouteKind) throws(SimulatedError) -> [String] {
        guard let entries = value?.arrayValue, !entries.isEmpty, entries.count <= 500 else {
            throw .issue("INVALID_PARAMETER_VALUE", for: kind, field: "/event_types", description: "event_types must list 1 to 500 event types.")
        }
        var names: [String] = []
        for (index, entry) in entries.enumerated() {
            guard let name = entry["name"]?.stringValue else {
                throw .issue("MISSING_REQUIRED_PARAMETER", for: kind, field: "/event_types/\(index)/name")
            }
            guard name == "*" || WebhookEventTypes.named(name) != nil else {
                throw .issue(
                    "INVALID_PARAMETER_VALUE", for: kind, field: "/event_types/\(index)/name", value: name,
                    description: "The simulator does not raise this event type: GET /v1/notifications/webhooks-event-types lists those it does.")
            }
            if !names.contains(name) { names.append(name) }
        }
        return names
    }
}
