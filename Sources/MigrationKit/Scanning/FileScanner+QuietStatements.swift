/// Passing over quiet statements: most statements of an app name nothing of the library, and the main passes would
/// read each of their tokens only to do nothing. A statement (``LexedSource/statementEnds``) where the pass can do
/// nothing is skipped whole, its separator read as usual.
///
/// Why the pass can do nothing in a quiet statement: inside a statement, it acts on a token only through
/// - a legacy class, type, protocol or constant, a MECL message, a successor-SDK name, a module, or a Swift declaration
///   keyword (``SymbolFlag/actsInStatements``): none stands in a quiet statement;
/// - a name of a tracked variable (declared, assigned, forgotten when declared anew): no name in it passes the
///   variables' filter as the pass reaches it;
/// - Objective-C's `@interface`, `@implementation`, `@end`: no `@` stands in it;
/// - Objective-C method definitions, read only outside braces, where the Objective-C pass does not skip.
///
/// Other names (`self`, the app's own, members of legacy classes without a legacy receiver) give an operand no legacy
/// type and report nothing; every bracket the pass evaluates in a statement closes in it; the marks it would set stay on
/// the statement's tokens, which no later step reads. The whole-file passes (evidence, own names, imports, names and
/// constants) read the tokens themselves and are not affected. Tests compare the findings with and without skipping.
extension FileScanner {
    /// Where the main pass goes on from `position`: at the separator of the statement starting at `position` when
    /// nothing in it can matter (the pass then reads the separator), else at `position` itself.
    @inline(__always)
    mutating func skippingQuietStatement(from position: Int) -> Int {
        guard passesOverQuietStatements && position >= nextStatementStart else { return position }
        return afterQuietStatement(from: position)
    }

    private mutating func afterQuietStatement(from position: Int) -> Int {
        while statementCursor < source.statementEnds.count && Int(source.statementEnds[statementCursor]) < position { statementCursor += 1 }
        guard statementCursor < source.statementEnds.count else {
            nextStatementStart = Int.max  // the code after the last separator is read as it is
            return position
        }
        let end = Int(source.statementEnds[statementCursor])
        let start = statementCursor == 0 ? 0 : Int(source.statementEnds[statementCursor - 1]) + 1
        nextStatementStart = end + 1
        // A pass that jumped into a statement (a method's signature read whole) reads the rest of it.
        guard position == start, position < end, isQuiet(from: start, to: end) else { return position }
        statementsPassedOver += 1
        return end
    }

    /// Whether nothing in the tokens `start..<end` can matter to the main pass now.
    private mutating func isQuiet(from start: Int, to end: Int) -> Bool {
        if language == .objectiveC && Self.any(of: source.atSigns, from: start, before: end, cursor: &statementAtCursor) { return false }
        while statementKnownCursor < source.knownTokens.count && Int(source.knownTokens[statementKnownCursor]) < start {
            statementKnownCursor += 1
        }
        var cursor = statementKnownCursor
        while cursor < source.knownTokens.count && Int(source.knownTokens[cursor]) < end {
            if index.symbol(tokens[Int(source.knownTokens[cursor])].symbol, is: SymbolFlag.actsInStatements) { return false }
            cursor += 1
        }
        if !variables.isEmpty {
            let filter = variableFilter
            let mayHoldVariable = tokens.withUnsafeBufferPointer { tokens in
                source.bytes.withUnsafeBufferPointer { filter.mayContainAny(of: UnsafeBufferPointer(rebasing: tokens[start..<end]), in: $0) }
            }
            if mayHoldVariable { return false }
        }
        return true
    }

    /// Whether one of the ascending token indexes `list` lies in `start..<end`; `cursor`, kept between calls made in
    /// ascending order, is moved to the first index not below `start`.
    private static func any(of list: [Int32], from start: Int, before end: Int, cursor: inout Int) -> Bool {
        while cursor < list.count && Int(list[cursor]) < start { cursor += 1 }
        return cursor < list.count && Int(list[cursor]) < end
    }
}
