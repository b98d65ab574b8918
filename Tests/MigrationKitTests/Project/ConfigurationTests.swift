import Foundation
import Testing
import TimingTestSupport

@testable import MigrationKit

@Suite("Configuration file and globs")
struct ConfigurationTests {
    let known: Set<String> = ["mpl.paypal.checkout-with-payment", "mpl.enum.payment-status"]

    @Test("every key parsed")
    func parsesEveryKey() throws {
        let json = """
            {"include": ["App/**"], "exclude": ["App/Generated/"], "disabledRules": ["mpl.enum.payment-status"],
             "severityOverrides": {"mpl.paypal.checkout-with-payment": "error"}, "maxFileBytes": 1024}
            """
        let configuration = try MigrationConfiguration.parse(Data(json.utf8), file: "c.json", knownRuleIDs: known)
        #expect(configuration.admits("App/A.m"))
        #expect(!configuration.admits("App/Generated/B.m"))
        #expect(!configuration.admits("Other/C.m"))
        #expect(configuration.disabledRules == ["mpl.enum.payment-status"])
        #expect(configuration.severityOverrides == ["mpl.paypal.checkout-with-payment": .error])
        #expect(configuration.maximumFileBytes == 1024)
    }

    @Test(
        "clear errors: unknown key, unknown rule with a suggestion, bad severity, bad JSON, wrong types",
        arguments: [
            ("{\"exclud\": []}", "unknown key \"exclud\""),
            ("{\"disabledRules\": [\"mpl.paypal.checkout-with-paymnt\"]}", "did you mean \"mpl.paypal.checkout-with-payment\""),
            ("{\"severityOverrides\": {\"mpl.enum.payment-status\": \"fatal\"}}", "must be \"info\", \"warning\" or \"error\""),
            ("{\"include\": \"App\"}", "\"include\" must be an array of strings"),
            ("{\"maxFileBytes\": -5}", "positive whole number"),
            ("[1, 2]", "must be a JSON object"),
            ("{\"include\": [", "not valid JSON"),
            ("{\"exclude\": [\"\"]}", "\"exclude\"[0]: the pattern is empty"),
            ("{\"include\": [\"" + String(repeating: "*", count: 2000) + "\"]}", "\"include\"[0]: the pattern is 2000 bytes long"),
        ])
    func errors(json: String, expected: String) {
        #expect {
            try MigrationConfiguration.parse(Data(json.utf8), file: "bad.json", knownRuleIDs: known)
        } throws: { error in
            let text = "\(error)"
            return text.hasPrefix("bad.json: ") && text.contains(expected)
        }
    }

    @Test(
        "globs: * within a component, ** across components, trailing / for a directory",
        arguments: [
            ("*.m", "A.m", true), ("*.m", "Dir/A.m", false), ("**/*.m", "Dir/Sub/A.m", true), ("**/*.m", "A.m", true),
            ("Vendor/", "Vendor/PayPal/PayPal.h", true), ("Vendor/", "App/Vendor.m", false), ("App/?.swift", "App/B.swift", true),
            ("App/?.swift", "App/BC.swift", false), ("./App/**", "App/x/y.m", true),
        ])
    func globs(pattern: String, path: String, matches: Bool) {
        #expect(GlobPattern(pattern).matches(path) == matches)
    }

    /// The configuration is read from the scanned tree, so an untrusted repository chooses the patterns: neither
    /// many stars, nor many `**/`, nor a backtracking trap may crash or stall the checker.
    @Test("hostile globs match in time proportional to pattern × path, without recursion")
    func hostileGlobs() {
        let longPath = Array(repeating: "a", count: 300).joined(separator: "/") + "/" + String(repeating: "a", count: 200)
        let cases: [(pattern: String, onLongPath: Bool, onLongName: Bool)] = [
            (String(repeating: "*", count: 1000), false, true), (String(repeating: "**/", count: 300) + "b", false, false),
            ("*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*b", false, false), (String(repeating: "**/a*", count: 150) + "b", false, false),
        ]
        for (pattern, onLongPath, onLongName) in cases {
            let elapsed = ThreadCPUTime.measure {
                #expect(GlobPattern(pattern).matches(longPath) == onLongPath, "\(pattern.prefix(20))…")
                #expect(GlobPattern(pattern).matches(String(repeating: "a", count: 1000)) == onLongName, "\(pattern.prefix(20))…")
            }
            #expect(elapsed < .seconds(1), "\(pattern.prefix(20))… took \(elapsed)")
        }
        #expect(GlobPattern(String(repeating: "*", count: 1000)).matches("anything.m"))
        #expect(
            GlobPattern(String(repeating: "**/", count: 300) + "a").matches(longPath.replacingOccurrences(of: String(repeating: "a", count: 200), with: "a")))
    }

    /// The iterative matcher agrees with the plain recursive definition on 20,000 random small patterns and paths.
    @Test("globs agree with the recursive definition on random patterns and paths")
    func globsAgreeWithReference() {
        var state: UInt64 = 7
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let pieces = ["a", "b", "*", "?", "**", "/"]
        for _ in 0..<20_000 {
            let pattern = (0..<(1 + next(6))).map { _ in pieces[next(pieces.count)] }.joined()
            let path = (0..<(1 + next(7))).map { _ in ["a", "b", "/"][next(3)] }.joined()
            #expect(GlobPattern(pattern).matches(path) == ReferenceGlob.matches(pattern, path), "\(pattern) ~ \(path)")
        }
    }
}

/// The glob semantics written as plainly as possible (recursive, exponential): the reference for the test above.
private enum ReferenceGlob {
    static func matches(_ pattern: String, _ path: String) -> Bool {
        var text = pattern.hasPrefix("./") ? String(pattern.dropFirst(2)) : pattern
        if text.hasSuffix("/") { text += "**" }
        return match(text.split(separator: "/").map(String.init)[...], path.split(separator: "/").map(String.init)[...])
    }

    private static func match(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
        guard let head = pattern.first else { return path.isEmpty }
        if head == "**" {
            return (0...path.count).contains { match(pattern.dropFirst(), path.dropFirst($0)) }
        }
        guard let first = path.first, matchComponent(head[...], first[...]) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    private static func matchComponent(_ pattern: Substring, _ text: Substring) -> Bool {
        guard let head = pattern.first else { return text.isEmpty }
        switch head {
        case "*": return (0...text.count).contains { matchComponent(pattern.dropFirst(), text.dropFirst($0)) }
        case "?": return !text.isEmpty && matchComponent(pattern.dropFirst(), text.dropFirst())
        default: return text.first == head && matchComponent(pattern.dropFirst(), text.dropFirst())
        }
    }
}
