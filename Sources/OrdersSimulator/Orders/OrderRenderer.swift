import Foundation
import OrdersCore

/// Writes orders as PayPal returns them: the full representation or the minimal one (id, status, links),
/// with the HATEOAS links of the order's state.
struct OrderRenderer: Sendable {
    /// The base URL of links, without a trailing slash.
    let baseURL: String

    /// The order as JSON; `full` selects `Prefer: return=representation`.
    func render(_ order: OrderRecord, full: Bool) -> JSONValue {
        var object: [String: JSONValue] = [
            "id": .string(order.id),
            "status": .string(order.status.rawValue),
            "links": .array(links(of: order).map(Self.json)),
        ]
        guard full else { return .object(object) }
        object["intent"] = .string(order.intent)
        object["purchase_units"] = .array(order.purchaseUnits.map { .object($0) })
        object["create_time"] = .string(order.createTime)
        object["update_time"] = .string(order.updateTime)
        if let source = order.paymentSource { object["payment_source"] = .object(source) }
        if let payer = order.payer { object["payer"] = payer }
        return .object(object)
    }

    /// The order as the OrdersCore model (what a client decodes from the full representation).
    /// The payment source is passed through as JSON; only the purchase units go through `JSONDecoder`.
    func model(_ order: OrderRecord) -> Order {
        let units = try? JSONDecoder().decode([PurchaseUnit].self, from: JSONValue.array(order.purchaseUnits.map { .object($0) }).serialized())
        let payer = order.payer.flatMap { try? JSONDecoder().decode(Payer.self, from: $0.serialized()) }
        return Order(
            id: order.id, status: order.status, intent: OrderIntent(rawValue: order.intent), purchaseUnits: units,
            payer: payer, paymentSource: order.paymentSource.map { .object($0) }, links: links(of: order),
            createTime: order.createTime, updateTime: order.updateTime)
    }

    /// The links of `order` in its current state.
    func links(of order: OrderRecord) -> [Link] {
        let selfURL = "\(baseURL)/v2/checkout/orders/\(order.id)"
        let approval =
            order.card != nil
            ? "\(baseURL)/webapps/helios?action=verify&flow=3ds&cart_id=\(order.id)"
            : "\(baseURL)/checkoutnow?token=\(order.id)"
        let action = order.intent == "AUTHORIZE" ? "authorize" : "capture"
        var links = [Link(href: selfURL, rel: "self", method: "GET")]
        switch order.status {
        case .created:
            links.append(Link(href: approval, rel: "approve", method: "GET"))
            links.append(Link(href: selfURL, rel: "update", method: "PATCH"))
            links.append(Link(href: "\(selfURL)/\(action)", rel: action, method: "POST"))
        case .payerActionRequired:
            links.append(Link(href: approval, rel: "payer-action", method: "GET"))
        case .approved, .saved:
            links.append(Link(href: selfURL, rel: "update", method: "PATCH"))
            links.append(Link(href: "\(selfURL)/\(action)", rel: action, method: "POST"))
        case .completed, .voided:
            break
        }
        return links
    }

    /// A link as JSON.
    static func json(_ link: Link) -> JSONValue {
        var object: [String: JSONValue] = ["href": .string(link.href), "rel": .string(link.rel)]
        if let method = link.method { object["method"] = .string(method) }
        return .object(object)
    }
}
