#!/usr/bin/env bash
# A 2011 merchant server (Samples/Server, plain PHP with curl and NV) against adaptive-payments-bridge over
# orders-sandbox, end to end, with only its PayPal URLs changed (the environment variables its config.php reads):
#   a. the app's half: mpl-demo pays through LegacyMPL; the PHP server checks each payKey with PaymentDetails
#      (COMPLETED, the amounts and receivers of the app's order; a wrong order is refused; fulfilled once);
#      with the bridge's --app-ipn-url, each app payment's IPN reaches the PHP listener and validates;
#   b. the server's own Pays (simple, parallel, chained) with ipnNotificationUrl = the PHP listener: the redirect
#      through the bridge to the sandbox's approval page, the buyer's approval, the return to returnUrl,
#      PaymentDetails COMPLETED, the IPN VERIFIED by postback, a tampered copy (another amount) INVALID;
#   c. Preapproval → its redirect → the buyer agrees on the sandbox's vault approval page (its form) → the bridge's
#      return → PreapprovalDetails approved → Pay with the preapprovalKey COMPLETED (and fulfilled, its IPN verified) →
#      curPayments 1 → CancelPreapproval → status CANCELED, a further Pay refused (569013); the preapproval's own
#      IPNs (ACTIVE, CANCELED) verified.
# Any PHP warning, notice or deprecation fails the run. Needs php-cli and php-curl (installed here when missing, as root).
# Usage: bash .ci/bridge-php-sample.sh   (from anywhere; builds what it needs)
# Checks read `A && B || fail "…"`: fail unless every condition holds (fail itself never returns).
# shellcheck disable=SC2015
set -euo pipefail
cd "$(dirname "$0")/.."
started=$SECONDS
fail() { echo "bridge-php-sample FAILED: $*" >&2; exit 1; }

php_ready() { command -v php >/dev/null 2>&1 && php -r 'exit(function_exists("curl_init") ? 0 : 1);' 2>/dev/null; }
if ! php_ready; then
    [ "$(id -u)" -eq 0 ] || fail "install php-cli and php-curl (apt-get install php-cli php-curl), or run as root"
    export DEBIAN_FRONTEND=noninteractive
    apt-get install -y -q php-cli php-curl >/dev/null 2>&1 \
        || { apt-get update -q >/dev/null && apt-get install -y -q php-cli php-curl >/dev/null; }
    php_ready || fail "php with curl is still missing after apt-get install php-cli php-curl"
fi
php -r 'echo "PHP ", PHP_VERSION, ", curl ", curl_version()["version"], "\n";'

cleanup_logs="sandbox.err bridge.err php-server.out php-errors.log php-cli.err"
# shellcheck source=.ci/bridge-processes.sh
source .ci/bridge-processes.sh
build_products orders-sandbox adaptive-payments-bridge mpl-demo

"$bin/orders-sandbox" --port 0 --webhook-retry-delays 0.2,0.5,1,2 >"$work/sandbox.out" 2>"$work/sandbox.err" &
pids+=($!)
sandbox=$(first_url "$work/sandbox.out" '^listening on http://[0-9.]+:[0-9]+')

# The merchant's PHP server runs with the bridge's URLs in its environment, and the bridge (with --app-ipn-url) needs
# the listener's URL: the PHP server's port is chosen first, and the server started once the bridge listens.
export MERCHANT_DATA_DIR="$work/merchant"
mkdir -p "$MERCHANT_DATA_DIR"
touch "$MERCHANT_DATA_DIR/calls.log" "$MERCHANT_DATA_DIR/ipn-verified.log" "$MERCHANT_DATA_DIR/ipn-rejected.log"
# shellcheck disable=SC2016 # PHP's variables, not the shell's
php_port=$(php -r '$s = stream_socket_server("tcp://127.0.0.1:0"); $n = stream_socket_get_name($s, false); echo substr($n, strrpos($n, ":") + 1);')
site="http://127.0.0.1:$php_port/"
listener="${site}ipn-listener.php"

