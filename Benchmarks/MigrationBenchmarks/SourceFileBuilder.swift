/// A finding the generator planted: where it must be reported, and by which rule.
struct PlantedFinding: Hashable {
    let line: Int
    let column: Int
    let rule: String
}

/// Builds one generated source file, block by block, remembering the findings its planted legacy uses must produce.
struct SourceFileBuilder {
    let swift: Bool
    let className: String
    private(set) var lines: [String] = []
    private(set) var plantedFindings: [PlantedFinding] = []

    init(swift: Bool, className: String) {
        self.swift = swift
        self.className = className
        if swift {
            lines = ["import UIKit", "", "final class \(className): UIViewController {", "    private let cart = Cart()", ""]
        } else {
            lines = ["#import \"\(className).h\"", "#import \"PayPal.h\"", "", "@implementation \(className)", ""]
            plantedFindings.append(PlantedFinding(line: 2, column: 1, rule: LegacySnippets.importRule))
        }
    }

    var lineCount: Int { lines.count + 1 }
    var text: String { (lines + [swift ? "}" : "@end"]).joined(separator: "\n") + "\n" }

    /// Appends one method: ordinary code, and with some probability a legacy use or a decoy.
    mutating func appendBlock(using random: inout SeededGenerator) {
        let method = "method\(lines.count)"
        let roll = random.next() % 100
        if swift {
            lines.append("    func \(method)(_ items: [Int]) -> Int {")
            appendFiller(using: &random, indent: "        ")
            if roll < 12 { plant(LegacySnippets.swiftUses[Int(random.next() % 4)]) }
            if roll >= 12 && roll < 24 { lines += LegacySnippets.swiftDecoys[Int(random.next() % 4)] }
            lines.append("        return items.count")
            lines.append("    }")
        } else {
            lines.append("- (NSInteger)\(method):(NSArray *)items {")
            appendFiller(using: &random, indent: "    ")
            if roll < 12 { plant(LegacySnippets.objectiveCUses[Int(random.next() % 4)]) }
            if roll >= 12 && roll < 24 { lines += LegacySnippets.objectiveCDecoys[Int(random.next() % 4)] }
            lines.append("    return items.count;")
            lines.append("}")
        }
        lines.append("")
    }

    private mutating func plant(_ use: LegacySnippets.Use) {
        lines.append(use.line)
        for expected in use.expectedFindings {
            plantedFindings.append(PlantedFinding(line: lines.count, column: expected.column, rule: expected.rule))
        }
    }

    private mutating func appendFiller(using random: inout SeededGenerator, indent: String) {
        for index in 0..<(3 + Int(random.next() % 8)) {
            let value = random.next() % 1000
            if swift {
                lines.append(indent + (index % 4 == 0 ? "// accumulate the totals for row \(value)" : "let value\(index) = items.reduce(\(value)) { $0 + $1 * \(index) }"))
            } else {
                lines.append(indent + (index % 4 == 0 ? "// accumulate the totals for row \(value)" : "NSInteger value\(index) = [[items objectAtIndex:\(index)] integerValue] * \(value);"))
            }
        }
    }
}
