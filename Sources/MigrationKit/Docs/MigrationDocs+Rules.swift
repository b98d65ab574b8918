/// The rule pages: an index and one page per area with every rule, its texts and its examples.
extension MigrationDocs {
    func rulesIndex() -> String {
        var lines = [
            Self.generatedNote, "", "# mpl-migrate rules", "",
            "One rule per element of the 2011 Mobile Payments Library's iOS API (header generations H0, H1 and H2 of",
            "`mpl-api-surface.md`) and of its Android library (`com.paypal.android.MEP`, section 6), plus one per",
            "project-file trace: \(catalog.rules.count) rules. Severity follows support: works unchanged → `info`, behaviour",
            "difference → `warning`, needs a change or no equivalent → `error`; LegacyMPL is iOS only, so every Android",
            "use needs a change. Every example on these pages is run as a test.", "",
            "How the scanner decides (it lexes Objective-C, Swift, Java and Kotlin; comments, strings and `#if 0` blocks",
            "are not code):", "",
            "- A member is reported only on a receiver known to be a legacy object: the `PayPal` class, an accessor's",
            "  result, or a variable, ivar, property or parameter declared with a legacy class *in the same file*. The app's",
            "  own methods and properties with the same names are not reported.",
            "- A delegate method counts in a class that adopts the legacy protocol in the same file, or in a class declared",
            "  elsewhere when the file shows other signs of the library; never in a class declared here without it.",
            "- Mobile Express Checkout shares the `PayPal` class and its accessor: an accessor or `PayPal *` variable that only",
            "  serves `fetchDeviceReferenceTokenWithAppID:…` reports nothing, nor do the constants passed to it.",
            "- The successor iOS SDK 2.x reuses `PayPalPayment` and `PayPalPaymentDelegate`: in a file using it",
            "  (`PayPalMobile.h`, `PayPalPaymentViewController`, …) those names are not reported.",
            "- Java and Kotlin: a name is the Android library's when the file imports it from `com.paypal.android.MEP`",
            "  (or a subpackage), imports the package with `.*` (and neither declares nor imports another class of that",
            "  name, such as PayPal's later `com.paypal.android.sdk.payments.PayPalPayment`), or spells it out in full.",
            "  `getInstance()` on any other class is not the library's; callbacks count in a class, anonymous class or",
            "  object that implements `PayPalResultDelegate` or `PaymentAdjuster` in the same file.",
            "- Suppress a finding with `// mpl-migrate:disable-next-line RULE[, RULE…]` or `// mpl-migrate:disable-line RULE`",
            "  (`all` for every rule).", "",
            Markdown.header(["area", "rules", "what it covers"]),
        ]
        for area in RuleArea.all {
            lines.append(Markdown.row(["[\(area.title)](\(area.page).md)", "\(rules(in: area).count)", area.summary]))
        }
        lines += ["", "## All rules", "", Markdown.header(["id", "element", "severity", "support", "generations"])]
        for area in RuleArea.all {
            for rule in rules(in: area) {
                lines.append(
                    Markdown.row([
                        "[`\(rule.id)`](\(area.page).md#\(Markdown.anchor(rule.id)))", "`\(rule.element.symbol)`",
                        rule.severity.rawValue, rule.support.rawValue, Markdown.generations(of: rule),
                    ]))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    func areaPage(_ area: RuleArea) -> String {
        var lines = [Self.generatedNote, "", "# \(area.title)", "", area.summary, "", "[All rules](README.md)"]
        for rule in rules(in: area) {
            lines += [
                "", "## \(rule.id)", "", "**\(rule.title)** — `\(rule.element.symbol)`", "",
                "- severity: `\(rule.severity.rawValue)`; LegacyMPL support: `\(rule.support.rawValue)`",
                "- generations: \(Markdown.generations(of: rule))",
            ]
            if !rule.element.swiftNames.isEmpty {
                lines.append("- Swift: " + rule.element.swiftNames.map { "`\($0)`" }.joined(separator: ", "))
            }
            switch rule.element {
            case .enumeration(_, let constants), .android(.constants(_, let constants)):
                lines.append("- constants: " + constants.map { "`\($0)`" }.joined(separator: ", "))
            case .android(.members(_, let names, let isStatic)):
                lines.append("- \(isStatic ? "static " : "")members: " + names.map { "`\($0)`" }.joined(separator: ", "))
            default:
                break
            }
            if rule.requiresLegacyContext {
                lines.append("- reported only in files that show other signs of the library (the names are common)")
            }
            lines += ["", "**LegacyMPL:** \(rule.shimBehaviour)"]
            if !rule.difference.isEmpty { lines += ["", "**Difference from 2011:** \(rule.difference)"] }
            lines += [
                "", "**What to do:** \(rule.action)", "", "**Orders v2:** \(rule.ordersV2)", "",
                "**Modern replacement:** \(rule.replacement)",
            ]
            if let fix = rule.fix { lines += fixLines(fix, rule.fixExamples) }
            lines += examples("Reported", rule.triggeringExamples) + examples("Not reported", rule.nonTriggeringExamples)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `mpl-migrate fix`'s change, with its examples as before/after.
    private func fixLines(_ fix: RuleFix, _ examples: [FixExample]) -> [String] {
        var lines = ["", "**`mpl-migrate fix`:** \(fix.summary)."]
        for example in examples {
            let language = Markdown.fenceLanguage(of: RuleExample(example.language, example.before))
            lines += [
                "", "Before:", "", Markdown.code(trimmed(example.before), language: language), "", "After:", "",
                Markdown.code(trimmed(example.after), language: language),
            ]
        }
        return lines
    }

    private func trimmed(_ code: String) -> String {
        var code = Substring(code)
        while code.last == "\n" { code = code.dropLast() }
        return String(code)
    }

    private func examples(_ heading: String, _ examples: [RuleExample]) -> [String] {
        guard !examples.isEmpty else { return [] }
        var lines = ["", "\(heading):"]
        for example in examples {
            for (position, file) in ([example] + example.companions).enumerated() {
                if position == 1 { lines += ["", "beside it in the scanned tree:"] }
                lines += [""]
                if let fileName = file.fileName { lines += ["`\(fileName)`:", ""] }
                lines.append(Markdown.code(file.code, language: Markdown.fenceLanguage(of: file)))
            }
        }
        return lines
    }
}