export PAYPAL_API_USERNAME=merchant_api1.shop.example PAYPAL_API_PASSWORD=P4SSW0RD PAYPAL_API_SIGNATURE=A-SIGNATURE
export PAYPAL_APPLICATION_ID=APP-80W284485P519543T
"$bin/adaptive-payments-bridge" --port 0 --paypal-base-url "$sandbox" --client-id demo-client --client-secret demo-secret \
    --database "sqlite:$work/bridge.db" --api-username "$PAYPAL_API_USERNAME" --api-password "$PAYPAL_API_PASSWORD" \
    --api-signature "$PAYPAL_API_SIGNATURE" --app-id "$PAYPAL_APPLICATION_ID" --ipn-allowed-hosts 127.0.0.1 \
    --ipn-retry-delays 0.2,0.5,1,2 --app-ipn-url "$listener" >"$work/bridge.out" 2>"$work/bridge.err" &
pids+=($!)
bridge=$(first_url "$work/bridge.out" '^listening on http://[0-9.]+:[0-9]+')
# The only change to the 2011 server: its PayPal URLs are the bridge's.
export PAYPAL_API_ENDPOINT="$bridge/" PAYPAL_WEB_BASE="$bridge/" PAYPAL_IPN_VALIDATE_URL="$bridge/cgi-bin/webscr"
export MERCHANT_SITE_URL="$site"

# The PHP server (its IPN listener among its pages); every PHP diagnostic to a file.
php -d error_reporting=-1 -d display_errors=0 -d log_errors=1 -d "error_log=$work/php-errors.log" -S "127.0.0.1:$php_port" -t Samples/Server \
    >"$work/php-server.out" 2>&1 &
pids+=($!)
[ "$(first_url "$work/php-server.out" 'Development Server \(http://[0-9.]+:[0-9]+\) started')/" = "$site" ] || fail "the PHP server is not on $site"
echo "orders-sandbox $sandbox, adaptive-payments-bridge $bridge, PHP server $site"

# Runs one of the server's scripts (php Samples/Server/SCRIPT name=value…); its output in $out, its exit code in
# $rc; any PHP diagnostic fails the run.
merchant() {
    local script=$1
    shift
    rc=0
    out=$(php -d error_reporting=-1 -d display_errors=stderr -d log_errors=0 "Samples/Server/$script" "$@" 2>"$work/php-cli.err") || rc=$?
    [ ! -s "$work/php-cli.err" ] || fail "PHP diagnostics from $script $*: $(cat "$work/php-cli.err")"
    printf '  php %s %s -> %s\n' "$script" "$*" "$(tr '\n' ' ' <<<"$out")"
}
# A name=value line of $out.
field() { sed -n "s/^$1=//p" <<<"$out" | head -n 1; }

# GET without following redirects: "STATUS LOCATION".
get() { curl -s -o /dev/null -w '%{http_code} %{redirect_url}' "$1"; }

# Waits (30 s) for a line of the listener's log (verified or rejected) naming a key; prints it.
ipn_line() {
    local log="$MERCHANT_DATA_DIR/$1" key=$2
    for _ in $(seq 300); do
        grep -m 1 -F "	$key	" "$log" 2>/dev/null && return 0
        sleep 0.1
    done
    return 1
}

echo
echo "== a. the app's half: mpl-demo pays through LegacyMPL against orders-sandbox; the PHP server checks each payKey"
# The preapproval flow is left out: its key is a Vault setup token made by mpl-demo's own stand-in server, not a
# payment (part c is the PHP server's preapproval).
"$bin/mpl-demo" --base-url "$sandbox" --flows simple,parallel,chained,dynamicAmounts,dynamicAmountsAdvanced >"$work/demo.out" 2>"$work/demo.err" \
    || { cat "$work/demo.out"; fail "mpl-demo"; }
