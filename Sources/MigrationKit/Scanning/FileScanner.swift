/// Scans one lexed file: follows legacy classes and their instances through messages, calls, properties and
/// variables, finds delegate implementations, and reports uses. One per file; nothing is shared between files.
struct FileScanner: TokenReading {
    let index: ScanIndex
    let source: LexedSource
    let tokens: [Token]
    let language: SourceLanguage
    /// For `(`, `[`, `{`: the index of the matching closer, else `-1`.
    let matching: [Int32]
    /// Per token, ``Mark`` bits: already reported by a member rule, already evaluated, inside a MECL message.
    var marks: [UInt8]
    var findings: [RawFinding] = []
    /// The closer of the last inert bracket (``isInertBracket(_:)``): the brackets before it are inside it, as inert.
    var inertUntil = 0
    /// Where ``isInertBracket(_:)`` last found the first known token after an opener (an index into the known tokens).
    var knownCursor = 0
    /// Whether the main pass passes over the statements where nothing can matter (``skippingQuietStatement(from:)``);
    /// tests turn it off to compare with a pass that reads every token.
    var passesOverQuietStatements = true
    /// How many statements the main pass passed over.
    var statementsPassedOver = 0
    /// Where the main pass stands among the statements.
    var statementWalk = StatementWalk()
    /// How deeply operands are nested right now; beyond ``maximumNesting`` the scanner stops descending, so
    /// a pathological file cannot exhaust the stack.
    var nesting = 0
    static let maximumNesting = 200
    var variables: [UInt64: TrackedVariable] = [:]
    /// Variables' names: most names skip hashing.
    var variableFilter = NameFilter()
    /// Type name hash → the legacy delegate protocols it adopts in this file.
    var adoptions: [UInt64: Set<Int32>] = [:]
    /// Types declared (not merely extended) in this file.
    var declaredTypes: Set<UInt64> = []
    var delegateCandidates: [(candidate: DelegateCandidate, signature: Range<Int>)] = []
    /// Whether the file shows the legacy library other than through a name MECL shares.
    let hasLegacyEvidence: Bool
    /// Whether the file shows H0 (`PayPalMEP.h`, `PayPalMEPDelegate`, …).
    let hasGenerationZeroEvidence: Bool
    /// Whether the file uses the successor iOS SDK 2.x (`PayPalPaymentViewController`, `PayPalMobile.h`, …).
    let usesSuccessorSDK: Bool
    /// Legacy type names the file declares itself (C++ classes, Swift types): the app's own here.
    let ownTypes: Set<Int32>
    /// Legacy constants' names the file declares itself (a macro, an enum case, a variable): the app's own here.
    let ownConstants: Set<Int32>
    /// Whether a Mobile Express Checkout message was seen.
    var usesExpressCheckout = false
    /// Includes of headers not known as the library's.
    var otherIncludes: [IncludedHeader] = []
    /// The tree's `PayPal.h` files that are the app's own, if any: including one imports nothing of the library.
    let ownHeaders: OwnHeaders
    /// Whether the file is or includes one of ``ownHeaders`` and names nothing of the library itself: `PayPal` is the
    /// app's own type here, and the include of its header is no import of the library.
    let usesOwnHeader: Bool
    /// Whether the file includes a `PayPal.h` (the library's, MECL's or the app's own).
    var includesPayPalHeader = false

    /// A scanner of `source`; `ownHeaders` are the tree's `PayPal.h` files that are the app's own, and `path` the file's
    /// path relative to the scanned root (only to tell whether it is one of them).
    init(index: ScanIndex, source: LexedSource, language: SourceLanguage, ownHeaders: OwnHeaders = OwnHeaders(), path: String = "") {
        self.index = index
        self.source = source
        self.language = language
        tokens = source.tokens
        matching = source.matchingBrackets()
        marks = Array(repeating: 0, count: tokens.count)
        (hasLegacyEvidence, hasGenerationZeroEvidence, usesSuccessorSDK) = Self.evidence(in: source, index: index)
        var ownTypes = language == .c ? [] : Self.ownTypes(in: source, index: index, language: language)
        usesOwnHeader = Self.usesOwnHeader(source, index: index, ownHeaders: ownHeaders, path: path, hasLegacyEvidence: hasLegacyEvidence)
        if usesOwnHeader { ownTypes.insert(index.keywords.payPal) }
        self.ownTypes = ownTypes
        self.ownHeaders = ownHeaders
        ownConstants = Self.ownConstantNames(in: source, index: index, language: language, matching: matching)
        findings.reserveCapacity(source.knownTokens.count)  // about one finding per known name at most: seldom grown
    }

    /// Runs every pass and returns the raw findings, unsorted.
    mutating func run() -> [RawFinding] {
        switch language {
        case .objectiveC: scanObjectiveC()
        case .swift: scanSwift()
        case .c:  // C and C++: only the includes are the library's
            reportImports()
            return findings
        case .java, .kotlin: break  // JavaFileScanner's
        }
        flushVariables()
        resolveDelegateCandidates()
        reportNamesAndConstants()
        if language == .objectiveC { reportImports() }
        if usesSuccessorSDK { findings.removeAll { index.isSharedWithSuccessorSDK[$0.rule] } }
        return findings
    }

    // MARK: Token helpers

    /// Whether tokens `index - 1` and `index` touch (no space between: `pp!.x`).
    func adjacent(_ index: Int) -> Bool {
        index > 0 && tokens[index - 1].end == tokens[index].start
    }

