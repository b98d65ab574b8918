/// The release of `orders-sandbox`: what `--version` prints and `GET /health` reports.
enum SandboxVersion {
    // Kept equal to the release in CHANGELOG.md by .ci/release.sh.
    static let current = "0.1.0"
}
