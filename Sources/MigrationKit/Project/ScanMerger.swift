/// Merges the per-file outcomes of a scan into one result: project-file findings of files that needed the whole
/// project, generations, the counts, and the report order.
///
/// Everything that concerns one file (its project-file findings, the configuration, fingerprints, which count
/// occurrences within a file, and the order within the file) was done by ``FileReporter`` on the worker that scanned
/// it; the few files that need every vendored header's name are reported here, in parallel. The merge itself only
/// concatenates the files in path order and adds up the counts.
struct ScanMerger {
    let root: String
    let reporter: FileReporter
    let jobs: Int

    func merge(files: [ProjectFile], outcomes: [FileOutcome], walkDiagnostics: [ScanDiagnostic]) -> ProjectScanResult {
        let vendoredNames = Set(
            zip(files, outcomes).compactMap { file, outcome in
                outcome.mentions.contains { $0.artifact == .vendoredHeader } ? file.relativePath.pathFileName : nil
            })
        let pending = outcomes.indices.filter { outcomes[$0].report == nil }
        let pendingPairs = pending.map { (files[$0], outcomes[$0]) }
        let lateReports = ParallelFileRunner(jobs: jobs).map(pendingPairs, weight: { $0.1.findings.count + $0.1.mentions.count }) {
            [reporter] file, outcome in
            var outcome = outcome
            return reporter.report(file: file, taking: &outcome, vendoredNames: vendoredNames)
        }
        var reports = outcomes.map { $0.report ?? FileReporter.FileReport() }
        for (index, report) in zip(pending, lateReports) { reports[index] = report }
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
        // report order (file, line, column, rule) with no sort of the findings themselves. The walk lists the files
        // in path order already.
        let inPathOrder = files.indices.dropFirst().allSatisfy { files[$0 - 1].relativePath < files[$0].relativePath }
        let fileOrder = inPathOrder ? Array(files.indices) : files.indices.sorted { files[$0].relativePath < files[$1].relativePath }
        result.findings.reserveCapacity(reports.reduce(0) { $0 + $1.findings.count })
        for index in fileOrder { result.findings += reports[index].findings }
        return result
    }
}
