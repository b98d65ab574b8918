import AdaptivePayments
import Foundation
import OrdersCore

/// A payment's order: made from the stored Pay (and its payment options) with the payKey as `PayPal-Request-Id`, so
/// that every attempt, and a read-back after a restart, names the same order and never a second one.
extension AdaptiveService {
    /// Creates `record`'s order and returns it; `nil` when a preapproved payment's creation had no answer (the record
    /// stays submitted and is read back later with the same `PayPal-Request-Id`: never a second charge, never a lost one).
    /// A preapproved payment is counted against its preapproval first; a definite refusal takes the count back.
    /// - Throws: ``AdaptiveFailure``: PayPal's refusal (580001), no answer for a buyer-approved payment (580030, nothing
    ///   was charged), the preapproval's limits (579031).
    func submit(_ record: inout PaymentRecord, _ pay: PayRequest, preapproval: (PreapprovalRecord, PreapprovalRequest)?) async throws(AdaptiveFailure)
        -> Order?
    {
        if let preapproval { try await reserve(preapproval, amount: pay.total) }
        let unreserve = { [store] in if let preapproval { try? await store.releasePreapproval(key: preapproval.0.key, amountMinor: pay.total.minorUnits) } }
        record.submitted = true
        do {
            try await store.update(record)  // before PayPal is asked: a restart resumes it
        } catch {
            await unreserve()
            throw AdaptiveFailure(.tryLater, "The payment could not be recorded; send it again (nothing was charged).", parameter: "payKey")
        }
        do throws(PaymentsError) {
            let order = try await orders.createOrder(try orderRequest(for: record, pay, vaultID: preapproval?.0.paymentTokenID), requestID: record.payKey)
            await recordOrder(order, of: &record)
            return order
        } catch {
            if error.outcomeUnknown, preapproval != nil { return nil }
            await unreserve()
            if pay.actionType == .pay {
                try? await store.delete(payKey: record.payKey)
            } else {
                record.submitted = false
                try? await store.update(record)
            }
            throw Self.failure(error, creating: true)
        }
    }

    /// `record` with its order, when it was submitted but PayPal's answer was lost (a timeout, a restart): the
    /// creation is sent again with the same `PayPal-Request-Id`, which PayPal answers with the order it made, if any.
    func resumed(_ record: PaymentRecord) async -> PaymentRecord {
        guard record.submitted, record.orderID == nil, let pay = record.pay else { return record }
        var resumed = record
        let vaultID = await pay.preapprovalKey.asyncMap { try? await store.preapproval(.key($0))?.paymentTokenID } ?? nil
        guard let request = try? orderRequest(for: record, pay, vaultID: vaultID),
            let order = try? await orders.createOrder(request, requestID: record.payKey)
        else { return record }
        await recordOrder(order, of: &resumed)
        return resumed
    }

    /// Stores `order` as `record`'s, and notes a payment complete at creation (as a preapproved one is) once its IPN
    /// is queued: if that fails, the payment stays open and the sweep queues it.
    private func recordOrder(_ order: Order, of record: inout PaymentRecord) async {
        record.orderID = order.id
        if order.status == .completed, (try? await queueIPN(record, order)) != nil { record.completedAt = now() }
        try? await store.update(record)
    }

    /// Queues `record`'s IPN with `order` as it is, when its Pay named an `ipnNotificationUrl`.
    func queueIPN(_ record: PaymentRecord, _ order: Order) async throws {
        guard let pay = record.pay, let url = pay.ipnNotificationURL else { return }
        try await queueIPN(payKey: record.payKey, pay: pay, order: order, receivers: receivers(of: record, order: order), to: url)
    }

    /// The body of `record`'s order: LegacyMPL's translation of the Pay, its payment options, and how the buyer pays:
    /// the preapproval's payment token (`vault_id`, no buyer), or approval at PayPal with the bridge's return URLs.
    func orderRequest(for record: PaymentRecord, _ pay: PayRequest, vaultID: String?) throws(PaymentsError) -> OrderRequest {
        let options = record.options.flatMap { try? PaymentOptions(NVEncoding.read($0), pay: pay) }
        guard var request = try? pay.orderPlan(options: options).request else {
            throw .configuration("The stored Pay \(record.payKey) no longer translates.")
        }
        if let vaultID {
            request.paymentSource = PaymentSource(paypal: PayPalWallet(vaultId: vaultID))
        } else {
            let back = publicURL.appendingPathComponent("bridge").absoluteString
            request.paymentSource = PaymentSource(
                paypal: PayPalWallet(
                    experienceContext: ExperienceContext(
                        brandName: options?.businessName, shippingPreference: options?.requireShippingAddress == true ? .getFromFile : .noShipping,
                        userAction: .payNow, returnUrl: back + "/return?payKey=\(record.payKey)", cancelUrl: back + "/cancel?payKey=\(record.payKey)")))
        }
        return request
    }

