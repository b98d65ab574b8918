import CorePayments
import Foundation
import LegacyMPL

extension PayRequest {
    /// The Orders v2 order this Pay becomes, by the one translation `LegacyMPL` uses for the app's payments (the
    /// receivers become a ``PayPalAdvancedPayment``, then its ``LegacyOrderPlan``): receivers as purchase units, a
    /// chained payment's secondary as the primary's platform fee or as units of their own, the same validation. Each
    /// receiver's `invoiceId` is its unit's `invoice_id`.
    /// - Throws: ``AdaptiveFailure``: 560027 for what Orders v2 cannot carry, 580001 for the rest, each with the
    ///   translation's own message and fix.
    public func orderPlan() throws(AdaptiveFailure) -> LegacyOrderPlan {
        let payment = PayPalAdvancedPayment()
        payment.paymentCurrency = currency.code
        payment.memo = memo
        payment.ipnUrl = ipnNotificationURL?.absoluteString
        for receiver in receivers {
            let details = PayPalReceiverPaymentDetails()
            details.recipient = receiver.email
            details.subTotal = NSDecimalNumber(decimal: receiver.amount.amount)
            details.isPrimary = receiver.isPrimary
            details.paymentType = Self.legacyPaymentType(receiver.paymentType)
            payment.receiverPaymentDetails.add(details)
        }
        let options = LegacyTranslationOptions(shippingEnabled: false, feePayer: feesPayer.legacy)
        var plan: LegacyOrderPlan
        do {
            plan = try payment.orderPlan(options: options)
        } catch {
            throw AdaptiveFailure(
                error.problems.map { problem in
                    AdaptiveError(
                        problem.isOrdersV2Limitation ? .unsupportedValue : .invalidRequest, "\(problem.message) \(problem.fix)",
                        parameter: Self.adaptivePath(problem.path))
                })
        }
        var request = plan.request
        for (index, planned) in plan.units.enumerated() where index < request.purchaseUnits.count {
            if receivers.indices.contains(planned.receiverIndex), let invoiceID = receivers[planned.receiverIndex].invoiceID {
                request.purchaseUnits[index].invoiceId = invoiceID
            }
        }
        if let trackingID, request.purchaseUnits.count == 1, request.purchaseUnits[0].customId == nil {
            request.purchaseUnits[0].customId = trackingID
        }
        plan = LegacyOrderPlan(request: request, notes: plan.notes, kind: plan.kind, units: plan.units)
        return plan
    }

    /// The Adaptive name of a translation path: `receiverPaymentDetails[2].subTotal` is `receiverList.receiver(2).amount`.
    static func adaptivePath(_ path: String) -> String {
        path.replacingOccurrences(of: "receiverPaymentDetails[", with: "receiverList.receiver(").replacingOccurrences(of: "]", with: ")")
            .replacingOccurrences(of: ".subTotal", with: ".amount").replacingOccurrences(of: ".recipient", with: ".email")
            .replacingOccurrences(of: "paymentCurrency", with: "currencyCode").replacingOccurrences(of: "ipnUrl", with: "ipnNotificationUrl")
    }

    /// The 2011 library's payment type for an Adaptive `paymentType`.
    static func legacyPaymentType(_ type: String?) -> PayPalPaymentType {
        switch type {
        case "GOODS", "DIGITALGOODS": TYPE_GOODS
        case "SERVICE": TYPE_SERVICE
        case "PERSONAL", "CASHADVANCE": TYPE_PERSONAL
        default: TYPE_NOT_SET
        }
    }
}

extension PayRequest.FeesPayer {
    /// The 2011 library's fee payer.
    var legacy: PayPalFeePayer {
        switch self {
        case .sender: FEEPAYER_SENDER
        case .primaryReceiver: FEEPAYER_PRIMARYRECEIVER
        case .eachReceiver: FEEPAYER_EACHRECEIVER
        case .secondaryOnly: FEEPAYER_SECONDARYONLY
        }
    }
}
