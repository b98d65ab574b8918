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
            add(path, .missingRequiredField, "\(path) is \(payment.receiverListMissing ? "nil" : "empty"); an advanced payment needs receivers.",
                fix: "Add 2 to 6 PayPalReceiverPaymentDetails (parallel), or one with isPrimary = true and 1 to 5 others (chained).")
            return
        }
        for index in payment.foreignReceiverIndexes {
            add("\(path)[\(index)]", .wrongElementType, "\(path)[\(index)] is not a PayPalReceiverPaymentDetails.",
                fix: "Put only PayPalReceiverPaymentDetails (PPReceiverPaymentDetails) objects in receiverPaymentDetails.")
        }
        let count = payment.receivers.count
        let primaries = payment.primaryReceivers.map(\.index)
        switch primaries.count {
        case 0:
            if count > Self.parallelReceivers.upperBound {
                add(path, .invalidReceiverCount, "A parallel payment takes 2 to 6 receivers; this one has \(count).",
                    fix: "Remove receivers until there are at most 6, or split the payment.")
            }
        case 1:
            let secondaries = count - 1
            if !Self.chainedSecondaryReceivers.contains(secondaries) {
                add(path, .invalidReceiverCount,
                    "A chained payment takes one primary and 1 to 5 secondary receivers; this one has \(secondaries) secondary receiver\(secondaries == 1 ? "" : "s").",
                    fix: secondaries == 0
                        ? "Add a secondary receiver, or set isPrimary = false to make it a simple payment."
                        : "Remove secondary receivers until there are at most 5.")
            }
        default:
            let list = primaries.map { "\(path)[\($0)]" }.joined(separator: ", ")
            add(path, .multiplePrimaryReceivers,
                "\(primaries.count) receivers are marked isPrimary (\(list)); a payment has at most one primary receiver.",
                fix: "Set isPrimary = true on one receiver only (chained), or on none (parallel).")
        }
    }
}