    /// `ExecutePayment` of a payment created with `CREATE`: from its preapproval, the order is made and paid now;
    /// after the buyer approved, it is captured (once). Otherwise 580001 says where to send the buyer.
    func executePayment(_ fields: AdaptiveFields) async throws(AdaptiveFailure) -> [(String, String)] {
        let stored = try await storedPayment(fields)
        let payKey = stored.payKey
        guard let pay = stored.pay else { throw Self.unknownPayKey(fields) }
        guard pay.actionType == .create else {
            throw AdaptiveFailure(
                .invalidRequest,
                "Invalid request: ExecutePayment pays a payment created with actionType CREATE; \(payKey) was created with \(pay.actionType.rawValue).",
                parameter: "payKey")
        }
        var record = await resumed(stored)
        if !record.submitted {
            guard let key = pay.preapprovalKey else {
                throw AdaptiveFailure(
                    .invalidRequest,
                    "Invalid request: the buyer has not approved \(payKey): send the buyer to \(publicURL.absoluteString)/webscr?cmd=_ap-payment&paykey=\(payKey); the payment completes at their return.",
                    parameter: "payKey")
            }
            let preapproval = try await usablePreapproval(for: pay, key: key)
            let order = try await submit(&record, pay, preapproval: preapproval)
            return [("paymentExecStatus", order.map(PaymentDetailsFields.status(of:)) ?? "PROCESSING")]
        }
        guard let orderID = record.orderID else { return [("paymentExecStatus", "PROCESSING")] }
        var order = try await readOrder(orderID, fields)
        if order.status == .approved { order = await capture(record) ?? order }
        return [("paymentExecStatus", PaymentDetailsFields.status(of: order))]
    }

    /// Captures `record`'s approved order (`PayPal-Request-Id` `capture-<payKey>`: a second call, or the buyer's return
    /// and PayPal's event together, capture once; the core's reconciliation reads an unknown outcome back) and notes
    /// the payment complete. `nil` when the outcome stayed unknown or the order cannot be captured.
    func capture(_ record: PaymentRecord) async -> Order? {
        guard let orderID = record.orderID, let order = try? await orders.captureOrderReconciling(id: orderID, requestID: "capture-\(record.payKey)")
        else { return nil }
        var completed = record
        completed.completedAt = now()
        if (try? await queueIPN(completed, order)) != nil { try? await store.update(completed) }  // else the sweep comes back
        return order
    }

    /// The periodic read of payments still open (created in the last `window`): an order PayPal says is approved is
    /// captured, a creation whose answer was lost is read back, a completed one is noted. Completion never depends
    /// on the buyer's browser or on one webhook arriving. Returns how many it completed.
    @discardableResult
    func sweep(window: TimeInterval = 3 * 86_400, limit: Int = 100) async -> Int {
        let open = (try? await store.openPayments(createdAfter: now().addingTimeInterval(-window), limit: limit)) ?? []
        var completed = 0
        for stored in open {
            let record = await resumed(stored)
            guard let orderID = record.orderID, let order = try? await orders.getOrder(id: orderID) else { continue }
            switch order.status {
            case .approved:
                if await capture(record) != nil { completed += 1 }
            case .completed, .voided:
                var done = record
                done.completedAt = done.completedAt ?? now()
                if order.status == .completed { guard (try? await queueIPN(done, order)) != nil else { continue } }  // once per status
                try? await store.update(done)
                completed += 1
            case .created, .saved, .payerActionRequired:
                continue
            }
        }
        return completed
    }
}

extension Optional {
    /// `transform` of the value, awaited; `nil` for `nil`.
    func asyncMap<Result, Failure: Error>(_ transform: (Wrapped) async throws(Failure) -> Result) async throws(Failure) -> Result? {
        guard let self else { return nil }
        return try await transform(self)
    }
}

extension AdaptiveService {
    /// Whether IPNs may go to `url`: http(s) to a configured host.
    func ipnAllowed(_ url: URL) -> Bool {
        guard let host = url.host?.lowercased(), ["http", "https"].contains(url.scheme?.lowercased() ?? "") else { return false }
        return ipnAllowedHosts.contains(host)
    }

    /// Queues the IPN of the bridge's payment `record` for its Pay's `ipnNotificationUrl`, as the order stands now.
    func queuePaymentIPN(_ record: PaymentRecord) async throws {
        guard record.pay?.ipnNotificationURL != nil, let orderID = record.orderID else { return }
        try await queueIPN(record, try await orders.getOrder(id: orderID))
    }

    /// Queues a payment's IPN to `url` (an allowed host only), one per payment and status (`<payKey>-<status>`): the
    /// bridge's own completion and PayPal's events about it make one message, while a later change (a pending capture
    /// completing) makes another.
    func queueIPN(payKey: String, pay: PayRequest?, order: Order, receivers: [PaymentDetailsFields.Receiver], to url: URL) async throws {
        guard ipnAllowed(url) else { return }
        let variables = IPNComposer.variables(payKey: payKey, pay: pay, order: order, receivers: receivers, verifySign: IPNRelay.verifySign())
        let id = "\(payKey)-\(PaymentDetailsFields.status(of: order))"
        try await store.enqueue(IPNMessage(id: id, payKey: payKey, url: url, variables: variables, nextAttemptAt: now()))
    }
}