awk '/^flow /{flow=$2} /callback paymentSuccessWithKey:andStatus: /{print flow, $(NF-1)}' "$work/demo.out" >"$work/app-keys"
[ "$(wc -l <"$work/app-keys")" -eq 5 ] || { cat "$work/demo.out"; fail "mpl-demo reported $(wc -l <"$work/app-keys") payKeys, not 5"; }
app_checked=0
while read -r flow key; do
    merchant payment-check.php "payKey=$key" "order=$flow"
    [ "$rc" -eq 0 ] && [ "$(field status)" = COMPLETED ] && [ "$(field fulfilled)" = yes ] || fail "the app's $flow payment $key was not fulfilled"
    merchant payment-check.php "payKey=$key" "order=$flow"
    [ "$rc" -eq 0 ] && [ "$(field fulfilled)" = already ] || fail "the app's $flow payment $key must be fulfilled once only"
    app_checked=$((app_checked + 1))
done <"$work/app-keys"
simple_key=$(awk '$1 == "simple" {print $2}' "$work/app-keys")
merchant payment-check.php "payKey=$simple_key" order=dynamicAmounts
[ "$rc" -eq 1 ] && grep -q '^fulfilled=no: example-merchant-1@paypal.com was paid 12.80, not 12.00' <<<"$out" \
    || fail "a payment of 12.80 must not fulfil an order of 12.00"
merchant payment-check.php payKey=ZZZZZZZZZZZZZZZZZ order=simple
[ "$rc" -eq 1 ] && grep -q '^error=580022 ' <<<"$out" || fail "an unknown payKey must be refused with 580022"
app_ipns=0
while read -r flow key; do
    line=$(ipn_line ipn-verified.log "$key") || fail "no verified IPN at the PHP listener for the app's $flow payment $key (--app-ipn-url)"
    [ "$(cut -f5 <<<"$line")" = COMPLETED ] || fail "the app's $flow IPN says status $(cut -f5 <<<"$line")"
    app_ipns=$((app_ipns + 1))
done <"$work/app-keys"
echo "  the app's $app_ipns payments each sent their IPN to the PHP listener (--app-ipn-url), VERIFIED by postback"

echo
echo "== b. the server's own Pays, the buyer through the bridge, the IPN at the PHP listener"
tampered_rejected=0
for kind in simple parallel chained; do
    merchant pay.php "kind=$kind" "trackingId=SHOP-$kind-$$"
    [ "$rc" -eq 0 ] && [ "$(field paymentExecStatus)" = CREATED ] || fail "Pay ($kind)"
    key=$(field payKey)
    redirect=$(field redirect)
    [ "$redirect" = "$bridge/webscr&cmd=_ap-payment&paykey=$key" ] || fail "the redirect is $redirect"
    read -r status location <<<"$(get "$redirect")"
    [ "$status" = 302 ] && [[ "$location" == "$sandbox/checkoutnow?token="* ]] || fail "the bridge's redirect answered $status $location"
    order=${location##*token=}
    order=${order%%&*}
    [ "$(curl -s -o /dev/null -w '%{http_code}' -X POST "$sandbox/simulator/orders/$order/approve")" = 200 ] || fail "approving order $order"
    read -r status location <<<"$(get "$bridge/bridge/return?payKey=$key&token=$order&PayerID=BUYER")"
    [ "$status" = 302 ] && [ "$location" = "${site}return.php" ] || fail "the bridge's return answered $status $location"
    echo "  buyer: $redirect -> 302 approval page (order $order), approved, /bridge/return -> 302 ${site}return.php"
    merchant payment-check.php "payKey=$key"
    [ "$rc" -eq 0 ] && [ "$(field status)" = COMPLETED ] && [ "$(field fulfilled)" = yes ] || fail "the $kind payment $key was not fulfilled"
    line=$(ipn_line ipn-verified.log "$key") || fail "no verified IPN for the $kind payment $key at the PHP listener"
    [ "$(cut -f3 <<<"$line")" = "Adaptive Payment PAY" ] && [ "$(cut -f5 <<<"$line")" = COMPLETED ] || fail "the IPN of $key: $line"
    amount=$(cut -f6 <<<"$line")
    case $kind in
        simple) [ "$amount" = "USD 19.95" ] ;;
        parallel) [ "$amount" = "USD 10.00" ] ;;
        chained) [ "$amount" = "USD 25.00" ] ;;
    esac || fail "the IPN of the $kind payment says transaction[0].amount=$amount"
    echo "  IPN for $key VERIFIED by the listener's postback: transaction%5B0%5D.amount=$amount"
    if [ "$kind" = simple ]; then
        body=$(cut -f7 <<<"$line")
        tampered=${body/transaction%5B0%5D.amount=USD+19.95/transaction%5B0%5D.amount=USD+1.95}
        [ "$tampered" != "$body" ] || fail "the IPN's body has no transaction%5B0%5D.amount=USD+19.95"
        # Someone posts the tampered copy to the listener: its postback must be INVALID and nothing recorded as verified.
        [ "$(curl -s -o /dev/null -w '%{http_code}' --data-binary "$tampered" "$listener")" = 200 ] || fail "the listener refused the tampered copy"
        line=$(ipn_line ipn-rejected.log "$key") || fail "the tampered copy of $key's IPN was not rejected"
        [ "$(cut -f2 <<<"$line")" = INVALID ] && [ "$(cut -f6 <<<"$line")" = "USD 1.95" ] || fail "the tampered copy: $line"
        [ "$(grep -cF "	$key	" "$MERCHANT_DATA_DIR/ipn-verified.log")" -eq 1 ] || fail "the tampered copy was recorded as verified"
        tampered_rejected=$((tampered_rejected + 1))
        # And the postback itself, as the listener sends it: the original again VERIFIED, the copy INVALID.
        [ "$(curl -s --data-binary "cmd=_notify-validate&$body" "$PAYPAL_IPN_VALIDATE_URL")" = VERIFIED ] || fail "a second postback of the IPN"
        [ "$(curl -s --data-binary "cmd=_notify-validate&$tampered" "$PAYPAL_IPN_VALIDATE_URL")" = INVALID ] || fail "the tampered postback"
        echo "  a tampered copy (transaction%5B0%5D.amount=USD+1.95) posted to the listener: postback INVALID, recorded as rejected"
    fi
