import Foundation
import Testing
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

    @Test("clear errors: unknown key, unknown rule with a suggestion, bad severity, bad JSON, wrong types", arguments: [
        ("{\"exclud\": []}", "unknown key \"exclud\""),
        ("{\"disabledRules\": [\"mpl.paypal.checkout-with-paymnt\"]}", "did you mean \"mpl.paypal.checkout-with-payment\""),
        ("{\"severityOverrides\": {\"mpl.enum.payment-status\": \"fatal\"}}", "must be \"info\", \"warning\" or \"error\""),
        ("{\"include\": \"App\"}", "\"include\" must be an array of strings"),
        ("{\"maxFileBytes\": -5}", "positive whole number"),
        ("[1, 2]", "must be a JSON object"),
        ("{\"include\": [", "not valid JSON"),
    ])
    func errors(json: String, expected: String) {
        #expect {
            try MigrationConfiguration.parse(Data(json.utf8), file: "bad.json", knownRuleIDs: known)
        } throws: { error in
            let text = "\(error)"
            return text.hasPrefix("bad.json: ") && text.contains(expected)
        }
    }

    @Test("globs: * within a component, ** across components, trailing / for a directory", arguments: [
        ("*.m", "A.m", true), ("*.m", "Dir/A.m", false), ("**/*.m", "Dir/Sub/A.m", true), ("**/*.m", "A.m", true),
        ("Vendor/", "Vendor/PayPal/PayPal.h", true), ("Vendor/", "App/Vendor.m", false), ("App/?.swift", "App/B.swift", true),
        ("App/?.swift", "App/BC.swift", false), ("./App/**", "App/x/y.m", true),
    ])
    func globs(pattern: String, path: String, matches: Bool) {
        #expect(GlobPattern(pattern).matches(path) == matches)
    }
}
