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
extension FileScanner: QuietStatementSkipping {
    /// Whether nothing in the tokens of `statement` can matter to the main pass now.
    mutating func isQuiet(_ statement: Range<Int>) -> Bool {
        if language == .objectiveC && statementWalk.hasAtSign(in: statement, of: source) { return false }
        var known = statementWalk.firstKnownToken(in: statement, of: source)
        while known < source.knownTokens.count && Int(source.knownTokens[known]) < statement.upperBound {
            if index.symbol(tokens[Int(source.knownTokens[known])].symbol, is: SymbolFlag.actsInStatements) { return false }
            known += 1
        }
        // The walk gave `statement` just now: it is the walk's statement.
        return variables.isEmpty || !variableFilter.mayContainAny(of: statement, statement: statementWalk.statement, in: source)
    }
}
