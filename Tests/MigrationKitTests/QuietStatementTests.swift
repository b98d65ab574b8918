import Foundation
import Testing

@testable import MigrationKit

/// The main passes pass over statements where nothing can matter (`FileScanner+QuietStatements`,
/// `JavaFileScanner+QuietStatements`). Passing over them must change nothing: every source of the repository (the
/// samples, the legacy integrations, the test fixtures) and thousands of random fragments in the four languages give the
/// same scan with and without it.
@Suite("Scanner: quiet statements passed over")
struct QuietStatementTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Everything a scan gives, as text, for exact comparisons.
    static func outcome(of scan: FileScan) -> [String] {
        scan.findings.map { finding in
            "\(finding.line):\(finding.column)-\(finding.endLine) \(finding.rule) \(finding.symbol) \(finding.message) "
                + (finding.fix.map { fix in fix.edits.map { "\($0)" }.joined(separator: ";") } ?? "")
        } + ["generations \(scan.generations.sorted())", "suppressed \(scan.suppressedCount)"]
    }

    /// Whether scanning `bytes` as `language` gives the same with and without passing over quiet statements.
    static func sameBothWays(_ bytes: [UInt8], language: SourceLanguage, path: String) -> Bool {
        let scanner = Scan.scanner
        let normalized = LineEndings.normalizingLoneCarriageReturns(bytes)
        let passing = scanner.scan(normalized: normalized, path: path, language: language)
        let reading = scanner.scan(normalized: normalized, path: path, language: language, passingOverQuietStatements: false)
        return outcome(of: passing) == outcome(of: reading)
    }

    /// The fragments, of 3,000 made at random from `pieces` (seeded with `seed`), that scan differently with and without
    /// passing over; `shape` gives each round's language and the text before and after its fragment.
    static func differingFragments(
        of pieces: [String], seed: UInt64, shape: (Int) -> (language: SourceLanguage, before: String, after: String)
    ) -> [String] {
        var random = SeededRandom(state: seed)
        var differing: [String] = []
        for round in 0..<3_000 {
            var fragment = ""
            for _ in 0..<Int.random(in: 1...60, using: &random) { fragment += pieces.randomElement(using: &random)! }
            let (language, before, after) = shape(round)
            let text = before + fragment + after
            let path = ["F.m", "F.swift", "F.java", "F.kt"][[SourceLanguage.objectiveC, .swift, .java, .kotlin].firstIndex(of: language) ?? 0]
            if !sameBothWays(Array(text.utf8), language: language, path: path) { differing.append(text) }
        }
        return differing
    }

    @Test("every Objective-C, Swift, Java and Kotlin source of the repository scans the same with and without passing over quiet statements")
    func repositorySources() throws {
        var files = 0
        for folder in ["Samples", "Tests", "Sources/PayPalMPL", "Migration"] {
            let root = Self.repository.appendingPathComponent(folder)
            // Hidden folders (a fixture's `.build`) hold no source of the repository.
            guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil, options: .skipsHiddenFiles) else {
                continue
            }
            for case let url as URL in walker {
                let language: SourceLanguage
                switch url.pathExtension {
                case "m", "mm", "h": language = .objectiveC
                case "swift": language = .swift
                case "java": language = .java
                case "kt": language = .kotlin
                default: continue
                }
                let same = Self.sameBothWays(try [UInt8](Data(contentsOf: url)), language: language, path: url.lastPathComponent)
                #expect(same, "\(url.path)")
                files += 1
            }
        }
        #expect(files > 200, "the repository's sources were found")
    }

    @Test("3,000 random fragments of statements, legacy names, variables, blocks and @-keywords scan the same both ways")
    func randomFragments() {
        let pieces = [
            ";", "{", "}", "(", ")", "[", "]", "\n", " ", "=", "*", ".", ":", ",", "^", "@", "@interface Cart : NSObject <PayPalPaymentDelegate>\n",
            "@implementation Cart\n", "@end\n", "- (void)paymentSuccessWithKey:(NSString *)key andStatus:(PayPalPaymentStatus)status ",
            "- (void)update ", "PayPalPayment *payment", "PayPal *pp = [PayPal getPayPalInst]", "payment", "_payment", "pp",
            "payment.subTotal = amount", "[payment setRecipient:r]", "self", "self.payment", "[self start]", "x = payment",
            "x", "y = x", "NSString *payment", "[items objectAtIndex:1]", "ENV_SANDBOX", "fetchDeviceReferenceTokenWithAppID",
            "[pp checkoutWithPayment:payment]", "dispatch_async(queue, ^{ [pp checkoutWithPayment:payment]; })", "if (x) ",
            "let p = PayPalPayment()", "var q: PayPalPayment?", "func paymentSuccess(withKey key: String, andStatus status: PayPalPaymentStatus) ",
            "class Checkout: NSObject, PayPalPaymentDelegate ", "p.subTotal = 1", "q = p", "let payment = 5", "items.reduce(0) { $0 + $1 }",
            "PayPal.getPayPalInst().checkout(with: p)", "// mpl-migrate:disable-next-line\n", "\"s;{\"", "#if 0\n", "#endif\n",
        ]
        let differing = Self.differingFragments(of: pieces, seed: 1011) { round in
            (round % 3 == 2 ? .swift : .objectiveC, "", "")
        }
        #expect(differing.isEmpty, "\(differing.prefix(3))")
    }

    @Test("3,000 random Java and Kotlin fragments of statements, library names, variables, scopes and callbacks scan the same both ways")
    func randomAndroidFragments() {
        let pieces = [
            ";", "{", "}", "(", ")", "\n", " ", "=", ".", ",", ":", "->", "int total = cart.total()", "items.length",
            "import com.paypal.android.MEP.PayPal;\n", "import com.paypal.android.MEP.PayPalPayment;\n",
            "import static com.paypal.android.MEP.PayPal.ENV_SANDBOX;\n", "import com.paypal.android.MEP.PayPal as P\n",
            "class Checkout implements PayPalResultDelegate ", "public void onPaymentSucceeded(String payKey, String status) ",
            "void refresh() ", "PayPal pp = PayPal.getInstance()", "pp", "pp.checkout(payment, this)", "PayPalPayment payment = new PayPalPayment()",
            "payment", "payment.setSubtotal(new BigDecimal(\"1\"))", "x = pp", "x", "String pp = \"\"", "this.payment", "total()",
            "com.paypal.android.MEP.PayPal.getInstance()", "val p = PayPal.getInstance()", "p.apply ", "language = \"en_US\"",
            "fun onPaymentSucceeded(payKey: String, status: String) ", "object : PayPalResultDelegate ", "val q: PayPalPayment? = null",
            "ENV_SANDBOX", "checkout(payment)", "items.forEach ", "it.count()", "// mpl-migrate:disable-next-line\n", "\"s;{\"",
            "pp.checkout(payment);", "x = pp;", "x.checkout(payment);", "payment.setSubtotal(amount);", "p.checkout(q);", "q = payment;",
        ]
        let differing = Self.differingFragments(of: pieces, seed: 1012) { round in
            let language: SourceLanguage = round % 2 == 0 ? .java : .kotlin
            // Most fragments stand in a method of a class, where statements are passed over.
            guard round % 4 < 3 else { return (language, "", "") }
            return (language, language == .java ? "class A {\n void m() {\n" : "class A {\n fun m() {\n", "\n}\n}\n")
        }
        #expect(differing.isEmpty, "\(differing.prefix(3))")
    }

    @Test("the Java pass passes over a method's own statements and still reports the library's")
    func passesOverJava() {
        let code = """
            import com.paypal.android.MEP.PayPal;

            public class Cart {
                public int total(int[] items) {
                    int value = items[1] * 3 + cart.total();
                    int other = items[2] * 5;
                    PayPal.getInstance().setShippingEnabled(true);
                    return items.length;
                }
            }
            """
        let index = AndroidScanIndex(catalog: .standard)
        var scanner = JavaFileScanner(index: index, source: JavaLexer.lex(Array(code.utf8), names: index.names), kotlin: false)
        let findings = scanner.run()
        #expect(scanner.statementsPassedOver >= 3, "the method's own statements are passed over")
        #expect(!findings.isEmpty)
        let same = Self.sameBothWays(Array(code.utf8), language: .java, path: "Cart.java")
        #expect(same)
    }

    @Test("the pass does pass over the app's own statements, and still follows a variable into a later method")
    func passesOverAndFollows() {
        let code = """
            @implementation Cart
            - (void)prepare {
                NSInteger total = [[items objectAtIndex:1] integerValue] * 3;
                payment = [[PayPalPayment alloc] init];
                [self refresh];
            }
            - (void)pay {
                NSInteger count = items.count;
                payment.subTotal = [NSDecimalNumber one];
            }
            @end
            """
        let index = ScanIndex(catalog: .standard)
        var scanner = FileScanner(index: index, source: ObjectiveCLexer.lex(Array(code.utf8), names: index.names), language: .objectiveC)
        let findings = scanner.run()
        #expect(scanner.statementsPassedOver >= 3, "the own statements are passed over")
        let same = Self.sameBothWays(Array(code.utf8), language: .objectiveC, path: "Cart.m")
        #expect(same)
        #expect(!findings.isEmpty)
        let rules = Scan.objc(code).rules
        #expect(rules.contains("mpl.payment.sub-total"), "\(rules)")
    }
}