done
merchant payment-check.php payKey=AP-NOT-OURS-000000000
[ "$rc" -eq 1 ] && grep -q '^error=this shop made no payment' <<<"$out" || fail "a payKey this shop did not make must be refused"

echo
echo "== c. preapproval: Preapproval, approval, PreapprovalDetails, Pay with the preapprovalKey, CancelPreapproval"
merchant preapproval.php action=create maxTotal=100.00 maxPayments=5
[ "$rc" -eq 0 ] || fail "Preapproval"
pkey=$(field preapprovalKey)
[ -n "$pkey" ] || fail "Preapproval answered no preapprovalKey"
# PayPal's keys were PA-…; the bridge's is the Vault setup token's id (Migration/merchant-server.md), which the
# 2011 server stores and sends back unchanged.
[[ "$pkey" == PA-* ]] || echo "  NOTE: the preapprovalKey $pkey does not have PayPal's PA- shape (it is the setup token id)"
redirect=$(field redirect)
[ "$redirect" = "$bridge/webscr&cmd=_ap-preapproval&preapprovalkey=$pkey" ] || fail "the preapproval redirect is $redirect"
merchant preapproval.php action=details "key=$pkey"
[ "$rc" -eq 0 ] && [ "$(field approved)" = false ] && [ "$(field curPayments)" = 0 ] || fail "PreapprovalDetails before approval"
read -r status location <<<"$(get "$redirect")"
[ "$status" = 302 ] && [[ "$location" == "$sandbox/agreements/approve?approval_session_id="* ]] \
    || fail "the bridge's preapproval redirect answered $status $location"
# The buyer agrees on that page (its form, as a browser submits it); PayPal sends them to the return URL the bridge
# gave the setup token, and the bridge sends them on to the returnUrl.
page=$(curl -s -c "$work/cookies" "$location")
form=$(sed -n 's/.*<form method="post" action="\([^"]*\)".*/\1/p' <<<"$page" | head -n 1)
csrf=$(sed -n 's/.*name="csrf" value="\([^"]*\)".*/\1/p' <<<"$page" | head -n 1)
[ -n "$form" ] && [ -n "$csrf" ] || fail "the vault approval page has no form: $page"
read -r status back <<<"$(curl -s -o /dev/null -w '%{http_code} %{redirect_url}' -b "$work/cookies" \
    --data "csrf=$csrf&buyer=0&funding=0&action=approve" "$sandbox$form")"
