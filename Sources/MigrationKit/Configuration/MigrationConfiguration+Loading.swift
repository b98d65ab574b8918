import Foundation

extension MigrationConfiguration {
    /// The keys a configuration file may have.
    static let knownKeys = ["include", "exclude", "disabledRules", "severityOverrides", "maxFileBytes"]

    /// Reads the configuration file at `path`, checking every rule id against `knownRuleIDs`.
    public static func load(from path: String, knownRuleIDs: Set<String>) throws(ConfigurationError) -> MigrationConfiguration {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ConfigurationError(file: path, problem: "cannot read the configuration file (missing or unreadable).")
        }
        return try parse(data, file: path, knownRuleIDs: knownRuleIDs)
    }

    /// Parses a configuration file's JSON; `file` names it in errors.
    public static func parse(_ data: Data, file: String, knownRuleIDs: Set<String>) throws(ConfigurationError) -> MigrationConfiguration {
        let object: [String: Any]
        do {
            guard let parsed = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
                throw ConfigurationError(file: file, problem: "the configuration must be a JSON object, like {\"exclude\": [\"Vendor/\"]}.")
            }
            object = parsed
        } catch let error as ConfigurationError {
            throw error
        } catch {
            throw ConfigurationError(file: file, problem: "not valid JSON (\((error as NSError).localizedDescription)).")
        }
        for key in object.keys.sorted() where !knownKeys.contains(key) {
            throw ConfigurationError(
                file: file, problem: "unknown key \"\(key)\"; the keys are \(knownKeys.map { "\"\($0)\"" }.joined(separator: ", ")).")
        }
        var configuration = MigrationConfiguration()
        configuration.include = try globs(object["include"], key: "include", file: file)
        configuration.exclude = try globs(object["exclude"], key: "exclude", file: file)
        let disabled = try strings(object["disabledRules"], key: "disabledRules", file: file)
        for rule in disabled { try check(rule, key: "disabledRules", file: file, knownRuleIDs: knownRuleIDs) }
        configuration.disabledRules = Set(disabled)
        configuration.severityOverrides = try severities(object["severityOverrides"], file: file, knownRuleIDs: knownRuleIDs)
        if let limit = object["maxFileBytes"] {
            guard let number = limit as? NSNumber, number.objCType.pointee != CChar(UInt8(ascii: "c")), number.intValue > 0,
                number.doubleValue == Double(number.intValue)
            else {
                throw ConfigurationError(file: file, problem: "\"maxFileBytes\" must be a positive whole number of bytes.")
            }
            configuration.maximumFileBytes = number.intValue
        }
        return configuration
    }

    /// The most patterns one list may hold.
    static let maximumPatterns = 1000

    private static func globs(_ value: Any?, key: String, file: String) throws(ConfigurationError) -> [GlobPattern] {
        let patterns = try strings(value, key: key, file: file)
        guard patterns.count <= maximumPatterns else {
            throw ConfigurationError(file: file, problem: "\"\(key)\" has \(patterns.count) patterns; at most \(maximumPatterns) are allowed.")
        }
        for (index, pattern) in patterns.enumerated() {
            if let problem = GlobPattern.check(pattern) {
                throw ConfigurationError(file: file, problem: "\"\(key)\"[\(index)]: \(problem)")
            }
        }
        return patterns.map(GlobPattern.init)
    }

    private static func strings(_ value: Any?, key: String, file: String) throws(ConfigurationError) -> [String] {
        guard let value else { return [] }
        guard let list = value as? [Any], let strings = list as? [String], list.count == strings.count else {
            throw ConfigurationError(file: file, problem: "\"\(key)\" must be an array of strings.")
        }
        return strings
    }

    private static func severities(_ value: Any?, file: String, knownRuleIDs: Set<String>) throws(ConfigurationError) -> [String: Severity] {
        guard let value else { return [:] }
        guard let table = value as? [String: Any] else {
            throw ConfigurationError(file: file, problem: "\"severityOverrides\" must be an object from rule id to \"info\", \"warning\" or \"error\".")
        }
        var result: [String: Severity] = [:]
        for (rule, raw) in table.sorted(by: { $0.key < $1.key }) {
            try check(rule, key: "severityOverrides", file: file, knownRuleIDs: knownRuleIDs)
            guard let text = raw as? String, let severity = Severity(rawValue: text) else {
                throw ConfigurationError(
                    file: file, problem: "\"severityOverrides\".\"\(rule)\" must be \"info\", \"warning\" or \"error\".")
            }
            result[rule] = severity
        }
        return result
    }

    private static func check(_ rule: String, key: String, file: String, knownRuleIDs: Set<String>) throws(ConfigurationError) {
        guard !knownRuleIDs.contains(rule) else { return }
        let near = RuleIDSuggestion.closest(to: rule, in: knownRuleIDs).map { "; did you mean \"\($0)\"?" } ?? "."
        throw ConfigurationError(file: file, problem: "\"\(key)\" names an unknown rule \"\(rule)\"\(near) (See Migration/rules/ for the ids.)")
    }
}
