/// Passing over quiet statements in Java and Kotlin, as the Objective-C and Swift passes do (`FileScanner+QuietStatements`):
/// in a plain block (a method's or a lambda's body, with no library instance as its receiver), a statement where no
/// known name stands but the inert keywords, and no name that may be a tracked variable's, is skipped whole, its
/// separator read as usual.
///
/// Why the pass can do nothing there: it acts on a token only through a known name (a library class, member or path,
/// a declaration keyword: none stands there but members after a `.`, which the pass reads only with their receiver), a
/// name of a tracked variable (none may), a scope's receiver (a plain block has none) or a class body's callbacks (a
/// plain block is none). Files with Kotlin aliases or static imports, where any name may be the library's, are read
/// whole. Every bracket the pass evaluates in a statement closes in it, and the scopes opened in it close in it too.
/// Tests compare the findings with and without skipping.
extension JavaFileScanner: QuietStatementSkipping {
    /// Whether nothing in the tokens of `statement` can matter to the main pass now.
    mutating func isQuiet(_ statement: Range<Int>) -> Bool {
        guard let scope = scopes.last, case .block = scope.kind, scope.receiver == nil else { return false }
        var known = statementWalk.firstKnownToken(in: statement, of: source)
        while known < source.knownTokens.count && Int(source.knownTokens[known]) < statement.upperBound {
            let position = Int(source.knownTokens[known])
            let symbol = tokens[position].symbol
            // A member after a `.` is read only with its receiver (`cart.total()`): the pass passes over it, unless it is
            // `fun` or a `com.` path's start.
            let afterDot = position > statement.lowerBound && tokens[position - 1].isPunctuation(UInt8(ascii: "."))
            if symbol >= 0 && index.actsInStatements[Int(symbol)]
                && (!afterDot || symbol == index.keywords.funWord || symbol == index.keywords.com)
            {
                return false
            }
            known += 1
        }
        // The walk gave `statement` just now: it is the walk's statement.
        return variables.isEmpty || !variableFilter.mayContainAny(of: statement, statement: statementWalk.statement, in: source)
    }
}
