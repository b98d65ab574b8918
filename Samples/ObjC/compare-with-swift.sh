#!/usr/bin/env bash
# The 2011 Objective-C samples, unchanged, against the Swift samples: both run every flow (simple, parallel,
# chained, preapproval, dynamic amounts simple and advanced), in ENV_NONE and against orders-sandbox, and must
# print the same delegate callbacks and make the same Orders v2 / Vault v3 calls with the same amounts.
# Usage: bash Samples/ObjC/compare-with-swift.sh   (from anywhere; builds what it needs; GNUstep on Linux)
set -euo pipefail
cd "$(dirname "$0")/../.."
work=$(mktemp -d)
servers=()
cleanup() { for pid in "${servers[@]}"; do kill "$pid" 2>/dev/null || true; done; rm -rf "$work"; }
trap cleanup EXIT

samples=(Samples/ObjC/Shared/*.m Samples/ObjC/SimplePayment/*.m Samples/ObjC/ParallelPayment/*.m Samples/ObjC/ChainedPayment/*.m
         Samples/ObjC/Preapproval/*.m Samples/ObjC/DynamicAmounts/*.m)
bash Samples/ObjC/build-linux.sh "$work/sample-driver" Samples/ObjC/Driver/SampleDriver.m "${samples[@]}"
swift build --product mpl-demo >/dev/null
swift build --product orders-sandbox >/dev/null
bin="$(swift build --show-bin-path)"

echo "== ENV_NONE"
"$work/sample-driver" > "$work/objc-none.out"
"$bin/mpl-demo" > "$work/swift-none.out"
python3 Samples/ObjC/compare_runs.py callbacks "$work/objc-none.out" "$work/swift-none.out"

start_sandbox() {  # $1: name; sets $base to its URL
    "$bin/orders-sandbox" --port 0 --log-requests "$work/$1.jsonl" > "$work/$1.server" 2>&1 &
    servers+=($!)
    for _ in $(seq 100); do grep -q '^listening on ' "$work/$1.server" && break; sleep 0.1; done
    base=$(head -n 1 "$work/$1.server" | sed 's/^listening on //')
}

echo "== against orders-sandbox"
start_sandbox swift
swift_base=$base
"$bin/mpl-demo" --base-url "$swift_base" > "$work/swift-sandbox.out"
start_sandbox objc
objc_base=$base
# The merchant's server creates the preapproval key (a Vault v3 setup token), as mpl-demo's does.
token=$(curl -sf -u demo-client:demo-secret -d grant_type=client_credentials "$objc_base/v1/oauth2/token" \
    | python3 -c 'import json,sys; print(json.load(sys.stdin)["access_token"])')
key=$(curl -sf "$objc_base/v3/vault/setup-tokens" -H "Authorization: Bearer $token" -H 'Content-Type: application/json' -H "PayPal-Request-Id: preapproval-$RANDOM" \
    -d '{"payment_source":{"paypal":{"description":"Joe'"'"'s Bear Emporium membership","usage_type":"MERCHANT"}}}' \
    | python3 -c 'import json,sys; print(json.load(sys.stdin)["id"])')
# No code change: the 2011 SampleAppDelegate initializes ENV_SANDBOX; the settings come from the environment.
LEGACY_MPL_CLIENT_ID=demo-client LEGACY_MPL_SECRET=demo-secret LEGACY_MPL_BASE_URL="$objc_base" LEGACY_MPL_SANDBOX_BUYER=approve \
    "$work/sample-driver" --sandbox --preapproval-key "$key" > "$work/objc-sandbox.out"
python3 Samples/ObjC/compare_runs.py callbacks "$work/objc-sandbox.out" "$work/swift-sandbox.out"
python3 Samples/ObjC/compare_runs.py requests "$work/objc.jsonl" "$work/swift.jsonl"
