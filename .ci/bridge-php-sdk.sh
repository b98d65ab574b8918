#!/usr/bin/env bash
# PayPal's own Adaptive Payments PHP SDK (paypal/adaptivepayments-sdk-php on paypal/sdk-core-php, as merchants ran it
# from 2011 on) against adaptive-payments-bridge over orders-sandbox, with only its endpoints configured at the bridge.
#
# NOT run by .ci/run: CI has no copy of the SDK (it is not ours, is never committed, and CI cannot fetch it). Run it by
# hand with both SDKs extracted OUTSIDE this repository, e.g.
#   git --git-dir=<adaptivepayments-sdk-php.git> archive HEAD | tar -x -C /tmp/ap-sdk
#   git --git-dir=<sdk-core-php.git> archive HEAD | tar -x -C /tmp/core-sdk
#   ADAPTIVE_PHP_SDK_DIR=/tmp/ap-sdk PAYPAL_SDK_CORE_PHP_DIR=/tmp/core-sdk bash .ci/bridge-php-sdk.sh
# Without both variables it says so and exits 0.
#
# The PHP driver (written to a temporary directory) autoloads the SDK's classes itself (PSR-0, no composer), then
# through the SDK's AdaptivePaymentsService: Pay (simple with trackingId and ipnNotificationUrl, parallel), the buyer's
# redirect, approval and return, PaymentDetails by payKey, trackingId and transactionId, Refund per receiver and
# whole, refusals (unknown payKey 580022, wrong credentials 520003), the 2012-13 endpoint key with its `port` key, and
# Preapproval, the buyer's agreement on the vault page, PreapprovalDetails, Pay with the preapprovalKey,
# CancelPreapproval and its refusal after;
# PPIPNMessage::validate() inside an IPN listener the bridge posts to (the SDK's own
# listener pattern), and again on the raw message and on a tampered copy. Every PHP warning, notice or deprecation
# raised while the SDK builds requests and parses the bridge's responses fails the run; those raised while the SDK's
# files are loaded are printed as such.
set -euo pipefail
cd "$(dirname "$0")/.."
started=$SECONDS
fail() { echo "bridge-php-sdk FAILED: $*" >&2; exit 1; }

if [ -z "${ADAPTIVE_PHP_SDK_DIR:-}" ] || [ -z "${PAYPAL_SDK_CORE_PHP_DIR:-}" ]; then
    echo "bridge-php-sdk: SKIPPED: set ADAPTIVE_PHP_SDK_DIR and PAYPAL_SDK_CORE_PHP_DIR to extracted checkouts of"
    echo "  paypal/adaptivepayments-sdk-php and paypal/sdk-core-php (see this script's header)"
    exit 0
