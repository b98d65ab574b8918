import Foundation
import Testing

/// The version users see is the release they fetched: `mpl-migrate --version` (and so SARIF's `semanticVersion`,
/// which reads the same constant) equals `CHANGELOG.md`'s latest release, as `.ci/release.sh` checks before it tags.
@Suite("mpl-migrate: the release version")
struct ReleaseVersionTests {
    /// The latest `## [X.Y.Z] - YYYY-MM-DD` heading of the changelog.
    static func latestRelease() throws -> String {
        let changelog = try String(contentsOfFile: CLIEndToEndTests.packageRoot + "/CHANGELOG.md", encoding: .utf8)
        let heading = try #require(changelog.split(separator: "\n").first { $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]") })
        return String(try #require(heading.dropFirst(4).split(separator: "]").first))
    }

    @Test("--version and SARIF's semanticVersion are CHANGELOG.md's latest release")
    func versionIsTheRelease() throws {
        let release = try Self.latestRelease()
        let version = try CLIEndToEndTests.run(["--version"])
        #expect(version.status == 0)
        #expect(version.output == release + "\n")
        let sarif = try CLIEndToEndTests.run(["check", "--format", "sarif", "Samples/Migration/ObjCApp"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(sarif.output.utf8)) as? [String: Any])
        let driver = ((document["runs"] as? [[String: Any]])?.first?["tool"] as? [String: Any])?["driver"] as? [String: Any]
        #expect(driver?["semanticVersion"] as? String == release)
    }
}
