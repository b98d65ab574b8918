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

    /// The buyer came back from approving `payKey`: the bridge captures the order (as Adaptive paid without a second
    /// server call; `PayPal-Request-Id` `capture-<payKey>` and the core's reconciliation make a repeated return capture
    /// once), then sends the buyer to the Pay's `returnUrl`. `nil` for an unknown payKey.
    func completeReturn(payKey: String) async -> URL? {
        guard let record = try? await store.payment(.payKey(payKey)), let pay = try? PayRequest(NVEncoding.read(record.request)) else { return nil }
        if let order = try? await orders.getOrder(id: record.orderID), order.status == .approved {
            _ = try? await orders.captureOrderReconciling(id: record.orderID, requestID: "capture-\(payKey)")
        }
        return pay.returnURL
    }

    /// The buyer canceled `payKey` at PayPal: the Pay's `cancelUrl`. `nil` for an unknown payKey.
    func cancelReturn(payKey: String) async -> URL? {
        guard let record = try? await store.payment(.payKey(payKey)), let pay = try? PayRequest(NVEncoding.read(record.request)) else { return nil }
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
