/// The options of `mpl-migrate check`.
public struct CheckOptions: Sendable, Hashable {
    /// Files or directories to scan.
    public var paths: [String]
    /// The report format.
    public var format: ReportFormat
    /// A configuration file; nil picks `.mpl-migrate.json` at the scanned root if there is one.
    public var configurationPath: String?
    /// A baseline whose findings are left out of the report.
    public var baselinePath: String?
    /// Where to write a baseline of every finding of this run.
    public var writeBaselinePath: String?
    /// The lowest severity that fails the check.
    public var failOn: FailThreshold
    /// Files scanned at once.
    public var jobs: Int
    /// More reports, each in its format to its file (`--output FORMAT=PATH`), besides the terminal's (``format``).
    public var outputs: [ReportOutput]
    /// An earlier JSON report or baseline (`--compare FILE`) whose findings the html report compares with; without it
    /// the html report compares with ``baselinePath``, if given.
    public var comparePath: String?

    /// Creates options.
    public init(
        paths: [String], format: ReportFormat = .text, configurationPath: String? = nil, baselinePath: String? = nil,
        writeBaselinePath: String? = nil, failOn: FailThreshold = .error, jobs: Int, outputs: [ReportOutput] = [],
        comparePath: String? = nil
    ) {
        self.paths = paths
        self.format = format
        self.configurationPath = configurationPath
        self.baselinePath = baselinePath
        self.writeBaselinePath = writeBaselinePath
        self.failOn = failOn
        self.jobs = jobs
        self.outputs = outputs
        self.comparePath = comparePath
    }
}
