import MigrationKit
import Testing

/// The Java and Kotlin lexers: comments, Javadoc, strings, text blocks, raw strings, templates, characters.
@Suite("Lexers: Java and Kotlin")
struct JavaLexerTests {
    static let names = LexerTests.names

    static func java(_ text: String) -> LexedSource { JavaLexer.lex(Array(text.utf8), names: names) }
    static func kotlin(_ text: String) -> LexedSource { KotlinLexer.lex(Array(text.utf8), names: names) }

    @Test("Java line, block and Javadoc comments are comments; block comments do not nest")
    func javaComments() {
        let source = Self.java("a // PayPal\nb /** Javadoc {@link PayPal} */ c /* /* */ d */")
        #expect(LexerTests.identifiers(source) == ["a", "b", "c", "d"])
        #expect(source.comments.count == 3)
    }

    @Test("Java strings, text blocks and character literals hide their contents, escapes included")
    func javaStrings() {
        let source = Self.java(
            #"""
            x = "say \"PayPal\" \\"; c = '"'; q = '\''; t = """
                PayPal.getInstance() \""" still
                """; live
            """#)
        #expect(LexerTests.identifiers(source) == ["x", "c", "q", "t", "live"])
        #expect(source.tokens.filter { $0.kind == .string }.count == 2)
        #expect(source.tokens.filter { $0.kind == .character }.count == 2)
        let block = source.tokens.filter { $0.kind == .string }[1]
        #expect(source.line(of: block) == 1 && source.endLine(of: block) == 3)
    }

    @Test("Kotlin block comments nest; backquoted names (spaces allowed) are names")
    func kotlinCommentsAndNames() {
        let source = Self.kotlin("a /* outer /* inner */ PayPal */ b `import` `live code` c")
        #expect(LexerTests.identifiers(source) == ["a", "b", "import", "live code", "c"])
    }

    @Test("Kotlin templates: ${…} is code (braces counted, strings nested), $name and raw strings' quotes are text")
    func kotlinTemplates() {
        let lines = [
            #"val a = "x ${PayPal.getInstance()} y $code z""#,
            #"val b = "${ mapOf(1 to "}").size } ${ "${live}" }""#,
            #"val c = """raw \n "PayPal" ${code} """"#,
            #"val d = """"quoted"""""#,
            "live",
        ]
        let source = Self.kotlin(lines.joined(separator: "\n"))
        #expect(
            LexerTests.identifiers(source) == [
                "val", "a", "PayPal", "getInstance", "val", "b", "mapOf", "to", "size", "live",
                "val", "c", "code", "val", "d", "live",
            ])
    }

    @Test("unterminated comments, strings, text blocks and templates end the line or the file without a crash")
    func unterminated() {
        #expect(LexerTests.identifiers(Self.java("a /* PayPal")) == ["a"])
        #expect(LexerTests.identifiers(Self.java("a = \"PayPal\nb")) == ["a", "b"])
        #expect(LexerTests.identifiers(Self.java("a = \"\"\"\nPayPal")) == ["a"])
        #expect(LexerTests.identifiers(Self.kotlin("a = \"${PayPal")) == ["a", "PayPal"])
        #expect(LexerTests.identifiers(Self.kotlin("a /* /* */ PayPal")) == ["a"])
    }
}
