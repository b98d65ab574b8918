/// Merges the per-file outcomes of a scan into one result: project-file findings, bridging headers,
/// generations, the configuration's rule settings, fingerprints, and the report order.
struct ScanMerger {
    let root: String
    let projectRules: [ProjectArtifact: Rule]
    let configuration: MigrationConfiguration

    mutating func merge(files: [ProjectFile], outcomes: [FileOutcome], walkDiagnostics: [ScanDiagnostic]) -> ProjectScanResult {
        var collected: [(finding: Finding, sourceLine: String)] = []
        var diagnostics = walkDiagnostics
        var evidence: [Set<HeaderGeneration>] = []
        var result = ProjectScanResult(
            root: root, findings: [], generations: [], diagnostics: [], filesScanned: 0, filesLexed: 0, linesScanned: 0,
            bytesScanned: 0, suppressedCount: 0, disabledCount: 0)
        let vendoredNames = Set(zip(files, outcomes).compactMap { file, outcome in
            outcome.mentions.contains { $0.artifact == .vendoredHeader } ? file.relativePath.pathFileName : nil
        })
        for (file, outcome) in zip(files, outcomes) {
            diagnostics += outcome.diagnostics
            result.filesScanned += outcome.read ? 1 : 0
            result.filesLexed += outcome.lexed ? 1 : 0
            result.linesScanned += outcome.lineCount
            result.bytesScanned += outcome.byteCount
            result.suppressedCount += outcome.suppressedCount
            evidence += outcome.generationEvidence
            for finding in outcome.findings {
                collected.append((finding, outcome.lineTexts[finding.line] ?? ""))
            }
            var mentions = outcome.mentions
            var lineTexts = outcome.lineTexts
            if let header = outcome.bridgingHeaderBytes {
                let imports = ProjectArtifactReader.bridgingHeaderMentions(header, headerNames: VendoredHeaders.fileNames.union(vendoredNames))
                let lines = ByteLines(header)
                for mention in imports { lineTexts[mention.line] = lines.text(ofLine: mention.line) }
                mentions += imports
            }
            for mention in mentions {
                if !mention.generations.isEmpty { evidence.append(mention.generations) }
                guard let rule = projectRules[mention.artifact] else { continue }
                collected.append((Self.finding(rule: rule, mention: mention, file: file.relativePath), lineTexts[mention.line] ?? ""))
            }
        }
        // Every sign from sources and project files together: a sign several generations share (H1 or H2)
        // says nothing more once another sign decides between them.
        result.generations = GenerationInference.generations(from: evidence)
        result.diagnostics = diagnostics.sorted()
        let configured = collected.compactMap { item -> (finding: Finding, sourceLine: String)? in
            configuration.apply(to: item.finding).map { ($0, item.sourceLine) }
        }
        result.disabledCount = collected.count - configured.count
        let fingerprints = FindingFingerprint.fingerprints(for: configured)
        result.findings = zip(configured, fingerprints)
            .map { ReportedFinding(finding: $0.finding, sourceLine: $0.sourceLine, fingerprint: $1) }
            .sorted { ReportedFinding.reportOrder($0.finding, $1.finding) }
        return result
    }

    /// The finding of a project-file `mention`, worded from its `rule`.
    static func finding(rule: Rule, mention: ArtifactMention, file: String) -> Finding {
        Finding(
            rule: rule.id, severity: rule.severity, file: file, line: mention.line, column: mention.column,
            endLine: mention.line, message: "\(mention.symbol): \(rule.title). \(rule.action)", symbol: mention.symbol,
            support: rule.support, replacement: rule.replacement)
    }
}