fi
ap_dir=$(cd "$ADAPTIVE_PHP_SDK_DIR" && pwd)
core_dir=$(cd "$PAYPAL_SDK_CORE_PHP_DIR" && pwd)
[ -f "$ap_dir/lib/PayPal/Service/AdaptivePaymentsService.php" ] || fail "no lib/PayPal/Service/AdaptivePaymentsService.php in $ap_dir"
[ -f "$core_dir/lib/PayPal/Core/PPAPIService.php" ] || fail "no lib/PayPal/Core/PPAPIService.php in $core_dir"
case $ap_dir/ in "$PWD"/*) fail "extract the SDK outside this repository" ;; esac
case $core_dir/ in "$PWD"/*) fail "extract the SDK core outside this repository" ;; esac
if ! { command -v php >/dev/null 2>&1 && php -r 'exit(function_exists("curl_init") ? 0 : 1);'; }; then fail "needs php-cli and php-curl"; fi

cleanup_logs="bridge.err listener.out"
# shellcheck source=.ci/bridge-processes.sh
source .ci/bridge-processes.sh
build_products orders-sandbox adaptive-payments-bridge

cat >"$work/driver.php" <<'PHP'
<?php
// The SDK's classes, PSR-0 under both lib/ directories (what composer's autoload would do).
foreach (array(getenv('ADAPTIVE_PHP_SDK_DIR'), getenv('PAYPAL_SDK_CORE_PHP_DIR')) as $dir) {
    $GLOBALS['sdk_libs'][] = realpath($dir) . '/lib';
}
spl_autoload_register(function ($class) {
    foreach ($GLOBALS['sdk_libs'] as $lib) {
        $file = $lib . '/' . str_replace('\\', '/', $class) . '.php';
        if (is_file($file)) {
            require_once $file;
            return;
        }
    }
});
// No sdk_config.ini is read: the configuration is the array below.
define('PP_CONFIG_PATH', '');

// Every diagnostic, with the step it happened in.
error_reporting(E_ALL);
$GLOBALS['phase'] = 'loading the SDK';
$GLOBALS['diagnostics'] = array();
set_error_handler(function ($level, $message, $file, $line) {
    $GLOBALS['diagnostics'][] = array($GLOBALS['phase'], $level, $message, basename($file) . ':' . $line);
    return true;
}, E_ALL);
function diagnostics_since($from)
{
    return array_slice($GLOBALS['diagnostics'], $from);
}
function describe($diagnostic)
{
    $names = array(E_WARNING => 'E_WARNING', E_NOTICE => 'E_NOTICE', E_DEPRECATED => 'E_DEPRECATED', E_USER_NOTICE => 'E_USER_NOTICE',
        E_USER_WARNING => 'E_USER_WARNING', E_USER_DEPRECATED => 'E_USER_DEPRECATED');
    $name = isset($names[$diagnostic[1]]) ? $names[$diagnostic[1]] : 'E_' . $diagnostic[1];
    return "$name {$diagnostic[2]} ({$diagnostic[3]}) while {$diagnostic[0]}";
}

use PayPal\Service\AdaptivePaymentsService;
use PayPal\Types\Common\RequestEnvelope;
use PayPal\Types\AP\PayRequest;
use PayPal\Types\AP\Receiver;
use PayPal\Types\AP\ReceiverList;
use PayPal\Types\AP\PaymentDetailsRequest;
use PayPal\Types\AP\RefundRequest;
use PayPal\Types\AP\PreapprovalRequest;
use PayPal\Types\AP\PreapprovalDetailsRequest;
use PayPal\Types\AP\CancelPreapprovalRequest;
use PayPal\IPN\PPIPNMessage;

$bridge = getenv('BRIDGE_URL');
$credentials = array(
    'acct1.UserName' => getenv('API_USERNAME'), 'acct1.Password' => getenv('API_PASSWORD'),
    'acct1.Signature' => getenv('API_SIGNATURE'), 'acct1.AppId' => getenv('APP_ID'),
);
// The 2011 key. No `mode`: were the endpoint ignored, the SDK would throw "endpoint Not Set", never call PayPal.
$config = $credentials + array('service.EndPoint' => $bridge . '/', 'service.EndPoint.IPN' => $bridge . '/cgi-bin/webscr');
$ipnConfig = array('service.EndPoint.IPN' => $bridge . '/cgi-bin/webscr');

if (PHP_SAPI == 'cli-server') {
    // The IPN listener, as the SDK's samples/IPN/IPNListener.php: PPIPNMessage reads php://input and validates inline.
    $ipn = new PPIPNMessage('', $ipnConfig);
    $GLOBALS['phase'] = 'validating an IPN in the listener';
    try {
        $valid = $ipn->validate();
        $error = '';
    } catch (Exception $e) {
        $valid = false;
        $error = get_class($e) . ': ' . $e->getMessage();
    }
    $data = $ipn->getRawData();
    $record = array('raw' => file_get_contents('php://input'), 'valid' => $valid, 'error' => $error, 'type' => $ipn->getTransactionType(),
        'payKey' => isset($data['pay_key']) ? $data['pay_key'] : (isset($data['preapproval_key']) ? $data['preapproval_key'] : ''),
        'diagnostics' => array_map('describe', $GLOBALS['diagnostics']));
    file_put_contents(getenv('IPN_DIR') . '/' . uniqid('ipn-', true) . '.json', json_encode($record));
    header('HTTP/1.0 200 OK');
    exit;
}

// Load the SDK's classes of the NV path now, so that what loading them raises is told apart from what parsing raises.
// Left out: OAuth/OpenID, REST and the XML/SOAP messages, which Adaptive Payments in NV does not use (and
// PPXmlMessage.php does not even compile on PHP 8: `parent` in a class without one, a fatal error).
foreach ($GLOBALS['sdk_libs'] as $lib) {
    $files = new RecursiveIteratorIterator(new RecursiveDirectoryIterator($lib . '/PayPal'));
    foreach ($files as $file) {
        if (substr($file, -4) == '.php' && !preg_match('#/(Auth/Oauth|Auth/Openid|Transport|Common/PPModel|Core/PPXml|Formatter/PPSOAP)#', $file)) {
            $class = str_replace('/', '\\', substr($file, strlen($lib) + 1, -4));
            class_exists($class) || interface_exists($class);
        }
    }
}
$loadDiagnostics = count($GLOBALS['diagnostics']);

$passed = 0;
$failed = array();
$timings = array();
function check($ok, $what)
{
    global $passed, $failed;
    if ($ok) {
        $passed++;
        echo "  PASS $what\n";
    } else {
        $failed[] = $what;
        echo "  FAIL $what\n";
    }
    return $ok;
}
/** Runs one SDK call; its response, or the exception (a failed check). */
function sdk($name, $call)
{
    global $timings;
    $GLOBALS['phase'] = $name;
    $from = count($GLOBALS['diagnostics']);
    $start = microtime(true);
    try {
        $response = $call();
    } catch (Throwable $e) {
        check(false, "$name: " . get_class($e) . ': ' . $e->getMessage());
        $response = null;
    }
    $timings[] = sprintf('%s %.0f ms', $name, (microtime(true) - $start) * 1000);
    foreach (diagnostics_since($from) as $diagnostic) {
        check(false, 'no PHP diagnostic: ' . describe($diagnostic));
    }
    return $response;
}
function ack($response)
{
    return $response && isset($response->responseEnvelope) ? $response->responseEnvelope->ack : '(no responseEnvelope)';
}
function first_error($response)
{
    return $response && isset($response->error[0]) ? $response->error[0]->errorId . ' ' . $response->error[0]->message : '';
}
function envelope()
{
    return new RequestEnvelope('en_US');
}
function receiver($email, $amount, $primary = null)
{
    $receiver = new Receiver($amount);
    $receiver->email = $email;
    if ($primary !== null) {
        $receiver->primary = $primary;
    }
    return $receiver;
}
/** GET without following redirects: array(status, Location). */
function http_get($url)
{
    $ch = curl_init($url);
    curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
    curl_setopt($ch, CURLOPT_HEADER, true);
    $head = curl_exec($ch);
    $status = curl_getinfo($ch, CURLINFO_HTTP_CODE);
    curl_close($ch);
    return array($status, preg_match('/^Location: (\S+)/mi', (string) $head, $m) ? $m[1] : '');
}
function http_post($url)
{
    $ch = curl_init($url);
    curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
    curl_setopt($ch, CURLOPT_POST, true);
    curl_setopt($ch, CURLOPT_POSTFIELDS, '');
    curl_exec($ch);
    $status = curl_getinfo($ch, CURLINFO_HTTP_CODE);
    curl_close($ch);
    return $status;
}
/** The buyer: the 2011 redirect through the bridge, approval at the sandbox, the return through the bridge. */
function buyer_pays($payKey)
{
    global $bridge;
    $sandbox = getenv('SANDBOX_URL');
    list($status, $location) = http_get("$bridge/webscr&cmd=_ap-payment&paykey=$payKey");
    if (!check($status == 302 && strpos($location, "$sandbox/checkoutnow?token=") === 0, "the redirect of $payKey: 302 to the approval page")) {
        return;
    }
    parse_str(parse_url($location, PHP_URL_QUERY), $query);
    check(http_post("$sandbox/simulator/orders/{$query['token']}/approve") == 200, "the buyer approves order {$query['token']}");
    list($status, $location) = http_get("$bridge/bridge/return?payKey=$payKey&token={$query['token']}&PayerID=BUYER");
    check($status == 302 && $location == 'https://shop.example/return', "the return of $payKey: 302 to the returnUrl");
}
/** The IPNs the listener received for a key, waiting up to 30 s for the first. */
function ipns_for($key)
{
    for ($i = 0; $i < 300; $i++) {
        $found = array();
        foreach (glob(getenv('IPN_DIR') . '/*.json') as $file) {
            $record = json_decode(file_get_contents($file), true);
            if ($record['payKey'] == $key) {
                $found[] = $record;
            }
        }
        if ($found) {
            return $found;
        }
        usleep(100000);
    }
    return array();
}

