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
        for item in scanned.findings where item.finding.fix != nil { byFile[item.finding.file, default: []].append(item.finding) }
        var applied: [String: Int] = [:]
        var changed: [String] = []
        var messages: [String] = []
        var diff = ""
        var failedFiles = 0  // not read or not written: the run did not do what it says
        var fixedFindings: Set<String> = []
        for file in byFile.keys.sorted() {
            let path = scanned.root == "/" ? "/" + file : scanned.root + "/" + file
            guard let data = FileManager.default.contents(atPath: path) else {
                messages.append("error: \(file): not fixed: it cannot be read")
                failedFiles += 1
                continue
            }
            let original = [UInt8](data)
            let result = SourceEdits.apply(byFile[file]!, to: original)
            for skipped in result.skipped { messages.append("\(file):\(skipped.finding.line): \(skipped.finding.rule) not fixed: \(skipped.reason)") }
            guard !result.applied.isEmpty, result.bytes != original else { continue }
            if options.dryRun {
                diff += UnifiedDiff.make(path: file, old: original, edits: result.edits)
            } else {
                do {
                    try AtomicRewrite.replace(path, expected: original, with: result.bytes)
                } catch {
                    messages.append("error: \(file): not fixed: \(error)")
                    failedFiles += 1
                    continue
                }
            }
            changed.append(file)
            for finding in result.applied {
                applied[finding.rule, default: 0] += 1
                fixedFindings.insert(Self.identity(finding))
            }
        }
        let remaining: [ReportedFinding]
        if options.dryRun || changed.isEmpty {
            remaining = scanned.findings.filter { !fixedFindings.contains(Self.identity($0.finding)) }
        } else {
            remaining = (try? scanForFix(options).findings) ?? scanned.findings
        }
        let failing = remaining.contains { options.failOn.fails($0.finding.severity) }
        let summary = Self.fixSummary(applied: applied, files: changed.count, remaining: remaining.count, dryRun: options.dryRun)
        return FixOutcome(
            output: options.dryRun ? diff : summary, messages: messages + (options.dryRun ? [summary] : []), appliedByRule: applied,
            changedFiles: changed, remaining: remaining.count,
            exitCode: failedFiles > 0 ? CheckOutcome.usageOrIOError : failing ? CheckOutcome.findingsFailed : CheckOutcome.clean)
    }

    /// A finding's place and rule, which identify it within one scan.
    private static func identity(_ finding: Finding) -> String {
        "\(finding.file):\(finding.line):\(finding.column) \(finding.rule)"
    }

    private func scanForFix(_ options: FixOptions) throws -> ProjectScanResult {
        guard !options.paths.isEmpty else { throw FixUsageError("no PATH given: name the files or directories to fix, e.g. `mpl-migrate fix MyApp/`.") }
        let (root, paths, missing) = Self.resolvedPaths(options.paths)
        guard missing.isEmpty else { throw FixUsageError(missing.joined(separator: " ")) }
        let configuration = try loadConfiguration(options.configurationPath, root: root)
        return scanProject(paths, root: root, configuration: configuration, jobs: options.jobs)
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
