#!/usr/bin/env bash
# `swift run mpl-demo`, the README's main job, as a user runs it: every legacy sample flow in ENV_NONE
# (in-process simulator, no network). Checks that each flow printed its Orders v2 calls and ended with
# exactly one success and one paymentLibraryExit.
# Usage: bash Samples/demo-env-none.sh   (from the package root; builds what it needs)
set -euo pipefail
cd "$(dirname "$0")/.."

swift build --product mpl-demo >/dev/null
out=$(mktemp)
trap 'rm -f "$out"' EXIT
"$(swift build --show-bin-path)/mpl-demo" | tee "$out"

flows=$(grep -c '^flow ' "$out")
successes=$(grep -c '^  callback paymentSuccessWithKey:andStatus: ' "$out" || true)
exits=$(grep -c '^  callback paymentLibraryExit$' "$out" || true)
failures=$(grep -cE '^  callback (paymentFailed|paymentCanceled)' "$out" || true)
silent=$(awk '/^flow /{ if (name != "" && calls == 0) print name; name = $2; calls = 0 } /^  sim /{ calls++ } END { if (calls == 0) print name }' "$out")
echo "flows $flows, successes $successes, exits $exits, failures or cancels $failures"
[ "$flows" -eq 6 ] && [ "$successes" -eq 6 ] && [ "$exits" -eq 6 ] && [ "$failures" -eq 0 ] \
    || { echo "FAILED: all six flows must run and succeed once each"; exit 1; }
[ -z "$silent" ] || { echo "FAILED: flows that printed no Orders v2 call: $silent"; exit 1; }
