import Foundation

/// The settings of a scan, read from a JSON file (`--config FILE`, or `.mpl-migrate.json` at the scanned root):
///
/// ```json
/// {
///   "include": ["Classes/**"],
///   "exclude": ["Classes/Generated/", "**/*Tests.m"],
///   "disabledRules": ["mpl.enum.payment-status"],
///   "severityOverrides": {"mpl.paypal.checkout-with-payment": "error"},
///   "maxFileBytes": 8388608
/// }
/// ```
///
/// Every key is optional. An empty `include` means every file; `exclude` wins over `include`.
public struct MigrationConfiguration: Sendable, Hashable {
    /// The file name picked up at the scanned root when no `--config` is given.
    public static let defaultFileName = ".mpl-migrate.json"
    /// The default size limit for one source file: 8 MiB.
    public static let defaultMaximumFileBytes = 8 * 1_048_576

    /// Files to scan (all when empty).
    public var include: [GlobPattern]
    /// Files never to scan.
    public var exclude: [GlobPattern]
    /// Rules whose findings are dropped.
    public var disabledRules: Set<String>
    /// A new severity per rule id.
    public var severityOverrides: [String: Severity]
    /// Files above this size are skipped with a diagnostic.
    public var maximumFileBytes: Int

    /// Creates a configuration (the defaults scan everything with the catalog's severities).
    public init(
        include: [GlobPattern] = [], exclude: [GlobPattern] = [], disabledRules: Set<String> = [],
        severityOverrides: [String: Severity] = [:], maximumFileBytes: Int = defaultMaximumFileBytes
    ) {
        self.include = include
        self.exclude = exclude
        self.disabledRules = disabledRules
        self.severityOverrides = severityOverrides
        self.maximumFileBytes = maximumFileBytes
    }

    /// Whether the file at `relativePath` is scanned.
    public func admits(_ relativePath: String) -> Bool {
        if exclude.contains(where: { $0.matches(relativePath) }) { return false }
        return include.isEmpty || include.contains { $0.matches(relativePath) }
    }

    /// `finding` with its severity overridden, or nil when its rule is disabled.
    public func apply(to finding: Finding) -> Finding? {
        if disabledRules.contains(finding.rule) { return nil }
        var adjusted = finding
        if let severity = severityOverrides[finding.rule] { adjusted.severity = severity }
        return adjusted
    }
}
