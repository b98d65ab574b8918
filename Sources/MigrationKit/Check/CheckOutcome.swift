/// What `mpl-migrate check` prints and the status it exits with.
public struct CheckOutcome: Sendable, Hashable {
    /// Exit status 0: no finding at or above `--fail-on`.
    public static let clean: Int32 = 0
    /// Exit status 1: findings at or above `--fail-on`.
    public static let findingsFailed: Int32 = 1
    /// Exit status 2: a usage or I/O error (bad option, missing path, unreadable configuration or baseline).
    public static let usageOrIOError: Int32 = 2

    /// The report's UTF-8 bytes in the pieces they were rendered in, for standard output (empty after a usage or
    /// I/O error).
    public var reportPieces: ReportBytes
    /// The report's UTF-8 bytes in one array.
    public var reportBytes: [UInt8] { reportPieces.joined }
    /// The report as text.
    public var report: String { String(decoding: reportBytes, as: UTF8.self) }
    /// Messages for standard error.
    public var errors: [String]
    /// The exit status.
    public var exitCode: Int32

    /// Writes ``reportPieces`` to standard output, straight from the bytes whatever their size (a short write
    /// continues, an interrupted one is retried; a closed pipe ends it).
    public func writeReportToStandardOutput() {
        _ = ReportFileWriting.write(reportPieces, to: 1)
    }
}
