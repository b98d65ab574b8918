/// What changed since an earlier run, matched by ``FindingFingerprint`` (rule, path, normalized source line and
/// occurrence, so code that only moved is unchanged): the findings that are new and the recorded ones that are gone.
public struct ReportComparison: Sendable, Hashable {
    /// The file compared with (`--baseline FILE` or `--compare FILE`).
    public var previousPath: String
    /// Whether that file is a baseline or a JSON report.
    public var previousKind: RecordedFindings.Kind
    /// The current findings the earlier run did not record, in report order.
    public var added: [ReportedFinding]
    /// The recorded findings this run no longer has, by file, line and rule.
    public var removed: [RecordedFinding]
    /// How many current findings the earlier run recorded too.
    public var unchangedCount: Int

    /// Compares `current` (any order; kept) with `previous`, read from `previousPath`.
    public init(current: [ReportedFinding], previous: RecordedFindings, previousPath: String) {
        let recorded = Set(previous.findings.map(\.fingerprint))
        let present = Set(current.map(\.fingerprint))
        self.previousPath = previousPath
        previousKind = previous.kind
        added = current.filter { !recorded.contains($0.fingerprint) }
        unchangedCount = current.count - added.count
        var seen: Set<String> = []
        removed = previous.findings.filter { !present.contains($0.fingerprint) && seen.insert($0.fingerprint).inserted }
            .sorted(by: RecordedFinding.displayOrder)
    }
}
