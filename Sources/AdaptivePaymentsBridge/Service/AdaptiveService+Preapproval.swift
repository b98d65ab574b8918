import AdaptivePayments
import Foundation
import OrdersCore

/// Preapprovals over Vault v3: `Preapproval` creates a PayPal setup token (its id is the preapproval key, which
/// `LegacyMPL`'s `preapprovalWithKey` also approves in an app), the buyer approves it (the 2011 redirect
/// `_ap-preapproval`, or the app), the bridge turns the approved token into a payment token, and `Pay` with the key
/// charges it without the buyer, within the limits the bridge enforces (Vault v3 carries none).
extension AdaptiveService {
    /// `Preapproval`: the terms are checked (by `LegacyMPL`'s rules), a setup token is created, and its id answered as
    /// `preapprovalKey`.
    func preapproval(_ fields: AdaptiveFields) async throws(AdaptiveFailure) -> [(String, String)] {
        let terms = try PreapprovalRequest(fields, now: now())
        let reference = UUID().uuidString.lowercased()
        let back = publicURL.appendingPathComponent("bridge").absoluteString
        let request = SetupTokenRequest(
            paymentSource: VaultPaymentSource(
                paypal: VaultPayPalWallet(
                    description: terms.memo.map { String($0.prefix(128)) }, usageType: "MERCHANT",
                    experienceContext: VaultExperienceContext(
                        returnUrl: back + "/preapproval-return?ref=\(reference)", cancelUrl: back + "/preapproval-cancel?ref=\(reference)",
                        shippingPreference: .noShipping))))
        let token: SetupToken
        do {
            token = try await orders.createSetupToken(request, requestID: "preapproval-\(reference)")
        } catch {
            throw Self.failure(error, creating: true)
        }
        do {
            try await store.insert(PreapprovalRecord(key: token.id, returnReference: reference, request: NVEncoding.write(fields.pairs), createdAt: now()))
        } catch {
            throw AdaptiveFailure(.tryLater, "The preapproval could not be recorded; send Preapproval again.", parameter: "preapprovalKey")
        }
        return [("preapprovalKey", token.id)]
    }

    /// `PreapprovalDetails`: the terms as sent, `approved` (read from PayPal until it is), `status` and the counters.
    func preapprovalDetails(_ fields: AdaptiveFields) async throws(AdaptiveFailure) -> [(String, String)] {
        var record = try await knownPreapproval(fields)
        record = await confirmApproval(record)
        guard let terms = record.terms else { throw AdaptiveFailure(.internalError, "Internal error: the stored preapproval cannot be read.") }
        var result: [(String, String)] = [
            ("approved", record.paymentTokenID != nil ? "true" : "false"), ("cancelUrl", terms.cancelURL.absoluteString),
            ("curPayments", String(record.payments)), ("curPaymentsAmount", Money.minor(record.amountMinor, terms.currency).value),
            ("curPeriodAttempts", String(await periodCount(record, terms))), ("currencyCode", terms.currency.code),
            ("dateOfMonth", String(terms.dateOfMonth)), ("dayOfWeek", terms.dayOfWeek.rawValue),
            ("displayMaxTotalAmount", terms.displayMaxTotalAmount ? "true" : "false"), ("endingDate", PreapprovalRequest.day(terms.endingDate)),
            ("feesPayer", terms.feesPayer.rawValue),
        ]
        if let url = terms.ipnNotificationURL { result.append(("ipnNotificationUrl", url.absoluteString)) }
        if let total = terms.maxTotal { result.append(("maxTotalAmountOfAllPayments", total.value)) }
        if let perPayment = terms.maxPerPayment { result.append(("maxAmountPerPayment", perPayment.value)) }
        // PHP's parser needs the shorter key beside the longer (maxNumberOfPayments / …PerPeriod).
        result += [
            ("maxNumberOfPayments", String(terms.maxNumberOfPayments)), ("maxNumberOfPaymentsPerPeriod", String(terms.maxNumberOfPaymentsPerPeriod)),
        ]
        if let memo = terms.memo { result.append(("memo", memo)) }
        result += [("paymentPeriod", terms.period.rawValue), ("pinType", "NOT_REQUIRED"), ("returnUrl", terms.returnURL.absoluteString)]
        if let email = record.senderEmail ?? terms.senderEmail { result.append(("senderEmail", email)) }
        result += [("startingDate", PreapprovalRequest.day(terms.startingDate)), ("status", record.status.rawValue)]
        return result
    }

