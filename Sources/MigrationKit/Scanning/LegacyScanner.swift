/// Scans Objective-C and Swift sources for uses of the 2011 Mobile Payments Library, and Java and Kotlin sources
/// for the Android library (`com.paypal.android.MEP`, `JavaFileScanner`).
///
/// Lexes bytes (not `String`s), then follows the legacy classes through messages, calls, properties and
/// variables. It does not report code in comments, strings or `#if 0` blocks, same-named methods of the app's
/// own classes, or the unrelated Mobile Express Checkout library: MECL shares the `PayPal` class and its
/// `getPayPalInst` accessor, so an accessor (or a `PayPal *` variable) that only serves MECL calls
/// (`fetchDeviceReferenceTokenWithAppID:…`) reports nothing, nor do the enum constants passed to them. The
/// successor PayPal iOS SDK 2.x reuses the names `PayPalPayment` and `PayPalPaymentDelegate` (an app cannot
/// link both libraries): in a file that uses that SDK (`PayPalMobile.h`, `PayPalPaymentViewController`, …) those
/// names are its own and are not reported.
/// Create one and reuse it: the catalog's lookup tables are built once, and `scan` may run on many threads.
public struct LegacyScanner: Sendable {
    /// The rules the scanner reports.
    public let catalog: RuleCatalog
    private let index: ScanIndex
    private let androidIndex: AndroidScanIndex
    /// Per rule, what its findings carry (read per finding without copying the rule).
    private let facts: [RuleFacts]

    /// A scanner for `catalog`.
    public init(catalog: RuleCatalog = .standard) {
        self.catalog = catalog
        index = ScanIndex(catalog: catalog)
        androidIndex = AndroidScanIndex(catalog: catalog)
        facts = catalog.rules.map(RuleFacts.init)
    }

    /// Scans one file's bytes (`original`; any bytes: invalid UTF-8 is fine) written in `language`; findings carry `path`.
    /// Positions are 32-bit: a file of 2 GiB or more is not scanned (an empty result; callers skip such files).
    /// A carriage return alone ends a line, as `\n` and `\r\n` do (`LineEndings`). `ownHeaders` are the `PayPal.h` files
    /// of the tree that are the app's own (`path` is then relative to the same root): including one imports nothing of the
    /// library, and `PayPal` is the app's class in a file that does.
    public func scan(_ original: [UInt8], path: String, language: SourceLanguage, ownHeaders: OwnHeaders = OwnHeaders()) -> FileScan {
        scan(normalized: LineEndings.normalizingLoneCarriageReturns(original), path: path, language: language, ownHeaders: ownHeaders)
    }

    /// ``scan(_:path:language:ownHeaders:)`` of bytes whose lone carriage returns are already line feeds;
    /// `passingOverQuietStatements` false makes the main passes read every statement (tests compare the two).
    func scan(
        normalized bytes: [UInt8], path: String, language: SourceLanguage, ownHeaders: OwnHeaders = OwnHeaders(),
        passingOverQuietStatements: Bool = true
    ) -> FileScan {
        guard bytes.count < Int(Int32.max) else { return FileScan(findings: [], generations: [], suppressedCount: 0) }
        let source: LexedSource
        let raw: [RawFinding]
        var otherIncludes: [IncludedHeader] = []
        var includesPayPalHeader = false
        var isOwnPayPalHeader = false
        var matching: [Int32]?
        switch language {
        case .objectiveC, .swift, .c:
            source = language == .swift ? SwiftLexer.lex(bytes, names: index.names) : ObjectiveCLexer.lex(bytes, names: index.names)
            var scanner = FileScanner(index: index, source: source, language: language, ownHeaders: ownHeaders, path: path)
            scanner.passesOverQuietStatements = passingOverQuietStatements
            raw = scanner.run()
            matching = scanner.matching
            otherIncludes = scanner.otherIncludes
            includesPayPalHeader = scanner.includesPayPalHeader
            if path.hasSuffix(OwnHeaders.payPalHeaderName) && path.pathFileName == OwnHeaders.payPalHeaderName {
                isOwnPayPalHeader = !scanner.namesTheLibrary()
            }
        case .java, .kotlin:
            source = language == .kotlin ? KotlinLexer.lex(bytes, names: androidIndex.names) : JavaLexer.lex(bytes, names: androidIndex.names)
            var scanner = JavaFileScanner(index: androidIndex, source: source, kotlin: language == .kotlin)
            if !passingOverQuietStatements { scanner.passesOverQuietStatements = false }
            raw = scanner.run()
            matching = scanner.matching
        }
        let suppressions = Suppressions(source)
        var findings: [Finding] = []
        findings.reserveCapacity(raw.count)
        var evidence: [GenerationEvidence] = []
        evidence.reserveCapacity(raw.count)  // at most one sign per finding, and the includes' few
        var suppressed = 0
        var seen = Set<Int64>(minimumCapacity: raw.count)
        var planner = FixPlanner(source: source, language: language, matching: matching)
        facts.withUnsafeBufferPointer { facts in  // a rule's facts are read in place, not copied per finding
            for item in raw {
                let key = Int64(item.rule) << 48 | Int64(item.line) << 20 | Int64(item.column)
                guard seen.insert(key).inserted else { continue }
                let rule = UnsafePointer(facts.baseAddress! + item.rule)
                // Asked before the finding is made: a silenced use makes no strings.
                if !suppressions.isEmpty && suppressions.silences(rule: rule.pointee.id, line: Int(item.line), endLine: Int(item.endLine)) {
                    suppressed += 1
                    continue
                }
                let named = item.symbolToken >= 0 && rule.pointee.namesToken
                let symbol = named ? source.string(of: source.tokens[item.symbolToken]) : rule.pointee.symbol
                var fix: FindingFix?
                if let ruleFix = rule.pointee.fix {
                    let edits = planner.edits(ruleFix.prepared, first: Int(item.firstToken), last: Int(item.lastToken))
                    if !edits.isEmpty { fix = FindingFix(description: ruleFix.summary, edits: edits) }
                }
                let generations = named ? LegacyTypeFacts.constantGenerations[symbol] ?? rule.pointee.generations : rule.pointee.generations
                if !generations.isEmpty && generations.count < HeaderGeneration.allCases.count {
                    evidence.append(GenerationEvidence(generations: generations, symbol: symbol, line: Int(item.line)))
                }
                findings.append(
                    Finding(
                        rule: rule.pointee.id, severity: rule.pointee.severity, file: path, line: Int(item.line), column: Int(item.column),
                        endLine: Int(item.endLine), message: named ? "\(symbol): \(rule.pointee.message)" : rule.pointee.message,
                        symbol: symbol, support: rule.pointee.support, replacement: rule.pointee.replacement, fix: fix))
            }
        }
        for known in source.knownTokens where source.tokens[Int(known)].kind == .includeTarget {
            let token = source.tokens[Int(known)]
            if let header = LegacyHeaders.header(named: source.text(of: token)), header.generations.count < 3 {
                evidence.append(GenerationEvidence(generations: header.generations, symbol: header.name, line: Int(source.line(of: token))))
            }
        }
        findings.sortUnlessSorted(by: Self.precedes)  // the passes report mostly in order
        evidence.sortUnlessSorted { $0.line != $1.line ? $0.line < $1.line : $0.symbol < $1.symbol }  // in order as found, mostly
        var scan = FileScan(
            findings: findings, generations: GenerationInference.generations(from: evidence.map(\.generations)),
            suppressedCount: suppressed, generationEvidence: evidence)
        scan.otherIncludes = otherIncludes
        scan.includesPayPalHeader = includesPayPalHeader
        scan.isOwnPayPalHeader = isOwnPayPalHeader
        // By index: mapping the findings themselves hands each one over as a copy (every string retained and released).
        scan.lineTexts = Self.lineTexts(ofLines: findings.withUnsafeBufferPointer { found in found.indices.map { found[$0].line } }, in: source)
        scan.lexedLines = source.lexedLines
        return scan
    }