[ "$status" = 303 ] && [[ "$back" == "$bridge/bridge/preapproval-return?"* ]] || fail "the approval page answered $status $back"
read -r status location <<<"$(get "$back")"
[ "$status" = 302 ] && [ "$location" = "${site}return.php" ] || fail "the bridge's preapproval return answered $status $location"
echo "  buyer: $redirect -> 302 vault approval page, agreed -> 303 ${back%%\?*} -> 302 ${site}return.php"
merchant preapproval.php action=details "key=$pkey"
[ "$rc" -eq 0 ] && [ "$(field approved)" = true ] && [ "$(field status)" = ACTIVE ] && [ "$(field curPayments)" = 0 ] \
    || fail "PreapprovalDetails after approval"
merchant preapproval.php action=pay "key=$pkey" amount=9.99
[ "$rc" -eq 0 ] && [ "$(field paymentExecStatus)" = COMPLETED ] || fail "Pay with the preapprovalKey"
paid=$(field payKey)
merchant payment-check.php "payKey=$paid"
[ "$rc" -eq 0 ] && [ "$(field fulfilled)" = yes ] || fail "the preapproved payment $paid was not fulfilled"
line=$(ipn_line ipn-verified.log "$paid") || fail "no verified IPN for the preapproved payment $paid"
[ "$(cut -f6 <<<"$line")" = "USD 9.99" ] || fail "the preapproved payment's IPN: $line"
merchant preapproval.php action=details "key=$pkey"
[ "$rc" -eq 0 ] && [ "$(field curPayments)" = 1 ] && [ "$(field curPaymentsAmount)" = 9.99 ] || fail "PreapprovalDetails after one payment"
merchant preapproval.php action=cancel "key=$pkey"
[ "$rc" -eq 0 ] || fail "CancelPreapproval"
merchant preapproval.php action=details "key=$pkey"
[ "$rc" -eq 0 ] && [ "$(field status)" = CANCELED ] || fail "PreapprovalDetails after CancelPreapproval"
merchant preapproval.php action=pay "key=$pkey" amount=9.99
[ "$rc" -eq 1 ] && grep -q '^error=569013 ' <<<"$out" || fail "a Pay from a canceled preapproval must be refused with 569013"
# The preapproval's own IPNs: approved (ACTIVE), then CANCELED.
for status in ACTIVE CANCELED; do
    ipn_line ipn-verified.log "$pkey	$status" >/dev/null || fail "no verified preapproval IPN for $pkey with status $status"
done
echo "  the preapproval's IPNs (Adaptive Payment PREAPPROVAL, ACTIVE then CANCELED) VERIFIED by the listener's postback"

[ ! -s "$work/php-errors.log" ] || fail "PHP diagnostics in the PHP server: $(cat "$work/php-errors.log")"
calls=$(wc -l <"$MERCHANT_DATA_DIR/calls.log")
unanswered=$(grep -c '	NO-ANSWER	' "$MERCHANT_DATA_DIR/calls.log" || true)
[ "$unanswered" -eq 0 ] || fail "$unanswered Adaptive calls got no answer"
verified=$(wc -l <"$MERCHANT_DATA_DIR/ipn-verified.log")
rejected=$(wc -l <"$MERCHANT_DATA_DIR/ipn-rejected.log")
[ "$rejected" -eq "$tampered_rejected" ] || fail "$rejected IPNs rejected, but only $tampered_rejected were tampered with"
echo
echo "bridge-php-sample: $calls Adaptive calls by the PHP server (all answered), $app_checked app payKeys checked COMPLETED," \
    "$verified IPNs verified ($app_ipns from app payments), $tampered_rejected tampered rejected, preapproval ran," \
    "$((SECONDS - started)) s"