    /// `CancelPreapproval`: never charged again (in any state; the payment token is deleted at PayPal when it can be).
    func cancelPreapproval(_ fields: AdaptiveFields) async throws(AdaptiveFailure) -> [(String, String)] {
        var record = try await knownPreapproval(fields)
        guard record.status != .canceled else { return [] }
        record.status = .canceled
        do {
            try await store.updateState(of: record)
        } catch {
            throw AdaptiveFailure(.tryLater, "The cancellation could not be recorded; send CancelPreapproval again.", parameter: "preapprovalKey")
        }
        if let token = record.paymentTokenID { try? await orders.deletePaymentToken(id: token) }
        await queuePreapprovalIPN(record)
        return []
    }

    /// The preapproval `fields` name; 580029 without a key, 589019 for a key the bridge does not know.
    func knownPreapproval(_ fields: AdaptiveFields) async throws(AdaptiveFailure) -> PreapprovalRecord {
        guard let key = fields.text("preapprovalKey") else {
            throw AdaptiveFailure(.missingParameter, "Invalid request: preapprovalKey is required.", parameter: "preapprovalKey")
        }
        let record: PreapprovalRecord?
        do {
            record = try await store.preapproval(.key(key))
        } catch {
            throw Self.storageUnavailable
        }
        guard let record else {
            throw AdaptiveFailure(
                .invalidPreapprovalKey, "The preapproval key \(key) is invalid: it names no preapproval of this merchant.", parameter: "preapprovalKey")
        }
        return record
    }

    /// `record` with its approval confirmed at PayPal (never from a redirect): an approved setup token becomes a
    /// payment token (`PayPal-Request-Id` `token-<key>`, so a retry makes no second one) and the preapproval IPN is
    /// queued. Unchanged while unapproved, canceled, or when PayPal does not answer.
    func confirmApproval(_ record: PreapprovalRecord) async -> PreapprovalRecord {
        guard record.paymentTokenID == nil, record.status == .active, let token = try? await orders.getSetupToken(id: record.key),
            token.status == .approved
        else { return record }
        guard let payment = try? await orders.createPaymentToken(PaymentTokenRequest(setupTokenID: record.key), requestID: "token-\(record.key)") else {
            return record
        }
        var approved = record
        approved.paymentTokenID = payment.id
        approved.senderEmail = payment.paymentSource?["paypal"]?["email_address"]?.stringValue ?? token.paymentSource?["paypal"]?["email_address"]?.stringValue
        guard (try? await store.updateState(of: approved)) != nil else { return record }
        await queuePreapprovalIPN(approved)
        return approved
    }

    /// The buyer came back from approving (the reference of the return URL): confirmed at PayPal, then the
    /// Preapproval's `returnUrl`. `nil` for an unknown reference.
    func completePreapprovalReturn(reference: String) async -> URL? {
        guard let record = try? await store.preapproval(.returnReference(reference)), let terms = record.terms else { return nil }
        _ = await confirmApproval(record)
        return terms.returnURL
    }

    /// The buyer canceled: the Preapproval's `cancelUrl`. `nil` for an unknown reference.
    func cancelPreapprovalReturn(reference: String) async -> URL? {
        guard let record = try? await store.preapproval(.returnReference(reference)) else { return nil }
        return record.terms?.cancelURL
    }

    /// Where the buyer approves preapproval `key`: the setup token's `approve` link; `nil` when unknown or approved.
    func preapprovalApprovalURL(key: String) async -> URL? {
        guard let record = try? await store.preapproval(.key(key)), record.status == .active, record.paymentTokenID == nil else { return nil }
        return try? await orders.getSetupToken(id: key).approvalURL
    }

