#!/usr/bin/env bash
# swift-format over the package's Swift sources with the repository's .swift-format (4 spaces, 160 columns).
# Left as they are: the legacy sample codebases whose line and column positions are golden findings
# (Samples/Migration, Tests/PluginFixture), the modern samples quoted verbatim in Migration/modern-clients.md
# (Samples/Modern), and the integrations written as 2011 merchants wrote them (Tests/LegacyIntegrationTests).
# Usage: bash .ci/format-lint.sh          lint (--strict: any finding fails)
#        bash .ci/format-lint.sh --fix    format the files in place
set -euo pipefail
cd "$(dirname "$0")/.."
files=()
while IFS= read -r -d '' file; do files+=("$file"); done < <(
    find Package.swift Sources Tests Samples Benchmarks Plugins -name '*.swift' \
        -not -path '*/.build/*' -not -path 'Samples/Migration/*' -not -path 'Samples/Modern/*' \
        -not -path 'Tests/PluginFixture/*' -not -path 'Tests/LegacyIntegrationTests/*' -print0 | sort -z)
if [ "${1:-}" = "--fix" ]; then
    swift format format --in-place --parallel "${files[@]}"
    echo "formatted ${#files[@]} files"
else
    swift format lint --strict --parallel "${files[@]}"
    echo "swift format lint --strict: ${#files[@]} files, no findings"
fi
