/// Small Markdown helpers for the generated docs.
enum Markdown {
    /// `text` made safe for one table cell: no line breaks, `|` escaped; empty cells get a dash.
    static func cell(_ text: String) -> String {
        let flat = text.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "|", with: "\\|")
        return flat.isEmpty ? "—" : flat
    }

    /// A table row.
    static func row(_ cells: [String]) -> String {
        "| " + cells.map(cell).joined(separator: " | ") + " |"
    }

    /// A table header with its separator line.
    static func header(_ titles: [String]) -> String {
        row(titles) + "\n" + "|" + String(repeating: "---|", count: titles.count)
    }

    /// A fenced code block.
    static func code(_ text: String, language: String) -> String {
        "```\(language)\n\(text)\n```"
    }

    /// The generations as `H1, H2`.
    static func generations(_ set: Set<HeaderGeneration>) -> String {
        set.sorted().map(\.rawValue).joined(separator: ", ")
    }

    /// A rule's generations (`H1, H2`), or `Android` for the Android library's rules.
    static func generations(of rule: Rule) -> String {
        rule.element.platform == .android ? "Android" : generations(rule.generations)
    }

    /// The fence language of an example: its file's kind for project files, else its source language.
    static func fenceLanguage(of example: RuleExample) -> String {
        if let fileName = example.fileName {
            if fileName.hasSuffix(".h") || fileName.hasSuffix(".m") || fileName.hasSuffix(".mm") { return "objc" }
            if fileName.hasSuffix(".cpp") { return "cpp" }
            if fileName.hasSuffix(".gradle") { return "groovy" }
            if fileName.hasSuffix(".kts") { return "kotlin" }
            if fileName.hasSuffix(".xml") || fileName.hasSuffix(".classpath") { return "xml" }
            return "text"
        }
        switch example.language {
        case .objectiveC: return "objc"
        case .c: return "c"
        case .swift: return "swift"
        case .java: return "java"
        case .kotlin: return "kotlin"
        }
    }

    /// The heading anchor GitHub makes for a rule id (`mpl.paypal.class` → `mplpaypalclass`).
    static func anchor(_ id: String) -> String {
        String(id.filter { $0.isLetter || $0.isNumber || $0 == "-" })
    }
}
