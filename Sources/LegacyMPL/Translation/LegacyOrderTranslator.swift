import Foundation
import OrdersCore

/// Turns a validated legacy payment into the Orders v2 `POST /v2/checkout/orders` body, network-free.
///
/// The mapping (`Migration/orders-v2-mapping.md` lists it element by element):
/// - simple payment → one purchase unit without `reference_id`, `payee.email_address` = `recipient`;
///   parallel payment → one unit per receiver, `reference_id` `receiver-<index>`; chained (one secondary) → one
///   unit paying the primary the whole amount with the secondary's share as its platform fee; chained with 2–5
///   secondaries → one unit per receiver, the primary's holding what it keeps (see `LegacyOrderTranslator+Chained.swift`).
/// - `subTotal` → `breakdown.item_total`; `invoiceData.totalTax` → `tax_total`; `totalShipping` → `shipping`;
///   `amount.value` is computed from the breakdown, so the two always reconcile.
/// - invoice items → `items[]` (`name`, `unit_amount` = `itemPrice`, `quantity` = `itemCount`, `sku` = `itemId`);
///   a `totalPrice` below `itemPrice × itemCount` adds the difference to `breakdown.discount` (and item_total
///   becomes Σ `itemPrice × itemCount`).
/// - item `category`: `TYPE_GOODS` → `PHYSICAL_GOODS`, `TYPE_SERVICE` → `DIGITAL_GOODS`, the DONATE button →
///   `DONATION`; `TYPE_PERSONAL` and `TYPE_NOT_SET` → no category (Orders v2 has no personal payments).
/// - `description` → `description` (else `memo`, if set); texts over 127 characters are shortened with a note
///   (``LegacyTextLimit``); a phone recipient → the payee the ``LegacyRecipientMap`` names; `customId` → `custom_id`; `merchantName` →
///   `experience_context.brand_name`; `lang` → `locale` (`en_US` → `en-US`); `shippingEnabled` →
///   `shipping_preference` `GET_FROM_FILE` / `NO_SHIPPING`; `user_action` is `PAY_NOW` (the library's Pay button
///   completed the payment; with dynamic amounts on, the flow runner sends `CONTINUE` instead, and the buyer reviews an
///   adjusted total before the capture).
/// - `ipnUrl`, a `memo` with no home, `paymentSubType`, a `feePayer` Orders v2 cannot honour, receivers'
///   `merchantName`, a chained secondary's details: reported as notes.
enum LegacyOrderTranslator {
    /// The plan for `payment`, after validating it.
    /// - Throws: ``LegacyValidationError`` with every problem of the payment, or a chained payment with more
    ///   than one secondary receiver.
    static func plan(for payment: LegacyPaymentSnapshot, options: LegacyTranslationOptions) throws(LegacyValidationError) -> LegacyOrderPlan {
        let validated = try LegacyValidator.validated(payment, recipientMap: options.recipientMap)
        let kind = kind(of: payment)
        let secondaryCount = payment.receivers.filter { !$0.receiver.isPrimary }.count
        var notes = LegacyNotes()
        notes.paymentLevel(payment, feesOnPrimary: kind == .chained && secondaryCount == 1, options: options)
        var units: [PurchaseUnit] = []
        var planned: [LegacyPlannedUnit] = []
        if kind == .chained {
            for chained in try chainedUnits(validated, options: options, notes: &notes) {
                units.append(chained.unit)
                planned.append(chained.planned)
            }
        }
        for receiver in validated.receivers where kind != .chained {
            let referenceId = kind == .parallel ? "receiver-\(receiver.index)" : nil
            let unit = try purchaseUnit(
                receiver, referenceId: referenceId, options: options, memo: payment.source == .simple ? payment.memo : nil, notes: &notes
            ) { payment.path(receiver: receiver.index, $0) }
            units.append(unit)
            planned.append(
                LegacyPlannedUnit(referenceId: referenceId ?? "default", receiverIndex: receiver.index, recipient: receiver.receiver.recipient ?? ""))
        }
        if payment.source == .advanced, kind == .simple {
            notes.add(
                "receiverPaymentDetails", .singleReceiverAsSimple,
                "The advanced payment has a single receiver and no primary; it is sent as a simple payment (one purchase unit).")
        }
        let request = OrderRequest(
            intent: options.intent, purchaseUnits: units,
            paymentSource: PaymentSource(paypal: PayPalWallet(experienceContext: experienceContext(payment, options: options, notes: &notes)))
        )
        return LegacyOrderPlan(request: request, notes: notes.notes, kind: kind, units: planned)
    }

    /// Simple, parallel or chained, from the source and the primaries.
    static func kind(of payment: LegacyPaymentSnapshot) -> LegacyPaymentKind {
        guard payment.source == .advanced else { return .simple }
        if !payment.primaryReceivers.isEmpty { return .chained }
        return payment.receivers.count == 1 ? .simple : .parallel
    }

    /// Brand name, locale, shipping preference and `PAY_NOW`.
    static func experienceContext(_ payment: LegacyPaymentSnapshot, options: LegacyTranslationOptions, notes: inout LegacyNotes) -> ExperienceContext {
        var locale: String?
        if let lang = options.lang {
            locale = LegacyLocale.bcp47(lang)
            if locale == nil {
                notes.add(
                    "lang", .localeNotSent,
                    "lang \"\(lang)\" is not a locale code such as en_US; no locale was sent and PayPal uses the buyer's browser language.")
            }
        }
        return ExperienceContext(
            brandName: LegacyTextLimit.fit(payment.merchantName, path: "merchantName", field: "experience_context.brand_name", notes: &notes),
            locale: locale,
            shippingPreference: options.shippingEnabled ? .getFromFile : .noShipping,
            userAction: .payNow
        )
    }

    /// The result of `arithmetic` on validated amounts (a sum, a product, a difference); a result PayPal cannot take
    /// (above its maximum) becomes a problem at `path`.
    static func amount(at path: String, _ arithmetic: () throws(MoneyError) -> Money) throws(LegacyValidationError) -> Money {
        do {
            return try arithmetic()
        } catch {
            throw LegacyValidationError(problems: [
                LegacyValidationProblem(
                    path: path, code: .invalidAmount, message: "\(path) cannot be sent: \(error.errorDescription ?? "invalid amount").",
                    fix: "Correct the amounts.")
            ])
        }
    }
}
