import OrdersCore

extension OrdersSimulator {
    /// Holds the next captures, one per reason (`PENDING_REVIEW`, `ECHECK`, …): each is `PENDING` with that reason
    /// until ``settleCapture(id:with:)`` completes or denies it, as PayPal holds some payments for review.
    public func holdNextCaptures(_ reasons: [String]) {
        orders.payments.holds.append(contentsOf: reasons)
        publishEvents()
    }

    /// Does to capture `id` what PayPal does on its own later (``CaptureEvent``) and raises the webhook event PayPal
    /// sends for it. Returns the capture's new status.
    /// - Throws: ``SimulatorActionError`` for an unknown capture or one in another state.
    @discardableResult
    public func settleCapture(id: String, with event: CaptureEvent) throws(SimulatorActionError) -> CaptureStatus {
        do {
            let capture = try orders.payments.apply(event, toCapture: id, context: &context)
            orders.showPayments(ofOrder: capture.owner.orderID)
            publishEvents()
            return capture.status
        } catch {
            publishEvents()
            if error.status == 404 { throw .captureNotFound(id) }
            throw .invalidState(id: id, status: orders.payments.captures[id]?.status.rawValue ?? "")
        }
    }
}
