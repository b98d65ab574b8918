#!/usr/bin/env bash
# mpl-migrate end to end, after `swift build --build-tests`: exit codes, every format on the samples, the SARIF
# output against the official 2.1.0 schema, and a small benchmark run against ripgrep that must report exactly the
# planted uses (the 1M-line run is not CI's).
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${MPL_MIGRATE_BIN_DIR:-.build/debug}  # where `swift build` put the products
out=${MPL_MIGRATE_CI_OUT:-.build/mpl-migrate-ci}
mkdir -p "$out"

expect_status() {  # expected-status command...
    local expected=$1; shift
    set +e; "$@" > "$out/last.out" 2> "$out/last.err"; local status=$?; set -e
    if [ "$status" != "$expected" ]; then
        echo "CI FAILED: '$*' exited $status, expected $expected"; cat "$out/last.err"; exit 1
    fi
}

expect_status 1 "$bin/mpl-migrate" check Samples/Migration
expect_status 0 "$bin/mpl-migrate" check Samples/Migration --fail-on never
expect_status 2 "$bin/mpl-migrate" check Samples/Migration --format pdf
expect_status 2 "$bin/mpl-migrate" check Samples/Migration/missing
for format in text xcode json sarif github; do
    expect_status 0 "$bin/mpl-migrate" check Samples/Migration --format "$format" --fail-on never
    cp "$out/last.out" "$out/samples.$format"
done
python3 -m json.tool "$out/samples.json" > /dev/null
# Against .ci/sarif/sarif-schema-2.1.0.json (OASIS's file, committed), with jsonschema from CI's Python.
"$(bash .ci/python-env.sh)" .ci/validate_sarif.py "$out/samples.sarif"

if ! command -v rg > /dev/null; then
    { apt-get update && apt-get install -y ripgrep; } > "$out/apt.log" 2>&1 \
        || echo "ripgrep not installable here (log: $out/apt.log); the benchmark run says why it stops"
fi
# The smoke run exits non-zero on any planted use it misses, any false positive, or without ripgrep.
if ! "$bin/mpl-migrate-benchmark" --lines 20000; then
    echo "CI FAILED: mpl-migrate-benchmark --lines 20000 (a missed planted use, a false positive, or no ripgrep; see above)"
    exit 1
fi
