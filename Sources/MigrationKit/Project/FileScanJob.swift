/// Scans one file of the project: read, reject binary and oversized files, find project-file traces,
/// prefilter on the catalog's literals, and lex what passes.
struct FileScanJob: Sendable {
    /// The source scanner.
    let scanner: any SourceFileScanning
    /// The literal prefilter.
    let prefilter: LiteralPrefilter
    /// Files above this size are skipped with a diagnostic.
    let maximumFileBytes: Int
    /// Reads a file's bytes.
    let readFile: FileReading
    /// Reports the file's findings right after its scan.
    let reporter: FileReporter

    /// Scans `file` and reports it (``FileOutcome/report``). `vendoredNames`, the file names of the project's vendored
    /// headers, `asBridgingHeader`, whether a build setting names the file as the bridging header, and `ownHeaders`, the
    /// tree's `PayPal.h` files that are the app's own, are what only the whole project knows: the first scan goes without
    /// them, and the merge scans again the rare files they change.
    func run(
        _ file: ProjectFile, vendoredNames: Set<String> = [], asBridgingHeader: Bool = false, ownHeaders: OwnHeaders = OwnHeaders()
    ) -> FileOutcome {
        var outcome = scan(file, asBridgingHeader: asBridgingHeader, lexingAlways: !vendoredNames.isEmpty, ownHeaders: ownHeaders)
        outcome.report = reporter.report(file: file, taking: &outcome, vendoredNames: vendoredNames, ownHeaders: ownHeaders)
        outcome.isBridgingHeader = outcome.bridgingHeaderBytes != nil
        outcome.bridgingHeaderBytes = nil
        outcome.lineTexts = [:]
        return outcome
    }

    /// Scans `file`: its findings, mentions, counts and diagnostics; with `lexingAlways`, it is lexed even when the
    /// prefilter finds no name of the catalog in it (a `PayPal.h` always is: the scanner tells whether it is the app's own).
    private func scan(_ file: ProjectFile, asBridgingHeader: Bool, lexingAlways: Bool, ownHeaders: OwnHeaders) -> FileOutcome {
        var outcome = FileOutcome()
        let path = file.relativePath
        if file.kind == .source(.objectiveC), path.hasSuffix(OwnHeaders.payPalHeaderName), path.pathFileName == OwnHeaders.payPalHeaderName {
            outcome.ownPayPalHeader = false  // until its scan shows it is the app's own
        }
        if file.kind == .androidJar {  // the jar's presence is the finding: it is not read
            outcome.read = true
            outcome.mentions = [ArtifactMention(artifact: .androidJar, symbol: path.pathFileName, line: 1, column: 1, generations: [])]
            return outcome
        }
        let bytes: [UInt8]
        switch readFile(file.absolutePath, maximumFileBytes) {
        case .bytes(let read): bytes = LineEndings.normalizingLoneCarriageReturns(read)
        case .tooLarge(let size):
            outcome.diagnostics.append(
                ScanDiagnostic(
                    path: path, kind: .tooLarge,
                    message: "\(path) is too large to scan: \(Self.size(size)), above the limit of \(Self.size(maximumFileBytes)) "
                        + "for a source file (generated or minified code?); skipped. Raise \"maxFileBytes\" in the configuration to scan it."))
            return outcome
        case .failure(let code):
            outcome.diagnostics.append(
                ScanDiagnostic(
                    path: path, kind: .unreadable, message: "cannot read \(path): \(code.explanation); skipped."))
            return outcome
        }
        if ByteContent.looksBinary(bytes) {
            outcome.diagnostics.append(
                ScanDiagnostic(
                    path: path, kind: .binary, message: "\(path) contains NUL bytes, so it is not source text; skipped."))
            return outcome
        }
        outcome.read = true
        outcome.byteCount = bytes.count
        let invalidUTF8 = ByteContent.firstInvalidUTF8(bytes)
        switch file.kind {
        case .xcodeProject:
            record(ProjectArtifactReader.xcodeProjectMentions(bytes), bytes: bytes, into: &outcome)
            outcome.bridgingHeaderSettings = BridgingHeaderSettings.values(in: bytes)
        case .xcconfig:
            outcome.bridgingHeaderSettings = BridgingHeaderSettings.values(in: bytes)
        case .podfile:
            record(ProjectArtifactReader.podfileMentions(bytes), bytes: bytes, into: &outcome)
        case .gradle(let kotlin):
            record(AndroidProjectReader.gradleMentions(bytes, kotlin: kotlin), bytes: bytes, into: &outcome)
        case .eclipseClasspath:
            record(AndroidProjectReader.classpathMentions(bytes), bytes: bytes, into: &outcome)
        case .androidManifest:
            record(AndroidProjectReader.manifestMentions(bytes), bytes: bytes, into: &outcome)
        case .cordovaPlugin:
            record(CordovaPluginReader.mentions(bytes), bytes: bytes, into: &outcome)
        case .androidJar:
            break  // handled before reading
        case .source(let language):
            scanSource(
                bytes, file: file, language: language, invalidUTF8: invalidUTF8, lexingAlways: lexingAlways, ownHeaders: ownHeaders,
                into: &outcome)
        }
        if asBridgingHeader && outcome.mentions.isEmpty { outcome.bridgingHeaderBytes = bytes }
        if outcome.lineCount == 0 { outcome.lineCount = ByteContent.lineCount(bytes) }  // not lexed
        return outcome
    }

