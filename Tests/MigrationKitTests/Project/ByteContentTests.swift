import Foundation
import Testing

@testable import MigrationKit

@Suite("Byte checks: line counts, UTF-8 validity, line texts")
struct ByteContentTests {
    /// The obvious byte-by-byte answer, to compare the word-at-a-time pass with.
    static func naiveLineCount(_ bytes: [UInt8]) -> Int {
        bytes.filter { $0 == 0x0A }.count + (bytes.last.map { $0 == 0x0A ? 0 : 1 } ?? 0)
    }

    @Test("the word-at-a-time pass counts lines exactly, on random ASCII with many line breaks")
    func lineCountsMatchNaive() {
        var generator = SystemRandomNumberGenerator()
        for length in [0, 1, 7, 8, 9, 15, 16, 17, 63, 64, 65, 1000] {
            let bytes = (0..<length).map { _ in [UInt8(0x0A), 0x0B, 0x09, 0x41, 0x7F, 0x00][Int.random(in: 0..<6, using: &generator)] }
            #expect(ByteContent.lineCount(bytes) == Self.naiveLineCount(bytes), "\(bytes)")
            #expect(ByteContent.firstInvalidUTF8(bytes) == nil)
        }
    }

    @Test(
        "the first invalid UTF-8 sequence: its line and offset; valid multi-byte text passes",
        arguments: [
            (Array("abc\ncafé\n".utf8), nil as Int?, nil as Int?),
            (Array("0123456789\nx".utf8) + [0xC3, 0x28], 2, 12),
            (Array("ok\n".utf8) + [0xED, 0xA0, 0x80], 2, 3),
            (Array("😀 then".utf8) + [0xF0, 0x9F], 1, 9),
            ([0xC0, 0x80], 1, 0),
        ])
    func invalidUTF8(bytes: [UInt8], line: Int?, offset: Int?) {
        let found = ByteContent.firstInvalidUTF8(bytes)
        #expect(found?.line == line)
        #expect(found?.offset == offset)
        #expect(ByteContent.lineCount(bytes) == Self.naiveLineCount(bytes))
    }

    @Test("a file's line starts are those of a byte-by-byte pass, a final line feed ending the last line")
    func lineStartsMatchNaive() {
        var random = SeededRandom(state: 1011)
        for length in [0, 1, 2, 7, 8, 9, 31, 32, 33, 200, 5_000] {
            for _ in 0..<20 {
                let bytes = (0..<length).map { _ in [UInt8(0x0A), 0x0D, 0x41, 0x20, 0xC3, 0x00][Int.random(in: 0..<6, using: &random)] }
                var starts = [0] + bytes.indices.filter { bytes[$0] == 0x0A }.map { $0 + 1 }
                if starts.count > 1, starts.last == bytes.count { starts.removeLast() }
                #expect(ByteLines(bytes).starts == starts, "\(bytes)")
            }
        }
        #expect(ByteLines(Array("\n\n".utf8)).starts == [0, 1])
    }

    @Test("line texts by number, without the line break or a CR")
    func lineTexts() {
        let bytes = Array("one\r\ntwo\n\nfour".utf8)
        #expect(ByteLines.texts(ofLines: [1, 2, 3, 4, 9], in: bytes) == [1: "one", 2: "two", 3: "", 4: "four"])
        #expect(ByteLines.texts(ofLines: [], in: bytes).isEmpty)
        #expect(ByteLines.texts(ofLines: [2, 4], in: Array("a\nb\nc\nd\n".utf8)) == [2: "b", 4: "d"])
        let sample = Array((1...30).map { "line \($0)" }.joined(separator: "\n").utf8)
        #expect(
            ByteLines.texts(ofLines: [6, 7, 14, 17, 19, 20], in: sample) == [
                6: "line 6", 7: "line 7", 14: "line 14", 17: "line 17", 19: "line 19", 20: "line 20",
            ])
    }

    @Test("the scanner's line texts, found from its tokens, are the lines' texts in every sample and with CR line ends")
    func scannerLineTexts() throws {
        let scanner = LegacyScanner()
        var checked = 0
        let enumerator = try #require(FileManager.default.enumerator(atPath: SampleGoldenTests.samples))
        for case let path as String in enumerator {
            guard case .source(let language)? = ProjectFileKind(fileName: path.pathFileName) else { continue }
            let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: SampleGoldenTests.samples + "/" + path)))
            for variant in [bytes, Self.carriageReturns(bytes, keepingLineFeeds: true), Self.carriageReturns(bytes, keepingLineFeeds: false)] {
                let normalized = LineEndings.normalizingLoneCarriageReturns(variant)
                let scan = scanner.scan(variant, path: path, language: language)
                #expect(scan.lineTexts == ByteLines.texts(ofLines: Set(scan.findings.map(\.line)), in: normalized), "\(path)")
                #expect(ByteContent.lineCount(normalized, lexedLines: scan.lexedLines ?? 0) == Self.naiveLineCount(normalized), "\(path)")
                checked += scan.findings.count
            }
        }
        #expect(checked > 500)
    }

    /// `bytes` with every line feed written `\r\n` (or, unless `keepingLineFeeds`, a lone `\r`).
    private static func carriageReturns(_ bytes: [UInt8], keepingLineFeeds: Bool) -> [UInt8] {
        bytes.flatMap { $0 == 0x0A ? (keepingLineFeeds ? [0x0D, 0x0A] : [0x0D]) : [$0] }
    }

    @Test("every lexer ends on the line after the last line feed, whatever the bytes (comments, strings, dead code)")
    func lexersCountLines() {
        var generator = SeededRandom(state: 2011)
        let pieces = ["\n", "//", "/*", "*/", "\"", "'", "\\", "#if 0", "#endif", "#else", "@\"", "\"\"\"", "`", "${", "}", "x", " ", "\r\n", "#"]
        for _ in 0..<300 {
            let text = (0..<60).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let bytes = LineEndings.normalizingLoneCarriageReturns(Array(text.utf8))
            let names = NameTable()
            for lexed in [
                ObjectiveCLexer.lex(bytes, names: names), SwiftLexer.lex(bytes, names: names), JavaLexer.lex(bytes, names: names),
                KotlinLexer.lex(bytes, names: names),
            ] {
                #expect(ByteContent.lineCount(bytes, lexedLines: lexed.lexedLines) == Self.naiveLineCount(bytes), "\(text.debugDescription)")
            }
        }
    }
}
