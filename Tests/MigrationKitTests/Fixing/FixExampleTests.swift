import Foundation
import MigrationKit
import Testing

/// The catalog's fixes, run: every example's `before` becomes its `after`, and fixing again changes nothing.
@Suite("Fixes: the catalog's examples")
struct FixExampleTests {
    static let rulesWithExamples = RuleCatalog.standard.rules.filter { !$0.fixExamples.isEmpty }

    /// `code` scanned as `language` and every fix applied.
    static func fixed(_ code: String, _ language: SourceLanguage) -> (text: String, applied: [String]) {
        let scan = Scan.scanner.scan(Array(code.utf8), path: "Example", language: language)
        let result = SourceEdits.apply(scan.findings, to: Array(code.utf8))
        return (String(decoding: result.bytes, as: UTF8.self), result.applied.map(\.rule))
    }

    @Test("each example: before → after, a fix of the rule itself applied, and after is a fixed point", arguments: rulesWithExamples)
    func examples(rule: Rule) {
        for example in rule.fixExamples {
            let once = Self.fixed(example.before, example.language)
            #expect(once.text == example.after, "\(rule.id)")
            #expect(once.applied.contains(rule.id), "\(rule.id): no fix of its own applied")
            let twice = Self.fixed(once.text, example.language)
            #expect(twice.applied.isEmpty && twice.text == once.text, "\(rule.id): a second fix changed \(twice.applied)")
        }
    }

    @Test("every method LegacyMPL declares under a Swift 2 and a Swift 3+ name: the Swift 2 calls are renamed, and still found")
    func swiftNames() {
        let rules = RuleCatalog.standard.rules.filter { if case .swiftName = $0.fix { true } else { false } }
        #expect(rules.count >= 7)
        var renamed = 0
        for rule in rules {
            guard case .swiftName(let names) = rule.fix, let (old, new) = names.first else { continue }
            let oldBase = String(old.prefix { $0 != "(" })
            let newBase = String(new.prefix { $0 != "(" })
            for example in rule.triggeringExamples where example.language == .swift && example.code.contains(".\(oldBase)(") {
                let once = Self.fixed(example.code, .swift)
                #expect(once.applied.contains(rule.id), "\(rule.id): \(example.code)")
                #expect(once.text.contains(".\(newBase)(") && !once.text.contains(".\(oldBase)("), "\(rule.id): \(once.text)")
                #expect(Scan.swift(once.text).rules.contains(rule.id), "\(rule.id): the Swift 3+ spelling is not found: \(once.text)")
                #expect(Self.fixed(once.text, .swift).applied.isEmpty)
                renamed += 1
            }
        }
        #expect(renamed >= 4)
    }

    @Test("the fix table names rules that exist")
    func tableIDs() {
        let ids = Set(RuleCatalog.standard.rules.map(\.id))
        let fixed = RuleCatalog.standard.rules.filter { $0.fix != nil && !$0.fixExamples.isEmpty }.map(\.id)
        #expect(fixed.count >= 9)
        #expect(fixed.allSatisfy(ids.contains))
    }

    @Test("comments, strings, #if 0 blocks and the app's own same-named code are never edited")
    func untouchable() {
        let code = """
            #import "PayPalMEP.h"
            // PAYPAL_ENVIRONMENT in a comment, #import "PayPalMEP.h"
            NSString *name = @"PAYPAL_ENVIRONMENT";
            #if 0
            PAYPAL_ENVIRONMENT dead = ENV_NONE;
            #endif
            PAYPAL_ENVIRONMENT live = ENV_NONE;
            """
        let fixed = Self.fixed(code, .objectiveC).text
        #expect(
            fixed
                == code.replacingOccurrences(of: "#import \"PayPalMEP.h\"\n/", with: "#import \"PayPal.h\"\n/")
                .replacingOccurrences(of: "PAYPAL_ENVIRONMENT live", with: "PayPalEnvironment live"))
        let own = "class Store {\n    func checkoutWithPayment(_ p: Int) {}\n    func go() { self.checkoutWithPayment(1) }\n}\n"
        #expect(Self.fixed(own, .swift).applied.isEmpty)
    }

    @Test("a call the fix does not know the shape of (a trailing closure, a label that is not the legacy one) is left as a finding")
    func unknownShapes() {
        #expect(Self.fixed("PayPal.getPayPalInst().checkoutWithPayment(payment, extra: 1)", .swift).applied.isEmpty)
        #expect(Self.fixed("PayPal.getPayPalInst().checkoutWithPayment(payment) { done() }", .swift).applied.isEmpty)
    }

    @Test("the deprecated adjust method is not renamed when the class already implements the error-code form")
    func adjustBothForms() {
        let code = """
            @interface Shop : NSObject <PayPalPaymentDelegate>
            @end
            @implementation Shop
            - (PayPalAmounts *)adjustAmountsForAddress:(PayPalAddress const *)a andCurrency:(NSString const *)c andAmount:(NSDecimalNumber const *)m andTax:(NSDecimalNumber const *)t andShipping:(NSDecimalNumber const *)s {
                return nil;
            }
            - (PayPalAmounts *)adjustAmountsForAddress:(PayPalAddress const *)a andCurrency:(NSString const *)c andAmount:(NSDecimalNumber const *)m andTax:(NSDecimalNumber const *)t andShipping:(NSDecimalNumber const *)s andErrorCode:(PayPalAmountErrorCode *)e {
                return nil;
            }
            @end
            """
        #expect(Self.fixed(code, .objectiveC).applied.isEmpty)
    }

    @Test("the headers an import is fixed to are the headers PayPalMPL ships")
    func shippedHeaders() throws {
        let include = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/PayPalMPL/include")
        let shipped = try FileManager.default.contentsOfDirectory(atPath: include.path).filter { $0.hasSuffix(".h") }
        for name in shipped {
            #expect(Self.fixed("#import <Vendor/\(name)>\n", .objectiveC).text == "#import \"\(name)\"\n")
        }
        #expect(shipped.count == 12)
    }
}
