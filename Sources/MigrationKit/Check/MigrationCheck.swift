import Foundation

/// `mpl-migrate check`, as a library call: configuration, scan, baseline, report and exit status.
public struct MigrationCheck: Sendable {
    /// The catalog's rules (configuration checks, SARIF rule metadata, project-file rules).
    public let rules: [Rule]
    /// The source scanner.
    public let scanner: any SourceFileScanning
    /// The prefilter literals.
    public let literals: Set<String>

    /// A check with the given catalog pieces.
    public init(rules: [Rule], scanner: any SourceFileScanning, literals: Set<String>) {
        self.rules = rules
        self.scanner = scanner
        self.literals = literals
    }

    /// Runs the check; the report is in the outcome's ``CheckOutcome/reportPieces``.
    public func run(_ options: CheckOptions) -> CheckOutcome {
        run(options) { $0.pieces() }
    }

    /// Runs the check, writing the report to `descriptor` as it is rendered (standard output, for `mpl-migrate`): the
    /// first findings are written while later ones are rendered, and a report of many megabytes is never held whole.
    /// The outcome's ``CheckOutcome/reportPieces`` is empty; a failed write of the report is not an error (a closed
    /// pipe ends it).
    public func run(_ options: CheckOptions, writingReportTo descriptor: Int32) -> CheckOutcome {
        run(options) { parts in
            _ = parts.write(to: descriptor)
            return ReportBytes()
        }
    }

    /// Runs the check; `deliver` renders the report's parts (into memory, or to a file as they are rendered) and
    /// returns what the outcome keeps of it.
    private func run(_ options: CheckOptions, deliver: (ReportParts) -> ReportBytes) -> CheckOutcome {
        guard !options.paths.isEmpty else {
            return failure("no PATH given: name the files or directories to scan, e.g. `mpl-migrate check MyApp/`.")
        }
        let (root, paths, missing) = Self.resolvedPaths(options.paths)
        guard missing.isEmpty else { return failure(missing) }
        let configuration: MigrationConfiguration
        let baseline: RecordedFindings?
        let previous: RecordedFindings?
        do {
            configuration = try loadConfiguration(options.configurationPath, root: root)
            baseline = try loadRecorded(options.baselinePath, for: .baseline)
            previous = try loadRecorded(options.comparePath, for: .comparison)
        } catch {
            return failure(error.description)
        }
        let outputProblems = outputProblems(options)
        guard outputProblems.isEmpty else { return failure(outputProblems) }
        let scanned = scanProject(paths, root: root, configuration: configuration, jobs: options.jobs)
        var errors: [String] = []
        if let path = options.writeBaselinePath {
            do {
                try Baseline.fileContents(for: scanned.findings).write(toFile: path, atomically: true, encoding: .utf8)
            } catch {
                return failure("\(path): cannot write the baseline (\((error as NSError).localizedDescription)).")
            }
            errors.append("wrote a baseline of \(scanned.findings.count) findings to \(path)")
        }
        let result = baseline.map { scanned.applying(Baseline(recorded: $0)) } ?? scanned
        let comparison: ReportComparison?
        if let previous, let path = options.comparePath {
            comparison = ReportComparison(current: result.findings, previous: previous, previousPath: path)
        } else if let baseline, let path = options.baselinePath {
            comparison = ReportComparison(current: scanned.findings, previous: baseline, previousPath: path)
        } else {
            comparison = nil
        }
        let report = deliver(options.format.parts(result, rules: rules, comparison: comparison))
        let written = write(options.outputs) { format in format.parts(result, rules: rules, comparison: comparison) }
        let failing = result.findings.indices.contains { options.failOn.fails(result.findings[$0].finding.severity) }  // no copies
        BackgroundRelease.release((consume scanned, consume result))
        return CheckOutcome(
            reportPieces: report, errors: errors + written.messages,
            exitCode: written.failed ? CheckOutcome.usageOrIOError : failing ? CheckOutcome.findingsFailed : CheckOutcome.clean)
    }

    /// `given` resolved against the working directory (``ScanRoot``), and a message for each that does not exist.
    static func resolvedPaths(_ given: [String]) -> (root: String, paths: [String], missing: [String]) {
        let (root, paths) = ScanRoot.resolve(given)
        let missing = zip(given, paths).filter { !FileManager.default.fileExists(atPath: $0.1) }.map { "\($0.0): no such file or directory." }
        return (root, paths, missing)
    }

    /// The project scan of `paths` under `root` with this check's catalog (what `check` reports and `fix` edits); without
    /// `fingerprints`, the findings' fingerprints are left empty.
    func scanProject(
        _ paths: [String], root: String, configuration: MigrationConfiguration, jobs: Int, fingerprints: Bool = true
    ) -> ProjectScanResult {
        var scanner = ProjectScanner(scanner: scanner, literals: literals, rules: rules, configuration: configuration, jobs: jobs)
        scanner.reporter.assignsFingerprints = fingerprints
        return scanner.scan(paths, root: root)
    }

    private func loadRecorded(_ path: String?, for purpose: RecordedFindings.Purpose) throws(ConfigurationError) -> RecordedFindings? {
        guard let path else { return nil }
        return try RecordedFindings.load(from: path, for: purpose)
    }

    func loadConfiguration(_ path: String?, root: String) throws(ConfigurationError) -> MigrationConfiguration {
        let known = Set(rules.map(\.id))
        if let path { return try MigrationConfiguration.load(from: path, knownRuleIDs: known) }
        let implicit = root + "/" + MigrationConfiguration.defaultFileName
        guard FileManager.default.fileExists(atPath: implicit) else { return MigrationConfiguration() }
        return try MigrationConfiguration.load(from: implicit, knownRuleIDs: known)
    }

    private func failure(_ messages: String...) -> CheckOutcome {
        failure(messages)
    }

    /// The outcome of a usage or I/O error: no report, each message as an `error:` line, exit status 2.
    func failure(_ messages: [String]) -> CheckOutcome {
        CheckOutcome(reportPieces: ReportBytes(), errors: messages.map { "error: \($0)" }, exitCode: CheckOutcome.usageOrIOError)
    }
}
