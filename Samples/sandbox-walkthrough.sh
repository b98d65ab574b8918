#!/usr/bin/env bash
# One Orders v2 payment against a local orders-sandbox, with curl: token → create → payer approves → capture.
# Usage: bash Samples/sandbox-walkthrough.sh   (from the package root; builds orders-sandbox if needed)
set -euo pipefail
cd "$(dirname "$0")/.."

swift build --product orders-sandbox >/dev/null
bin="$(swift build --show-bin-path)/orders-sandbox"
out=$(mktemp)
"$bin" --port 0 >"$out" &
server=$!
trap 'kill $server 2>/dev/null; rm -f "$out"' EXIT
for _ in $(seq 50); do grep -q '^listening on ' "$out" && break; sleep 0.1; done
base=$(head -n 1 "$out" | sed 's/^listening on //')
echo "sandbox at $base"

json() { python3 -c "import json,sys; print(json.load(sys.stdin)$1)"; }

token=$(curl -sf -u "my-client-id:my-secret" -d grant_type=client_credentials "$base/v1/oauth2/token" | json "['access_token']")
echo "1. token:    ${token:0:12}…"

order=$(curl -sf "$base/v2/checkout/orders" -H "Authorization: Bearer $token" -H 'Content-Type: application/json' \
  -H 'PayPal-Request-Id: walkthrough-create-1' -H 'Prefer: return=representation' -d '{
    "intent": "CAPTURE",
    "purchase_units": [{
      "amount": {"currency_code": "USD", "value": "19.00",
                 "breakdown": {"item_total": {"currency_code": "USD", "value": "15.00"},
                               "shipping": {"currency_code": "USD", "value": "4.00"}}},
      "items": [{"name": "Mug", "quantity": "2", "unit_amount": {"currency_code": "USD", "value": "7.50"}}]}]}')
id=$(echo "$order" | json "['id']")
approve=$(echo "$order" | python3 -c "import json,sys; print(next(l['href'] for l in json.load(sys.stdin)['links'] if l['rel'] in ('approve', 'payer-action')))")
echo "2. created:  $id $(echo "$order" | json "['status']"), payer approves at $approve"

curl -sf -X POST "$base/simulator/orders/$id/approve" -H 'Content-Type: application/json' -d '{}' >/dev/null
echo "3. approved: $(curl -sf "$base/v2/checkout/orders/$id" -H "Authorization: Bearer $token" | json "['status']")"

capture=$(curl -sf -X POST "$base/v2/checkout/orders/$id/capture" -H "Authorization: Bearer $token" \
  -H 'Content-Type: application/json' -H 'PayPal-Request-Id: walkthrough-capture-1' -H 'Prefer: return=representation' -d '{}')
echo "4. captured: $(echo "$capture" | json "['status']"), capture $(echo "$capture" | json "['purchase_units'][0]['payments']['captures'][0]['id']") \
$(echo "$capture" | json "['purchase_units'][0]['payments']['captures'][0]['amount']['value']") USD"

status=$(curl -s -o /dev/null -w '%{http_code}' -X POST "$base/v2/checkout/orders/$id/capture" -H "Authorization: Bearer $token" \
  -H 'Content-Type: application/json' -H 'PayPal-Request-Id: walkthrough-capture-1' -d '{}')
echo "5. the same capture request again answers $status (a replay, no second charge)"
