import MigrationKit
import Testing

/// The byte lexers: what is code, what is a comment, where each token is.
@Suite("Lexers")
struct LexerTests {
    static let names: NameTable = {
        var names = NameTable()
        for name in ["PayPal", "getPayPalInst", "code", "live", "import"] { names.intern(name) }
        return names
    }()

    static func objc(_ text: String) -> LexedSource { ObjectiveCLexer.lex(Array(text.utf8), names: names) }
    static func swift(_ text: String) -> LexedSource { SwiftLexer.lex(Array(text.utf8), names: names) }

    /// The code identifiers' texts.
    static func identifiers(_ source: LexedSource) -> [String] {
        source.tokens.filter { $0.kind == .identifier }.map { source.string(of: $0) }
    }

    @Test("Objective-C comments are comment tokens, not code; a // comment continues after a backslash")
    func objectiveCComments() {
        let source = Self.objc("a // PayPal \\\n still comment\nb /* PayPal\n getPayPalInst */ c")
        #expect(Self.identifiers(source) == ["a", "b", "c"])
        #expect(source.comments.count == 2)
        #expect(source.line(of: source.comments[1]) == 3 && source.endLine(of: source.comments[1]) == 4)
    }

    @Test("strings and character literals with escapes hide their contents; a '\"' literal does not open a string")
    func objectiveCStrings() {
        let source = Self.objc(#"x = @"say \"[PayPal getPayPalInst]\" \\"; y = "C \"PayPal\""; c = '"'; z = '\''; live"#)
        #expect(Self.identifiers(source) == ["x", "y", "c", "z", "live"])
        #expect(source.tokens.filter { $0.kind == .string }.count == 2)
        #expect(source.tokens.filter { $0.kind == .character }.count == 2)
    }

    @Test("#import targets are tokens; #pragma text and #if conditions are not code; #define bodies are")
    func directives() {
        let source = Self.objc("#import \"PayPal.h\"\n#import <UIKit/UIKit.h>\n#pragma mark - PayPal\n#if PayPal\n#define PP [PayPal getPayPalInst]\n#endif\n")
        #expect(source.tokens.filter { $0.kind == .includeTarget }.map { source.string(of: $0) } == ["\"PayPal.h\"", "<UIKit/UIKit.h>"])
        #expect(Self.identifiers(source) == ["PP", "PayPal", "getPayPalInst"])
    }

    @Test("#if 0 blocks are skipped, nesting aware; their #else and #elif branches are live; #if 1's #else is dead")
    func deadBlocks() {
        let source = Self.objc(
            """
            #if 0
              dead1
              #if 1
                dead2
              #else
                dead3
              #endif
              /* #endif in a comment */ "#endif in a string"
            #elif FEATURE
              live1
            #else
              live2
            #endif
            #if 1
              live3
            #else
              dead4
              #if 0
              #endif
            #endif
            live4
            """)
        #expect(Self.identifiers(source) == ["live1", "live2", "live3", "live4"])
        #expect(source.tokens.first { source.string(of: $0) == "live4" }.map(source.line(of:)) == 21)
    }

    @Test("lines and columns are 1-based bytes, also after multi-byte and invalid UTF-8")
    func positions() {
        var bytes = Array("é = 1;\n".utf8)
        bytes += [0xFF, 0xFE, 0x20, 0x22, 0xC3, 0x22, 0x3B, 0x0A]  // invalid bytes, a string holding half a character
        bytes += Array("  PayPal".utf8)
        let source = ObjectiveCLexer.lex(bytes, names: Self.names)
        let payPal = source.tokens.last!
        #expect(source.string(of: payPal) == "PayPal")
        #expect(source.line(of: payPal) == 3 && source.column(of: payPal) == 3)
        #expect(source.column(of: source.tokens.first!) == 1 && source.column(of: source.tokens[1]) == 4)
    }

    @Test("unterminated comments and strings end the file or the line without a crash")
    func unterminated() {
        #expect(Self.identifiers(Self.objc("a /* PayPal")) == ["a"])
        #expect(Self.identifiers(Self.objc("a = @\"PayPal\nb")) == ["a", "b"])
        #expect(Self.identifiers(Self.swift("a /* /* */ PayPal")) == ["a"])
        #expect(Self.identifiers(Self.swift("a = \"\"\"\nPayPal")) == ["a"])
        #expect(Self.identifiers(Self.objc("#if 0\nPayPal")) == [])
    }

    @Test("Swift block comments nest")
    func nestedComments() {
        #expect(Self.identifiers(Self.swift("a /* outer /* inner */ PayPal */ b")) == ["a", "b"])
    }

    @Test("Swift string interpolation is code, also nested; raw strings interpolate only with their #s")
    func interpolation() {
        let lines = [
            #"let a = "x \(PayPal.getPayPalInst()) y \(f("(", g(1))) z""#,
            ##"let b = #"raw \(PayPal) "quoted" \#(code)"#"##,
            #"let c = """"#,
            #"    multi "PayPal" \(live)"#,
            #"    """"#,
            ###"let d = ##""""###,
            ###"    raw multi \(PayPal) \#(PayPal) \##(live)"###,
            ###"    """##"###,
        ]
        let source = Self.swift(lines.joined(separator: "\n"))
        #expect(
            Self.identifiers(source) == [
                "let", "a", "PayPal", "getPayPalInst", "f", "g", "let", "b", "code",
                "let", "c", "live", "let", "d", "live",
            ])
    }

