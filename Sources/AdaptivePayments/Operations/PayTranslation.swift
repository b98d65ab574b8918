import Foundation
import LegacyMPL
import OrdersCore

extension PayRequest {
    /// The Orders v2 order this Pay becomes, by the one translation `LegacyMPL` uses for the app's payments (the
    /// receivers become a ``PayPalAdvancedPayment``, then its ``LegacyOrderPlan``): receivers as purchase units, a
    /// chained payment's secondary as the primary's platform fee or as units of their own, the same validation. Each
    /// receiver's `invoiceId` is its unit's `invoice_id`. `options` (SetPaymentOptions) add each receiver's invoice
    /// (as the app's `PayPalInvoiceData`: its items must add up, as LegacyMPL checks), description and `custom_id`.
    /// - Throws: ``AdaptiveFailure``: 560027 for what Orders v2 cannot carry, 580001 for the rest, each with the
    ///   translation's own message and fix.
    public func orderPlan(options: PaymentOptions? = nil) throws(AdaptiveFailure) -> LegacyOrderPlan {
        let payment = PayPalAdvancedPayment()
        payment.paymentCurrency = currency.code
        payment.memo = memo
        payment.ipnUrl = ipnNotificationURL?.absoluteString
        for (index, receiver) in receivers.enumerated() {
            let details = PayPalReceiverPaymentDetails()
            details.recipient = receiver.email
            details.subTotal = NSDecimalNumber(decimal: receiver.amount.amount)
            details.isPrimary = receiver.isPrimary
            details.paymentType = Self.legacyPaymentType(receiver.paymentType)
            if let chosen = options?.receivers.first(where: { $0.index == index }) {
                details.customId = chosen.customID
                if let invoice = chosen.invoice { try Self.attach(invoice, to: details, amount: receiver.amount, index: index) }
            }
            payment.receiverPaymentDetails.add(details)
        }
        let translation = LegacyTranslationOptions(shippingEnabled: false, feePayer: feesPayer.legacy)
        var plan: LegacyOrderPlan
        do {
            plan = try payment.orderPlan(options: translation)
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
        for chosen in options?.receivers ?? [] {
            guard let description = chosen.description, let unit = plan.units.firstIndex(where: { $0.receiverIndex == chosen.index }) else { continue }
            request.purchaseUnits[unit].description = description
        }
        if let trackingID, request.purchaseUnits.count == 1, request.purchaseUnits[0].customId == nil {
            request.purchaseUnits[0].customId = trackingID
        }
        plan = LegacyOrderPlan(request: request, notes: plan.notes, kind: plan.kind, units: plan.units)
        return plan
    }

    /// Attaches `invoice` to a receiver as the 2011 library's invoice data: Adaptive's receiver amount is the whole,
    /// the library's `subTotal` is what the items add up to, so `subTotal` = amount − tax − shipping.
    static func attach(_ invoice: PaymentOptions.Invoice, to details: PayPalReceiverPaymentDetails, amount: Money, index: Int) throws(AdaptiveFailure) {
        let extras = (invoice.tax?.amount ?? 0) + (invoice.shipping?.amount ?? 0)
        guard amount.amount - extras > 0 else {
            throw AdaptiveFailure(
                .invalidRequest,
                "Invalid request: receiverOptions(\(index)).invoiceData's tax and shipping (\(extras)) leave nothing of the receiver's \(amount).",
                parameter: "receiverOptions(\(index)).invoiceData")
        }
        details.subTotal = NSDecimalNumber(decimal: amount.amount - extras)
        let data = PayPalInvoiceData()
        data.totalTax = invoice.tax.map { NSDecimalNumber(decimal: $0.amount) }
        data.totalShipping = invoice.shipping.map { NSDecimalNumber(decimal: $0.amount) }
        for item in invoice.items {
            let legacy = PayPalInvoiceItem()
            legacy.name = item.name
            legacy.itemId = item.identifier
            legacy.totalPrice = NSDecimalNumber(decimal: item.price.amount)
            legacy.itemPrice = item.itemPrice.map { NSDecimalNumber(decimal: $0.amount) }
            legacy.itemCount = item.count.map { NSNumber(value: $0) }
            data.invoiceItems.add(legacy)
        }
        details.invoiceData = data
    }

    /// The Adaptive name of a translation path: `receiverPaymentDetails[2].subTotal` is `receiverList.receiver(2).amount`.
    static func adaptivePath(_ path: String) -> String {
        path.replacingOccurrences(of: "receiverPaymentDetails[", with: "receiverList.receiver(").replacingOccurrences(of: "]", with: ")")
            .replacingOccurrences(of: ".subTotal", with: ".amount").replacingOccurrences(of: ".recipient", with: ".email")
            .replacingOccurrences(of: "invoiceItems[", with: "item(")
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
