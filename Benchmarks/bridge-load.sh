#!/usr/bin/env bash
# adaptive-payments-bridge under load, beside the Orders v2 calls it costs: the release builds of orders-sandbox and
# the bridge as a user runs them, wrk on keep-alive connections (1, 8, 64), on loopback.
#   - PaymentDetails of a paid payment through the bridge, beside GET /v2/checkout/orders/{id} (the call it makes)
#     straight to the sandbox;
#   - Pay (a new payment per request) through the bridge, beside POST /v2/checkout/orders with the very body the
#     bridge sends (read from the sandbox's request log) straight to the sandbox;
#   each with requests/s, p50 and p99, and the bridge's figures as a ratio of the sandbox's (the bridge's own cost);
#   - IPN: a burst of webhook events (Benchmarks/bridge_ipn_burst.py): payments captured while the bridge is down,
#     PayPal's retried events arriving at once when it is back, each verified, turned into an IPN and delivered.
# Exits 1 on any failed request (HTTP or Adaptive ack=Failure) or a lost IPN.
#
# Usage: bash Benchmarks/bridge-load.sh [SECONDS] [EVENTS]   (default 5 s per run, 10000 events)
#   BRIDGE_DATABASE=postgres://…  run the bridge on PostgreSQL instead of a new SQLite file
#   CONFIGURATION=debug           the debug build (a smoke run: it checks for errors, not speed)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-5}"
events="${2:-10000}"

# shellcheck source=Benchmarks/ensure-wrk.sh
source Benchmarks/ensure-wrk.sh

configuration="${CONFIGURATION:-release}"
swift build -c "$configuration" --product orders-sandbox >/dev/null
swift build -c "$configuration" --product adaptive-payments-bridge >/dev/null
bin="$(swift build -c "$configuration" --show-bin-path)"
work=$(mktemp -d)
database="${BRIDGE_DATABASE:-sqlite:$work/bridge.db}"
"$bin/orders-sandbox" --port 0 --token-lifetime 1000000000 --log-requests "$work/requests.jsonl" >"$work/sandbox.out" &
sandbox_pid=$!
trap 'kill $sandbox_pid ${bridge_pid:-} 2>/dev/null; rm -rf "$work"' EXIT
for _ in $(seq 100); do grep -q '^listening on ' "$work/sandbox.out" && break; sleep 0.1; done
sandbox=$(head -n 1 "$work/sandbox.out" | sed 's/^listening on //')
"$bin/adaptive-payments-bridge" --port 0 --paypal-base-url "$sandbox" --client-id bench --client-secret bench-secret \
    --database "$database" --api-username merchant_api1.shop.example --api-password P4SSW0RD --api-signature A-SIGNATURE \
    --app-id APP-80W284485P519543T >"$work/bridge.out" 2>"$work/bridge.err" &
bridge_pid=$!
for _ in $(seq 100); do grep -q '^listening on ' "$work/bridge.out" && break; sleep 0.1; done
bridge=$(head -n 1 "$work/bridge.out" | sed 's/^listening on //')

json() { python3 -c "import json,sys; print(json.load(sys.stdin)$1)"; }
adaptive() {  # adaptive OPERATION NV-BODY: the call as the PHP SDK makes it, the NV answer on stdout
    curl -sf "$bridge/AdaptivePayments/$1" -H 'X-PAYPAL-SECURITY-USERID: merchant_api1.shop.example' \
        -H 'X-PAYPAL-SECURITY-PASSWORD: P4SSW0RD' -H 'X-PAYPAL-SECURITY-SIGNATURE: A-SIGNATURE' \
        -H 'X-PAYPAL-APPLICATION-ID: APP-80W284485P519543T' -H 'X-PAYPAL-REQUEST-DATA-FORMAT: NV' \
        -H 'X-PAYPAL-RESPONSE-DATA-FORMAT: NV' --data "$2"
}
field() { tr '&' '\n' | sed -n "s/^$1=//p" | head -n 1; }
read_report() {
    rate=$(echo "$report" | awk '/^Requests\/sec:/ {print $2}')
    p50=$(echo "$report" | awk '$1 == "50%" {print $2}')
    p99=$(echo "$report" | awk '$1 == "99%" {print $2}')
    local non2xx socket adaptive_failures
    non2xx=$(echo "$report" | awk '/Non-2xx or 3xx responses:/ {print $NF}')
    socket=$(echo "$report" | awk '/Socket errors:/ {gsub(",", ""); print $4 + $6 + $8 + $10}')
    adaptive_failures=$(echo "$report" | awk '/^Adaptive failures:/ {print $3}')
    errors=$(( ${non2xx:-0} + ${socket:-0} + ${adaptive_failures:-0} ))
}
ms() {  # wrk's latency (850.00us, 1.20ms, 2.00s) in milliseconds
    python3 -c "import sys; v=sys.argv[1]; u=v.lstrip('0123456789.'); n=float(v[:len(v)-len(u)]); print(n*{'us':0.001,'ms':1,'s':1000}[u])" "$1"
}