    @Test("backquoted Swift names are names")
    func backquotes() {
        let source = Self.swift("let `import` = `PayPal`")
        #expect(Self.identifiers(source) == ["let", "import", "PayPal"])
        #expect(source.tokens.last?.symbol == Self.names.symbol(of: "PayPal"))
    }
}

extension LexerTests {
    /// A letter, digit, `_`, `$` or a byte of a multi-byte sequence: what continues a name.
    static func isNameByte(_ byte: UInt8) -> Bool {
        (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F || byte == 0x24 || byte >= 0x80
    }

    @Test(
        "every name's symbol is the name table's own, wherever it stands: short names hashed with one load mid-file and byte by byte at its end; every name and run of spaces ends where it ends, the file's last bytes included"
    )
    func symbolsMatchTheNameTable() {
        let pieces = ["code", "live", "PayPal", "import", "getPayPalInst", "cod", "codes", "live1", "x", "PayPa", " ", "\n", "(", "."]
        var random = SeededRandom(state: 1987)
        for _ in 0..<2_000 {
            var text = ""
            for _ in 0..<Int.random(in: 1...12, using: &random) { text += pieces.randomElement(using: &random)! }
            let source = Self.objc(text)
            for token in source.tokens where token.kind == .identifier {
                #expect(token.symbol == Self.names.symbol(of: source.string(of: token)) ?? -1, "\(source.string(of: token)) in \(text)")
                let end = Int(token.end)  // a whole name: no name byte follows it
                #expect(end == source.bytes.count || !Self.isNameByte(source.bytes[end]), "\(text)")
            }
            // Names and spaces are all that is not a token here: the tokens' bytes and the spaces make up the text.
            let covered = source.tokens.reduce(0) { $0 + Int($1.end - $1.start) }
            #expect(covered + source.bytes.filter { $0 == 0x20 || $0 == 0x0A }.count == source.bytes.count, "\(text)")
        }
    }

    @Test("2,000 random fragments of tricky bytes (CR and CRLF included) never crash the four lexers or the scanners, and tokens stay in order and in bounds")
    func robustness() {
        let pieces = [
            "\"", "'", "`", "#", "#if 0\n", "#else\n", "#endif\n", "\\", "\\(", ")", "(", "[", "]", "{", "}", "/*", "*/",
            "//", "\n", " ", "@\"", "\"\"\"", "#\"", "\"#", "PayPal", " getPayPalInst", ":", ".", "=", "*", "\u{FF}",
            "é", "0x1F", "ENV_NONE", "let", "self", "@interface X <PayPalPaymentDelegate>\n", "- (void)paymentCanceled",
            "\r", "\r\n", "// mpl-migrate:disable-line all\r", "${", "$", "\"\"\"\"", "import com.paypal.android.MEP.*;\n",
            "PayPal.getInstance()", ".checkout(", "new PayPalResultDelegate() {", "fun ", "object : PaymentAdjuster {",
            "?.", "!!", "val x = PayPalPayment()", ".apply {", "import com.paypal.android.MEP.PayPal as P\n", "com.paypal.android.MEP.",
        ]
        var random = SeededRandom(state: 2011)
        for _ in 0..<2_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...120, using: &random) {
                if Int.random(in: 0..<10, using: &random) == 0 {
                    bytes.append(UInt8.random(in: 0...255, using: &random))
                } else {
                    bytes += Array(pieces.randomElement(using: &random)!.utf8)
                }
            }
            let sources = [
                ObjectiveCLexer.lex(bytes, names: Self.names), SwiftLexer.lex(bytes, names: Self.names),
                JavaLexer.lex(bytes, names: Self.names), KotlinLexer.lex(bytes, names: Self.names),
            ]
            // Every line feed is noted where the next line starts, so a token's line is the line feeds before it.
            let lineStarts = bytes.indices.filter { bytes[$0] == 0x0A }.map { Int32($0 + 1) }
            for source in sources {
                #expect(source.lineStarts == lineStarts)
                var previousEnd: Int32 = 0
                for token in source.tokens {
                    #expect(token.start >= previousEnd && token.end >= token.start && Int(token.end) <= bytes.count)
                    let newlinesBefore = bytes[..<Int(token.start)].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
                    #expect(source.line(of: token) == Int32(newlinesBefore + 1) && source.column(of: token) >= 1)
                    previousEnd = token.end
                }
            }
            _ = Scan.scanner.scan(bytes, path: "Fuzz.m", language: .objectiveC)
            _ = Scan.scanner.scan(bytes, path: "Fuzz.swift", language: .swift)
            _ = Scan.scanner.scan(bytes, path: "Fuzz.java", language: .java)
            _ = Scan.scanner.scan(bytes, path: "Fuzz.kt", language: .kotlin)
        }
    }
}
