/// Where a main pass stands among a file's statements (``LexedSource/statementEnds``): the pass moves forward through
/// the tokens and asks, as it goes, whether a statement starts where it stands. Both scanners' passes over quiet
/// statements walk with one (``QuietStatementSkipping``).
struct StatementWalk {
    /// The statement asked about last (an index into the separators): after ``statement(startingAt:in:)`` gave a range,
    /// the index of its statement. Then where the statement after it starts.
    private(set) var statement = 0
    private var nextStart = 0
    /// The first known token and `@` token not before the statement asked about last.
    private var knownCursor = 0
    private var atSignCursor = 0

    /// Whether a statement the pass has not been asked about may start at `position` (the test made at every token).
    @inline(__always)
    func mayStartStatement(at position: Int) -> Bool {
        position >= nextStart
    }

    /// The tokens of the statement that starts at `position` (its separator is the range's `upperBound`), the first time
    /// the pass stands there; nil in the middle of a statement (a pass that jumped into one reads the rest of it), at an
    /// empty one, and after the last separator.
    mutating func statement(startingAt position: Int, in source: LexedSource) -> Range<Int>? {
        guard position >= nextStart else { return nil }
        while statement < source.statementEnds.count && Int(source.statementEnds[statement]) < position { statement += 1 }
        guard statement < source.statementEnds.count else {
            nextStart = Int.max  // the code after the last separator is read as it is
            return nil
        }
        let end = Int(source.statementEnds[statement])
        let start = statement == 0 ? 0 : Int(source.statementEnds[statement - 1]) + 1
        nextStart = end + 1
        return position == start && start < end ? start..<end : nil
    }

    /// The position in ``LexedSource/knownTokens`` of the first known token not before `range`; asked in ascending order.
    /// The known tokens in `range` follow from there while their indexes are below `range.upperBound`.
    mutating func firstKnownToken(in range: Range<Int>, of source: LexedSource) -> Int {
        while knownCursor < source.knownTokens.count && Int(source.knownTokens[knownCursor]) < range.lowerBound { knownCursor += 1 }
        return knownCursor
    }

    /// Whether an `@` token (``LexedSource/atSigns``) lies in `range`; asked in ascending order.
    mutating func hasAtSign(in range: Range<Int>, of source: LexedSource) -> Bool {
        while atSignCursor < source.atSigns.count && Int(source.atSigns[atSignCursor]) < range.lowerBound { atSignCursor += 1 }
        return atSignCursor < source.atSigns.count && Int(source.atSigns[atSignCursor]) < range.upperBound
    }
}

/// A scanner whose main pass walks the statements and passes over the quiet ones: both scanners, each with its own
/// test of a quiet statement (``isQuiet(_:)``).
protocol QuietStatementSkipping {
    /// The lexed file.
    var source: LexedSource { get }
    /// Whether the main pass passes over quiet statements (tests turn it off to compare).
    var passesOverQuietStatements: Bool { get }
    /// Where the main pass stands among the statements.
    var statementWalk: StatementWalk { get set }
    /// How many statements the main pass passed over.
    var statementsPassedOver: Int { get set }
    /// Whether nothing in the tokens of `statement` can matter to the main pass now.
    mutating func isQuiet(_ statement: Range<Int>) -> Bool
}

extension QuietStatementSkipping {
    /// Where the main pass goes on from `position`: at the separator of the statement starting at `position` when
    /// nothing in it can matter (the pass then reads the separator), else at `position` itself.
    @inline(__always)
    mutating func skippingQuietStatement(from position: Int) -> Int {
        guard passesOverQuietStatements && statementWalk.mayStartStatement(at: position) else { return position }
        return afterQuietStatement(from: position)
    }

    private mutating func afterQuietStatement(from position: Int) -> Int {
        guard let statement = statementWalk.statement(startingAt: position, in: source), isQuiet(statement) else { return position }
        statementsPassedOver += 1
        return statement.upperBound
    }
}