pay_body='requestEnvelope.errorLanguage=en_US&actionType=PAY&cancelUrl=https%3A%2F%2Fshop.example%2Fcancel&currencyCode=USD&receiverList.receiver(0).amount=19.95&receiverList.receiver(0).email=seller%40shop.example&returnUrl=https%3A%2F%2Fshop.example%2Freturn'
# A paid payment for PaymentDetails: Pay, the buyer's redirect and approval, the return through the bridge.
pay_key=$(adaptive Pay "$pay_body" | field payKey)
order=$(curl -s -o /dev/null -w '%{redirect_url}' "$bridge/webscr?cmd=_ap-payment&paykey=$pay_key" | sed 's/.*token=\([A-Z0-9]*\).*/\1/')
curl -sf -X POST "$sandbox/simulator/orders/$order/approve" >/dev/null
curl -sf -o /dev/null "$bridge/bridge/return?payKey=$pay_key"
[ "$(adaptive PaymentDetails "requestEnvelope.errorLanguage=en_US&payKey=$pay_key" | field status)" = COMPLETED ] \
    || { echo "FAILED: the payment to read is not COMPLETED"; exit 1; }
# The body the bridge sends for a Pay, from the sandbox's request log: the straight call sends the same.
SANDBOX_BODY=$(python3 -c "
import json, sys
for line in open(sys.argv[1]):
    entry = json.loads(line)
    if entry['method'] == 'POST' and entry['path'] == '/v2/checkout/orders':
        print(json.dumps(entry['request_body'], separators=(',', ':')))
        break" "$work/requests.jsonl")
SANDBOX_TOKEN=$(curl -sf -u "bench:bench-secret" -d grant_type=client_credentials "$sandbox/v1/oauth2/token" | json "['access_token']")
SANDBOX_ORDER=$order
export SANDBOX_BODY SANDBOX_TOKEN SANDBOX_ORDER

echo "adaptive-payments-bridge ($configuration build, ${database%%:*}) over orders-sandbox on loopback ($(nproc) cores, wrk, the bridge and the sandbox on one machine), ${seconds} s per run"
printf '%-26s %5s %11s %9s %9s %13s %11s %11s %6s\n' workload conns requests/s p50 p99 "rate ratio" "p50 ratio" "p99 ratio" errors
failed=0
run() {  # run LABEL CONNECTIONS SCRIPT URL: one wrk run, its figures in rate/p50/p99/errors
    local threads=$(( $2 < 2 ? 1 : 2 ))
    report=$(wrk -t"$threads" -c"$2" -d"${seconds}s" --latency -s "$3" "$4" 2>"$work/wrk.err")
    read_report
    if [ "$errors" -ne 0 ]; then failed=1; echo "$report" >&2; cat "$work/wrk.err" >&2; fi
}
for pair in "PaymentDetails:get-order" "Pay:create-order"; do
    operation=${pair%%:*}
    for connections in 1 8 64; do
        if [ "$operation" = PaymentDetails ]; then
            export SANDBOX_RUN="unused"
            run sandbox "$connections" Benchmarks/SandboxLoad/get-order.lua "$sandbox"
        else
            export SANDBOX_RUN="bench-$connections"
            run sandbox "$connections" Benchmarks/SandboxLoad/create-order.lua "$sandbox"
        fi
        sandbox_rate=$rate sandbox_p50=$p50 sandbox_p99=$p99
        printf '%-26s %5s %11s %9s %9s %13s %11s %11s %6s\n' "sandbox ${pair#*:}" "$connections" "$rate" "$p50" "$p99" "" "" "" "$errors"
        export BRIDGE_OPERATION=$operation
        if [ "$operation" = PaymentDetails ]; then export BRIDGE_BODY="requestEnvelope.errorLanguage=en_US&payKey=$pay_key"; else export BRIDGE_BODY=$pay_body; fi
        run bridge "$connections" Benchmarks/BridgeLoad/adaptive-call.lua "$bridge"
        ratios=$(python3 -c "import sys; a=[float(x) for x in sys.argv[1:]]; print(f'{a[0]/a[1]:.2f} {a[2]/a[3]:.2f} {a[4]/a[5]:.2f}')" \
            "$rate" "$sandbox_rate" "$(ms "$p50")" "$(ms "$sandbox_p50")" "$(ms "$p99")" "$(ms "$sandbox_p99")")
        read -r rate_ratio p50_ratio p99_ratio <<<"$ratios"
        printf '%-26s %5s %11s %9s %9s %13s %11s %11s %6s\n' "bridge $operation" "$connections" "$rate" "$p50" "$p99" "$rate_ratio" "$p50_ratio" "$p99_ratio" "$errors"
    done
done
kill "$bridge_pid" 2>/dev/null || true
wait "$bridge_pid" 2>/dev/null || true
bridge_pid=

python3 Benchmarks/bridge_ipn_burst.py --bin "$bin" --events "$events" --database "${BRIDGE_DATABASE:-sqlite:$work/burst.db}" || failed=1
exit "$failed"
