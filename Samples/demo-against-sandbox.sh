#!/usr/bin/env bash
# mpl-demo against a local orders-sandbox: every legacy sample flow over real HTTP, each call printed.
# Checks that every flow succeeded and that the sandbox's request log holds exactly the calls the demo printed.
# Usage: bash Samples/demo-against-sandbox.sh   (from the package root; builds what it needs)
set -euo pipefail
cd "$(dirname "$0")/.."

swift build --product orders-sandbox >/dev/null
swift build --product mpl-demo >/dev/null
bin="$(swift build --show-bin-path)"
work=$(mktemp -d)
"$bin/orders-sandbox" --port 0 --log-requests "$work/requests.jsonl" >"$work/server.out" &
server=$!
trap 'kill $server 2>/dev/null; rm -rf "$work"' EXIT
for _ in $(seq 50); do grep -q '^listening on ' "$work/server.out" && break; sleep 0.1; done
base=$(head -n 1 "$work/server.out" | sed 's/^listening on //')

"$bin/mpl-demo" --base-url "$base" | tee "$work/demo.out"

flows=$(grep -c '^flow ' "$work/demo.out")
successes=$(grep -c 'callback paymentSuccessWithKey:andStatus: ' "$work/demo.out" || true)
printed=$(grep -cE '^  (http|server) ' "$work/demo.out")
logged=$(python3 -c "import json,sys; print(sum(1 for l in open(sys.argv[1]) if not json.loads(l)['path'].startswith('/simulator/')))" "$work/requests.jsonl")
echo "flows $flows, successes $successes, calls printed $printed, calls in the sandbox log $logged"
[ "$flows" -eq 6 ] && [ "$successes" -eq 6 ] || { echo "FAILED: all six flows must run and succeed"; exit 1; }
[ "$printed" -eq "$logged" ] || { echo "FAILED: the demo must print every call the sandbox received"; exit 1; }
