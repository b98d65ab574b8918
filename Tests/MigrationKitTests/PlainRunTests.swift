import Foundation
import Testing

@testable import MigrationKit

/// The lexers hand names, spaces and punctuation to one fast loop (`ByteLexer+PlainRun`). It must lex exactly as each
/// language's own loop does one byte at a time: every source of the repository and thousands of random fragments give
/// the same tokens, comments, lines, bracket pairs, statements and known names both ways, in the four languages.
@Suite("Lexers: the plain run")
struct PlainRunTests {
    /// The four lexers, by language, with and without plain runs.
    static let lexers: [(language: String, lex: @Sendable ([UInt8], NameTable, Bool) -> LexedSource)] = [
        ("Objective-C", { ObjectiveCLexer.lex($0, names: $1, plainRuns: $2) }),
        ("Swift", { SwiftLexer.lex($0, names: $1, plainRuns: $2) }),
        ("Java", { JavaLexer.lex($0, names: $1, plainRuns: $2) }),
        ("Kotlin", { KotlinLexer.lex($0, names: $1, plainRuns: $2) }),
    ]

    /// The names both scanners know.
    static let names = ScanIndex(catalog: .standard).names

    /// Everything a lexed source holds, for exact comparisons.
    static func parts(_ source: LexedSource) -> [String] {
        [
            "\(source.tokens)", "\(source.comments)", "\(source.lineStarts)", "\(source.bracketPairs)", "\(source.knownTokens)",
            "\(source.statementEnds)", "\(source.atSigns)", "\(source.statementSignatures)",
        ]
    }

    /// The languages whose lexer gives something else with plain runs than without, for `bytes`.
    static func languagesDiffering(on bytes: [UInt8]) -> [String] {
        lexers.filter { parts($0.lex(bytes, names, true)) != parts($0.lex(bytes, names, false)) }.map(\.language)
    }

    @Test("every source of the repository lexes the same with and without plain runs, in each of the four languages")
    func repositorySources() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var files = 0
        for folder in ["Samples", "Tests", "Sources/PayPalMPL", "Sources/MigrationKit/Lexing", "Migration"] {
            let root = repository.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil, options: .skipsHiddenFiles) else {
                continue
            }
            for case let url as URL in walker where ["m", "mm", "h", "swift", "java", "kt"].contains(url.pathExtension) {
                let differing = Self.languagesDiffering(on: try [UInt8](Data(contentsOf: url)))
                #expect(differing.isEmpty, "\(url.path): \(differing)")
                files += 1
            }
        }
        #expect(files > 200, "the repository's sources were found")
    }

    @Test("3,000 random fragments of every byte the plain run stops at or takes lex the same both ways")
    func randomFragments() {
        let pieces = [
            "\"", "'", "`", "#", "#if 0\n", "#else\n", "#endif\n", "#import \"PayPal.h\"\n", "\\", "\\\n", "\\(", "${", "$", "(",
            ")", "[", "]", "{", "}", ";", "/*", "*/", "//", "/", "\n", " ", "   ", "\t", "\r", "\r\n", "\u{0B}", "\u{0C}", "@",
            "@\"", "\"\"\"", "#\"", "\"#", ".", ".5", "1.5e+3", "0x1F", "x.5", "PayPal", "getPayPalInst", "checkoutWithPayment",
            ":", "=", "*", "é", "\u{FF}", "\0", "ENV_NONE", "let", "self", "_name", "$0", "name2", "@interface X <PayPalPaymentDelegate>",
            "PayPal.getInstance()", "fun ", "val x = PayPalPayment()", "import com.paypal.android.MEP.PayPal;\n",
        ]
        var random = SeededRandom(state: 1985)
        var differing: [String] = []
        for _ in 0..<3_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...80, using: &random) {
                if Int.random(in: 0..<12, using: &random) == 0 {
                    bytes.append(UInt8.random(in: 0...255, using: &random))
                } else {
                    bytes += Array(pieces.randomElement(using: &random)!.utf8)
                }
            }
            let languages = Self.languagesDiffering(on: bytes)
            if !languages.isEmpty { differing.append("\(languages): \(String(decoding: bytes, as: UTF8.self).debugDescription)") }
        }
        #expect(differing.isEmpty, "\(differing.prefix(3))")
    }

    @Test("every statement's signature is that of its identifiers, in the four languages, with and without plain runs")
    func statementSignatures() {
        var random = SeededRandom(state: 1986)
        let pieces = [";", "{", "}", "(", ")", "[", "]", "\n", " ", "pay", "payment", "_p", "`default`", "é", "x.y", "\"s;{\"", "// c;\n", "1;"]
        for _ in 0..<1_000 {
            let bytes = Array((0..<Int.random(in: 0...40, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined().utf8)
            for lexer in Self.lexers {
                for plainRuns in [true, false] {
                    let source = lexer.lex(bytes, Self.names, plainRuns)
                    #expect(source.statementSignatures.count == source.statementEnds.count)
                    var start = 0
                    for (statement, end) in source.statementEnds.enumerated() {
                        let expected = source.tokens[start..<Int(end)].filter { $0.kind == .identifier && $0.end > $0.start }.reduce(UInt64(0)) {
                            $0 | NameFilter.signatureBit(length: Int($1.end - $1.start), last: bytes[Int($1.end) - 1])
                        }
                        let text = String(decoding: bytes, as: UTF8.self).debugDescription
                        #expect(source.statementSignatures[statement] == expected, "\(lexer.language) \(text)")
                        start = Int(end) + 1
                    }
                }
            }
        }
        // A signature's bit is its name's filter bit within its word: a filter's words, folded, test it.
        for length in 1...80 {
            for last in UInt8.min...UInt8.max {
                #expect(NameFilter.signatureBit(length: length, last: last) == NameFilter.place(length: Int32(length), last: last).mask)
            }
        }
    }

    @Test("the plain run stops exactly at the bytes that may begin a comment, literal, directive, escaped name or splice")
    func stopBytes() {
        let stops = (0..<256).filter { PlainRunClasses.table[$0] == PlainRunClasses.stop }.map { UInt8($0) }
        #expect(stops == Array("\"#'/@\\`".utf8))
        #expect((0..<256).filter { PlainRunClasses.table[$0] == PlainRunClasses.digit } == Array(0x30...0x39))
        // Every byte that may start a name is taken as one, the multi-byte and invalid UTF-8 bytes included.
        #expect((0..<256).allSatisfy { (PlainRunClasses.table[$0] == PlainRunClasses.name) == (ByteClasses.table[$0] & ByteClasses.nameStart != 0) })
        #expect(PlainRunClasses.table[Int(UInt8(ascii: "$"))] == PlainRunClasses.name)
        #expect(PlainRunClasses.table[0x80] == PlainRunClasses.name && PlainRunClasses.table[0xFF] == PlainRunClasses.name)
    }

    @Test("a dot before a digit starts a number in Objective-C, Java and Kotlin, and is punctuation in Swift")
    func dotBeforeDigit() {
        let bytes = Array("x = .5;".utf8)
        for lexer in Self.lexers {
            let source = lexer.lex(bytes, Self.names, true)
            let kinds = source.tokens.map(\.kind)
            if lexer.language == "Swift" {
                #expect(kinds == [.identifier, .punctuation, .punctuation, .number, .punctuation], "\(lexer.language)")
            } else {
                #expect(kinds == [.identifier, .punctuation, .number, .punctuation], "\(lexer.language)")
            }
        }
    }
}
