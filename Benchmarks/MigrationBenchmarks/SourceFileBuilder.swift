/// A finding the generator planted: where it must be reported, and by which rule.
struct PlantedFinding: Hashable {
    let line: Int
    let column: Int
    let rule: String
}

/// Builds one generated source file, block by block, remembering the findings its planted legacy uses must produce.
struct SourceFileBuilder {
    let kind: SourceKind
    let className: String
    private(set) var lines: [String] = []
    private(set) var plantedFindings: [PlantedFinding] = []

    init(kind: SourceKind, className: String, package: String) {
        self.kind = kind
        self.className = className
        let head = kind.head(className: className, package: package)
        lines = head.lines
        let importRule = kind == .java || kind == .kotlin ? LegacySnippets.androidImportRule : LegacySnippets.importRule
        plantedFindings = head.importLines.map { PlantedFinding(line: $0, column: 1, rule: importRule) }
    }

    var lineCount: Int { lines.count + 1 }
    var text: String { (lines + [kind.tail]).joined(separator: "\n") + "\n" }

    /// Appends one method: ordinary code, and with some probability a legacy use or a decoy.
    mutating func appendBlock(using random: inout SeededGenerator) {
        let roll = random.next() % 100
        lines.append(kind.methodHead("method\(lines.count)"))
        for index in 0..<(3 + Int(random.next() % 8)) { lines.append(kind.filler(index, value: random.next() % 1000)) }
        if roll < 12 { plant(kind.uses[Int(random.next() % UInt64(kind.uses.count))]) }
        if roll >= 12 && roll < 24 { lines += kind.decoys[Int(random.next() % UInt64(kind.decoys.count))] }
        lines += kind.methodTail
        lines.append("")
    }

    private mutating func plant(_ use: LegacySnippets.Use) {
        lines.append(use.line)
        for expected in use.expectedFindings {
            plantedFindings.append(PlantedFinding(line: lines.count, column: expected.column, rule: expected.rule))
        }
    }
}
