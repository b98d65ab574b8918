/// SARIF 2.1.0: one run, every catalog rule in `tool.driver.rules` (sorted by id, so `ruleIndex` is stable),
/// one result per finding with its region (columns in Unicode code points), and the baseline fingerprint as
/// `partialFingerprints`. Paths are relative to the scanned root (`uriBaseId` `SRCROOT`).
enum SARIFReporter {
    static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    static let fingerprintKey = "mplMigrate/v1"

    static func report(_ result: ProjectScanResult, rules: [Rule]) -> [UInt8] {
        let sortedRules = uniqueRules(rules)
        let indexByID = Dictionary(uniqueKeysWithValues: sortedRules.enumerated().map { ($1.id, $0) })
        let findings = result.findings
        var uris: [String: String] = [:]
        for item in findings where uris[item.finding.file] == nil { uris[item.finding.file] = uriPath(item.finding.file) }
        let fileURIs = uris
        // The results, the bulk of the report, are written in parallel chunks at their level (4).
        let items = ParallelRendering.items(count: findings.count, separator: JSONText.prettyItemSeparator(indent: 3)) { index, output in
            let item = findings[index]
            let finding = item.finding
            var writer = PrettyJSONWriter(level: 4)
            writer.openObject(into: &output)
            writer.string("ruleId", finding.rule, into: &output)
            if let ruleIndex = indexByID[finding.rule] { writer.integer("ruleIndex", ruleIndex, into: &output) }
            writer.string("level", level(for: finding.severity), into: &output)
            writer.openObject("message", into: &output)
            writer.string("text", finding.message, into: &output)
            writer.closeObject(into: &output)
            writer.openArray("locations", into: &output)
            writer.openObject(into: &output)
            writer.openObject("physicalLocation", into: &output)
            writer.openObject("artifactLocation", into: &output)
            writer.string("uri", fileURIs[finding.file] ?? uriPath(finding.file), into: &output)
            writer.string("uriBaseId", "SRCROOT", into: &output)
            writer.closeObject(into: &output)
            writer.openObject("region", into: &output)
            writer.integer("startLine", max(finding.line, 1), into: &output)
            writer.integer("startColumn", codePointColumn(byteColumn: finding.column, in: item.sourceLine), into: &output)
            writer.integer("endLine", max(finding.endLine, finding.line, 1), into: &output)
            writer.closeObject(into: &output)
            writer.closeObject(into: &output)
            writer.closeObject(into: &output)
            writer.closeArray(into: &output)
            writer.openObject("partialFingerprints", into: &output)
            writer.string(fingerprintKey, item.fingerprint, into: &output)
            writer.closeObject(into: &output)
            writer.openObject("properties", into: &output)
            writer.string("symbol", finding.symbol, into: &output)
            writer.string("support", finding.support.rawValue, into: &output)
            writer.closeObject(into: &output)
            writer.closeObject(into: &output)
        }
        var output: [UInt8] = [UInt8(ascii: "{")]
        output.reserveCapacity(items.count + 65_536)
        JSONText.writeMember("$schema", first: true, indent: 0, into: &output)
        JSONText.writeString(schemaURI, into: &output)
        JSONText.writeMember("version", first: false, indent: 0, into: &output)
        JSONText.writeString("2.1.0", into: &output)
        JSONText.writeMember("runs", first: false, indent: 0, into: &output)
        output.append(UInt8(ascii: "["))
        JSONText.newline(into: &output, indent: 2)
        output.append(UInt8(ascii: "{"))  // the run, at level 2
        JSONText.writeMember("tool", first: true, indent: 2, into: &output)
        JSONText.object([("driver", driver(sortedRules))]).write(into: &output, pretty: true, indent: 3)
        JSONText.writeMember("originalUriBaseIds", first: false, indent: 2, into: &output)
        JSONText.object([("SRCROOT", .object([("uri", .string(rootURI(result.root)))]))]).write(into: &output, pretty: true, indent: 3)
        JSONText.writeMember("columnKind", first: false, indent: 2, into: &output)
        JSONText.writeString("unicodeCodePoints", into: &output)
        JSONText.writeMember("results", first: false, indent: 2, into: &output)
        JSONText.writePrettyArray(items: items, isEmpty: findings.isEmpty, into: &output, indent: 3)
        JSONText.newline(into: &output, indent: 2)
        output.append(UInt8(ascii: "}"))
        JSONText.newline(into: &output, indent: 1)
        output += "]\n}\n".utf8
        return output
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
            (
                "properties",
                .object([
                    ("support", .string(rule.support.rawValue)),
                    ("generations", .array(rule.generations.sorted().map { .string($0.rawValue) })),
                ])
            ),
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
        if line.utf8.count >= byteColumn - 1, line.utf8.prefix(max(byteColumn - 1, 0)).allSatisfy({ $0 < 0x80 }) {
            return byteColumn  // ASCII up to the column: bytes are code points
        }
        var bytes = 0
        var points = 0
        for scalar in line.unicodeScalars {
            if bytes >= byteColumn - 1 { break }
            bytes += UTF8.width(scalar)
            points += 1
        }
        return points + 1 + max(0, byteColumn - 1 - bytes)
    }

    /// A relative path as a URI reference: every byte outside the unreserved set and `/` percent-encoded.
    static func uriPath(_ path: String) -> String {
        if path.utf8.allSatisfy(isUnreserved) { return path }
        var output = ""
        for byte in path.utf8 {
            if isUnreserved(byte) {
                output.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                output += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return output
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        byte.isCIdentifierByte || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "~")
            || byte == UInt8(ascii: "/")
    }

    private static func rootURI(_ root: String) -> String {
        "file://" + uriPath(root.hasSuffix("/") ? root : root + "/")
    }
}
