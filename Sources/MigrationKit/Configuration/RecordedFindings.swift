import Foundation

/// The findings an earlier run recorded, read from a baseline file or a JSON report (both list their findings with
/// a `fingerprint` each): what `--baseline` leaves out and what `--compare` compares with.
public struct RecordedFindings: Sendable, Hashable {
    /// The kind of file the findings were read from.
    public enum Kind: String, Sendable, Hashable {
        /// A baseline written by `--write-baseline`.
        case baseline
        /// A report written by `--format json` (or `--output json=PATH`).
        case report
    }

    /// What the findings are read for, which words the errors.
    public enum Purpose: Sendable, Hashable {
        /// `--baseline FILE`: findings to leave out.
        case baseline
        /// `--compare FILE`: findings to compare with.
        case comparison
    }

    /// The kind of file read.
    public var kind: Kind
    /// The findings, in the file's order.
    public var findings: [RecordedFinding]

    /// Creates recorded findings.
    public init(kind: Kind, findings: [RecordedFinding]) {
        self.kind = kind
        self.findings = findings
    }

    /// The baseline format version written and read.
    static let baselineVersion = 1

    /// Reads a baseline file or a JSON report; a file that is missing, not JSON, of another version or without a
    /// fingerprint for every finding is a ``ConfigurationError`` that says how to write a good one.
    public static func load(from path: String, for purpose: Purpose) throws(ConfigurationError) -> RecordedFindings {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ConfigurationError(
                file: path,
                problem: purpose == .baseline
                    ? "cannot read the baseline (missing or unreadable); create one with --write-baseline \(path)."
                    : "cannot read the previous report (missing or unreadable); write one with --output json=\(path) (or --write-baseline \(path)).")
        }
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let entries = object["findings"] as? [Any]
        else {
            throw ConfigurationError(
                file: path,
                problem: purpose == .baseline
                    ? "not a mpl-migrate baseline (expected {\"findings\": [{\"fingerprint\": …}]}); rewrite it with --write-baseline."
                    : "not a mpl-migrate JSON report or baseline (expected {\"findings\": [{\"fingerprint\": …}]}); write one with --output json=PATH or --write-baseline PATH."
            )
        }
        let kind: Kind = object["summary"] != nil ? .report : .baseline
        if kind == .baseline, let version = object["version"] as? Int, version != baselineVersion {
            throw ConfigurationError(
                file: path, problem: "baseline version \(version) is not supported (expected \(baselineVersion)); rewrite it with --write-baseline.")
        }
        var findings: [RecordedFinding] = []
        findings.reserveCapacity(entries.count)
        for (index, entry) in entries.enumerated() {
            let fields = entry as? [String: Any] ?? [:]
            guard let fingerprint = fields["fingerprint"] as? String, !fingerprint.isEmpty else {
                throw ConfigurationError(
                    file: path,
                    problem: kind == .baseline
                        ? "entry \(index) of \"findings\" has no \"fingerprint\" string."
                        : "finding \(index) has no \"fingerprint\" string (reports of earlier mpl-migrate versions have none); "
                            + "write the report again with this version, or compare with a baseline (--write-baseline).")
            }
            findings.append(
                RecordedFinding(
                    fingerprint: fingerprint, rule: fields["rule"] as? String ?? "", file: fields["file"] as? String ?? "",
                    line: kind == .report ? fields["line"] as? Int : nil, sourceText: fields["text"] as? String,
                    message: fields["message"] as? String))
        }
        return RecordedFindings(kind: kind, findings: findings)
    }
}
