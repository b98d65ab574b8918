import Foundation
import Testing

/// `Migration/modern-clients.md` cannot drift from the compiled samples: every Swift block in it must
/// appear, line for line (indentation aside), in `Samples/Modern`, and every legacy API it promises
/// to cover is named.
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

    @Test("every legacy API the page promises is named in its table")
    func legacyAPIsCovered() throws {
        let text = try doc()
        for api in [
            "initializeWithAppID", "ENV_NONE", "paymentsEnabled", "checkoutWithPayment", "paymentSuccessWithKey",
            "paymentFailedWithCorrelationID", "paymentCanceled", "paymentLibraryExit", "advancedCheckoutWithPayment",
            "preapprovalWithKey", "adjustAmountsForAddress", "dynamicAmountUpdateEnabled", "shippingEnabled",
            "getPayButtonWithTarget", "payPalContext", "feePayer",
        ] {
            #expect(text.contains("`\(api)") || text.contains(api), "\(api) is not covered")
        }
    }
}
