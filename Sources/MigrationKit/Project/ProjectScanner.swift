import Foundation

/// The project scan: walks the given paths, scans every source and project file in parallel, and merges
/// the results into one deterministic ``ProjectScanResult``.
public struct ProjectScanner: Sendable {
    /// The source-file scanner.
    public let scanner: any SourceFileScanning
    /// The rules reported for project files, one per ``ProjectArtifact``.
    public var projectRules: [ProjectArtifact: Rule] { reporter.projectRules }
    /// Reports each file's findings (rule settings, fingerprints, order).
    var reporter: FileReporter
    /// The configuration (include/exclude, disabled rules, severity overrides, size limit).
    public let configuration: MigrationConfiguration
    /// How many files are scanned at once.
    public let jobs: Int
    /// How a file's bytes are read: ``FileReader`` unless a test makes reads fail as an I/O or permission error would.
    var readFile: FileReading = FileReader.contents(atPath:limit:)
    private let prefilter: LiteralPrefilter

    /// A project scan with `scanner`, prefiltering on `literals` (a file with none of them has no source
    /// finding), reporting project files with `rules`' `.projectFile` rules.
    public init(
        scanner: any SourceFileScanning, literals: Set<String>, rules: [Rule],
        configuration: MigrationConfiguration = MigrationConfiguration(),
        jobs: Int = MigrationTool.activeProcessorCount
    ) {
        self.scanner = scanner
        var projectRules: [ProjectArtifact: Rule] = [:]
        for rule in rules {
            if case .projectFile(let artifact) = rule.element, projectRules[artifact] == nil { projectRules[artifact] = rule }
        }
        reporter = FileReporter(
            projectRules: projectRules, importRule: rules.first { $0.element == .headerImport }, configuration: configuration)
        self.configuration = configuration
        self.jobs = max(1, jobs)
        prefilter = LiteralPrefilter(literals: literals)
    }

    /// Scans `paths` (files or directories), reporting paths relative to their ``ScanRoot``.
    public func scan(_ paths: [String]) -> ProjectScanResult {
        let (root, absolutePaths) = ScanRoot.resolve(paths)
        return scan(absolutePaths, root: root)
    }

    /// Scans absolute `paths`, reporting paths relative to `root`.
    public func scan(_ paths: [String], root: String) -> ProjectScanResult {
        let walker = FileWalker(root: root)
        let walked = walker.walk(paths)
        let files = walked.files.filter { configuration.admits($0.relativePath) }
        let job = FileScanJob(
            scanner: scanner, prefilter: prefilter, maximumFileBytes: configuration.maximumFileBytes, readFile: readFile,
            reporter: reporter)
        let outcomes = ParallelFileRunner(jobs: jobs).map(files) { job.run($0) }
        let namedBridgingHeaders = bridgingHeadersNamedBySettings(files: files, outcomes: outcomes)
        let merger = ScanMerger(root: root, job: job, jobs: jobs)
        return merger.merge(
            files: files, outcomes: consume outcomes, namedBridgingHeaders: namedBridgingHeaders, walkDiagnostics: walked.diagnostics)
    }

    /// The indexes of the files, not read as bridging headers already, that a `project.pbxproj` or `.xcconfig` names in
    /// `SWIFT_OBJC_BRIDGING_HEADER` (`$(SRCROOT)`/`$(PROJECT_DIR)` being the folder of the `.xcodeproj`; an
    /// `.xcconfig`'s, that of the deepest project above it, or its own folder).
    private func bridgingHeadersNamedBySettings(files: [ProjectFile], outcomes: [FileOutcome]) -> Set<Int> {
        let settings = outcomes.indices.filter { !outcomes[$0].bridgingHeaderSettings.isEmpty }  // by index: no outcome copied
        guard !settings.isEmpty else { return [] }
        let projectDirectories = files.filter { $0.kind == .xcodeProject }
            .map { BridgingHeaderSettings.projectDirectory(ofProjectFile: $0.relativePath) }
        var headers: Set<String> = []
        for index in settings {
            let file = files[index]
            var directory = BridgingHeaderSettings.projectDirectory(ofProjectFile: file.relativePath)
            if file.kind == .xcconfig {
                let folder = BridgingHeaderSettings.parent(of: file.relativePath)
                directory =
                    projectDirectories.filter { $0.isEmpty || folder == $0 || folder.hasPrefix($0 + "/") }
                    .max { $0.count < $1.count } ?? folder
            }
            for value in outcomes[index].bridgingHeaderSettings {
                if let path = BridgingHeaderSettings.resolve(value, projectDirectory: directory) { headers.insert(path) }
            }
        }
        return Set(
            files.indices.filter {
                headers.contains(files[$0].relativePath) && !outcomes[$0].isBridgingHeader && outcomes[$0].read
                    && outcomes[$0].mentions.isEmpty
            })
    }
}
