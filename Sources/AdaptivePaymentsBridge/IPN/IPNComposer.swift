import AdaptivePayments
import Foundation
import OrdersCore

/// Writes a payment's Adaptive IPN (`transaction_type=Adaptive Payment PAY`) from the Pay the server sent and the
/// order's state, with PayPal's variables and spellings (`transaction[n].amount` is `USD 19.95`, statuses mixed case).
enum IPNComposer {
    /// The variables of the IPN for `payKey`'s payment now; `pay` is the Pay the server sent (`nil` for an app's
    /// payment through `LegacyMPL`, whose order is all there is).
    static func variables(
        payKey: String, pay: PayRequest?, order: Order, receivers: [PaymentDetailsFields.Receiver], verifySign: String
    ) -> [(String, String)] {
        var variables: [(String, String)] = [
            ("transaction_type", "Adaptive Payment PAY"), ("pay_key", payKey), ("action_type", pay?.actionType.rawValue ?? "PAY"),
            ("status", PaymentDetailsFields.status(of: order)), ("fees_payer", pay?.feesPayer.rawValue ?? "EACHRECEIVER"),
        ]
        if let pay {
            variables += [
                ("return_url", pay.returnURL.absoluteString), ("cancel_url", pay.cancelURL.absoluteString),
                ("ipn_notification_url", pay.ipnNotificationURL?.absoluteString ?? ""),
            ]
        }
        variables += [
            ("reverse_all_parallel_payments_on_error", pay?.reverseAllParallelPaymentsOnError == true ? "true" : "false"),
            ("log_default_shipping_address_in_transaction", "false"),
        ]
        if let email = order.payer?.emailAddress { variables.append(("sender_email", email)) }
        if let memo = pay?.memo { variables.append(("memo", memo)) }
        if let trackingID = pay?.trackingID { variables.append(("trackingId", trackingID)) }
        if let key = pay?.preapprovalKey { variables.append(("preapproval_key", key)) }
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

    /// The variables of a preapproval's IPN (`transaction_type=Adaptive Payment PREAPPROVAL`), sent when the buyer
    /// approved it and when it was canceled, with PayPal's spellings (`max_number_of_payments=null` when unset).
    static func variables(preapproval record: PreapprovalRecord, terms: PreapprovalRequest, verifySign: String) -> [(String, String)] {
        var variables: [(String, String)] = [
            ("transaction_type", "Adaptive Payment PREAPPROVAL"), ("preapproval_key", record.key),
            ("approved", record.paymentTokenID != nil ? "true" : "false"), ("status", record.status.rawValue),
            ("current_number_of_payments", String(record.payments)),
            ("current_total_amount_of_all_payments", Money.minor(record.amountMinor, terms.currency).value), ("current_period_attempts", "0"),
            ("max_number_of_payments", terms.maxNumberOfPayments > 0 ? String(terms.maxNumberOfPayments) : "null"),
        ]
        if let total = terms.maxTotal { variables.append(("max_total_amount_of_all_payments", total.value)) }
        if let perPayment = terms.maxPerPayment { variables.append(("max_amount_per_payment", perPayment.value)) }
        variables += [
            ("starting_date", PreapprovalRequest.day(terms.startingDate)), ("ending_date", PreapprovalRequest.day(terms.endingDate)),
            ("date_of_month", String(terms.dateOfMonth)), ("day_of_week", terms.dayOfWeek.rawValue), ("payment_period", terms.period.rawValue),
            ("pin_type", "NOT_REQUIRED"), ("currency_code", terms.currency.code), ("cancel_url", terms.cancelURL.absoluteString),
            ("return_url", terms.returnURL.absoluteString), ("fees_payer", terms.feesPayer.rawValue),
        ]
        if let email = record.senderEmail { variables.append(("sender_email", email)) }
        if let memo = terms.memo { variables.append(("memo", memo)) }
        if let url = terms.ipnNotificationURL { variables.append(("ipn_notification_url", url.absoluteString)) }
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
