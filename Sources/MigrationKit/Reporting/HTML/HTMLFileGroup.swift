/// One file's findings in the HTML report: where they stand in the result, and the counts its table row shows.
struct HTMLFileGroup: Sendable {
    /// The path relative to the scanned root.
    let path: String
    /// The indexes of its findings in the result.
    let range: Range<Int>
    /// Its findings by severity: errors, warnings, infos.
    var errors = 0, warnings = 0, infos = 0
    /// Its findings that are new since the compared run.
    var added = 0
    /// The platforms of its findings' rules.
    var platforms: Set<LegacyPlatform> = []

    /// The files of `findings` (in report order, so each file's findings are together), with their counts; `added`
    /// holds the fingerprints of the findings new since a compared run.
    static func groups(of findings: [ReportedFinding], rulesByID: [String: Rule], added: Set<String>?) -> [HTMLFileGroup] {
        var groups: [HTMLFileGroup] = []
        var start = 0
        while start < findings.count {
            var end = start + 1
            while end < findings.count, findings[end].finding.file == findings[start].finding.file { end += 1 }
            var group = HTMLFileGroup(path: findings[start].finding.file, range: start..<end)
            for index in start..<end {
                let finding = findings[index].finding
                switch finding.severity {
                case .error: group.errors += 1
                case .warning: group.warnings += 1
                case .info: group.infos += 1
                }
                if added?.contains(findings[index].fingerprint) == true { group.added += 1 }
                group.platforms.insert(platform(of: finding, rulesByID: rulesByID))
            }
            groups.append(group)
            start = end
        }
        return groups
    }

    /// The platform of a finding: its rule's, or for a rule the catalog does not know, its file's.
    static func platform(of finding: Finding, rulesByID: [String: Rule]) -> LegacyPlatform {
        if let rule = rulesByID[finding.rule] { return rule.element.platform }
        let androidSuffixes = [".java", ".kt", ".kts", ".gradle", ".jar", ".classpath", "AndroidManifest.xml"]
        return androidSuffixes.contains { finding.file.hasSuffix($0) } ? .android : .iOS
    }
}
