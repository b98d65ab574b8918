import Foundation
import OrdersCore

/// Reads the JSON body of `POST /simulator/faults`:
/// `{"kind": "lost_response" | "delay" | "status", "status": 503, "delay_ms": 250,
///   "method": "POST", "path_prefix": "/v2/checkout/orders", "route": "capture_order", "count": 1}`.
enum FaultRequest {
    /// The fault described by `json`, or the problems with it.
    static func parse(_ json: JSONValue) -> Result<Fault, SimulatedError> {
        guard let object = json.objectValue else { return .failure(.issue("MALFORMED_REQUEST_JSON", for: nil)) }
        let kind: Fault.Kind
        switch object["kind"]?.stringValue {
        case "lost_response":
            kind = .lostResponse
        case "delay":
            guard let milliseconds = integer(object["delay_ms"]), milliseconds >= 0 else { return invalid("delay_ms") }
            kind = .delay(.milliseconds(milliseconds))
        case "status":
            guard let status = integer(object["status"]), (400...599).contains(status) else { return invalid("status") }
            kind = .status(status)
        case nil:
            return .failure(.issue("MISSING_REQUIRED_PARAMETER", for: nil, field: "/kind"))
        default:
            return invalid("kind")
        }
        var route: RouteKind?
        if let given = object["route"] {
            guard let known = given.stringValue.flatMap(RouteKind.init(rawValue:)) else { return invalid("route") }
            route = known
        }
        for field in ["method", "path_prefix"] where object[field].map({ $0.stringValue == nil }) ?? false {
            return invalid(field)
        }
        var count = 1
        if let given = object["count"] {
            guard let number = integer(given), number >= 1 else { return invalid("count") }
            count = number
        }
        return .success(Fault(kind, method: object["method"]?.stringValue, pathPrefix: object["path_prefix"]?.stringValue, route: route, count: count))
    }

    /// A whole number from 0 to 1,000,000,000, else `nil` (1.5, "2", true and -5 are not counts).
    private static func integer(_ value: JSONValue?) -> Int? {
        guard case .number(let number)? = value, number >= 0, number <= 1_000_000_000 else { return nil }
        var whole = Decimal()
        var copy = number
        NSDecimalRound(&whole, &copy, 0, .down)
        return whole == number ? Int(truncating: number as NSDecimalNumber) : nil
    }

    private static func invalid(_ field: String) -> Result<Fault, SimulatedError> {
        .failure(.issue("INVALID_PARAMETER_VALUE", for: nil, field: "/\(field)"))
    }
}