$service = new AdaptivePaymentsService($config);
$seller = 'seller@shop.example';
echo "Pay and PaymentDetails\n";
$pay = new PayRequest(envelope(), 'PAY', 'https://shop.example/cancel', 'USD', new ReceiverList(array(receiver($seller, '19.95'))),
    'https://shop.example/return');
$pay->ipnNotificationUrl = getenv('LISTENER_URL');
$pay->memo = 'Two mugs & a bear (50% off)';
$pay->trackingId = 'SDK-' . getmypid();
$paid = sdk('Pay', function () use ($service, $pay) { return $service->Pay($pay); });
check(ack($paid) == 'Success' && preg_match('/^AP-[A-Z0-9]{17}$/', $paid->payKey) && $paid->paymentExecStatus == 'CREATED',
    'Pay: Success, an AP- payKey, paymentExecStatus CREATED ' . first_error($paid));
$payKey = $paid ? $paid->payKey : '';
$request = new PaymentDetailsRequest(envelope());
$request->payKey = $payKey;
$before = sdk('PaymentDetails before approval', function () use ($service, $request) { return $service->PaymentDetails($request); });
check(ack($before) == 'Success' && $before->status == 'CREATED', 'PaymentDetails before approval: CREATED');
check($before && preg_match('/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}-0[78]:00$/', $before->responseEnvelope->timestamp)
    && preg_match('/^[0-9a-f]{13}$/', $before->responseEnvelope->correlationId), 'the responseEnvelope: Pacific timestamp, 13-hex correlationId');
