import Testing
import TimingTestSupport

@testable import MigrationKit

/// Inline suppressions from real comments, and which header generations a file or codebase uses.
@Suite("Scanner: suppressions and generations")
struct SuppressionAndGenerationTests {
    @Test("disable-next-line and disable-line silence the named rules or all; other rules and strings do not")
    func suppressions() {
        let scan = Scan.objc(
            """
            // mpl-migrate:disable-next-line mpl.paypal.build-version, mpl.enum.environment - checked by hand
            NSLog(@"%@ %d", [PayPal buildVersion], ENV_NONE);
            [PayPal initializationStatus];  // mpl-migrate:disable-line all
            /* mpl-migrate:disable-next-line mpl.enum.fee-payer */
            [PayPal buildVersion];
            NSString *s = @"// mpl-migrate:disable-line all"; [PayPal buildVersion];
            [PayPal initializeWithAppID:@"APP-1"
                         forEnvironment:ENV_LIVE];  // mpl-migrate:disable-line mpl.paypal.initialize-with-app-id-for-environment
            """)
        #expect(scan.summary == ["5:1 mpl.paypal.build-version", "6:51 mpl.paypal.build-version", "8:29 mpl.enum.environment"])
        #expect(scan.suppressedCount == 4)
    }

    /// The same file with `\n`, `\r\n` and lone `\r` line endings: the same findings, lines and suppressions.
    @Test("CR and CRLF line endings: the same findings, line numbers and suppressions as LF")
    func lineEndings() {
        let lines = [
            "// a comment on the first line",
            "NSLog(@\"%@\", [PayPal buildVersion]);",
            "[PayPal initializationStatus];  // mpl-migrate:disable-line mpl.paypal.initialization-status",
            "// mpl-migrate:disable-next-line mpl.paypal.build-version",
            "[PayPal buildVersion];",
            "[PayPal buildVersion];",
        ]
        let unix = Scan.objc(lines.joined(separator: "\n"))
        #expect(unix.summary == ["2:14 mpl.paypal.build-version", "6:1 mpl.paypal.build-version"])
        #expect(unix.suppressedCount == 2)
        for separator in ["\r\n", "\r"] {
            let scan = Scan.objc(lines.joined(separator: separator))
            #expect(scan.summary == unix.summary, "\(separator.debugDescription)")
            #expect(scan.suppressedCount == unix.suppressedCount, "\(separator.debugDescription)")
        }
        let swift = ["// first", "print(PayPal.buildVersion()) // mpl-migrate:disable-line all", "print(PayPal.buildVersion())"]
        for separator in ["\n", "\r\n", "\r"] {
            #expect(Scan.swift(swift.joined(separator: separator)).summary == ["3:14 mpl.paypal.build-version"], "\(separator.debugDescription)")
        }
    }

    /// One 1 MB line holding many legacy uses: one pass over the line per rule, not per finding.
    @Test("a 1 MB line with 2,000 findings scans and fingerprints quickly")
    func longLine() {
        let line = String(repeating: "[PayPal buildVersion]; int padding_\(String(repeating: "x", count: 480)); ", count: 2_000)
        let elapsed = ThreadCPUTime.measure {
            let scan = Scan.objc(line)
            #expect(scan.findings.count == 2_000)
            let prints = FindingFingerprint.fingerprints(for: scan.findings.map { ($0, line) })
            #expect(Set(prints).count == 2_000)
        }
        #expect(elapsed < .seconds(5), "took \(elapsed)")
    }

    @Test("Swift suppressions")
    func swiftSuppressions() {
        let scan = Scan.swift(
            """
            // mpl-migrate:disable-next-line mpl.paypal.build-version
            print(PayPal.buildVersion())
            let text = "// mpl-migrate:disable-next-line all"
            print(PayPal.buildVersion())
            """)
        #expect(scan.summary == ["4:14 mpl.paypal.build-version"])
        #expect(scan.suppressedCount == 1)
    }

    @Test("one generation per file from the symbols only some generations declare")
    func fileGenerations() {
        #expect(Scan.objc("[[PayPal getPayPalInst] checkoutWithPayment:p];").generations == [.h2])
        #expect(Scan.objc("[[PayPal getInstance] checkoutWithPayment:p];").generations == [.h1])
        #expect(Scan.objc("[[PayPal getInstance] Checkout:p];").generations == [.h0])
        #expect(Scan.objc("#import \"PayPalMEP.h\"\n").generations == [.h0])
        #expect(Scan.objc("[[PayPal getPayPalInst] checkoutWithPayment:p];\nint c = AMOUNT_CANCEL_TXN;").generations == [.h2])
        #expect(Scan.objc("[[PayPalPayment alloc] init];").generations == [.h1, .h2])
        #expect(Scan.objc("int x = 1;").generations.isEmpty)
    }

    @Test("evidence names the symbols; a codebase mixing generations reports each")
    func codebaseGenerations() {
        let h1 = Scan.objc("PPReceiverPaymentDetails *r = nil;\n[[PayPal getInstance] advancedCheckoutWithPayment:p];")
        #expect(h1.generationEvidence.map(\.symbol) == ["PPReceiverPaymentDetails", "+[PayPal getInstance]", "-[PayPal advancedCheckoutWithPayment:]"])
        let h2 = Scan.objc("id m = [PayPal getPayPalInst].responseMessage;")
        #expect(GenerationInference.generations(of: [h1, h2]) == [.h1, .h2])
        #expect(GenerationInference.generations(from: [[.h0, .h1], [.h1, .h2]]) == [.h1])
        #expect(GenerationInference.generations(from: [[.h0, .h1], [.h2]]) == [.h1, .h2])
        #expect(GenerationInference.generations(from: []).isEmpty)
    }

    @Test("leaving out repeated signs (a file's thousands of findings) never changes the inference")
    func distinctSignsInferTheSame() {
        let subsets: [Set<HeaderGeneration>] = [[.h0], [.h1], [.h2], [.h0, .h1], [.h0, .h2], [.h1, .h2]]
        var random = SeededRandom(state: 23)
        for _ in 0..<2_000 {
            let evidence = (0..<Int.random(in: 0...12, using: &random)).map { _ in subsets.randomElement(using: &random)! }
            let distinct = GenerationInference.distinctSigns(evidence)
            #expect(GenerationInference.generations(from: distinct) == GenerationInference.generations(from: evidence), "\(evidence)")
            #expect(Set(distinct) == Set(evidence) && distinct.count == Set(evidence).count)
        }
    }

    @Test("findings are sorted by line and column and carry the path and the catalog's texts")
    func findingFields() throws {
        let scan = Scan.objc("int b = ENV_LIVE; [PayPal buildVersion];\nint a = STATUS_OTHER;")
        #expect(scan.summary == ["1:9 mpl.enum.environment", "1:19 mpl.paypal.build-version", "2:9 mpl.enum.payment-status"])
        let finding = try #require(scan.findings.first)
        let rule = try #require(RuleCatalog.standard.rule(id: finding.rule))
        #expect(finding.symbol == "ENV_LIVE" && finding.support == rule.support && finding.severity == rule.severity)
        #expect(finding.replacement == rule.replacement && finding.message.contains(rule.action))
    }
}