    /// The hash naming a user identifier (variables, the app's own types), optionally with a prefix (`_pp`).
    func nameHash(_ index: Int, prefix: UInt8? = nil) -> UInt64 {
        source.nameHash(tokens[index], prefix: prefix)
    }

    /// Whether the operand starting at identifier `index` cannot matter: an unknown name that is no tracked
    /// variable and no assignment's value. Most identifiers of a file take this fast path.
    @inline(__always)
    func isInert(_ index: Int) -> Bool {
        let symbol = tokens[index].symbol
        if symbol >= 0 && (self.legacyClass(symbol) != nil || symbol == self.index.keywords.selfWord) {
            return false
        }
        if !variables.isEmpty && mayBeVariable(index) { return false }
        return !isPunctuation(index - 1, UInt8(ascii: "="))
    }

    /// Whether evaluating the operand that opens with the `[` or `(` at `open` can only give nothing: no name the index
    /// knows (no legacy class, constant, member, `self`) stands inside it, and no name in it may be a tracked variable.
    /// Its evaluation would then give no type and report nothing, so it is passed over: most messages of an app's own
    /// code are such (`[[items objectAtIndex:1] integerValue]`). The brackets inside it are as inert: ``inertUntil``
    /// keeps the main pass from trying them; it still reads every other token in it (declarations).
    mutating func isInertBracket(_ open: Int) -> Bool {
        guard tokens[open].kind == .punctuation else { return false }
        let close = Int(matching[open])
        guard close > open else { return false }
        // The first known token after the opener: the main pass asks in token order, so a cursor moves forward (a search
        // only if asked about an earlier opener).
        let known = source.knownTokens
        if knownCursor > 0 && Int(known[knownCursor - 1]) > open { knownCursor = known.partitioningIndex { Int($0) > open } }
        while knownCursor < known.count && Int(known[knownCursor]) <= open { knownCursor += 1 }
        if knownCursor < known.count && Int(known[knownCursor]) < close { return false }
        if !variables.isEmpty {
            for position in (open + 1)..<close where tokens[position].kind == .identifier && mayBeVariable(position) { return false }
        }
        inertUntil = close
        return true
    }

    /// Whether the token at `index` is a name the index does not know and no tracked variable: the chain it starts
    /// (`items.reduce(0) { … }`) gives no type and reports nothing, as its members apply to no legacy type.
    @inline(__always)
    func isUnknownName(_ index: Int) -> Bool {
        tokens[index].kind == .identifier && tokens[index].symbol < 0 && (variables.isEmpty || !mayBeVariable(index))
    }

    /// Whether the identifier at `index` may name a tracked variable (no false negatives).
    @inline(__always)
    func mayBeVariable(_ index: Int) -> Bool {
        variableFilter.mayContain(tokens[index], in: source)
    }

    /// Lets ``mayBeVariable(_:)`` pass the identifier at `index`, with `prefixed` a one-byte prefix (`_name`).
    mutating func markVariable(_ index: Int, prefixed: Bool = false) {
        variableFilter.insert(tokens[index], in: source, prefixed: prefixed)
    }

    /// A finding of `rule` from token `first` to token `last`.
    func rawFinding(_ rule: Int, from first: Int, to last: Int, symbolToken: Int = -1) -> RawFinding {
        let (line, column) = source.position(of: tokens[first])
        return RawFinding(
            rule: rule, line: line, column: column, endLine: source.endLine(of: tokens[last]),
            symbolToken: symbolToken, firstToken: Int32(first), lastToken: Int32(last))
    }

    // MARK: Preparation

    /// Signs of the library besides the names MECL shares: legacy types and constants, legacy headers,
    /// `import LegacyMPL`; whether any is H0 only; and whether the file uses the successor SDK 2.x.
    private static func evidence(in source: LexedSource, index: ScanIndex) -> (Bool, Bool, Bool) {
        var any = false
        var generationZero = false
        var successor = false
        for known in source.knownTokens {
            let position = Int(known)
            let token = source.tokens[position]
            switch token.kind {
            case .identifier where index.symbol(token.symbol, is: SymbolFlag.successorSDK):
                successor = true
            case .identifier where token.symbol >= 0 && token.symbol != index.keywords.payPal:
                let rule = index.typeRule(token.symbol) ?? index.constantRule(token.symbol)
                if let rule, index.isEvidence[rule] {
                    any = true
                    if index.isGenerationZeroOnly[rule] { generationZero = true }
                } else if token.symbol == index.keywords.legacyModule, position > 0,
                    source.tokens[position - 1].isIdentifier(index.keywords.importWord)
                {
                    any = true
                }
            case .includeTarget:
                if let header = LegacyHeaders.header(named: source.text(of: token)) {
                    any = true
                    if header.generations == [.h0] { generationZero = true }
                } else if LegacyHeaders.isSuccessorSDKHeader(source.text(of: token)) {
                    successor = true
                }
            default:
                break
            }
        }
        return (any, generationZero, successor)
    }
}

/// The bits of ``FileScanner/marks``.
enum Mark {
    /// A member rule already reports the token's use (a class receiving a class message): no type finding.
    static let consumed: UInt8 = 1
    /// The operand starting here was evaluated (a receiver is evaluated by its message before the main loop
    /// reaches it).
    static let visited: UInt8 = 2
    /// Inside a Mobile Express Checkout message: not the payments library.
    static let expressCheckout: UInt8 = 4
}
