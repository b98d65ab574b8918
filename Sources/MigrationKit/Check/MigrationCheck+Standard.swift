import Foundation

extension MigrationCheck {
    /// The check with the standard catalog and its scanner, made once per process: the catalog on first use, the
    /// scanner then on another thread while the check starts. ``prepareStandard()`` starts making both earlier.
    public static let standard: MigrationCheck = {
        let catalog = RuleCatalog.standard
        return MigrationCheck(
            rules: catalog.rules, scanner: ScannerInTheMaking { LegacyScanner(catalog: catalog) }, literals: catalog.literals)
    }()

    /// Starts making ``standard`` on another thread, so that the catalog and its scanner are made while the caller
    /// does something else (`mpl-migrate` parses its arguments meanwhile); a later use of ``standard`` waits for it.
    public static func prepareStandard() {
        DispatchQueue.global(qos: .userInitiated).async {
            _ = MigrationTool.activeProcessorCount  // before the arguments' defaults need it
            _ = standard
        }
    }
}

extension LegacyScanner: SourceFileScanning {
    /// ``LegacyScanner/scan(_:path:language:ownHeaders:)`` as the project scan calls it (its bytes' line endings already
    /// normalized).
    public func scanSource(_ bytes: [UInt8], path: String, language: SourceLanguage) -> SourceFileScan {
        scanSource(bytes, path: path, language: language, ownHeaders: OwnHeaders())
    }

    /// ``LegacyScanner/scan(_:path:language:ownHeaders:)`` as the project scan calls it.
    public func scanSource(_ bytes: [UInt8], path: String, language: SourceLanguage, ownHeaders: OwnHeaders) -> SourceFileScan {
        let scan = scan(normalized: bytes, path: path, language: language, ownHeaders: ownHeaders)
        var result = SourceFileScan(
            findings: scan.findings, generationEvidence: scan.generationEvidence.map(\.generations), suppressedCount: scan.suppressedCount)
        result.otherIncludes = scan.otherIncludes
        result.includesPayPalHeader = scan.includesPayPalHeader
        result.isOwnPayPalHeader = scan.isOwnPayPalHeader
        result.lineTexts = scan.lineTexts
        result.lexedLines = scan.lexedLines
        return result
    }
}
