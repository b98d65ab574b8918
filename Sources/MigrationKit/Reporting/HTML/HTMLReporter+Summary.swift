/// The top of the HTML report: the verdict, the totals, and the counts by support level, header generation and
/// platform.
extension HTMLReporter {
    func verdict(_ summary: ReportSummary, into output: inout [UInt8]) {
        output += "<section class=\"verdict \(summary.verdict.status.rawValue)\" id=\"verdict\">\n<h2>".utf8
        output.append(html: Self.verdictTitle(summary.verdict.status))
        output += "</h2>\n<p>Migration readiness: ".utf8
        output.append(html: summary.verdict.sentence)
        output += "</p>\n</section>\n".utf8
    }

    func cards(_ summary: ReportSummary, into output: inout [UInt8]) {
        output += "<section class=\"cards\" id=\"totals\">\n".utf8
        let cards: [(String, Int, String)] = [
            ("", result.findings.count, result.findings.count == 1 ? "finding" : "findings"),
            ("", summary.filesWithFindings, "of \(result.filesScanned) files with findings"),
            ("error", summary.bySeverity[.error] ?? 0, "errors: need a change"),
            ("warning", summary.bySeverity[.warning] ?? 0, "warnings: behave differently"),
            ("info", summary.bySeverity[.info] ?? 0, "info: work unchanged"),
        ]
        for (name, value, label) in cards {
            output += "<div class=\"card \(name)\"><b>".utf8
            output.append(grouped: value)
            output += "</b><span>".utf8
            output.append(html: label)
            output += "</span></div>\n".utf8
        }
        output += "</section>\n".utf8
    }

    func breakdown(_ summary: ReportSummary, into output: inout [UInt8]) {
        output += "<section class=\"breakdown\" id=\"counts\">\n".utf8
        supportPanel(summary, into: &output)
        generationPanel(into: &output)
        platformPanel(into: &output)
        output += "</section>\n".utf8
    }

    private func supportPanel(_ summary: ReportSummary, into output: inout [UInt8]) {
        let total = max(result.findings.count, 1)
        output += "<div>\n<h3>By support level</h3>\n".utf8
        // A stacked bar in SVG: its geometry is attributes, not inline style, which the page's policy forbids.
        output += "<svg class=\"bar\" viewBox=\"0 0 1000 12\" preserveAspectRatio=\"none\" role=\"img\" aria-label=\"findings by support level\">".utf8
        var counted = 0
        for support in Support.allCases {
            let x = counted * 1000 / total
            counted += summary.bySupport[support] ?? 0
            let width = counted * 1000 / total - x
            guard width > 0 else { continue }
            output += "<rect class=\"s-\(support.rawValue)\" x=\"\(x)\" y=\"0\" width=\"\(width)\" height=\"12\"></rect>".utf8
        }
        output += "</svg>\n<table class=\"counts\" id=\"by-support\">\n<tbody>\n".utf8
        for support in Support.allCases {
            let count = summary.bySupport[support] ?? 0
            output += "<tr data-support=\"\(support.rawValue)\"><td><span class=\"key s-\(support.rawValue)\"></span>".utf8
            output.append(html: Self.supportLabel(support))
            output += "</td><td class=\"n\">".utf8
            output.append(grouped: count)
            output += "</td><td class=\"n\">\(count * 100 / total) %</td></tr>\n".utf8
        }
        output += "</tbody>\n</table>\n<p class=\"note\">".utf8
        output += "Suppressed inline: \(result.suppressedCount) · baselined: \(result.baselinedCount) · disabled by configuration: \(result.disabledCount)".utf8
        output += "</p>\n</div>\n".utf8
    }

    private func generationPanel(into output: inout [UInt8]) {
        var counts: [HeaderGeneration: Int] = [:]
        for item in result.findings {
            guard let rule = rulesByID[item.finding.rule], rule.element.platform == .iOS else { continue }
            for generation in rule.generations { counts[generation, default: 0] += 1 }
        }
        output += "<div>\n<h3>By header generation</h3>\n<table class=\"counts\" id=\"by-generation\">\n".utf8
        output += "<thead><tr><th>Generation</th><th>In use</th><th class=\"n\">Findings</th></tr></thead>\n<tbody>\n".utf8
        for generation in HeaderGeneration.allCases {
            let inUse = result.generations.contains(generation)
            output += "<tr data-generation=\"\(generation.rawValue)\"><td><b>\(generation.rawValue)</b> ".utf8
            output.append(html: Self.generationLabel(generation))
            output += "</td><td class=\"\(inUse ? "yes" : "no")\">\(inUse ? "yes" : "no")</td><td class=\"n\">".utf8
            output.append(grouped: counts[generation] ?? 0)
            output += "</td></tr>\n".utf8
        }
        output += "</tbody>\n</table>\n<p class=\"note\">An iOS finding counts under each generation that declares its element.</p>\n</div>\n".utf8
    }

    private func platformPanel(into output: inout [UInt8]) {
        var findings: [LegacyPlatform: Int] = [:]
        var fileCounts: [LegacyPlatform: Int] = [:]
        for group in files {
            for platform in group.platforms { fileCounts[platform, default: 0] += 1 }
        }
        for item in result.findings {
            findings[HTMLFileGroup.platform(of: item.finding, rulesByID: rulesByID), default: 0] += 1
        }
        output += "<div>\n<h3>By platform</h3>\n<table class=\"counts\" id=\"by-platform\">\n".utf8
        output += "<thead><tr><th>Library</th><th class=\"n\">Findings</th><th class=\"n\">Files</th></tr></thead>\n<tbody>\n".utf8
        for platform in LegacyPlatform.allCases {
            output += "<tr data-platform=\"\(platform.rawValue)\"><td>".utf8
            output.append(html: Self.platformLabel(platform))
            output += "</td><td class=\"n\">".utf8
            output.append(grouped: findings[platform] ?? 0)
            output += "</td><td class=\"n\">".utf8
            output.append(grouped: fileCounts[platform] ?? 0)
            output += "</td></tr>\n".utf8
        }
        output += "</tbody>\n</table>\n<p class=\"note\">LegacyMPL is iOS only: every Android use needs a change.</p>\n</div>\n".utf8
    }

    /// The headers of a generation.
    static func generationLabel(_ generation: HeaderGeneration) -> String {
        switch generation {
        case .h0: "PayPalMEP.h, 2009"
        case .h1: "MPL 1.0/1.1, libPayPalMEP.a"
        case .h2: "MPL 1.5+/2.x, libPayPalMPL.a"
        }
    }
}
