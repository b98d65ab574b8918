import Foundation
import MigrationKit
import Testing

/// `Migration/rules/` and `Migration/orders-v2-mapping.md` are generated from the catalog; this test fails
/// when the committed files differ, and rewrites them when run with `MPL_MIGRATE_WRITE_DOCS=1`.
@Suite("Migration docs")
struct MigrationDocsTests {
    static let migration = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Migration")

    @Test("the committed docs are what the catalog renders")
    func docsAreCurrent() throws {
        let files = MigrationDocs().files()
        let write = ProcessInfo.processInfo.environment["MPL_MIGRATE_WRITE_DOCS"] == "1"
        var stale: [String] = []
        for (path, contents) in files.sorted(by: { $0.key < $1.key }) {
            let url = Self.migration.appendingPathComponent(path)
            if write {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try contents.write(to: url, atomically: true, encoding: .utf8)
            } else if (try? String(contentsOf: url, encoding: .utf8)) != contents {
                stale.append(path)
            }
        }
        #expect(
            stale.isEmpty,
            """
            Migration/ docs are stale (\(stale.joined(separator: ", "))): regenerate them with \
            MPL_MIGRATE_WRITE_DOCS=1 swift test --filter MigrationDocsTests, then commit.
            """)
    }

    @Test("a page per area, every rule on its area's page and in the mapping")
    func everyRuleDocumented() {
        let files = MigrationDocs().files()
        for rule in RuleCatalog.standard.rules {
            let area = RuleArea.of(rule)
            #expect(area != nil, "\(rule.id) has no area")
            guard let area, let page = files["rules/\(area.page).md"] else { continue }
            #expect(page.contains("## \(rule.id)"))
            #expect(files["orders-v2-mapping.md"]?.contains("`\(rule.element.symbol)`") == true, "\(rule.id)")
        }
    }
}