buyer_pays($payKey);
$details = sdk('PaymentDetails by payKey', function () use ($service, $request) { return $service->PaymentDetails($request); });
$info = $details && isset($details->paymentInfoList->paymentInfo[0]) ? $details->paymentInfoList->paymentInfo[0] : null;
check(ack($details) == 'Success' && $details->status == 'COMPLETED' && $details->payKey == $payKey, 'PaymentDetails by payKey: COMPLETED');
check($info && $info->transactionStatus == 'COMPLETED' && strlen($info->transactionId) == 17 && $info->receiver->amount == '19.95'
    && $info->receiver->email == $seller, 'paymentInfo(0): COMPLETED, a 17-character transactionId, 19.95 to the seller');
check($details && $details->memo == $pay->memo && $details->trackingId == $pay->trackingId && $details->returnUrl == 'https://shop.example/return'
    && strpos($details->senderEmail, '@') !== false, 'memo (with & and %) and trackingId as sent; returnUrl; senderEmail');
$byTracking = new PaymentDetailsRequest(envelope());
$byTracking->trackingId = $pay->trackingId;
$tracked = sdk('PaymentDetails by trackingId', function () use ($service, $byTracking) { return $service->PaymentDetails($byTracking); });
check(ack($tracked) == 'Success' && $tracked->payKey == $payKey && $tracked->status == 'COMPLETED', 'PaymentDetails by trackingId: the same payment');
$byTransaction = new PaymentDetailsRequest(envelope());
$byTransaction->transactionId = $info ? $info->transactionId : '';
$transacted = sdk('PaymentDetails by transactionId', function () use ($service, $byTransaction) { return $service->PaymentDetails($byTransaction); });
check(ack($transacted) == 'Success' && $transacted->payKey == $payKey, 'PaymentDetails by transactionId: the same payment ' . first_error($transacted));

