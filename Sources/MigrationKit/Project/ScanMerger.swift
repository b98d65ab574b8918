/// Merges the per-file outcomes of a scan into one result: project-file findings, bridging headers,
/// generations, the configuration's rule settings, fingerprints, and the report order.
///
/// Everything that concerns one file (its project-file findings, the configuration, fingerprints, which
/// count occurrences within a file, and the order within the file) runs per file in parallel; the merge
/// itself only concatenates the files in path order and adds up the counts.
struct ScanMerger {
    let root: String
    let projectRules: [ProjectArtifact: Rule]
    /// The rule reporting `#import`s of legacy headers (in a bridging header the bridging-header rule reports
    /// those lines instead; an import of a vendored copy is found here, where every vendored header is known).
    let importRule: Rule?
    let configuration: MigrationConfiguration
    let jobs: Int

    /// What one file contributes to the result.
    private struct FileReport: Sendable {
        var findings: [ReportedFinding] = []
        var evidence: [Set<HeaderGeneration>] = []
        var disabledCount = 0
    }

    func merge(files: [ProjectFile], outcomes: [FileOutcome], walkDiagnostics: [ScanDiagnostic]) -> ProjectScanResult {
        let vendoredNames = Set(
            zip(files, outcomes).compactMap { file, outcome in
                outcome.mentions.contains { $0.artifact == .vendoredHeader } ? file.relativePath.pathFileName : nil
            })
        let pairs = Array(zip(files, outcomes))
        let reports = ParallelFileRunner(jobs: jobs).map(pairs, weight: { $0.1.findings.count + $0.1.mentions.count }) { file, outcome in
            report(file: file, outcome: outcome, vendoredNames: vendoredNames)
        }
        var result = ProjectScanResult(
            root: root, findings: [], generations: [], diagnostics: [], filesScanned: 0, filesLexed: 0, linesScanned: 0,
            bytesScanned: 0, suppressedCount: 0, disabledCount: 0)
        var diagnostics = walkDiagnostics
        var evidence: [Set<HeaderGeneration>] = []
        for (outcome, report) in zip(outcomes, reports) {
            diagnostics += outcome.diagnostics
            result.filesScanned += outcome.read ? 1 : 0
            result.filesLexed += outcome.lexed ? 1 : 0
            result.linesScanned += outcome.lineCount
            result.bytesScanned += outcome.byteCount
            result.suppressedCount += outcome.suppressedCount
            result.disabledCount += report.disabledCount
            evidence += report.evidence
        }
        // Every sign from sources and project files together: a sign several generations share (H1 or H2)
        // says nothing more once another sign decides between them.
        result.generations = GenerationInference.generations(from: evidence)
        result.diagnostics = diagnostics.sorted()
        // Each file's findings are in report order and carry the file's path: the files in path order give the
        // report order (file, line, column, rule) with no sort of the findings themselves.
        let fileOrder = files.indices.sorted { files[$0].relativePath < files[$1].relativePath }
        result.findings.reserveCapacity(reports.reduce(0) { $0 + $1.findings.count })
        for index in fileOrder { result.findings += reports[index].findings }
        return result
    }

    /// One file's findings as reported: source findings, project-file findings (including a bridging
    /// header's imports, which need every vendored header's name), configured, fingerprinted, in report order.
    private func report(file: ProjectFile, outcome: FileOutcome, vendoredNames: Set<String>) -> FileReport {
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
