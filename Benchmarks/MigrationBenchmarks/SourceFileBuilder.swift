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

    /// The names of the methods, for the header.
    private var methodNames: [String] = []

    /// Appends one method: ordinary code, and in `usePercent` of 100 a legacy use (in as many others, a decoy).
    mutating func appendBlock(using random: inout SeededGenerator, usePercent: Int) {
        let roll = Int(random.next() % 100)
        methodNames.append("method\(lines.count)")
        lines.append(kind.methodHead("method\(lines.count)"))
        for index in 0..<(3 + Int(random.next() % 8)) { lines.append(kind.filler(index, value: random.next() % 1000)) }
        if roll < usePercent { plant(kind.uses[Int(random.next() % UInt64(kind.uses.count))]) }
        if roll >= usePercent && roll < 2 * usePercent { lines += kind.decoys[Int(random.next() % UInt64(kind.decoys.count))] }
        lines += kind.methodTail
        lines.append("")
    }

    /// The Objective-C header of this file's class (no legacy code: the class is the app's own).
    var header: (text: String, lines: Int) {
        var header = [
            "#import <UIKit/UIKit.h>", "", "@class Cart;", "", "@interface \(className) : UIViewController", "", "@property (nonatomic, retain) Cart *cart;",
            "",
        ]
        header += methodNames.map { "- (NSInteger)\($0):(NSArray *)items;" }
        header += ["", "@end"]
        return (header.joined(separator: "\n") + "\n", header.count)
    }

    private mutating func plant(_ use: LegacySnippets.Use) {
        lines.append(use.line)
        for expected in use.expectedFindings {
            plantedFindings.append(PlantedFinding(line: lines.count, column: expected.column, rule: expected.rule))
        }
    }
}
