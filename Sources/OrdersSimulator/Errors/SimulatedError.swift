/// A failed request: an HTTP status and the problems PayPal would list in `details[]`.
struct SimulatedError: Error, Sendable, Equatable {
    /// The HTTP status.
    let status: Int
    /// The problems (none for 401, 404 routes, 405, 415, 500 and 503).
    let problems: [Problem]

    /// An error with an explicit status.
    init(status: Int, problems: [Problem] = []) {
        self.status = status
        self.problems = problems
    }

    /// The error for validation `problems` found by `kind`: the lowest status any of them has
    /// (schema 400s before business 422s, as PayPal validates), with only the problems of that status.
    init(validation problems: [Problem], for kind: RouteKind?) {
        let statuses = problems.map { IssueCatalog.entry($0.issue, for: kind)?.status ?? 422 }
        let status = statuses.min() ?? 400
        self.status = status
        self.problems = zip(problems, statuses).filter { $0.1 == status }.map(\.0)
    }

    /// One problem, its status from the catalog.
    static func issue(_ issue: String, for kind: RouteKind?, field: String? = nil, value: String? = nil, location: String = "body", description: String? = nil)
        -> SimulatedError
    {
        SimulatedError(validation: [Problem(issue: issue, field: field, value: value, location: location, description: description)], for: kind)
    }

    /// `404 RESOURCE_NOT_FOUND` with `INVALID_RESOURCE_ID` for an unknown id in the path.
    static func unknownResource(_ id: String, for kind: RouteKind?) -> SimulatedError {
        .issue("INVALID_RESOURCE_ID", for: kind, field: "id", value: id, location: "path")
    }
}
