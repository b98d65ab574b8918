import AdaptivePayments
import CorePayments
import Foundation

/// Writes a payment's Adaptive IPN (`transaction_type=Adaptive Payment PAY`) from the Pay the server sent and the
/// order's state, with PayPal's variables and spellings (`transaction[n].amount` is `USD 19.95`, statuses mixed case).
enum IPNComposer {
    /// The variables of the IPN for `payKey`'s payment now.
    static func variables(payKey: String, pay: PayRequest, order: Order, receivers: [PaymentDetailsFields.Receiver], verifySign: String) -> [(
        String, String
    )] {
        var variables: [(String, String)] = [
            ("transaction_type", "Adaptive Payment PAY"), ("pay_key", payKey), ("action_type", pay.actionType.rawValue),
            ("status", PaymentDetailsFields.status(of: order)), ("fees_payer", pay.feesPayer.rawValue),
            ("return_url", pay.returnURL.absoluteString), ("cancel_url", pay.cancelURL.absoluteString),
            ("ipn_notification_url", pay.ipnNotificationURL?.absoluteString ?? ""),
            ("reverse_all_parallel_payments_on_error", pay.reverseAllParallelPaymentsOnError ? "true" : "false"),
            ("log_default_shipping_address_in_transaction", "false"),
        ]
        if let email = order.payer?.emailAddress { variables.append(("sender_email", email)) }
        if let memo = pay.memo { variables.append(("memo", memo)) }
        if let trackingID = pay.trackingID { variables.append(("trackingId", trackingID)) }
        for (index, receiver) in receivers.enumerated() {
            let prefix = "transaction[\(index)]"
            let capture = receiver.capture(in: order)
            variables += [
                ("\(prefix).receiver", receiver.email), ("\(prefix).amount", "\(receiver.amount.currency.code) \(receiver.amount.value)"),
                ("\(prefix).is_primary_receiver", receiver.isPrimary ? "true" : "false"), ("\(prefix).paymentType", receiver.paymentType ?? "SERVICE"),
            ]
            if let capture {
                variables += [
                    ("\(prefix).id", capture.id), ("\(prefix).id_for_sender_txn", capture.id), ("\(prefix).status", mixedCase(capture.status)),
                    ("\(prefix).status_for_sender_txn", mixedCase(capture.status)),
                    ("\(prefix).pending_reason", capture.status == .pending ? (capture.statusDetails?.reason ?? "OTHER") : "NONE"),
                ]
            }
            if let invoiceID = receiver.invoiceID { variables.append(("\(prefix).invoiceId", invoiceID)) }
        }
        variables += [("charset", "windows-1252"), ("notify_version", "UNVERSIONED"), ("test_ipn", "1"), ("verify_sign", verifySign)]
        return variables
    }

    /// `Completed`, `Pending`, `Refunded`, … as IPN spelled transaction statuses.
    static func mixedCase(_ status: CaptureStatus) -> String {
        switch status {
        case .completed: "Completed"
        case .pending: "Pending"
        case .refunded: "Refunded"
        case .partiallyRefunded: "Partially_Refunded"
        case .declined: "Denied"
        case .failed: "Failed"
        }
    }
}