echo "IPN: PPIPNMessage::validate()\n";
$ipns = ipns_for($payKey);
if (check(count($ipns) >= 1, "the bridge posted the IPN of $payKey to the listener")) {
    $ipn = $ipns[0];
    check($ipn['valid'] === true && $ipn['error'] === '', 'in the listener, PPIPNMessage(php://input)->validate(): true ' . $ipn['error']);
    check($ipn['type'] == 'Adaptive Payment PAY', 'getTransactionType(): Adaptive Payment PAY');
    foreach ($ipn['diagnostics'] as $diagnostic) {
        check(false, "no PHP diagnostic in the listener: $diagnostic");
    }
    $message = sdk('validating the raw IPN again', function () use ($ipn, $ipnConfig) {
        $message = new PPIPNMessage($ipn['raw'], $ipnConfig);
        return array($message->validate(), $message->getRawData());
    });
    check($message && $message[0] === true, 'PPIPNMessage(raw)->validate() again: true');
    check($message && $message[1]['transaction%5B0%5D.amount'] == 'USD 19.95' && $message[1]['status'] == 'COMPLETED',
        'getRawData(): transaction%5B0%5D.amount "USD 19.95" (raw key), status COMPLETED');
    $tampered = str_replace('transaction%5B0%5D.amount=USD+19.95', 'transaction%5B0%5D.amount=USD+1.95', $ipn['raw']);
    check($tampered != $ipn['raw'], 'the IPN has transaction%5B0%5D.amount=USD+19.95');
    $verdict = sdk('validating a tampered IPN', function () use ($tampered, $ipnConfig) {
        $message = new PPIPNMessage($tampered, $ipnConfig);
        return $message->validate();
    });
    check($verdict === false, 'PPIPNMessage(tampered)->validate(): false');
}

echo "Refund\n";
$parallel = new PayRequest(envelope(), 'PAY', 'https://shop.example/cancel', 'USD',
    new ReceiverList(array(receiver($seller, '10.00'), receiver('supplier@partner.example', '4.00'))), 'https://shop.example/return');
$paidParallel = sdk('Pay (parallel)', function () use ($service, $parallel) { return $service->Pay($parallel); });
check(ack($paidParallel) == 'Success', 'Pay (parallel, two receivers) ' . first_error($paidParallel));
$parallelKey = $paidParallel ? $paidParallel->payKey : '';
buyer_pays($parallelKey);
$partial = new RefundRequest(envelope());
$partial->payKey = $parallelKey;
$partial->currencyCode = 'USD';
$partial->receiverList = new ReceiverList(array(receiver('supplier@partner.example', '1.50')));
$refunded = sdk('Refund (one receiver, partial)', function () use ($service, $partial) { return $service->Refund($partial); });
$refund = $refunded && isset($refunded->refundInfoList->refundInfo[0]) ? $refunded->refundInfoList->refundInfo[0] : null;
check(ack($refunded) == 'Success' && $refund && $refund->refundStatus == 'REFUNDED' && $refund->refundGrossAmount == '1.50'
    && $refund->receiver->email == 'supplier@partner.example' && !isset($refunded->refundInfoList->refundInfo[1]),
    'Refund of 1.50 to one receiver: REFUNDED, that receiver only ' . first_error($refunded));
