/// One file's findings as reported: its source findings, its project-file findings, the configuration's rule
/// settings, fingerprints and the order within the file. It runs on the worker that scanned the file, right after the
/// scan.
struct FileReporter: Sendable {
    /// The rule of each project-file artifact.
    let projectRules: [ProjectArtifact: Rule]
    /// The rule reporting `#import`s of legacy headers (in a bridging header the bridging-header rule reports
    /// those lines instead; an import of a vendored copy is found here, where every vendored header is known).
    let importRule: Rule?
    /// Disabled rules and severity overrides.
    let configuration: MigrationConfiguration
    /// Whether the findings get their fingerprints (`fix`, which neither reports nor compares them, goes without).
    var assignsFingerprints = true

    /// What one file contributes to the result.
    struct FileReport: Sendable {
        /// The findings, configured and fingerprinted, in report order.
        var findings: [ReportedFinding] = []
        /// The file's signs of particular header generations.
        var evidence: [Set<HeaderGeneration>] = []
        /// Findings removed by `disabledRules`.
        var disabledCount = 0
    }

    /// Whether the report of `outcome`, made without knowing the project's vendored headers, changes once their file
    /// names, `vendoredNames`, are known: a bridging header's imports of them, and includes of them (also in a file the
    /// prefilter kept from the lexer).
    static func changes(_ outcome: FileOutcome, withVendoredNames vendoredNames: Set<String>) -> Bool {
        !vendoredNames.isEmpty
            && (outcome.isBridgingHeader || outcome.otherIncludes.contains { vendoredNames.contains($0.header.fileName) }
                || !outcome.includesNotLexed.isDisjoint(with: vendoredNames))
    }

    /// Whether the report of `outcome`, made without knowing the tree's `PayPal.h` files that are the app's own,
    /// `ownHeaders`, changes once they are known: its includes of a `PayPal.h`, a `plugin.xml` installing one of them,
    /// and findings in one of them.
    static func changes(_ outcome: FileOutcome, withOwnHeaders ownHeaders: OwnHeaders) -> Bool {
        !ownHeaders.isEmpty
            && (outcome.includesPayPalHeader || (outcome.ownPayPalHeader == true && !outcome.report.findings.isEmpty)
                || outcome.mentions.contains { $0.artifact == .cordovaPlugin && ownHeaders.names($0.symbol) })
    }

    /// The report of `file`, whose scan gave `outcome`; `vendoredNames` are the file names of every vendored header,
    /// `ownHeaders` the tree's `PayPal.h` files that are the app's own (a bridging header or `plugin.xml` naming one
    /// shows nothing of the library). The findings are moved out of `outcome` (it keeps none), not copied.
    func report(file: ProjectFile, taking outcome: inout FileOutcome, vendoredNames: Set<String>, ownHeaders: OwnHeaders) -> FileReport {
        var report = FileReport(evidence: GenerationInference.distinctSigns(outcome.generationEvidence))
        var collected: [ReportedFinding] = []
        collected.reserveCapacity(outcome.findings.count + outcome.mentions.count)
        let lineTexts = outcome.lineTexts
        outcome.findings.moveEach(leaving: ReportedFinding.movedOut.finding) { finding in
            let line = finding.line
            collected.append(ReportedFinding(finding: finding, sourceLine: lineTexts[line] ?? "", fingerprint: ""))
        }
        var mentions = outcome.mentions
        var texts = lineTexts
        if let header = outcome.bridgingHeaderBytes {
            let imports = ProjectArtifactReader.bridgingHeaderMentions(header, headerNames: VendoredHeaders.fileNames.union(vendoredNames))
                .filter { !ownHeaders.names($0.symbol) }
            let lines = ByteLines(header)
            for mention in imports { texts[mention.line] = lines.text(ofLine: mention.line) }
            mentions += imports
            let importLines = Set(imports.map(\.line))
            collected.removeAll { $0.finding.rule == importRule?.id && importLines.contains($0.finding.line) }
        }
        if let importRule {
            for include in outcome.otherIncludes where vendoredNames.contains(include.header.fileName) {
                let finding = Finding(
                    rule: importRule.id, severity: importRule.severity, file: file.relativePath, line: include.header.line,
                    column: include.header.column, endLine: include.header.line, message: LegacyScanner.message(for: importRule),
                    symbol: importRule.element.symbol, support: importRule.support, replacement: importRule.replacement)
                collected.append(ReportedFinding(finding: finding, sourceLine: include.lineText, fingerprint: ""))
            }
        }
        if !ownHeaders.isEmpty { mentions.removeAll { $0.artifact == .cordovaPlugin && ownHeaders.names($0.symbol) } }
        for mention in mentions {
            if !mention.generations.isEmpty { report.evidence.append(mention.generations) }
            guard let rule = projectRules[mention.artifact] else { continue }
            let finding = Self.finding(rule: rule, mention: mention, file: file.relativePath)
            collected.append(ReportedFinding(finding: finding, sourceLine: texts[mention.line] ?? "", fingerprint: ""))
        }
        // Without rule settings every finding stands as it is.
        if !configuration.disabledRules.isEmpty || !configuration.severityOverrides.isEmpty {
            let count = collected.count
            collected = collected.compactMap { item in
                configuration.apply(to: item.finding).map { ReportedFinding(finding: $0, sourceLine: item.sourceLine, fingerprint: "") }
            }
            report.disabledCount = count - collected.count
        }
        if assignsFingerprints { FindingFingerprint.assign(to: &collected) }
        collected.sortUnlessSorted { ReportedFinding.reportOrder($0.finding, $1.finding) }
        report.findings = collected
        return report
    }

    /// The finding of a project-file `mention`, worded from its `rule`.
    static func finding(rule: Rule, mention: ArtifactMention, file: String) -> Finding {
        Finding(
            rule: rule.id, severity: rule.severity, file: file, line: mention.line, column: mention.column,
            endLine: mention.line, message: "\(mention.symbol): \(rule.title). \(rule.action)", symbol: mention.symbol,
            support: rule.support, replacement: rule.replacement)
    }
}
