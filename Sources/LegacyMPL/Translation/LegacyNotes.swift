import Foundation
import OrdersCore

/// Collects the translation notes of one payment.
struct LegacyNotes {
    private(set) var notes: [TranslationNote] = []

    mutating func add(_ path: String, _ code: TranslationNote.Code, _ message: String) {
        notes.append(TranslationNote(path: path, code: code, message: message))
    }

    /// Notes on the payment's own properties and the library settings.
    /// `feesOnPrimary`: a chained payment sent with a platform fee, whose primary pays PayPal's fees on the whole amount.
    mutating func paymentLevel(_ payment: LegacyPaymentSnapshot, feesOnPrimary: Bool, options: LegacyTranslationOptions) {
        if payment.currencyCode == nil {
            add("paymentCurrency", .currencyDefaulted, "paymentCurrency is nil; the guide's default USD was used.")
        } else if let code = payment.currencyCode, code != code.trimmingCharacters(in: .whitespaces).uppercased() {
            add(
                "paymentCurrency", .currencyCodeUpperCased,
                "paymentCurrency \"\(code)\" was sent as \"\(code.trimmingCharacters(in: .whitespaces).uppercased())\": Orders v2 reads currency codes in upper case."
            )
        }
        if let ipnUrl = payment.ipnUrl, !ipnUrl.isEmpty {
            add(
                "ipnUrl", .ipnUrlNotSent,
                "ipnUrl \"\(ipnUrl)\" has no Orders v2 field and was not sent. Subscribe a webhook at that URL to PAYMENT.CAPTURE.COMPLETED (and CHECKOUT.ORDER.APPROVED) in the PayPal developer dashboard instead, or keep your 2011 listener: run adaptive-payments-bridge with --app-ipn-url set to it (Migration/merchant-server.md)."
            )
        }
        if payment.source == .advanced, let memo = payment.memo, !memo.isEmpty {
            add("memo", .memoNotSent, "memo \"\(memo)\" has no Orders v2 field and was not sent; keep it in your own records.")
        }
        let honoured = feesOnPrimary ? FEEPAYER_PRIMARYRECEIVER : FEEPAYER_EACHRECEIVER
        if options.feePayer != honoured {
            add("feePayer", .feePayerNotApplied, Self.feePayerMessage(options.feePayer, feesOnPrimary: feesOnPrimary))
        }
        if options.dynamicAmountUpdateEnabled, !options.shippingEnabled {
            add(
                "dynamicAmountUpdateEnabled", .dynamicAmountsIgnored,
                "dynamicAmountUpdateEnabled is ignored because shippingEnabled is false (no address is chosen, so amounts are never adjusted).")
        }
    }

    /// What Orders v2 does for each `feePayer` value (only the honoured one gets no note).
    ///
    /// Simple and parallel payments, and chained payments split into a unit per receiver: each payee pays PayPal's
    /// fees on its own unit, which is `FEEPAYER_EACHRECEIVER`. A chained payment with a platform fee: the primary
    /// (the payee) pays PayPal's fees on the whole amount and the secondary gets its platform fee without PayPal
    /// fees, which is `FEEPAYER_PRIMARYRECEIVER`.
    static func feePayerMessage(_ feePayer: PayPalFeePayer, feesOnPrimary: Bool) -> String {
        let rest =
            feesOnPrimary
            ? "In a chained payment over Orders v2 the primary receiver (the payee) pays PayPal's fees on the whole amount and the secondary receives its share as a platform fee without fees (FEEPAYER_PRIMARYRECEIVER)."
            : "Orders v2 has no fee payer: each payee pays PayPal's fees on what it receives (FEEPAYER_EACHRECEIVER)."
        switch feePayer {
        case FEEPAYER_SENDER: return "feePayer FEEPAYER_SENDER cannot be honoured: \(rest) To pass fees to the buyer, add them to the amount."
        case FEEPAYER_PRIMARYRECEIVER: return "feePayer FEEPAYER_PRIMARYRECEIVER applies to chained payments only. \(rest)"
        case FEEPAYER_SECONDARYONLY:
            return "feePayer FEEPAYER_SECONDARYONLY cannot be honoured. \(rest) To have the secondary bear the fees, lower its share by them."
        case FEEPAYER_EACHRECEIVER:
            return "feePayer FEEPAYER_EACHRECEIVER cannot be honoured. \(rest) To have the secondary bear its part of the fees, lower its share by it."
        default: return "feePayer \(feePayer.rawValue) is not a legacy value. \(rest)"
        }
    }

    /// Notes on the details of a chained payment's secondary receiver that a platform fee cannot carry.
    mutating func secondaryDetails(_ receiver: LegacyReceiverSnapshot, path: (String) -> String) {
        var dropped: [(String, String)] = []
        if let invoice = receiver.invoice, !invoice.items.isEmpty { dropped.append(("invoiceData.invoiceItems", "\(invoice.items.count) invoice item(s)")) }
        if let note = receiver.note, !note.isEmpty { dropped.append(("description", "description \"\(note)\"")) }
        if let id = receiver.customId, !id.isEmpty { dropped.append(("customId", "customId \"\(id)\"")) }
        if receiver.paymentType != TYPE_NOT_SET { dropped.append(("paymentType", "paymentType \(receiver.paymentType.rawValue)")) }
        if receiver.paymentSubType != SUBTYPE_NOT_SET { dropped.append(("paymentSubType", "paymentSubType \(receiver.paymentSubType.rawValue)")) }
        if let name = receiver.merchantName, !name.isEmpty { dropped.append(("merchantName", "merchantName \"\(name)\"")) }
        for (property, what) in dropped {
            add(
                path(property), .secondaryDetailNotSent,
                "\(what) of the chained secondary receiver was not sent: a platform fee carries only an amount and a payee, and the buyer never saw secondaries. Keep it in your own records."
            )
        }
    }

    /// Notes on one receiver's properties.
    mutating func receiverLevel(
        _ receiver: LegacyReceiverSnapshot, path: (String) -> String, hasItems: Bool, category: ItemCategory?, options: LegacyTranslationOptions
    ) {
        if receiver.paymentType == TYPE_PERSONAL {
            add(
                path("paymentType"), .personalPaymentAsPurchase,
                "TYPE_PERSONAL: Orders v2 has no personal (send money) payments; it is sent as a purchase from the payee, without item category, and the payee pays the fees."
            )
        }
        if receiver.paymentSubType != SUBTYPE_NOT_SET {
            add(
                path("paymentSubType"), .paymentSubTypeNotSent,
                "paymentSubType \(receiver.paymentSubType.rawValue) (a 2011 pricing plan) has no Orders v2 field and was not sent; pricing is set on the PayPal account."
            )
        }
        if !hasItems, let category {
            let source = options.buttonText == BUTTON_TEXT_DONATE ? "the DONATE button" : "paymentType"
            add(
                path("invoiceData.invoiceItems"), .categoryNotSent,
                "The item category \(category.rawValue) (from \(source)) lives on Orders v2 items and there are no invoice items, so it was not sent. Add a PayPalInvoiceItem to carry it."
            )
        }
        if let name = receiver.merchantName, !name.isEmpty, path("merchantName") != "merchantName" {
            add(
                path("merchantName"), .receiverMerchantNameNotSent,
                "merchantName \"\(name)\" has no per-payee field in Orders v2; the buyer sees the payee's PayPal business name.")
        }
    }
}
