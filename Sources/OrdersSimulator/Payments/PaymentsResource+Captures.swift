import Foundation
import OrdersCore

extension PaymentsResource {
    /// `GET /v2/payments/captures/{id}`: the full capture.
    func getCapture(id: String, context: inout SimulatorContext) throws(SimulatedError) -> HTTPResponse {
        context.jsonResponse(200, renderer.render(try capture(id, for: .getCapture), .full))
    }

    /// `GET /v2/payments/refunds/{id}`: the full refund.
    func getRefund(id: String, context: inout SimulatorContext) throws(SimulatedError) -> HTTPResponse {
        guard let refund = refunds[id] else { throw .unknownResource(id, for: .getRefund) }
        return context.jsonResponse(200, renderer.render(refund, .full))
    }

    /// `POST /v2/payments/captures/{id}/refund` (201): gives back `amount` (default: what is left) of a completed
    /// capture, with the fee's share; several partial refunds up to the captured amount, the capture then
    /// `PARTIALLY_REFUNDED` or `REFUNDED`. Refusals (422): `PENDING_CAPTURE`, `REFUND_NOT_ALLOWED` (declined),
    /// `CAPTURE_FULLY_REFUNDED`, `REFUND_NOT_PERMITTED_DUE_TO_CHARGEBACK` (reversed),
    /// `REFUND_CAPTURE_CURRENCY_MISMATCH`, `REFUND_AMOUNT_EXCEEDED`, `PLATFORM_FEE_EXCEEDED`, `DUPLICATE_INVOICE_ID`.
    mutating func refund(captureID: String, body: JSONValue?, request: HTTPRequest, context: inout SimulatorContext) throws(SimulatedError)
        -> PaymentOutcome
    {
        let kind = RouteKind.refundCapture
        var capture = try capture(captureID, for: kind)
        let body = try PaymentRequestBody(body, schema: PaymentRequestBody.refund, for: kind)
        switch capture.status {
        case .pending: throw .issue("PENDING_CAPTURE", for: kind)
        case .declined, .failed: throw .issue("REFUND_NOT_ALLOWED", for: kind)
        case .refunded where capture.reversed: throw .issue("REFUND_NOT_PERMITTED_DUE_TO_CHARGEBACK", for: kind)
        case .refunded: throw .issue("CAPTURE_FULLY_REFUNDED", for: kind)
        case .completed, .partiallyRefunded: break
        }
        let amount = try body.amount(in: capture.amount.currency, or: capture.refundable, mismatch: "REFUND_CAPTURE_CURRENCY_MISMATCH", for: kind)
        if amount.amount > capture.refundable {
            throw .issue("REFUND_AMOUNT_EXCEEDED", for: kind, field: "/amount/value", value: amount.value)
        }
        let platformFees = capture.breakdown.platformFees?.reduce(Decimal(0)) { $0 + $1.amount.amount } ?? 0
        if let requested = body.platformFees, requested > 0, requested > platformFees {
            throw .issue("PLATFORM_FEE_EXCEEDED", for: kind, field: "/payment_instruction/platform_fees/0/amount/value", value: "\(requested)")
        }
        try claimInvoiceID(body.text("invoice_id"), for: kind)
        let texts = MerchantTexts(invoiceID: body.text("invoice_id"), customID: body.text("custom_id"), noteToPayer: body.text("note_to_payer"))
        let refund = give(amount, of: &capture, texts: texts, isReversal: false, context: &context)
        return PaymentOutcome(
            response: context.jsonResponse(201, renderer.render(refund, Self.detail(for: request))), orderID: capture.owner.orderID)
    }

    /// Makes a refund of `amount` from `capture` (a merchant's refund or PayPal's reversal), updates and stores both,
    /// and raises `PAYMENT.CAPTURE.REFUNDED` or `PAYMENT.CAPTURE.REVERSED`.
    mutating func give(
        _ amount: Money, of capture: inout CaptureRecord, texts: MerchantTexts, isReversal: Bool, context: inout SimulatorContext
    ) -> RefundRecord {
        let currency = capture.amount.currency
        let fee = SellerFees.refundedFee(of: capture, refunding: amount.amount)
        let time = context.tick()
        capture.refunded += amount.amount
        capture.feeRefunded += fee
        capture.reversed = capture.reversed || isReversal
        capture.status = capture.refundable == 0 ? .refunded : .partiallyRefunded
        capture.updateTime = time
        let refund = RefundRecord(
            id: context.ids.resourceID(), captureID: capture.id, owner: capture.owner, amount: amount,
            paypalFee: (try? Money(fee, currency: currency)) ?? amount, totalRefunded: (try? Money(capture.refunded, currency: currency)) ?? amount,
            texts: texts, isReversal: isReversal, createTime: time)
        capture.refundIDs.append(refund.id)
        update(capture)
        add(refund)
        context.stats.refunds += 1
        context.raise(
            isReversal ? "PAYMENT.CAPTURE.REVERSED" : "PAYMENT.CAPTURE.REFUNDED", "refund", renderer.render(refund, .full),
            summary: isReversal ? "A \(amount) capture payment was reversed" : "A \(amount) capture payment was refunded")
        return refund
    }

    /// The capture `id`, or 404 `INVALID_RESOURCE_ID`.
    func capture(_ id: String, for kind: RouteKind?) throws(SimulatedError) -> CaptureRecord {
        guard let capture = captures[id] else { throw .unknownResource(id, for: kind) }
        return capture
    }
}
