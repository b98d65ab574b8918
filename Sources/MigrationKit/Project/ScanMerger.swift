import Dispatch

/// Merges the per-file outcomes of a scan into one result: the files whose report needs the whole project scanned
/// again, generations, the counts, and the report order.
///
/// Everything that concerns one file (its project-file findings, the configuration, fingerprints, which count
/// occurrences within a file, and the order within the file) was done by ``FileReporter`` on the worker that scanned
/// it. What only the whole project knows (the file names of vendored copies of the legacy headers, the headers that
/// build settings name as bridging headers, and whether the tree's `PayPal.h` files are the app's own) changes the
/// report of few files, if any: those are scanned again, in parallel, knowing it. The merge itself only concatenates the
/// files in path order and adds up the counts.
struct ScanMerger {
    let root: String
    let job: FileScanJob
    let jobs: Int

    /// Merges `outcomes`, those of `files`; `namedBridgingHeaders` are the indexes of the files build settings name
    /// as the bridging header.
    func merge(
        files: [ProjectFile], outcomes: consuming [FileOutcome], namedBridgingHeaders: Set<Int>, walkDiagnostics: [ScanDiagnostic]
    ) -> ProjectScanResult {
        // The outcomes are read by index throughout: iterating them would copy each one (its arrays and strings counted).
        let vendoredNames = Set(
            outcomes.indices.compactMap { index in
                outcomes[index].mentions.contains { $0.artifact == .vendoredHeader } ? files[index].relativePath.pathFileName : nil
            })
        let ownHeaders = Self.ownHeaders(files: files, outcomes: outcomes)
        let again = outcomes.indices.filter {
            namedBridgingHeaders.contains($0) || FileReporter.changes(outcomes[$0], withVendoredNames: vendoredNames)
                || FileReporter.changes(outcomes[$0], withOwnHeaders: ownHeaders)
        }
        var outcomes = outcomes
        let rescanned = ParallelFileRunner(jobs: jobs).map(again, weight: { files[$0].knownSize }) { [job] index in
            job.run(
                files[index], vendoredNames: vendoredNames, asBridgingHeader: namedBridgingHeaders.contains(index), ownHeaders: ownHeaders)
        }
        for (index, outcome) in zip(again, rescanned) { outcomes[index] = outcome }
        var result = ProjectScanResult(
            root: root, findings: [], generations: [], diagnostics: [], filesScanned: 0, filesLexed: 0, linesScanned: 0,
            bytesScanned: 0, suppressedCount: 0, disabledCount: 0)
        var diagnostics = walkDiagnostics
        var evidence: [Set<HeaderGeneration>] = []
        for index in outcomes.indices {
            diagnostics += outcomes[index].diagnostics
            result.filesScanned += outcomes[index].read ? 1 : 0
            result.filesLexed += outcomes[index].lexed ? 1 : 0
            result.linesScanned += outcomes[index].lineCount
            result.bytesScanned += outcomes[index].byteCount
            result.suppressedCount += outcomes[index].suppressedCount
            result.disabledCount += outcomes[index].report.disabledCount
            evidence += outcomes[index].report.evidence
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
        result.findings = Self.findings(movedOutOf: &outcomes, in: fileOrder, jobs: jobs)
        BackgroundRelease.release(consume outcomes)  // thousands of outcomes' arrays: freed while the report is written
        return result
    }

    /// The findings of `outcomes` taken in `order`, moved (not copied) into one array by up to `jobs` threads, each moving a
    /// run of files with about as many findings as the others into its place. The outcomes keep none.
    private static func findings(movedOutOf outcomes: inout [FileOutcome], in order: [Int], jobs: Int) -> [ReportedFinding] {
        var firstFindings: [Int] = []  // where each file's findings go, in `order`
        firstFindings.reserveCapacity(order.count)
        var total = 0
        for index in order {
            firstFindings.append(total)
            total += outcomes[index].report.findings.count
        }
        guard total > 0 else { return [] }
        return [ReportedFinding](unsafeUninitializedCapacity: total) { target, initialized in
            let slots = DisjointWrites(target.baseAddress!)
            outcomes.withUnsafeMutableBufferPointer { outcomes in
                let files = DisjointWrites(outcomes.baseAddress!)
                let workers = max(1, min(jobs, order.count))
                DispatchQueue.concurrentPerform(iterations: workers) { [firstFindings, total] worker in
                    // The files whose first finding falls in this worker's share of the findings.
                    let share = (total * worker / workers)..<(total * (worker + 1) / workers)
                    var position = firstFindings.partitioningIndex { $0 >= share.lowerBound }
                    while position < order.count && firstFindings[position] < share.upperBound {
                        var slot = slots.base + firstFindings[position]
                        files.base[order[position]].report.findings.moveEach(leaving: .movedOut) { finding in
                            slot.initialize(to: finding)
                            slot += 1
                        }
                        position += 1
                    }
                }
            }
            initialized = total
        }
    }

    /// The tree's `PayPal.h` files when every one is the app's own (each decided by its own scan), else none: an include
    /// of `PayPal.h` may then only mean one of them.
    private static func ownHeaders(files: [ProjectFile], outcomes: [FileOutcome]) -> OwnHeaders {
        var paths: [String] = []
        for index in outcomes.indices {
            guard let own = outcomes[index].ownPayPalHeader else { continue }
            if !own { return OwnHeaders() }
            paths.append(files[index].relativePath)
        }
        return OwnHeaders(payPalHeaderPaths: paths)
    }
}
