import Foundation
import MigrationKit
import Testing

/// `Migration/modern-clients.md` cannot drift from the compiled samples: every Swift block in it must
/// appear, line for line (indentation aside), in `Samples/Modern`; its table has a row for every legacy
/// element of MigrationKit's rule catalog, each linking to a section with a compiled block.
@Suite("Migration/modern-clients.md matches the compiled samples")
struct ModernClientsDocTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The doc's ```swift blocks, each as its lines.
    static func swiftBlocks(in markdown: String) -> [[String]] {
        var blocks: [[String]] = []
        var current: [String]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if current == nil, line.trimmingCharacters(in: .whitespaces) == "```swift" {
                current = []
            } else if current != nil, line.trimmingCharacters(in: .whitespaces) == "```" {
                blocks.append(current!)
                current = nil
            } else if current != nil {
                current!.append(line)
            }
        }
        return blocks
    }

    /// Lines without surrounding whitespace, blank lines dropped.
    static func normalized(_ lines: [String]) -> [String] {
        lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// Whether `block` occurs as consecutive lines of `source`.
    static func contains(_ source: [String], _ block: [String]) -> Bool {
        guard !block.isEmpty, block.count <= source.count else { return false }
        return (0...(source.count - block.count)).contains { start in Array(source[start..<(start + block.count)]) == block }
    }

    private func sources() throws -> [String: [String]] {
        let folder = Self.root.appendingPathComponent("Samples/Modern")
        var result: [String: [String]] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            result[name] = Self.normalized(text.components(separatedBy: "\n"))
        }
        return result
    }

    private func doc() throws -> String {
        try String(contentsOf: Self.root.appendingPathComponent("Migration/modern-clients.md"), encoding: .utf8)
    }

    @Test("every Swift block of the page is literally in Samples/Modern")
    func blocksAreCompiled() throws {
        let sources = try sources()
        let blocks = Self.swiftBlocks(in: try doc())
        #expect(blocks.count >= 15)
        for block in blocks {
            let lines = Self.normalized(block)
            #expect(sources.values.contains { Self.contains($0, lines) }, "not in Samples/Modern:\n\(block.joined(separator: "\n"))")
        }
    }

    @Test("the check catches a block that drifted by one line")
    func driftIsCaught() throws {
        let sources = try sources()
        let block = try #require(Self.swiftBlocks(in: try doc()).first { $0.count > 2 })
        var drifted = Self.normalized(block)
        drifted[1] += " // changed"
        #expect(!sources.values.contains { Self.contains($0, drifted) })
        #expect(Self.swiftBlocks(in: "text\n```swift\na\n  b\n```\n```json\n{}\n```") == [["a", "  b"]])
    }

    @Test("every legacy element of the rule catalog has a row in the table, and no row names an element the catalog lacks")
    func everyCatalogElementHasARow() throws {
        let doc = try doc()
        let symbols = Set(RuleCatalog.standard.rules.map(\.element.symbol))
        #expect(symbols.count >= 190)
        let table = try #require(LegacyElementTable(markdown: doc))
        #expect(table.missing(from: symbols).isEmpty, "no row for: \(table.missing(from: symbols).sorted())")
        #expect(table.unknown(in: symbols).isEmpty, "rows for elements the catalog does not have: \(table.unknown(in: symbols))")
        #expect(table.iOSRows.count + table.androidRows.count == symbols.count)
        #expect(table.androidRows.count == RuleCatalog.standard.rules.filter { $0.element.platform == .android }.count)
        for name in ["PayPalResultDelegate", "PaymentAdjuster", "CheckoutButton", "PayPalActivity", "PayPalPreapproval", "MEPReceiverAmounts", "initWithAppID"]
        {
            #expect(table.androidRows.contains { $0.element.contains(name) }, "no Android row for \(name)")
        }
    }

    @Test("every row links to a section of this page that holds a compiled Swift block")
    func everyRowLinksToACompiledBlock() throws {
        let doc = try doc()
        let table = try #require(LegacyElementTable(markdown: doc))
        let sections = LegacyElementTable.sectionsWithSwiftBlocks(in: doc)
        for row in table.iOSRows + table.androidRows {
            #expect(!row.anchors.isEmpty, "no link in the row for \(row.element)")
            for anchor in row.anchors {
                #expect(sections.contains(anchor), "\(row.element): #\(anchor) is not a section with a compiled Swift block")
            }
        }
    }

    @Test("the coverage check fails for a missing row, an unknown row and a dead link")
    func coverageCheckCanFail() throws {
        let doc = try doc()
        let symbols = Set(RuleCatalog.standard.rules.map(\.element.symbol))
        let dropped = doc.replacingOccurrences(of: "| `+[PayPal buildVersion]` |", with: "| `+[PayPal buildVersionX]` |")
        let table = try #require(LegacyElementTable(markdown: dropped))
        #expect(table.missing(from: symbols) == ["+[PayPal buildVersion]"])
        #expect(table.unknown(in: symbols) == ["+[PayPal buildVersionX]"])
        let sections = LegacyElementTable.sectionsWithSwiftBlocks(in: doc.replacingOccurrences(of: "## Project setup", with: "## Project set-up"))
        #expect(!sections.contains("project-setup"))
        #expect(sections.contains("initialization"))
        #expect(LegacyElementTable.slug("Resuming a payment (payPalContext)") == "resuming-a-payment-paypalcontext")
    }
}
