/// Renders `Migration/rules/` and `Migration/orders-v2-mapping.md` from the rule catalog, so the docs and
/// the rules cannot drift (a test compares the committed files with this output).
public struct MigrationDocs: Sendable {
    /// The catalog documented.
    public let catalog: RuleCatalog

    /// Docs for `catalog`.
    public init(catalog: RuleCatalog = .standard) {
        self.catalog = catalog
    }

    /// Every generated file: path relative to `Migration/` → contents.
    public func files() -> [String: String] {
        var files = ["rules/README.md": rulesIndex(), "orders-v2-mapping.md": ordersV2Mapping()]
        for area in RuleArea.all {
            files["rules/\(area.page).md"] = areaPage(area)
        }
        return files
    }

    func rules(in area: RuleArea) -> [Rule] {
        catalog.rules.filter { RuleArea.of($0) == area }
    }

    static let generatedNote =
        "<!-- Generated from the rule catalog (Sources/MigrationKit/Catalog) by MigrationDocs; do not edit. Regenerate: MPL_MIGRATE_WRITE_DOCS=1 swift test --filter MigrationDocsTests -->"
}
