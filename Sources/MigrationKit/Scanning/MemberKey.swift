/// A member of a legacy class or protocol as the scanner looks it up: the owner's symbol and the member's
/// name pieces (an Objective-C selector's keywords, or a Swift base name followed by its argument labels).
struct MemberKey: Hashable, Sendable {
    /// The class or protocol symbol.
    var owner: Int32
    /// Selector keywords, or Swift base name and labels (`_` for an unlabeled argument).
    var pieces: [Int32]
    /// Objective-C: whether the selector takes arguments (`foo:` rather than `foo`). Swift: always `true`.
    var takesArguments: Bool
}

/// How a legacy selector or Swift name is split into pieces.
enum MemberName {
    /// `initializeWithAppID:forEnvironment:` → `["initializeWithAppID", "forEnvironment"]`, takes arguments.
    static func selectorPieces(_ selector: String) -> (pieces: [String], takesArguments: Bool) {
        let takesArguments = selector.contains(":")
        let pieces = selector.split(separator: ":", omittingEmptySubsequences: true).map(String.init)
        return (pieces, takesArguments)
    }

    /// `initialize(withAppID:forEnvironment:)` → `["initialize", "withAppID", "forEnvironment"]`;
    /// `getPayPalInst()` → `["getPayPalInst"]`.
    static func swiftPieces(_ name: String) -> [String] {
        guard let open = name.firstIndex(of: "(") else { return [name] }
        let base = String(name[..<open])
        let inner = name[name.index(after: open)...].dropLast()
        let labels = inner.split(separator: ":", omittingEmptySubsequences: true).map(String.init)
        return [base] + labels
    }

    /// The Objective-C setter of property `name` (`shippingEnabled` → `setShippingEnabled`).
    static func setter(of name: String) -> String {
        "set" + name.prefix(1).uppercased() + name.dropFirst()
    }
}
