import AdaptivePayments
import Foundation
import OrdersCore

extension AdaptiveService {
    /// Where the buyer of `payKey` approves: the order's `payer-action` (or `approve`) link, with `token=` as PayPal's
    /// links carry it. `nil` for an unknown payKey or a payment past approval.
    /// A `CREATE` payment's order is made here, at the buyer's first visit (with its payment options).
    func approvalURL(payKey: String) async -> URL? {
        guard let stored = try? await store.payment(.payKey(payKey)), let pay = stored.pay, pay.preapprovalKey == nil else { return nil }
        var record = await resumed(stored)
        if !record.submitted, let order = try? await submit(&record, pay, preapproval: nil) { return order.approvalURL }
        guard let orderID = record.orderID, let order = try? await orders.getOrder(id: orderID) else { return nil }
        return order.approvalURL
    }

    /// The buyer came back from approving `payKey` (or PayPal said the order is approved): the bridge captures the
    /// order, as Adaptive paid without a second server call, then sends the buyer to the Pay's `returnUrl`. The
    /// `PayPal-Request-Id` `capture-<payKey>` makes a second return, or the return and the event together, capture
    /// once (PayPal replays the first capture); the core's reconciliation reads an unknown outcome back. `nil` for an
    /// unknown payKey.
    func completeReturn(payKey: String) async -> URL? {
        guard let record = try? await store.payment(.payKey(payKey)), let pay = record.pay else { return nil }
        _ = await capture(record)
        return pay.returnURL
    }

    /// The buyer canceled `payKey` at PayPal: the Pay's `cancelUrl`. `nil` for an unknown payKey.
    func cancelReturn(payKey: String) async -> URL? {
        guard let record = try? await store.payment(.payKey(payKey)), let pay = record.pay else { return nil }
        return pay.cancelURL
    }

    /// The preapproval key a 2011 redirect names: `webscr?cmd=_ap-preapproval&preapprovalkey=…` (and the other
    /// shapes); `nil` for another command.
    static func redirectPreapprovalKey(path: String, query: String?) -> String? {
        guard let fields = redirectFields(path: path, query: query), fields["cmd"] == "_ap-preapproval" else { return nil }
        return fields.text("preapprovalkey") ?? fields.text("preapprovalKey")
    }

    /// The fields of a 2011 redirect, whether after `?` or after the PHP samples' literal `&`.
    private static func redirectFields(path: String, query: String?) -> AdaptiveFields? {
        var text = query ?? ""
        if let ampersand = path.firstIndex(of: "&") { text = String(path[path.index(after: ampersand)...]) + (query.map { "&" + $0 } ?? "") }
        return try? NVEncoding.read(text)
    }

    /// The payKey a 2011 redirect names: `webscr?cmd=_ap-payment&paykey=…`, `cgi-bin/webscr?cmd=_ap-payment&paykey=…`
    /// or `webscr&cmd=_ap-payment&paykey=…` (the PHP samples' literal `&`); `nil` for another command.
    static func redirectPayKey(path: String, query: String?) -> String? {
        guard let fields = redirectFields(path: path, query: query), fields["cmd"] == "_ap-payment" else { return nil }
        return fields.text("paykey") ?? fields.text("payKey")
    }
}

extension AdaptiveService {
    /// `SetPaymentOptions` of a `CREATE` payment not yet executed (or shown to the buyer): stored, and applied when
    /// its order is made. What Orders v2 cannot carry is refused (560027).
    func setPaymentOptions(_ fields: AdaptiveFields) async throws(AdaptiveFailure) -> [(String, String)] {
        var record = try await created(fields)
        guard let pay = record.pay else { throw Self.unknownPayKey(fields) }
        let options = try PaymentOptions(fields, pay: pay)
        _ = try pay.orderPlan(options: options)  // the invoices must add up now, not at the buyer's visit
        record.options = NVEncoding.write(options.fields)
        do {
            try await store.update(record)
        } catch {
            throw AdaptiveFailure(.tryLater, "The options could not be recorded; send SetPaymentOptions again.", parameter: "payKey")
        }
        return []
    }

    /// `GetPaymentOptions`: the options as set.
    func getPaymentOptions(_ fields: AdaptiveFields) async throws(AdaptiveFailure) -> [(String, String)] {
        let record = try await storedPayment(fields)
        return (try? record.options.map(NVEncoding.read)?.pairs) ?? []
    }

    /// The `CREATE` payment `fields` name, before it is executed; 580001 otherwise.
    private func created(_ fields: AdaptiveFields) async throws(AdaptiveFailure) -> PaymentRecord {
        let record = try await storedPayment(fields)
        guard record.pay?.actionType == .create, !record.submitted else {
            throw AdaptiveFailure(
                .invalidRequest,
                "Invalid request: payment options can be set on a payment created with actionType CREATE, before ExecutePayment or the buyer's redirect; \(record.payKey) is past that.",
                parameter: "payKey")
        }
        return record
    }
}
