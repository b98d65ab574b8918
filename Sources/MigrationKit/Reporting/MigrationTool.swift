/// Facts about the `mpl-migrate` tool itself.
public enum MigrationTool {
    /// The tool's version, in SARIF's `semanticVersion` and `--version`.
    public static let version = "1.0.0"
}
