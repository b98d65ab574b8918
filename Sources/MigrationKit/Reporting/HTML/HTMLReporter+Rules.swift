/// The end of the HTML report: the rules the findings belong to, each once with what LegacyMPL does, what to do, the
/// Orders v2 mapping and the replacement (findings link here rather than repeat it), and the files not fully read.
extension HTMLReporter {
    func rulesSection(into output: inout [UInt8]) {
        var counts: [String: Int] = [:]
        for item in result.findings { counts[item.finding.rule, default: 0] += 1 }
        let found = counts.keys.compactMap { rulesByID[$0] }.sorted { (-counts[$0.id]!, $0.id) < (-counts[$1.id]!, $1.id) }
        guard !found.isEmpty else { return }
        output += "<section id=\"rules\">\n<details id=\"rule-list\"><summary><h2>Rules found (\(found.count))</h2></summary>\n".utf8
        for rule in found {
            output += "<div class=\"rule\" id=\"rule-".utf8
            output.append(html: rule.id)
            output += "\">\n<h4>".utf8
            Self.link(Self.documentationLink(rule), rule.id, into: &output)
            output += " <span class=\"title\">".utf8
            output.append(html: rule.title)
            output += "</span> <span class=\"note\">".utf8
            output.append(grouped: counts[rule.id] ?? 0)
            output += (counts[rule.id] == 1 ? " finding" : " findings").utf8
            output += "</span></h4>\n<dl>\n".utf8
            let facts = [
                (
                    "Support",
                    "\(rule.severity.rawValue) · \(Self.supportLabel(rule.support)) · "
                        + (rule.element.platform == .android ? "Android" : rule.generations.sorted().map(\.rawValue).joined(separator: ", "))
                ),
                ("LegacyMPL", rule.shimBehaviour), ("Difference", rule.difference), ("What to do", rule.action),
                ("Orders v2", rule.ordersV2), ("Replacement", rule.replacement),
            ]
            for (term, text) in facts where !text.isEmpty {
                output += "<dt>\(term)</dt><dd>".utf8
                output.append(prose: text)
                output += "</dd>\n".utf8
            }
            output += "</dl>\n</div>\n".utf8
        }
        output += "</details>\n</section>\n".utf8
    }

    func diagnosticsSection(into output: inout [UInt8]) {
        guard !result.diagnostics.isEmpty else { return }
        output += "<section id=\"diagnostics\">\n<h2>Files not fully read (\(result.diagnostics.count))</h2>\n<ul>\n".utf8
        for diagnostic in result.diagnostics {
            output += "<li><span class=\"path\">".utf8
            output.append(html: diagnostic.path)
            output += "</span>: ".utf8
            output.append(html: diagnostic.message)
            output += "</li>\n".utf8
        }
        output += "</ul>\n</section>\n".utf8
    }
}
