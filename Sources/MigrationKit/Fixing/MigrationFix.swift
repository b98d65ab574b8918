import Foundation

/// What `mpl-migrate fix` is asked to do.
public struct FixOptions: Sendable {
    /// Files or directories to fix.
    public var paths: [String]
    /// Print a unified diff and change nothing.
    public var dryRun: Bool
    /// A configuration file (else `.mpl-migrate.json` at the root, if any).
    public var configurationPath: String?
    /// Exit 1 when a finding this severe or worse remains.
    public var failOn: FailThreshold
    /// Files scanned at once.
    public var jobs: Int

    /// Creates options.
    public init(paths: [String], dryRun: Bool = false, configurationPath: String? = nil, failOn: FailThreshold = .error, jobs: Int = 1) {
        self.paths = paths
        self.dryRun = dryRun
        self.configurationPath = configurationPath
        self.failOn = failOn
        self.jobs = jobs
    }
}

/// What `mpl-migrate fix` did.
public struct FixOutcome: Sendable {
    /// For standard output: the unified diff (dry run) or the summary.
    public var output: String
    /// For standard error: the summary of a dry run, files left alone, errors.
    public var messages: [String]
    /// Fixes applied (or, in a dry run, that would be), by rule id.
    public var appliedByRule: [String: Int]
    /// The files changed (or that would be), relative to the scanned root.
    public var changedFiles: [String]
    /// The findings left: after a real run, those of a new scan; in a dry run, those without a fix that applies.
    public var remaining: Int
    /// 0, 1 (findings at or above `--fail-on` remain) or 2 (a usage or I/O error, or a file left unfixed because it
    /// could not be read or written or changed since it was read).
    public var exitCode: Int32

    /// The number of fixes applied.
    public var appliedCount: Int { appliedByRule.values.reduce(0, +) }
}

extension MigrationCheck {
    /// `mpl-migrate fix`: scans, applies every finding's mechanical fix (``RuleFix``) to its file atomically (or, in a
    /// dry run, prints them as a diff), then scans again and says what remains.
    public func fix(_ options: FixOptions) -> FixOutcome {
        let scanned: ProjectScanResult
        do {
            scanned = try scanForFix(options)
        } catch {
            return FixOutcome(
                output: "", messages: ["error: \(error)"], appliedByRule: [:], changedFiles: [], remaining: 0, exitCode: CheckOutcome.usageOrIOError)
        }
        var byFile: [String: [Finding]] = [:]
        scanned.findings.withUnsafeBufferPointer { findings in  // read in place: only the fixable findings are copied
            for index in findings.indices where findings[index].finding.fix != nil {
                byFile[findings[index].finding.file, default: []].append(findings[index].finding)
            }
        }
        let files = byFile.keys.sorted()
        let root = scanned.root
        let fixes = ParallelFileRunner(jobs: options.jobs).map(files, weight: { byFile[$0]?.count ?? 0 }) { [byFile] file in
            FileFix.make(file, findings: byFile[file] ?? [], root: root, dryRun: options.dryRun)
        }
        var applied: [String: Int] = [:]
        var changed: [String] = []
        var messages: [String] = []
        var diff = ""
        var failedFiles = 0  // not read or not written: the run did not do what it says
        var fixedFindings: Set<FindingPlace> = []
        for (file, fix) in zip(files, fixes) {  // in path order, whatever order the workers finished in
            messages += fix.messages
            if fix.failed { failedFiles += 1 }
            guard !fix.applied.isEmpty else { continue }
            diff += fix.diff
            changed.append(file)
            for finding in fix.applied {
                applied[finding.rule, default: 0] += 1
                fixedFindings.insert(FindingPlace(finding))
            }
        }
        var remaining = 0
        var failing = false
        if options.dryRun || changed.isEmpty {
            scanned.findings.withUnsafeBufferPointer { findings in  // counted in place: no finding is copied
                for item in findings where !fixedFindings.contains(FindingPlace(item.finding)) {
                    remaining += 1
                    failing = failing || options.failOn.fails(item.finding.severity)
                }
            }
        } else {
            let rescanned = (try? scanForFix(options).findings) ?? scanned.findings
            remaining = rescanned.count
            failing = rescanned.contains { options.failOn.fails($0.finding.severity) }
        }
        let summary = Self.fixSummary(applied: applied, files: changed.count, remaining: remaining, dryRun: options.dryRun)
        return FixOutcome(
            output: options.dryRun ? diff : summary, messages: messages + (options.dryRun ? [summary] : []), appliedByRule: applied,
            changedFiles: changed, remaining: remaining,
            exitCode: failedFiles > 0 ? CheckOutcome.usageOrIOError : failing ? CheckOutcome.findingsFailed : CheckOutcome.clean)
    }

