import Foundation

/// Facts about the `mpl-migrate` tool itself.
public enum MigrationTool {
    /// The tool's version, in SARIF's `semanticVersion`, the HTML report and `--version`: the package's release, the
    /// latest in `CHANGELOG.md` (`.ci/release.sh` refuses to tag when they differ).
    public static let version = "0.1.0"

    /// The cores this process may use (Foundation's `ProcessInfo.activeProcessorCount`: the CPU affinity and the
    /// cgroup's quota), read once: every read opens files in `/sys` and `/proc`, and ArgumentParser evaluates a
    /// command's defaults each time it makes the command.
    public static let activeProcessorCount = ProcessInfo.processInfo.activeProcessorCount
}