$whole = new RefundRequest(envelope());
$whole->payKey = $payKey;
$whole->currencyCode = 'USD';
$refunded = sdk('Refund (whole)', function () use ($service, $whole) { return $service->Refund($whole); });
$refund = $refunded && isset($refunded->refundInfoList->refundInfo[0]) ? $refunded->refundInfoList->refundInfo[0] : null;
check(ack($refunded) == 'Success' && $refund && $refund->refundStatus == 'REFUNDED' && $refund->refundGrossAmount == '19.95'
    && ($refund->refundHasBecomeFull === 'true' || $refund->refundHasBecomeFull === true), 'Refund of the whole payment: REFUNDED 19.95, full');
$again = sdk('Refund (again)', function () use ($service, $whole) { return $service->Refund($whole); });
check($again && isset($again->refundInfoList->refundInfo[0]) && $again->refundInfoList->refundInfo[0]->refundStatus == 'ALREADY_REVERSED_OR_REFUNDED',
    'Refund again: ALREADY_REVERSED_OR_REFUNDED');
$afterRefund = sdk('PaymentDetails after the refund', function () use ($service, $request) { return $service->PaymentDetails($request); });
check($afterRefund && $afterRefund->paymentInfoList->paymentInfo[0]->transactionStatus == 'REFUNDED'
    && $afterRefund->paymentInfoList->paymentInfo[0]->refundedAmount == '19.95', 'PaymentDetails after the refund: REFUNDED, refundedAmount 19.95');

echo "Refusals, and the 2012-13 endpoint key\n";
$unknown = new PaymentDetailsRequest(envelope());
$unknown->payKey = 'AP-00000000000000000';
$refused = sdk('PaymentDetails (unknown payKey)', function () use ($service, $unknown) { return $service->PaymentDetails($unknown); });
check(ack($refused) == 'Failure' && $refused->error[0]->errorId == '580022' && $refused->error[0]->parameter[0]->value == 'payKey'
    && $refused->error[0]->severity == 'Error', 'an unknown payKey: Failure, error(0) 580022 with its parameter payKey');
$wrong = new AdaptivePaymentsService(array('acct1.Signature' => 'NOT-THE-SIGNATURE') + $config);
$refused = sdk('PaymentDetails (wrong signature)', function () use ($wrong, $request) { return $wrong->PaymentDetails($request); });
check(ack($refused) == 'Failure' && $refused->error[0]->errorId == '520003', 'a wrong signature: 520003');
$ported = new AdaptivePaymentsService($credentials + array('service.EndPoint.AdaptivePayments' => $bridge . '/', 'port' => 'AdaptivePayments'));
$viaPort = sdk('PaymentDetails (service.EndPoint.AdaptivePayments + port)', function () use ($ported, $request) { return $ported->PaymentDetails($request); });
check(ack($viaPort) == 'Success' && $viaPort->payKey == $payKey, 'service.EndPoint.AdaptivePayments with a `port` key reaches the bridge');

