/// A configuration or baseline file that cannot be used: what is wrong, where, and how to fix it.
public struct ConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file the problem is in.
    public let file: String
    /// What is wrong and how to fix it.
    public let problem: String

    /// Creates an error.
    public init(file: String, problem: String) {
        self.file = file
        self.problem = problem
    }

    /// `file: problem`.
    public var description: String { "\(file): \(problem)" }
}
