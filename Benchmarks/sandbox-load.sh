#!/usr/bin/env bash
# orders-sandbox under concurrent load: wrk on keep-alive connections, 1, 8 and 64 at a time, against the release
# build of the server as a user runs it. Two workloads: reading an order (GET /v2/checkout/orders/{id}) and creating
# orders (POST /v2/checkout/orders, a fresh PayPal-Request-Id each, so every request creates one). Then a mixed run:
# whole payments (create, approve, capture, partial refund, each step a request) with one webhook subscriber
# (Benchmarks/WebhookListener) taking every event; it prints requests/s and the webhook deliveries' latency, from
# the event to the subscriber's 200 (p50, p99), once every delivery is done. Prints requests/s and latency
# percentiles (p50, p90, p99) per run; exits 1 if any response was not 2xx, a socket error occurred or a webhook
# delivery was abandoned.
#
# Usage: bash Benchmarks/sandbox-load.sh [SECONDS]   (default 5 per run; installs wrk with apt-get when missing)
#   CONFIGURATION=debug  use the debug build (CI's smoke run: it checks for errors, not speed)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-5}"

# shellcheck source=Benchmarks/ensure-wrk.sh
source Benchmarks/ensure-wrk.sh

configuration="${CONFIGURATION:-release}"
swift build -c "$configuration" --product orders-sandbox >/dev/null
swift build -c "$configuration" --product sandbox-webhook-listener >/dev/null
bin="$(swift build -c "$configuration" --show-bin-path)/orders-sandbox"
listener_bin="$(swift build -c "$configuration" --show-bin-path)/sandbox-webhook-listener"
out=$(mktemp)
listener_out=$(mktemp)
# Tokens live 10^9 simulated seconds: the clock steps once per order, and a run creates well over 32,400.
"$bin" --port 0 --token-lifetime 1000000000 >"$out" &
server=$!
# The listener serves until its stdin closes: a FIFO this script holds open.
listener_in=$(mktemp -u)
mkfifo "$listener_in"
"$listener_bin" <"$listener_in" >"$listener_out" &
listener=$!
exec 3>"$listener_in"
trap 'kill $server $listener 2>/dev/null; exec 3>&-; rm -f "$out" "$listener_out" "$listener_in"' EXIT
for _ in $(seq 100); do grep -q '^listening on ' "$out" && break; sleep 0.1; done
base=$(head -n 1 "$out" | sed 's/^listening on //')
for _ in $(seq 100); do grep -q '^listening on ' "$listener_out" && break; sleep 0.1; done
hook=$(head -n 1 "$listener_out" | sed 's/^listening on //')

json() { python3 -c "import json,sys; print(json.load(sys.stdin)$1)"; }
# From wrk's $report: rate, p50, p90, p99 and errors (non-2xx answers and socket errors).
read_report() {
    rate=$(echo "$report" | awk '/^Requests\/sec:/ {print $2}')
    p50=$(echo "$report" | awk '$1 == "50%" {print $2}')
    p90=$(echo "$report" | awk '$1 == "90%" {print $2}')
    p99=$(echo "$report" | awk '$1 == "99%" {print $2}')
    local non2xx socket
    non2xx=$(echo "$report" | awk '/Non-2xx or 3xx responses:/ {print $NF}')
    socket=$(echo "$report" | awk '/Socket errors:/ {gsub(",", ""); print $4 + $6 + $8 + $10}')
    errors=$(( ${non2xx:-0} + ${socket:-0} ))
}
SANDBOX_TOKEN=$(curl -sf -u "load-client:load-secret" -d grant_type=client_credentials "$base/v1/oauth2/token" | json "['access_token']")
export SANDBOX_TOKEN
SANDBOX_ORDER=$(curl -sf "$base/v2/checkout/orders" -H "Authorization: Bearer $SANDBOX_TOKEN" -H 'Content-Type: application/json' \
    -H 'PayPal-Request-Id: load-read-order' \
    -d '{"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":"19.00"}}]}' | json "['id']")
export SANDBOX_ORDER

echo "orders-sandbox ($configuration build) at $base ($(nproc) cores, wrk and the server on the same machine), ${seconds} s per run, keep-alive"
printf '%-14s %11s %12s %10s %10s %10s %8s\n' workload connections requests/s p50 p90 p99 errors
failed=0
for workload in get-order create-order; do
    for connections in 1 8 64; do
        threads=$(( connections < 2 ? 1 : 2 ))
        export SANDBOX_RUN="load-$workload-$connections"
        report=$(wrk -t"$threads" -c"$connections" -d"${seconds}s" --latency -s "Benchmarks/SandboxLoad/$workload.lua" "$base")
        read_report
        printf '%-14s %11s %12s %10s %10s %10s %8s\n' "$workload" "$connections" "$rate" "$p50" "$p90" "$p99" "$errors"
        if [ "$errors" -ne 0 ]; then failed=1; echo "$report" >&2; fi
    done
done
# The mixed run: whole payments with one webhook subscriber. Each thread drives one connection (the script chains
# ids from one response to the next request), so threads = connections. The simulator is reset before each run,
# which also starts the delivery counts again; the subscriber takes every event type.
echo
echo "mixed: create, approve, capture, refund (4 requests a payment); one webhook subscriber at $hook taking every event"
printf '%-14s %11s %12s %10s %10s %10s %8s %10s %12s %12s\n' workload connections requests/s p50 p90 p99 errors delivered webhook-p50 webhook-p99
for connections in 1 8 64; do
    curl -sf -X POST "$base/simulator/reset" >/dev/null
    SANDBOX_TOKEN=$(curl -sf -u "load-client:load-secret" -d grant_type=client_credentials "$base/v1/oauth2/token" | json "['access_token']")
    export SANDBOX_TOKEN
    curl -sf "$base/v1/notifications/webhooks" -H "Authorization: Bearer $SANDBOX_TOKEN" -H 'Content-Type: application/json' \
        -d "{\"url\":\"$hook/paypal/webhooks\",\"event_types\":[{\"name\":\"*\"}]}" >/dev/null
    export SANDBOX_RUN="load-mixed-$connections"
    report=$(wrk -t"$connections" -c"$connections" -d"${seconds}s" --latency -s Benchmarks/SandboxLoad/checkout-refund.lua "$base")
    read_report
    # Every delivery done (none pending), for up to 120 s.
    deliveries='{}'
    for _ in $(seq 1200); do
        deliveries=$(curl -sf "$base/simulator/webhooks/deliveries")
        [ "$(echo "$deliveries" | json "['pending']")" = "0" ] && break
        sleep 0.1
    done
    delivered=$(echo "$deliveries" | json "['delivered']")
    abandoned=$(echo "$deliveries" | json "['abandoned']")
    pending=$(echo "$deliveries" | json "['pending']")
    hook50=$(echo "$deliveries" | json "['latency_ms']['p50']")ms
    hook99=$(echo "$deliveries" | json "['latency_ms']['p99']")ms
    printf '%-14s %11s %12s %10s %10s %10s %8s %10s %12s %12s\n' mixed "$connections" "$rate" "$p50" "$p90" "$p99" "$errors" "$delivered" "$hook50" "$hook99"
    if [ "$errors" -ne 0 ]; then failed=1; echo "$report" >&2; fi
    if [ "$abandoned" != "0" ] || [ "$pending" != "0" ]; then failed=1; echo "webhook deliveries: $deliveries" >&2; fi
done
exit "$failed"
