/// The `--fail-on` setting: the lowest severity that makes `check` exit with status 1.
public enum FailThreshold: String, Sendable, Hashable, CaseIterable {
    /// Any finding fails.
    case info
    /// A warning or error fails.
    case warning
    /// Only an error fails (the default: a use that needs a change or has no equivalent).
    case error
    /// Findings never fail; only usage and I/O errors do.
    case never

    /// Whether a finding of `severity` fails the check.
    public func fails(_ severity: Severity) -> Bool {
        switch self {
        case .info: true
        case .warning: severity >= .warning
        case .error: severity == .error
        case .never: false
        }
    }
}
