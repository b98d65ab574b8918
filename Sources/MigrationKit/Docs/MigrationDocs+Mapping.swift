/// `Migration/orders-v2-mapping.md`: one row per legacy element and field, area by area.
extension MigrationDocs {
    func ordersV2Mapping() -> String {
        var lines = [
            Self.generatedNote, "", "# Legacy MPL → Orders v2: the mapping", "",
            "How each element of the 2011 library behaves on `LegacyMPL` and maps to PayPal's Orders v2 (and Vault v3),",
            "one row per element and field. *Support* says whether the code keeps working unchanged, works with a",
            "behaviour difference, needs a change, or has no equivalent; the last column says what to do. The rule",
            "pages ([rules/](rules/README.md)) add the modern replacement and examples; chained payments have their",
            "own page ([chained-payments.md](chained-payments.md)).", "",
            "Money throughout: amounts are `Decimal` values sent with exactly the currency's decimals (HUF, JPY and TWD",
            "take none); more decimals, zero or negative totals are refused before any call, where 2011 rounded silently.",
        ]
        for area in RuleArea.all {
            let rules = rules(in: area)
            guard !rules.isEmpty else { continue }
            lines += [
                "", "## \(area.title)", "",
                Markdown.header(["legacy element", "generations", "LegacyMPL support", "Orders v2", "behaviour difference", "what to do"]),
            ]
            for rule in rules {
                lines.append(
                    Markdown.row([
                        "`\(rule.element.symbol)`", Markdown.generations(of: rule), rule.support.rawValue,
                        rule.ordersV2, rule.difference, rule.action,
                    ]))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
