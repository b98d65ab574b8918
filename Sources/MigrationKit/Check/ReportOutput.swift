/// One `--output FORMAT=PATH`: a report in `format` written to the file at `path`, besides the terminal's.
public struct ReportOutput: Sendable, Hashable {
    /// The report's format.
    public var format: ReportFormat
    /// The file to write (created or replaced).
    public var path: String

    /// Creates an output.
    public init(format: ReportFormat, path: String) {
        self.format = format
        self.path = path
    }

    /// A spec that is not `FORMAT=PATH` with a known format and a path; its description names the spec.
    public struct SpecError: Error, Sendable, Hashable, CustomStringConvertible {
        /// The spec as given.
        public let spec: String
        /// What is wrong with it.
        public let problem: String

        /// `--output SPEC: problem`.
        public var description: String { "--output \(spec): \(problem)" }
    }

    /// Parses `FORMAT=PATH` (the first `=` splits; the path may contain more).
    public init(parsing spec: String) throws(SpecError) {
        let formats = ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")
        guard let equals = spec.firstIndex(of: "=") else {
            throw SpecError(spec: spec, problem: "expected FORMAT=PATH, e.g. --output sarif=mpl.sarif (FORMAT: \(formats)).")
        }
        let name = String(spec[..<equals])
        let path = String(spec[spec.index(after: equals)...])
        guard let format = ReportFormat(rawValue: name) else {
            throw SpecError(spec: spec, problem: "unknown format \"\(name)\" (expected one of \(formats)).")
        }
        guard !path.isEmpty else {
            throw SpecError(spec: spec, problem: "no PATH after \"=\": name the file to write, e.g. --output \(name)=report.\(name).")
        }
        self.init(format: format, path: path)
    }
}
