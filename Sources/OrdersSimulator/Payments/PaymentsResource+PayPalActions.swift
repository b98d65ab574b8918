import OrdersCore

/// What PayPal does to a capture on its own, later: settle a pending one, or reverse a completed one.
public enum CaptureEvent: String, Sendable, CaseIterable {
    /// A pending capture completes (`PAYMENT.CAPTURE.COMPLETED`).
    case complete
    /// A pending capture is denied (`PAYMENT.CAPTURE.DENIED`): its status becomes `DECLINED`.
    case deny
    /// A completed capture is reversed (a chargeback, a dispute the payer won): what was not refunded goes back to the
    /// payer as a refund PayPal made (`PAYMENT.CAPTURE.REVERSED`); the capture is `REFUNDED`.
    case reverse
}

extension PaymentsResource {
    /// Applies `event` to capture `id` and returns the capture; the refund it made, for a reversal, is in the order.
    /// - Throws: 404 for an unknown capture; 422 `CAPTURE_STATUS_NOT_VALID` (the simulator's own issue) when the
    ///   capture is not in the state the event needs (pending to settle, completed or partly refunded to reverse).
    mutating func apply(_ event: CaptureEvent, toCapture id: String, context: inout SimulatorContext) throws(SimulatedError) -> CaptureRecord {
        var capture = try capture(id, for: nil)
        let needed: Set<CaptureStatus> = event == .reverse ? [.completed, .partiallyRefunded] : [.pending]
        guard needed.contains(capture.status) else {
            throw SimulatedError(
                status: 422,
                problems: [
                    Problem(
                        issue: "CAPTURE_STATUS_NOT_VALID", field: "id", value: id, location: "path",
                        description:
                            "The capture is \(capture.status.rawValue); \(event.rawValue) needs one that is \(needed.map(\.rawValue).sorted().joined(separator: " or "))."
                    )
                ])
        }
        switch event {
        case .complete, .deny:
            capture.status = event == .complete ? .completed : .declined
            capture.statusReason = nil
            capture.updateTime = context.tick()
            update(capture)
            raiseCaptureEvent(capture, context: &context)
        case .reverse:
            guard let amount = try? Money(capture.refundable, currency: capture.amount.currency) else { throw SimulatedError(status: 500) }
            _ = give(amount, of: &capture, texts: MerchantTexts(), isReversal: true, context: &context)
        }
        return capture
    }
}
