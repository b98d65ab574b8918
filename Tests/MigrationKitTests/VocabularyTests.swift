import MigrationKit
import Testing

@Suite("Migration vocabulary")
struct VocabularyTests {
    @Test("severities order info < warning < error, so --fail-on compares them")
    func severityOrder() {
        #expect(Severity.info < .warning)
        #expect(Severity.warning < .error)
        #expect(!(Severity.error < .info))
    }

    @Test("header generations order by age")
    func generationOrder() {
        #expect(HeaderGeneration.allCases.sorted() == [.h0, .h1, .h2])
    }
}
