/// A finding before it becomes a ``Finding``: which rule, where, and the legacy symbol's name when the rule
/// covers several (an enum's constants).
struct RawFinding: Sendable {
    var rule: Int
    var line: Int32
    var column: Int32
    var endLine: Int32
    /// The token naming the symbol (an enum constant), or `-1` for the rule's own symbol.
    var symbolToken: Int
    /// The first and last tokens of the use (what a fix edits), or `-1` when unknown.
    var firstToken: Int32 = -1
    var lastToken: Int32 = -1
}

/// What an expression evaluates to, as far as the scanner follows it.
enum ExpressionType: Equatable {
    /// A legacy class itself (`PayPal` in `[PayPal getPayPalInst]`).
    case classReference(Int32)
    /// An instance of a legacy class (canonical class symbol).
    case instance(Int32)
    /// `self`: its members are looked up among the file's variables and properties.
    case selfReference
}

/// A variable, ivar or property the file declares or assigns with a legacy class.
struct TrackedVariable {
    /// The canonical class symbol.
    var type: Int32
    /// Findings that stand only if the variable serves the payments library, not only Mobile Express Checkout.
    var pending: [RawFinding] = []
    /// Legacy members used through the variable.
    var legacyUses = 0
    /// Mobile Express Checkout messages sent through the variable.
    var expressCheckoutUses = 0
}

/// The result of evaluating an operand: its type, the findings it made that MECL shares (their fate depends
/// on what the operand is used for), the variable it reads directly, and the token after it.
struct Operand {
    var type: ExpressionType?
    var shared: [RawFinding] = []
    var variable: UInt64?
    /// The class name token when the operand is that bare class (`PayPal` before `.getPayPalInst()`): a class
    /// message or call covers it, so it is no separate type use.
    var classToken: Int?
    var end: Int
}

/// A delegate method implementation found in a type; whether it counts is decided once the whole file is read.
struct DelegateCandidate {
    /// The implementing type's name hash, or `nil` outside any type.
    var owner: UInt64?
    /// The spellings that may name a legacy delegate method, tried in order: the Objective-C selector, or the
    /// Swift name's pieces (Swift 3+ labels; Swift 1/2's unlabeled first parameter; an `@objc(selector:)`).
    var spellings: [(pieces: [Int32], takesArguments: Bool)]
    var line: Int32
    var column: Int32
    var endLine: Int32
}