echo "Preapproval\n";
$preapproval = new PreapprovalRequest(envelope(), 'https://shop.example/cancel', 'USD', 'https://shop.example/return', gmdate('Y-m-d'));
$preapproval->endingDate = gmdate('Y-m-d', time() + 180 * 86400);
$preapproval->maxTotalAmountOfAllPayments = '100.00';
$preapproval->maxNumberOfPayments = 5;
$preapproval->ipnNotificationUrl = getenv('LISTENER_URL');
$created = sdk('Preapproval', function () use ($service, $preapproval) { return $service->Preapproval($preapproval); });
if (check(ack($created) == 'Success' && $created->preapprovalKey != '', 'Preapproval: a preapprovalKey ' . first_error($created))) {
    $key = $created->preapprovalKey;
    if (strpos($key, 'PA-') !== 0) {
        echo "  NOTE: the preapprovalKey $key does not have PayPal's PA- shape (the bridge's key is the Vault setup token id)\n";
    }
    $detailsRequest = new PreapprovalDetailsRequest(envelope(), $key);
    $pd = sdk('PreapprovalDetails before approval', function () use ($service, $detailsRequest) { return $service->PreapprovalDetails($detailsRequest); });
    check(ack($pd) == 'Success' && $pd->approved == 'false' && $pd->curPayments == '0', 'PreapprovalDetails before approval: approved false, curPayments 0');
    $sandbox = getenv('SANDBOX_URL');
    list($status, $location) = http_get("$bridge/webscr&cmd=_ap-preapproval&preapprovalkey=$key");
    if (check($status == 302 && strpos($location, "$sandbox/agreements/approve?approval_session_id=") === 0, 'the preapproval redirect: 302 to the vault approval page')) {
        // The buyer agrees on the page (its form, as a browser submits it) and is sent to the bridge's return URL.
        $ch = curl_init($location);
        curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
        curl_setopt($ch, CURLOPT_COOKIEFILE, '');
        $page = (string) curl_exec($ch);
        preg_match('/<form method="post" action="([^"]*)"/', $page, $form);
        preg_match('/name="csrf" value="([^"]*)"/', $page, $csrf);
        curl_setopt($ch, CURLOPT_URL, $sandbox . (isset($form[1]) ? html_entity_decode($form[1]) : '/'));
        curl_setopt($ch, CURLOPT_POSTFIELDS, 'csrf=' . (isset($csrf[1]) ? urlencode($csrf[1]) : '') . '&buyer=0&funding=0&action=approve');
        curl_setopt($ch, CURLOPT_HEADER, true);
        $head = (string) curl_exec($ch);
        $status = curl_getinfo($ch, CURLINFO_HTTP_CODE);
        curl_close($ch);
        $back = preg_match('/^Location: (\S+)/mi', $head, $m) ? $m[1] : '';
        check($status == 303 && strpos($back, "$bridge/bridge/preapproval-return?") === 0, 'the buyer agrees on the vault approval page: 303 to the bridge');
        list($status, $location) = http_get($back);
        check($status == 302 && $location == 'https://shop.example/return', 'the preapproval return: 302 to the returnUrl');
    }
    $pd = sdk('PreapprovalDetails after approval', function () use ($service, $detailsRequest) { return $service->PreapprovalDetails($detailsRequest); });
    check(ack($pd) == 'Success' && $pd->approved == 'true' && $pd->status == 'ACTIVE', 'PreapprovalDetails after approval: approved true, ACTIVE');
    $charge = new PayRequest(envelope(), 'PAY', 'https://shop.example/cancel', 'USD', new ReceiverList(array(receiver($seller, '9.99'))),
        'https://shop.example/return');
    $charge->preapprovalKey = $key;
    $charge->senderEmail = $pd ? $pd->senderEmail : null;
    $charged = sdk('Pay with preapprovalKey', function () use ($service, $charge) { return $service->Pay($charge); });
    check(ack($charged) == 'Success' && $charged->paymentExecStatus == 'COMPLETED', 'Pay with the preapprovalKey: COMPLETED ' . first_error($charged));
    $pd = sdk('PreapprovalDetails after a payment', function () use ($service, $detailsRequest) { return $service->PreapprovalDetails($detailsRequest); });
    check(ack($pd) == 'Success' && $pd->curPayments == '1', 'PreapprovalDetails after a payment: curPayments 1');
    $cancel = new CancelPreapprovalRequest(envelope(), $key);
    $canceled = sdk('CancelPreapproval', function () use ($service, $cancel) { return $service->CancelPreapproval($cancel); });
    check(ack($canceled) == 'Success', 'CancelPreapproval: Success');
    $refused = sdk('Pay with a canceled preapprovalKey', function () use ($service, $charge) { return $service->Pay($charge); });
    check(ack($refused) == 'Failure' && $refused->error[0]->errorId == '569013', 'Pay with a canceled preapproval: 569013 ' . first_error($refused));
    $ipns = ipns_for($key);
    check(count($ipns) >= 1 && $ipns[0]['valid'] === true && $ipns[0]['type'] == 'Adaptive Payment PREAPPROVAL',
        'the preapproval\'s IPN at the listener: PPIPNMessage::validate() true, getTransactionType() Adaptive Payment PREAPPROVAL');
    foreach ($ipns as $ipn) {
        foreach ($ipn['diagnostics'] as $diagnostic) {
            check(false, "no PHP diagnostic in the listener: $diagnostic");
        }
    }
}

