import Foundation
import OrdersCore

/// How a legacy payment's receivers relate, which decides its Orders v2 shape.
public enum LegacyPaymentKind: String, Sendable, Equatable {
    /// One receiver: one purchase unit.
    case simple
    /// 2 to 6 receivers, none primary: one purchase unit per receiver.
    case parallel
    /// One primary and 1 to 5 secondary receivers. One secondary: one purchase unit paying the primary the whole
    /// amount, the secondary's share as its platform fee. Two to five: one purchase unit per receiver, the
    /// primary's holding what it keeps (refused with dynamic amounts on).
    case chained
}

/// One purchase unit of a plan and the legacy receiver it pays.
public struct LegacyPlannedUnit: Sendable, Equatable {
    /// The unit's `reference_id` (`default` for a lone unit sent without one).
    public let referenceId: String
    /// The receiver's index in `receiverPaymentDetails` (0 for a simple payment).
    public let receiverIndex: Int
    /// The receiver's email address (the unit's `payee.email_address`).
    public let recipient: String
}

/// The Orders v2 request a legacy payment becomes, with notes on everything Orders v2 carries
/// differently or not at all.
public struct LegacyOrderPlan: Sendable, Equatable {
    /// The body of `POST /v2/checkout/orders`.
    public let request: OrderRequest
    /// What was moved, defaulted or could not be sent (for example `ipnUrl`).
    public let notes: [TranslationNote]
    /// Simple, parallel or chained.
    public let kind: LegacyPaymentKind
    /// The purchase units in request order, each with its legacy receiver.
    public let units: [LegacyPlannedUnit]

    /// Creates a plan.
    public init(request: OrderRequest, notes: [TranslationNote], kind: LegacyPaymentKind, units: [LegacyPlannedUnit]) {
        self.request = request
        self.notes = notes
        self.kind = kind
        self.units = units
    }

    /// The request as JSON with sorted keys, as it would be sent.
    public func requestJSON(prettyPrinted: Bool = false) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = prettyPrinted ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(request)
    }

    /// The note codes, for example `[.ipnUrlNotSent]`.
    public var noteCodes: [TranslationNote.Code] { notes.map(\.code) }
}
