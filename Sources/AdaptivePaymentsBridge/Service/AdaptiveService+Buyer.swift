import AdaptivePayments
import CorePayments
import Foundation

extension AdaptiveService {
    /// Where the buyer of `payKey` approves: the order's `payer-action` (or `approve`) link, with `token=` as PayPal's
    /// links carry it. `nil` for an unknown payKey or a payment past approval.
    func approvalURL(payKey: String) async -> URL? {
        guard let record = try? await store.payment(.payKey(payKey)), let order = try? await orders.getOrder(id: record.orderID) else { return nil }
        return order.approvalURL
    }

    /// The buyer came back from approving `payKey` (or PayPal said the order is approved): the bridge captures the
    /// order, as Adaptive paid without a second server call, then sends the buyer to the Pay's `returnUrl`. The
    /// `PayPal-Request-Id` `capture-<payKey>` makes a second return, or the return and the event together, capture
    /// once (PayPal replays the first capture); the core's reconciliation reads an unknown outcome back. `nil` for an
    /// unknown payKey.
    func completeReturn(payKey: String) async -> URL? {
        guard let record = try? await store.payment(.payKey(payKey)), let pay = record.pay else { return nil }
        _ = try? await orders.captureOrderReconciling(id: record.orderID, requestID: "capture-\(payKey)")
        return pay.returnURL
    }

    /// The buyer canceled `payKey` at PayPal: the Pay's `cancelUrl`. `nil` for an unknown payKey.
    func cancelReturn(payKey: String) async -> URL? {
        guard let record = try? await store.payment(.payKey(payKey)), let pay = record.pay else { return nil }
        return pay.cancelURL
    }

    /// The payKey a 2011 redirect names: `webscr?cmd=_ap-payment&paykey=…`, `cgi-bin/webscr?cmd=_ap-payment&paykey=…`
    /// or `webscr&cmd=_ap-payment&paykey=…` (the PHP samples' literal `&`); `nil` for another command.
    static func redirectPayKey(path: String, query: String?) -> String? {
        var text = query ?? ""
        if let ampersand = path.firstIndex(of: "&") { text = String(path[path.index(after: ampersand)...]) + (query.map { "&" + $0 } ?? "") }
        guard let fields = try? NVEncoding.read(text), fields["cmd"] == "_ap-payment" else { return nil }
        return fields.text("paykey") ?? fields.text("payKey")
    }
}
