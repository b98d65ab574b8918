/// Collects every problem found in a request, so one response lists them all.
struct ValidationReport: Sendable {
    /// The problems, in the order found.
    private(set) var problems: [Problem] = []

    /// Whether nothing was wrong.
    var isEmpty: Bool { problems.isEmpty }

    /// A schema problem (400 family), pointed at by array index.
    mutating func schema(_ issue: String, at path: FieldPath, value: String? = nil) {
        problems.append(Problem(issue: issue, field: path.schema.isEmpty ? nil : path.schema, value: value))
    }

    /// A business problem (422 family), pointed at by reference id.
    mutating func business(_ issue: String, at path: FieldPath, value: String? = nil) {
        problems.append(Problem(issue: issue, field: path.business.isEmpty ? nil : path.business, value: value))
    }

    /// Adds an already built problem.
    mutating func add(_ problem: Problem) { problems.append(problem) }
}
