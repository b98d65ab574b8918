import Foundation
import OrdersCore

/// How a capture's answer becomes the legacy outcome: the order returned by
/// `POST /v2/checkout/orders/{id}/capture` decides, never the approval redirect.
enum CaptureOutcome {
    /// - Every capture `COMPLETED` → success, `STATUS_COMPLETED`.
    /// - Any capture `DECLINED` or `FAILED` → failed (`CAPTURE_DECLINED` / `CAPTURE_FAILED`).
    /// - Any capture `PENDING` → success, `STATUS_CREATED` (the money is on its way).
    /// - Anything else that is not a failure (no capture, refunded, …) → success, `STATUS_OTHER`.
    /// `payKey` is the order id.
    static func outcome(for order: Order) -> LegacyFlowOutcome {
        let captures = order.captures
        if let bad = captures.first(where: { $0.status == .declined || $0.status == .failed }) {
            let reason = bad.statusDetails?.reason.map { " (\($0))" } ?? ""
            return .failed(
                LegacyFailure(
                    correlationID: nil, errorId: bad.status == .declined ? "CAPTURE_DECLINED" : "CAPTURE_FAILED",
                    message: "Capture \(bad.id) of order \(order.id) is \(bad.status.rawValue)\(reason): no money was taken.",
                    category: "Application", failureType: APPLICATION_ERROR))
        }
        if !captures.isEmpty, captures.allSatisfy({ $0.status == .completed }) {
            return .success(payKey: order.id, status: STATUS_COMPLETED)
        }
        if captures.contains(where: { $0.status == .pending }) {
            return .success(payKey: order.id, status: STATUS_CREATED)
        }
        return .success(payKey: order.id, status: STATUS_OTHER)
    }
}
