/// A place in a project file that shows the legacy library: which artifact, what was found and where.
struct ArtifactMention: Sendable, Hashable {
    /// The kind of project trace.
    let artifact: ProjectArtifact
    /// What was found, as written (`libPayPalMPL.a`, `pod 'PayPalMPL'`, `PayPal.h`).
    let symbol: String
    /// The 1-based line.
    let line: Int
    /// The 1-based byte column.
    let column: Int
    /// The generations that could have produced the mention (empty when it says nothing about them).
    let generations: Set<HeaderGeneration>
}