echo "PHP diagnostics while loading the SDK (not from the bridge's responses):\n";
foreach (array_slice($GLOBALS['diagnostics'], 0, $loadDiagnostics) as $diagnostic) {
    echo '  ' . describe($diagnostic) . "\n";
}
echo "timings: " . implode(', ', $timings) . "\n";
printf("bridge-php-sdk: %d checks passed, %d failed\n", $passed, count($failed));
exit($failed ? 1 : 0);
PHP
php -l "$work/driver.php" >/dev/null || fail "the driver does not parse"

"$bin/orders-sandbox" --port 0 --webhook-retry-delays 0.2,0.5,1,2 >"$work/sandbox.out" 2>"$work/sandbox.err" &
pids+=($!)
export SANDBOX_URL
SANDBOX_URL=$(first_url "$work/sandbox.out" '^listening on http://[0-9.]+:[0-9]+')

export API_USERNAME=merchant_api1.shop.example API_PASSWORD=P4SSW0RD API_SIGNATURE=A-SIGNATURE APP_ID=APP-80W284485P519543T
export ADAPTIVE_PHP_SDK_DIR="$ap_dir" PAYPAL_SDK_CORE_PHP_DIR="$core_dir" IPN_DIR="$work/ipn"
mkdir -p "$IPN_DIR"
"$bin/adaptive-payments-bridge" --port 0 --paypal-base-url "$SANDBOX_URL" --client-id sdk-client --client-secret sdk-secret \
    --database "sqlite:$work/bridge.db" --api-username "$API_USERNAME" --api-password "$API_PASSWORD" --api-signature "$API_SIGNATURE" \
    --app-id "$APP_ID" --ipn-allowed-hosts 127.0.0.1 --ipn-retry-delays 0.2,0.5,1,2 >"$work/bridge.out" 2>"$work/bridge.err" &
pids+=($!)
export BRIDGE_URL
BRIDGE_URL=$(first_url "$work/bridge.out" '^listening on http://[0-9.]+:[0-9]+')

# The IPN listener: the driver as the built-in server's router.
php -S 127.0.0.1:0 "$work/driver.php" >"$work/listener.out" 2>&1 &
pids+=($!)
export LISTENER_URL
LISTENER_URL=$(first_url "$work/listener.out" 'Development Server \(http://[0-9.]+:[0-9]+\) started')/ipn
# shellcheck disable=SC2016 # a PHP variable's name, not the shell's
sdk_version=$(sed -n 's/.*\$SDK_VERSION = "\([^"]*\)".*/\1/p' "$ap_dir/lib/PayPal/Service/AdaptivePaymentsService.php")
echo "adaptivepayments-sdk-php $sdk_version on sdk-core-php ($core_dir), $(php -r 'echo "PHP ", PHP_VERSION;')"
echo "orders-sandbox $SANDBOX_URL, adaptive-payments-bridge $BRIDGE_URL, IPN listener $LISTENER_URL"

php "$work/driver.php" || fail "see the FAIL lines above"
echo "bridge-php-sdk: passed in $((SECONDS - started)) s"