    /// The payment token `pay` may be charged with from its preapproval, after every check Adaptive made: 589019
    /// unknown key, 569013 canceled, 539012 not approved, 579027 another currency, 579014 another sender, 579024–579026
    /// the dates and schedule, 579031 the per-payment amount or the period's count. The total and the number of
    /// payments are checked when the payment is counted (``reserve(_:amount:)``), atomically.
    func usablePreapproval(for pay: PayRequest, key: String) async throws(AdaptiveFailure) -> (PreapprovalRecord, PreapprovalRequest) {
        var record = try await knownPreapproval(AdaptiveFields([("preapprovalKey", key)]))
        guard record.status == .active else {
            throw AdaptiveFailure(.preapprovalCanceled, "The preapproval \(key) was canceled; ask the buyer for a new one.", parameter: "preapprovalKey")
        }
        record = await confirmApproval(record)
        guard record.paymentTokenID != nil, let terms = record.terms else {
            throw AdaptiveFailure(
                .preapprovalNotApproved, "The preapproval key \(key) has not been approved by the buyer yet: send the buyer to approve it first.",
                parameter: "preapprovalKey")
        }
        guard pay.currency == terms.currency else {
            throw AdaptiveFailure(
                .preapprovalOtherCurrency, "The preapproval \(key) is in \(terms.currency.code); this payment is in \(pay.currency.code).",
                parameter: "currencyCode")
        }
        if let sender = pay.senderEmail, let approved = record.senderEmail, sender.lowercased() != approved.lowercased() {
            throw AdaptiveFailure(.preapprovalOtherSender, "The preapproval \(key) belongs to another sender than \(sender).", parameter: "senderEmail")
        }
        if let problem = terms.scheduleProblem(at: now()) { throw AdaptiveFailure([problem]) }
        let amount = pay.total
        if let perPayment = terms.maxPerPayment, amount.amount > perPayment.amount {
            throw AdaptiveFailure(
                .preapprovalLimitExceeded, "This payment (\(amount)) is above the preapproval's maxAmountPerPayment (\(perPayment)).",
                parameter: "preapprovalKey")
        }
        if terms.maxNumberOfPaymentsPerPeriod > 0, await periodCount(record, terms) >= terms.maxNumberOfPaymentsPerPeriod {
            throw AdaptiveFailure(
                .preapprovalLimitExceeded,
                "The preapproval allows \(terms.maxNumberOfPaymentsPerPeriod) payments per \(terms.period.rawValue.lowercased()) period; this period's are made.",
                parameter: "preapprovalKey")
        }
        return (record, terms)
    }

    /// Counts `amount` against the preapproval (atomically in the store); 579031 when it would pass the total or the
    /// number of payments.
    func reserve(_ preapproval: (PreapprovalRecord, PreapprovalRequest), amount: Money) async throws(AdaptiveFailure) {
        let (record, terms) = preapproval
        let counted: Bool
        do {
            counted = try await store.reservePreapproval(
                key: record.key, amountMinor: amount.minorUnits, maxPayments: terms.maxNumberOfPayments, maxTotalMinor: terms.maxTotal?.minorUnits)
        } catch {
            throw AdaptiveFailure(.tryLater, "The bridge's storage did not answer; send the same Pay again later (nothing was charged).", parameter: nil)
        }
        guard counted else {
            throw AdaptiveFailure(
                .preapprovalLimitExceeded,
                "This payment (\(amount)) would exceed the preapproval's limits (\(terms.maxNumberOfPayments) payments, \(terms.maxTotal.map(\.description) ?? "no total")); \(record.payments) payments of \(Money.minor(record.amountMinor, terms.currency)) were made.",
                parameter: "preapprovalKey")
        }
    }

    /// The payments made from `record` in its current period (0 without a period).
    func periodCount(_ record: PreapprovalRecord, _ terms: PreapprovalRequest) async -> Int {
        guard let start = terms.periodStart(containing: now()) else { return 0 }
        return (try? await store.paymentCount(preapprovalKey: record.key, since: start)) ?? 0
    }

    /// Queues the preapproval's IPN (`transaction_type=Adaptive Payment PREAPPROVAL`) for its `ipnNotificationUrl`.
    func queuePreapprovalIPN(_ record: PreapprovalRecord) async {
        guard let terms = record.terms, let url = terms.ipnNotificationURL, ipnAllowed(url) else { return }
        let variables = IPNComposer.variables(preapproval: record, terms: terms, verifySign: IPNRelay.verifySign())
        let id = "preapproval-\(record.key)-\(record.status.rawValue)-\(record.paymentTokenID == nil ? "pending" : "approved")"
        try? await store.enqueue(IPNMessage(id: id, payKey: record.key, url: url, variables: variables, nextAttemptAt: now()))
    }
}

extension PreapprovalRequest {
    /// The start of the payment period holding `time` (Pacific time, as PayPal counted), counted from the starting
    /// date; `nil` without a period.
    func periodStart(containing time: Date) -> Date? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "America/Los_Angeles") ?? .current
        let step: DateComponents
        switch period {
        case .none: return nil
        case .daily: step = DateComponents(day: 1)
        case .weekly: step = DateComponents(day: 7)
        case .biweekly: step = DateComponents(day: 14)
        case .semimonthly: step = DateComponents(day: 15)
        case .monthly: step = DateComponents(month: 1)
        case .annually: step = DateComponents(year: 1)
        }
        var start = startingDate
        while let next = calendar.date(byAdding: step, to: start), next <= time { start = next }
        return start
    }
}

extension PayRequest {
    /// What the buyer pays in all: the primary's amount in a chained payment, else the receivers' sum.
    var total: Money {
        if let primary = receivers.first(where: \.isPrimary) { return primary.amount }
        return (try? Money.sum(receivers.map(\.amount), currency: currency)) ?? .zero(currency)
    }
}