    private func scanForFix(_ options: FixOptions) throws -> ProjectScanResult {
        guard !options.paths.isEmpty else { throw FixUsageError("no PATH given: name the files or directories to fix, e.g. `mpl-migrate fix MyApp/`.") }
        let (root, paths, missing) = Self.resolvedPaths(options.paths)
        guard missing.isEmpty else { throw FixUsageError(missing.joined(separator: " ")) }
        let configuration = try loadConfiguration(options.configurationPath, root: root)
        return scanProject(paths, root: root, configuration: configuration, jobs: options.jobs, fingerprints: false)  // never shown
    }

    /// `fixed 12 findings in 4 files:` with a line per rule, then how many findings remain.
    static func fixSummary(applied: [String: Int], files: Int, remaining: Int, dryRun: Bool) -> String {
        let total = applied.values.reduce(0, +)
        var text: String
        if total == 0 {
            text = "nothing to fix: no finding has a mechanical fix.\n"
        } else {
            text = "\(dryRun ? "would fix" : "fixed") \(total) finding\(total == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s"):\n"
            for (rule, count) in applied.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }) {
                text += "  \(String(count).leftPadded(to: 5))  \(rule)\n"
            }
        }
        let noun = remaining == 1 ? "finding remains" : "findings remain"
        text +=
            dryRun
            ? "\(remaining) \(noun) without a mechanical fix; `mpl-migrate check` lists them.\n"
            : "\(remaining) \(noun); `mpl-migrate check` lists them.\n"
        return text
    }
}

/// A path problem that stops `fix` before it scans.
private struct FixUsageError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}

/// A finding's place and rule, which identify it within one scan.
private struct FindingPlace: Hashable {
    let file: String
    let line: Int
    let column: Int
    let rule: String

    init(_ finding: borrowing Finding) {
        file = finding.file
        line = finding.line
        column = finding.column
        rule = finding.rule
    }
}

/// What fixing one file gave: made on a worker, files in parallel (each file is read, edited and written by one).
private struct FileFix: Sendable {
    /// The findings whose fix was applied (none: the file is unchanged).
    var applied: [Finding] = []
    /// The file's diff, in a dry run.
    var diff = ""
    /// Fixes left out and errors.
    var messages: [String] = []
    /// Whether the file could not be read or written.
    var failed = false

    /// Applies `findings`' fixes to `file` (under `root`): writes it atomically, or in a dry run makes its diff.
    static func make(_ file: String, findings: [Finding], root: String, dryRun: Bool) -> FileFix {
        var fix = FileFix()
        let path = root == "/" ? "/" + file : root + "/" + file
        // Read straight into bytes (through `Data`, every file's bytes were copied once more).
        guard case .bytes(let original) = FileReader.contents(atPath: path, limit: .max) else {
            fix.messages.append("error: \(file): not fixed: it cannot be read")
            fix.failed = true
            return fix
        }
        let result = SourceEdits.apply(findings, to: original)
        for skipped in result.skipped { fix.messages.append("\(file):\(skipped.finding.line): \(skipped.finding.rule) not fixed: \(skipped.reason)") }
        guard !result.applied.isEmpty, result.bytes != original else { return fix }
        if dryRun {
            fix.diff = UnifiedDiff.make(path: file, old: original, edits: result.edits)
        } else {
            do {
                try AtomicRewrite.replace(path, expected: original, with: result.bytes)
            } catch {
                fix.messages.append("error: \(file): not fixed: \(error)")
                fix.failed = true
                return fix
            }
        }
        fix.applied = result.applied
        return fix
    }
}
