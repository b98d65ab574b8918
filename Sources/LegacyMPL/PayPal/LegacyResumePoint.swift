import Foundation
import OrdersCore

/// Where an in-flight checkout stands, kept in `PayPal.payPalContext` so an app that restarts mid-checkout
/// resumes the same order instead of creating a second one.
///
/// Resuming never trusts the stored step alone: with an order id it reads the order and continues from its
/// status; without one (the app died before the create's answer arrived) it sends the stored create again
/// with the same `PayPal-Request-Id`, which PayPal answers with the order it already made.
struct LegacyResumePoint: Sendable, Equatable {
    /// How far the flow got.
    enum Step: String, Sendable, Equatable {
        /// The create was sent; its answer may not have arrived.
        case creating
        /// The order exists; the buyer is approving it.
        case approving
        /// The buyer approved; the capture was (or is about to be) sent.
        case capturing
    }

    /// The flow session's request-id prefix: `<prefix>-create`, `<prefix>-capture`.
    var requestIDPrefix: String
    /// The create request, as planned (before the presenter's redirect URLs).
    var request: OrderRequest
    /// The purchase units and the legacy receivers they pay (for dynamic amounts).
    var units: [LegacyPlannedUnit]
    /// Whether the app used `advancedCheckoutWithPayment` (which dynamic-amount delegate to ask).
    var advanced: Bool
    /// The order id, once the create answered.
    var orderID: String?
    /// How far the flow got.
    var step: Step
    /// Whether ``orderID`` is the order that replaced an approved one the buyer had to approve again at its adjusted
    /// amounts (request ids `<prefix>-reapproval-…`, no dynamic-amount step); the replaced order is never captured.
    var reapproval = false

    /// The dictionary keys added to the legacy ones of `PayPalContext.serialize()`.
    enum Key {
        static let requestIDPrefix = "ordersV2RequestIdPrefix"
        static let request = "ordersV2CreateRequest"
        static let units = "ordersV2Units"
        static let advanced = "ordersV2Advanced"
        static let step = "ordersV2Step"
        static let reapproval = "ordersV2Reapproval"
        static let all = [requestIDPrefix, request, units, advanced, step, reapproval]
    }

    /// The property-list form (strings, booleans, arrays of string dictionaries); `orderID` travels as the
    /// legacy `sessionToken`.
    func propertyList() -> [String: Any] {
        let body = (try? JSONEncoder.sorted.encode(request)).flatMap { String(data: $0, encoding: .utf8) } ?? "{}"
        return [
            Key.requestIDPrefix: requestIDPrefix,
            Key.request: body,
            Key.units: units.map { ["referenceId": $0.referenceId, "recipient": $0.recipient, "receiverIndex": String($0.receiverIndex)] },
            Key.advanced: advanced,
            Key.step: step.rawValue,
            Key.reapproval: reapproval,
        ]
    }

    /// Reads the property-list form; `nil` when there is none, an error naming the key when it is malformed.
    static func read(_ dictionary: [AnyHashable: Any], orderID: String?) throws(LegacyResumePointError) -> LegacyResumePoint? {
        guard Key.all.contains(where: { dictionary[$0] != nil }) else { return nil }
        guard let prefix = dictionary[Key.requestIDPrefix] as? String, !prefix.isEmpty else { throw .init(key: Key.requestIDPrefix) }
        guard let body = dictionary[Key.request] as? String,
            let request = try? JSONDecoder().decode(OrderRequest.self, from: Data(body.utf8))
        else { throw .init(key: Key.request) }
        guard let rawUnits = dictionary[Key.units] as? [[String: String]] else { throw .init(key: Key.units) }
        var units: [LegacyPlannedUnit] = []
        for raw in rawUnits {
            guard let referenceId = raw["referenceId"], let recipient = raw["recipient"],
                let index = raw["receiverIndex"].flatMap(Int.init)
            else { throw .init(key: Key.units) }
            units.append(LegacyPlannedUnit(referenceId: referenceId, receiverIndex: index, recipient: recipient))
        }
        guard let advanced = dictionary[Key.advanced] as? Bool else { throw .init(key: Key.advanced) }
        guard let step = (dictionary[Key.step] as? String).flatMap(Step.init(rawValue:)) else { throw .init(key: Key.step) }
        // Absent in contexts saved before re-approvals existed: not a re-approval.
        guard let reapproval = dictionary[Key.reapproval].map({ $0 as? Bool }) ?? false else { throw .init(key: Key.reapproval) }
        return LegacyResumePoint(
            requestIDPrefix: prefix, request: request, units: units, advanced: advanced,
            orderID: orderID.flatMap { $0.isEmpty ? nil : $0 }, step: step, reapproval: reapproval)
    }
}

/// A serialized context whose resume data is malformed.
struct LegacyResumePointError: Error, Equatable {
    /// The dictionary key that is missing or has the wrong type.
    let key: String
}

extension JSONEncoder {
    /// An encoder with sorted keys and unescaped slashes (stable text for stored requests).
    static var sorted: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}
