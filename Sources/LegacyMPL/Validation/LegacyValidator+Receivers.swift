import Foundation

extension LegacyValidator {
    /// Parallel payments take 2 to 6 receivers (the guide, "Parallel Payments").
    static let parallelReceivers = 2...6
    /// Chained payments take one primary and 1 to 5 secondary receivers (the guide, "Chained Payments").
    static let chainedSecondaryReceivers = 1...5

    /// Checks the receiver list of an advanced payment: present, only receivers, at most one primary,
    /// and a count that fits the kind (one receiver alone is a simple payment).
    mutating func checkReceiverList(_ payment: LegacyPaymentSnapshot) {
        let path = "receiverPaymentDetails"
        if payment.receivers.isEmpty, payment.foreignReceiverIndexes.isEmpty {
            add(
                path, .missingRequiredField, "\(path) is \(payment.receiverListMissing ? "nil" : "empty"); an advanced payment needs receivers.",
                fix: "Add 2 to 6 PayPalReceiverPaymentDetails (parallel), or one with isPrimary = true and 1 to 5 others (chained).")
            return
        }
        for index in payment.foreignReceiverIndexes {
            add(
                "\(path)[\(index)]", .wrongElementType, "\(path)[\(index)] is not a PayPalReceiverPaymentDetails.",
                fix: "Put only PayPalReceiverPaymentDetails (PPReceiverPaymentDetails) objects in receiverPaymentDetails.")
        }
        let count = payment.receivers.count
        let primaries = payment.primaryReceivers.map(\.index)
        switch primaries.count {
        case 0:
            if count > Self.parallelReceivers.upperBound {
                add(
                    path, .invalidReceiverCount, "A parallel payment takes 2 to 6 receivers; this one has \(count).",
                    fix: "Remove receivers until there are at most 6, or split the payment.")
            }
        case 1:
            let secondaries = count - 1
            if !Self.chainedSecondaryReceivers.contains(secondaries) {
                add(
                    path, .invalidReceiverCount,
                    "A chained payment takes one primary and 1 to 5 secondary receivers; this one has \(secondaries) secondary receiver\(secondaries == 1 ? "" : "s").",
                    fix: secondaries == 0
                        ? "Add a secondary receiver, or set isPrimary = false to make it a simple payment."
                        : "Remove secondary receivers until there are at most 5.")
            }
        default:
            let list = primaries.map { "\(path)[\($0)]" }.joined(separator: ", ")
            add(
                path, .multiplePrimaryReceivers,
                "\(primaries.count) receivers are marked isPrimary (\(list)); a payment has at most one primary receiver.",
                fix: "Set isPrimary = true on one receiver only (chained), or on none (parallel).")
        }
    }

    /// Adaptive Payments took each receiver account once: two receivers that pay the same account (the same email
    /// in any case, the same phone number in any spelling, or a phone mapped to an email listed too) are refused,
    /// naming both positions.
    mutating func checkDuplicateReceivers(_ payment: LegacyPaymentSnapshot) {
        guard payment.source == .advanced, payment.receivers.count > 1 else { return }
        var firstIndex: [String: Int] = [:]
        for (index, receiver) in payment.receivers {
            guard let recipient = receiver.recipient, let account = account(of: recipient) else { continue }
            guard let first = firstIndex[account] else {
                firstIndex[account] = index
                continue
            }
            let path = payment.path(receiver: index, "recipient")
            add(
                path, .duplicateReceiver,
                "\(payment.path(receiver: first, "recipient")) and \(path) both pay \(account); a payment lists each receiver account once.",
                fix: "Merge the two receivers into one (add their subTotals), or correct the recipient of one of them.")
        }
    }

    /// The account `recipient` pays, compared case-insensitively: its email, or its phone's mapped payee (else the
    /// normalised phone number); `nil` when it is neither.
    private func account(of recipient: String) -> String? {
        switch Self.recipientKind(recipient) {
        case .email: recipient.lowercased()
        case .phone: recipientMap.payee(for: recipient).map { $0.description.lowercased() } ?? LegacyRecipientMap.normalized(recipient)
        case nil: nil
        }
    }
}
