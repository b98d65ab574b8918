#!/usr/bin/env bash
# Tags a release of the package, after checking that everything that names the version agrees:
#   - CHANGELOG.md's latest release heading, `## [X.Y.Z] - YYYY-MM-DD` (Keep a Changelog), a real date not in the future;
#   - the version constants: MigrationTool.version (mpl-migrate's --version, SARIF, HTML) and orders-sandbox's;
#   - the tag: absent, or already on HEAD.
# Then (not with --dry-run) tags HEAD with an annotated tag `X.Y.Z` (SwiftPM's form) on a clean working tree.
#
# Usage: bash .ci/release.sh [--dry-run] [X.Y.Z]   (the version defaults to CHANGELOG.md's latest release)
# CI runs `bash .ci/release.sh --dry-run`.
set -euo pipefail
cd "$(dirname "$0")/.."

fail() {
  echo "release: $*" >&2
  exit 1
}

dry_run=0
if [ "${1:-}" = "--dry-run" ]; then
  dry_run=1
  shift
fi

heading=$(grep -m1 -E '^## \[[0-9]' CHANGELOG.md || true)
[ -n "$heading" ] || fail "CHANGELOG.md has no release heading '## [X.Y.Z] - YYYY-MM-DD' below '## [Unreleased]'."
[[ "$heading" =~ ^##\ \[([0-9]+\.[0-9]+\.[0-9]+(-[0-9A-Za-z.-]+)?)\]\ -\ ([0-9]{4}-[0-9]{2}-[0-9]{2})$ ]] ||
  fail "CHANGELOG.md's latest release heading '$heading' is not '## [X.Y.Z] - YYYY-MM-DD'."
latest=${BASH_REMATCH[1]}
released=${BASH_REMATCH[3]}
version=${1:-$latest}
[ "$version" = "$latest" ] ||
  fail "asked to release $version, but CHANGELOG.md's latest release is $latest: add '## [$version] - $(date -u +%F)' first."
[ "$(date -u -d "$released" +%F 2>/dev/null)" = "$released" ] || fail "CHANGELOG.md dates $version '$released', which is no date."
[[ ! "$released" > "$(date -u +%F)" ]] || fail "CHANGELOG.md dates $version $released, in the future."

constants=(
  "Sources/MigrationKit/Reporting/MigrationTool.swift"
  "Sources/OrdersSandbox/SandboxVersion.swift"
)
for file in "${constants[@]}"; do
  found=$(sed -nE 's/.*static let (version|current) = "([^"]*)".*/\2/p' "$file" | head -1)
  [ "$found" = "$version" ] || fail "$file says '${found:-nothing}', CHANGELOG.md $version: make them agree."
done

if tagged=$(git rev-parse -q --verify "refs/tags/$version^{commit}"); then
  [ "$tagged" = "$(git rev-parse HEAD)" ] || fail "tag $version exists on ${tagged:0:12}, not on HEAD: a released version is never moved."
  echo "release: $version (CHANGELOG $released) is already tagged on HEAD."
  exit 0
fi

if [ "$dry_run" = 1 ]; then
  echo "release: $version (CHANGELOG $released) agrees with ${#constants[@]} version constants; would tag HEAD $(git rev-parse --short HEAD)."
  exit 0
fi
git diff --quiet && git diff --cached --quiet || fail "the working tree has changes: commit them first."
git tag -a "$version" -m "LegacyMPL $version ($released)"
echo "release: tagged $version on $(git rev-parse --short HEAD); publish it with: git push origin $version"