    /// The order of a file's findings: by line, column, then rule (the rule ids, strings, are compared only between
    /// findings at one place).
    private static func precedes(_ lhs: borrowing Finding, _ rhs: borrowing Finding) -> Bool {
        lhs.line != rhs.line ? lhs.line < rhs.line : lhs.column != rhs.column ? lhs.column < rhs.column : lhs.rule < rhs.rule
    }

    /// The texts of `lines` (each the line of a code token), found from their tokens: a token's start less its
    /// column is where its line starts, so no line before it is counted.
    private static func lineTexts(ofLines lines: [Int], in source: LexedSource) -> [Int: String] {
        var texts: [Int: String] = [:]
        texts.reserveCapacity(lines.count)  // at most one text per line asked: the table never grows (and rehashes)
        for line in lines where texts[line] == nil {
            guard let start = source.lineStart(ofLine: Int32(line)) else { continue }
            texts[line] = ByteLines.text(ofLineStartingAt: start, in: source.bytes)
        }
        return texts
    }

    /// The message of a rule's findings: the element (`symbol`, when the caller has made it already), how `LegacyMPL`
    /// supports it, and what to do.
    static func message(for rule: Rule, symbol: String? = nil) -> String {
        "\(symbol ?? rule.element.symbol) \(rule.support.phrase). \(rule.action)"
    }
}

extension LegacyElement {
    /// Whether the element covers several names (an enum's constants, an Android class's constants or members):
    /// its findings name the one used.
    var findingsNameTheToken: Bool {
        switch self {
        case .enumeration, .android(.constants), .android(.members): true
        default: false
        }
    }
}

extension Support {
    /// The support level as a phrase in a sentence.
    public var phrase: String {
        switch self {
        case .worksUnchanged: "works unchanged on LegacyMPL"
        case .behaviourDifference: "works on LegacyMPL with a behaviour difference"
        case .needsChange: "needs a change"
        case .noEquivalent: "has no equivalent"
        }
    }
}

/// What a rule's findings carry, gathered once per scanner: a finding reads these instead of copying its rule.
private struct RuleFacts: Sendable {
    let id: String
    let severity: Severity
    let support: Support
    let replacement: String
    let message: String
    let symbol: String
    /// Whether the findings name the token used (an enum's constant, an Android member).
    let namesToken: Bool
    let generations: Set<HeaderGeneration>
    /// The rule's fix, ready for the hot path, and its one-line summary.
    let fix: (prepared: PreparedFix, summary: String)?

    init(_ rule: Rule) {
        fix = rule.fix.map { (PreparedFix($0), $0.summary) }
        id = rule.id
        severity = rule.severity
        support = rule.support
        replacement = rule.replacement
        symbol = rule.element.symbol  // made once: an Android element's symbol takes some string work
        message = LegacyScanner.message(for: rule, symbol: symbol)
        namesToken = rule.element.findingsNameTheToken
        generations = rule.generations
    }
}
