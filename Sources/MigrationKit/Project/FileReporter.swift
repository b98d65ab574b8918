/// One file's findings as reported: its source findings, its project-file findings, the configuration's rule
/// settings, fingerprints and the order within the file. It runs on the worker that scanned the file, right after the
/// scan, unless the file needs what only the whole project knows (``needsProjectContext(_:)``); the merge reports
/// those.
struct FileReporter: Sendable {
    /// The rule of each project-file artifact.
    let projectRules: [ProjectArtifact: Rule]
    /// The rule reporting `#import`s of legacy headers (in a bridging header the bridging-header rule reports
    /// those lines instead; an import of a vendored copy is found here, where every vendored header is known).
    let importRule: Rule?
    /// Disabled rules and severity overrides.
    let configuration: MigrationConfiguration

    /// What one file contributes to the result.
    struct FileReport: Sendable {
        /// The findings, configured and fingerprinted, in report order.
        var findings: [ReportedFinding] = []
        /// The file's signs of particular header generations.
        var evidence: [Set<HeaderGeneration>] = []
        /// Findings removed by `disabledRules`.
        var disabledCount = 0
    }

    /// Whether the report of `outcome` needs every vendored header's name: a bridging header's imports, and includes
    /// of headers that may be vendored copies of the library's.
    static func needsProjectContext(_ outcome: FileOutcome) -> Bool {
        outcome.bridgingHeaderBytes != nil || !outcome.otherIncludes.isEmpty
    }

    /// The report of `file`, whose scan gave `outcome`; `vendoredNames` are the file names of every vendored header.
    func report(file: ProjectFile, outcome: FileOutcome, vendoredNames: Set<String>) -> FileReport {
        var report = FileReport(evidence: outcome.generationEvidence)
        var collected = outcome.findings.map { ($0, outcome.lineTexts[$0.line] ?? "") }
        var mentions = outcome.mentions
        var lineTexts = outcome.lineTexts
        if let header = outcome.bridgingHeaderBytes {
            let imports = ProjectArtifactReader.bridgingHeaderMentions(header, headerNames: VendoredHeaders.fileNames.union(vendoredNames))
            let lines = ByteLines(header)
            for mention in imports { lineTexts[mention.line] = lines.text(ofLine: mention.line) }
            mentions += imports
            let importLines = Set(imports.map(\.line))
            collected.removeAll { $0.0.rule == importRule?.id && importLines.contains($0.0.line) }
        }
        if let importRule {
            for include in outcome.otherIncludes where vendoredNames.contains(include.header.fileName) {
                let finding = Finding(
                    rule: importRule.id, severity: importRule.severity, file: file.relativePath, line: include.header.line,
                    column: include.header.column, endLine: include.header.line, message: LegacyScanner.message(for: importRule),
                    symbol: importRule.element.symbol, support: importRule.support, replacement: importRule.replacement)
                collected.append((finding, include.lineText))
            }
        }
        for mention in mentions {
            if !mention.generations.isEmpty { report.evidence.append(mention.generations) }
            guard let rule = projectRules[mention.artifact] else { continue }
            collected.append((Self.finding(rule: rule, mention: mention, file: file.relativePath), lineTexts[mention.line] ?? ""))
        }
        // Without rule settings every finding stands as it is: no copy of each.
        let configured =
            configuration.disabledRules.isEmpty && configuration.severityOverrides.isEmpty
            ? collected
            : collected.compactMap { finding, line -> (Finding, String)? in configuration.apply(to: finding).map { ($0, line) } }
        report.disabledCount = collected.count - configured.count
        let fingerprints = FindingFingerprint.fingerprints(for: configured.map { (finding: $0.0, sourceLine: $0.1) })
        var findings: [ReportedFinding] = []
        findings.reserveCapacity(configured.count)
        for (index, (finding, line)) in configured.enumerated() {
            findings.append(ReportedFinding(finding: finding, sourceLine: line, fingerprint: fingerprints[index]))
        }
        let inOrder = findings.indices.dropFirst().allSatisfy { !ReportedFinding.reportOrder(findings[$0].finding, findings[$0 - 1].finding) }
        report.findings = inOrder ? findings : findings.sorted { ReportedFinding.reportOrder($0.finding, $1.finding) }
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
