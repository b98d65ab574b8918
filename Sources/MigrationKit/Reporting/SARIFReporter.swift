/// SARIF 2.1.0: one run, every catalog rule in `tool.driver.rules` (sorted by id, so `ruleIndex` is stable),
/// one result per finding with its region (columns in Unicode code points), and the baseline fingerprint as
/// `partialFingerprints`. Paths are relative to the scanned root (`uriBaseId` `SRCROOT`).
enum SARIFReporter {
    static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    static let fingerprintKey = "mplMigrate/v1"

    static func report(_ result: ProjectScanResult, rules: [Rule]) -> String {
        let sortedRules = uniqueRules(rules)
        let indexByID = Dictionary(uniqueKeysWithValues: sortedRules.enumerated().map { ($1.id, $0) })
        let results: [JSONText] = result.findings.map { item in
            let finding = item.finding
            var members: [(String, JSONText)] = [("ruleId", .string(finding.rule))]
            if let index = indexByID[finding.rule] { members.append(("ruleIndex", .integer(index))) }
            members += [
                ("level", .string(level(for: finding.severity))),
                ("message", .object([("text", .string(finding.message))])),
                ("locations", .array([location(of: item)])),
                ("partialFingerprints", .object([(fingerprintKey, .string(item.fingerprint))])),
                ("properties", .object([("symbol", .string(finding.symbol)), ("support", .string(finding.support.rawValue))])),
            ]
            return .object(members)
        }
        let run = JSONText.object([
            ("tool", .object([("driver", driver(sortedRules))])),
            ("originalUriBaseIds", .object([("SRCROOT", .object([("uri", .string(rootURI(result.root)))]))])),
            ("columnKind", .string("unicodeCodePoints")),
            ("results", .array(results)),
        ])
        return JSONText.object([
            ("$schema", .string(schemaURI)), ("version", .string("2.1.0")), ("runs", .array([run])),
        ]).rendered(pretty: true) + "\n"
    }

    private static func uniqueRules(_ rules: [Rule]) -> [Rule] {
        var seen: Set<String> = []
        return rules.filter { seen.insert($0.id).inserted }.sorted { $0.id < $1.id }
    }

    private static func driver(_ rules: [Rule]) -> JSONText {
        .object([
            ("name", .string("mpl-migrate")),
            ("semanticVersion", .string(MigrationTool.version)),
            ("rules", .array(rules.map(descriptor))),
        ])
    }

    private static func descriptor(_ rule: Rule) -> JSONText {
        let full = [rule.shimBehaviour, rule.difference, rule.action].filter { !$0.isEmpty }.joined(separator: " ")
        let help = "\(rule.action)\n\nOrders v2: \(rule.ordersV2)\nReplacement: \(rule.replacement)"
        return .object([
            ("id", .string(rule.id)),
            ("shortDescription", .object([("text", .string(rule.title))])),
            ("fullDescription", .object([("text", .string(full.isEmpty ? rule.title : full))])),
            ("help", .object([("text", .string(help))])),
            ("defaultConfiguration", .object([("level", .string(level(for: rule.severity)))])),
            ("properties", .object([
                ("support", .string(rule.support.rawValue)),
                ("generations", .array(rule.generations.sorted().map { .string($0.rawValue) })),
            ])),
        ])
    }

    private static func location(of item: ReportedFinding) -> JSONText {
        let finding = item.finding
        return .object([
            ("physicalLocation", .object([
                ("artifactLocation", .object([("uri", .string(uriPath(finding.file))), ("uriBaseId", .string("SRCROOT"))])),
                ("region", .object([
                    ("startLine", .integer(max(finding.line, 1))),
                    ("startColumn", .integer(codePointColumn(byteColumn: finding.column, in: item.sourceLine))),
                    ("endLine", .integer(max(finding.endLine, finding.line, 1))),
                ])),
            ])),
        ])
    }

    static func level(for severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }

    /// The 1-based column in Unicode code points of the 1-based UTF-8 byte `byteColumn` of `line`.
    static func codePointColumn(byteColumn: Int, in line: String) -> Int {
        var bytes = 0, points = 0
        for scalar in line.unicodeScalars {
            if bytes >= byteColumn - 1 { break }
            bytes += UTF8.width(scalar)
            points += 1
        }
        return points + 1 + max(0, byteColumn - 1 - bytes)
    }

    /// A relative path as a URI reference: every byte outside the unreserved set and `/` percent-encoded.
    static func uriPath(_ path: String) -> String {
        var output = ""
        for byte in path.utf8 {
            let unreserved = byte.isCIdentifierByte || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: "~") || byte == UInt8(ascii: "/")
            if unreserved {
                output.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                output += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return output
    }

    private static func rootURI(_ root: String) -> String {
        "file://" + uriPath(root.hasSuffix("/") ? root : root + "/")
    }
}