    private func scanSource(
        _ bytes: [UInt8], file: ProjectFile, language: SourceLanguage, invalidUTF8: (line: Int, offset: Int)?, lexingAlways: Bool,
        ownHeaders: OwnHeaders, into outcome: inout FileOutcome
    ) {
        let name = file.relativePath.pathFileName
        if name.hasSuffix(".h") {
            if VendoredHeaders.declaresLegacyAPI(bytes) {
                let generations = VendoredHeaders.generation(of: bytes, fileName: name).map { [$0] } ?? Set<HeaderGeneration>()
                record(
                    [ArtifactMention(artifact: .vendoredHeader, symbol: name, line: 1, column: 1, generations: generations)],
                    bytes: bytes, into: &outcome)
                return
            }
            if ProjectArtifactReader.isBridgingHeader(fileName: name) { outcome.bridgingHeaderBytes = bytes }
        }
        if let invalid = invalidUTF8 {
            outcome.diagnostics.append(
                ScanDiagnostic(
                    path: file.relativePath, kind: .invalidUTF8,
                    message: "\(file.relativePath):\(invalid.line) is not valid UTF-8 (byte \(invalid.offset)); scanned as bytes, "
                        + "excerpts show U+FFFD. Re-save the file as UTF-8 to silence this.",
                    skipped: false))
        }
        let isPayPalHeader = outcome.ownPayPalHeader != nil
        guard lexingAlways || isPayPalHeader || prefilter.matches(bytes) else {
            if language == .objectiveC || language == .c { outcome.includesNotLexed = ProjectArtifactReader.includedFileNames(bytes) }
            return
        }
        outcome.lexed = true
        let scan = scanner.scanSource(bytes, path: file.relativePath, language: language, ownHeaders: ownHeaders)
        outcome.includesPayPalHeader = scan.includesPayPalHeader
        if isPayPalHeader { outcome.ownPayPalHeader = scan.isOwnPayPalHeader }
        outcome.lineCount = scan.lexedLines.map { ByteContent.lineCount(bytes, lexedLines: $0) } ?? ByteContent.lineCount(bytes)
        outcome.findings = scan.findings
        outcome.generationEvidence = scan.generationEvidence
        outcome.suppressedCount = scan.suppressedCount
        outcome.lineTexts = scan.lineTexts ?? ByteLines.texts(ofLines: Set(scan.findings.map(\.line)), in: bytes)
        if !scan.otherIncludes.isEmpty {
            let texts = ByteLines.texts(ofLines: Set(scan.otherIncludes.map(\.line)), in: bytes)
            outcome.otherIncludes = scan.otherIncludes.map { ($0, texts[$0.line] ?? "") }
        }
    }

    private func record(_ mentions: [ArtifactMention], bytes: [UInt8], into outcome: inout FileOutcome) {
        guard !mentions.isEmpty else { return }
        outcome.mentions += mentions
        outcome.lineTexts.merge(ByteLines.texts(ofLines: Set(mentions.map(\.line)), in: bytes)) { current, _ in current }
    }

    /// `8.0 MiB (8388609 bytes)`: the bytes too, so a file just above the limit does not read as equal to it.
    private static func size(_ bytes: Int) -> String {
        let tenths = (bytes * 10 + 524_288) / 1_048_576
        return "\(tenths / 10).\(tenths % 10) MiB (\(bytes) bytes)"
    }
}
