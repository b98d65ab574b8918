/// The HTML report's changes since a baseline (`--baseline`) or an earlier JSON report (`--compare`): the counts,
/// the new findings (each a link to it below) and the findings that are gone, matched by fingerprint.
extension HTMLReporter {
    func changes(_ comparison: ReportComparison, into output: inout [UInt8]) {
        output += "<section id=\"changes\">\n<h2>Changes since ".utf8
        output += (comparison.previousKind == .baseline ? "the baseline " : "the report ").utf8
        Self.element("code", comparison.previousPath, into: &output)
        output += "</h2>\n<p>".utf8
        for (count, label, id) in [
            (comparison.added.count, "new", "added-count"), (comparison.removed.count, "gone", "removed-count"),
            (comparison.unchangedCount, "unchanged", "unchanged-count"),
        ] {
            output += "<b id=\"\(id)\">".utf8
            output.append(grouped: count)
            output += "</b> \(label)\(id == "unchanged-count" ? "" : ", ")".utf8
        }
        output += " — matched by rule, file, source line (whitespace normalized) and occurrence, so code that only moved is unchanged.</p>\n".utf8
        output += "<div class=\"changes\">\n<div>\n<h3>New</h3>\n".utf8
        addedList(comparison.added, into: &output)
        output += "</div>\n<div>\n<h3>Gone</h3>\n".utf8
        removedList(comparison.removed, into: &output)
        output += "</div>\n</div>\n</section>\n".utf8
    }

    private func addedList(_ added: [ReportedFinding], into output: inout [UInt8]) {
        guard !added.isEmpty else {
            output += "<p class=\"note\">Nothing new.</p>\n".utf8
            return
        }
        var numbers: [String: Int] = [:]  // fingerprint → the finding's number in the report, for its link
        for (index, item) in result.findings.enumerated() { numbers[item.fingerprint] = index }
        output += "<ul class=\"added-list\">\n".utf8
        for item in added {
            output += "<li>".utf8
            let number = numbers[item.fingerprint]
            if let number { output += "<a href=\"#n\(number)\">".utf8 }
            output.append(html: item.finding.file)
            output.append(UInt8(ascii: ":"))
            output.append(decimal: item.finding.line)
            if number != nil { output += "</a>".utf8 }
            output.append(UInt8(ascii: " "))
            Self.element("code", item.finding.rule, into: &output)
            output += "</li>\n".utf8
        }
        output += "</ul>\n".utf8
    }

    private func removedList(_ removed: [RecordedFinding], into output: inout [UInt8]) {
        guard !removed.isEmpty else {
            output += "<p class=\"note\">Nothing gone.</p>\n".utf8
            return
        }
        output += "<ul class=\"removed-list\">\n".utf8
        for item in removed {
            output += "<li><span class=\"path\">".utf8
            output.append(html: item.file.isEmpty ? "(no file)" : item.file)
            if let line = item.line {
                output.append(UInt8(ascii: ":"))
                output.append(decimal: line)
            }
            output += "</span> ".utf8
            Self.element("code", item.rule, into: &output)
            if let text = item.sourceText, !text.isEmpty {
                output += "<br><code class=\"gone\">".utf8
                output.append(html: text)
                output += "</code>".utf8
            } else if let message = item.message, !message.isEmpty {
                output += "<br><span class=\"gone\">".utf8
                output.append(prose: message)
                output += "</span>".utf8
            }
            output += "</li>\n".utf8
        }
        output += "</ul>\n".utf8
    }
}
