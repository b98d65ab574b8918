/// Scans one lexed Java or Kotlin file for the Android library: resolves names through the file's imports,
/// follows the library's classes and their instances through calls, fields, Kotlin properties and variables,
/// finds callback implementations in classes that implement the library's interfaces, and reports uses.
/// One per file; nothing is shared between files.
struct JavaFileScanner: TokenReading {
    let index: AndroidScanIndex
    let source: LexedSource
    let tokens: [Token]
    let kotlin: Bool
    /// For `(`, `[`, `{`: the index of the matching closer, else `-1`.
    let matching: [Int32]
    let imports: JavaImports
    /// Per token, ``JavaMark`` bits.
    var marks: [UInt8]
    var findings: [RawFinding] = []
    /// Variables, fields and parameters declared or assigned with a library class: name hash → class symbol.
    var variables: [UInt64: Int32] = [:]
    var variableFilter = NameFilter()
    /// The open braces, innermost last.
    var scopes: [JavaScope] = []
    /// Braces that open a class body (with the library interfaces it implements) or a Kotlin scope function's
    /// lambda on a library instance, by the brace's token index.
    var pendingScopes: [Int: JavaScope.Kind] = [:]
    /// Tokens naming a library class by a Kotlin alias.
    var aliasTokens: [Int] = []
    /// Whether the main pass passes over quiet statements (`JavaFileScanner+QuietStatements`): not in a file with
    /// aliases or static imports, where any name may be the library's; tests turn it off to compare.
    var passesOverQuietStatements: Bool
    /// Where the main pass stands among the statements, and how many it passed over.
    var statementWalk = StatementWalk()
    var statementsPassedOver = 0

    init(index: AndroidScanIndex, source: LexedSource, kotlin: Bool) {
        self.index = index
        self.source = source
        self.kotlin = kotlin
        tokens = source.tokens
        matching = source.matchingBrackets()
        marks = Array(repeating: 0, count: source.tokens.count)
        imports = JavaImports(source: source, index: index, declared: Self.declaredClasses(source, index: index))
        passesOverQuietStatements = imports.aliases.isEmpty && !imports.hasStaticImports
    }

    /// Runs every pass and returns the raw findings, unsorted.
    mutating func run() -> [RawFinding] {
        reportImports()
        var position = 0
        while position < tokens.count {
            while let last = scopes.last, position > last.close { scopes.removeLast() }
            let next = skippingQuietStatement(from: position)
            if next != position {
                position = next  // the separator, read once the scopes closed before it are popped
                continue
            }
            let token = tokens[position]
            if marks[position] & JavaMark.visited == 0 {
                if token.kind == .identifier {
                    handleIdentifier(at: position)
                } else if token.isPunctuation(UInt8(ascii: "{")) {
                    let close = matching[position] > position ? Int(matching[position]) : tokens.count
                    // Most braces open a plain block: the dictionary is looked up (and its key hashed) only when it holds any.
                    let kind = pendingScopes.isEmpty ? .block : pendingScopes.removeValue(forKey: position) ?? .block
                    scopes.append(JavaScope(close: close, kind: kind, enclosing: scopes.last))
                } else if token.isPunctuation(UInt8(ascii: ":")) && kotlin {
                    readKotlinTypeAnnotation(colon: position)
                }
            }
            position += 1
        }
        reportClassNames()
        return findings
    }

    // MARK: Token helpers

    /// Whether `symbol` is the keyword `keyword` (both known).
    @inline(__always)
    func isKeyword(_ index: Int, _ keyword: Int32) -> Bool {
        isIdentifier(index) && tokens[index].symbol == keyword
    }

    /// The closer of the bracket at `open`, when it is one and matched.
    func closer(of open: Int) -> Int? {
        guard open >= 0, open < tokens.count, matching[open] > open else { return nil }
        return Int(matching[open])
    }

    /// A finding of `rule` from token `first` to token `last`.
    mutating func report(_ rule: Int, from first: Int, to last: Int, symbolToken: Int = -1) {
        let (line, column) = source.position(of: tokens[first])
        findings.append(
            RawFinding(rule: rule, line: line, column: column, endLine: source.endLine(of: tokens[last]), symbolToken: symbolToken))
    }

    /// The innermost open class body, if the innermost scope is one.
    var enclosingClassBody: [Int32]? {
        if case .classBody(let interfaces)? = scopes.last?.kind { return interfaces }
        return nil
    }

    // MARK: Preparation

    /// The library's class names this file declares itself (`class PayPalPayment`): its own, not the library's.
    private static func declaredClasses(_ source: LexedSource, index: AndroidScanIndex) -> Set<Int32> {
        let keywords = index.keywords
        let tokens = source.tokens
        var declared: Set<Int32> = []
        for known in source.knownTokens {
            let position = Int(known)
            guard position > 0, index.isLibraryClass(tokens[position].symbol) else { continue }
            let before = tokens[position - 1].symbol
            if tokens[position - 1].kind == .identifier, before >= 0,
                before == keywords.classWord || before == keywords.interfaceWord || before == keywords.enumWord
                    || before == keywords.objectWord,
                !(position > 1 && (tokens[position - 2].isPunctuation(UInt8(ascii: ".")) || tokens[position - 2].isPunctuation(UInt8(ascii: ":"))))
            {
                declared.insert(tokens[position].symbol)
            }
        }
        return declared
    }

    /// One finding per import statement of the library; the statements' tokens are not code.
    private mutating func reportImports() {
        for range in imports.statementTokens {
            for position in range { marks[position] |= JavaMark.visited | JavaMark.consumed }
        }
        guard let rule = index.importRule else { return }
        for statement in imports.libraryImports { report(rule, from: statement.first, to: statement.last) }
    }

    /// Reports every name of a library class that no member, declaration or callback finding covered.
    private mutating func reportClassNames() {
        var positions = source.knownTokens.map(Int.init)
        positions += aliasTokens
        for position in positions {
            guard marks[position] & JavaMark.consumed == 0, let owner = classSymbol(at: position),
                let rule = index.typeRules[owner]
            else { continue }
            marks[position] |= JavaMark.consumed
            report(rule, from: position, to: position)
        }
    }
}

/// The bits of ``JavaFileScanner/marks``.
enum JavaMark {
    /// Part of a reported use (a class receiver of a static call, a callback's signature, an import).
    static let consumed: UInt8 = 1
    /// Already read by a pass that started earlier (a chain's members, a package path).
    static let visited: UInt8 = 2
    /// The class name ending a fully qualified `com.paypal.android.MEP.…` path in code.
    static let qualified: UInt8 = 4
}

/// An open brace of a Java or Kotlin file.
struct JavaScope {
    /// What the brace opens.
    enum Kind {
        /// A block of code.
        case block
        /// A class, interface, enum or object body, with the library interfaces the type implements.
        case classBody([Int32])
        /// A Kotlin scope function's lambda (`apply`, `run`) whose receiver is a library instance.
        case receiver(Int32)
    }

    /// The index of the closing brace (the token count when unmatched).
    let close: Int
    let kind: Kind
    /// The library instance bare names are members of here: this scope's receiver, or a block's enclosing one.
    let receiver: Int32?

    init(close: Int, kind: Kind, enclosing: JavaScope?) {
        self.close = close
        self.kind = kind
        switch kind {
        case .receiver(let owner): receiver = owner
        case .classBody: receiver = nil
        case .block: receiver = enclosing?.receiver
        }
    }
}
