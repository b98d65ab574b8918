<?php
/*
 * ipn-listener.php: PayPal posts an Instant Payment Notification here (the Pay's or Preapproval's
 * ipnNotificationUrl) when a payment completes, is refunded, or a preapproval is made or canceled.
 *
 * As PayPal's IPN guide says for PHP: read the raw body (not $_POST, which would turn transaction[0].amount into
 * an array and lose the key's spelling), post it back unchanged after cmd=_notify-validate, and trust the message
 * only when PayPal answers exactly VERIFIED. Verified messages go to ipn-verified.log, the others to
 * ipn-rejected.log (never acted upon). Each line: time, verdict, transaction_type, pay_key (or preapproval_key),
 * status, transaction[0].amount, the raw body.
 */
define('MERCHANT_SAMPLE', true);
require_once dirname(__FILE__) . '/includes/paypal.php';

$raw = file_get_contents('php://input');
if ($raw === '' || $raw === false) {
    header('HTTP/1.0 400 Bad Request');
    exit;
}

// The variables, keys as posted: transaction%5B0%5D.amount, not transaction[0].amount.
$ipn = array();
foreach (explode('&', $raw) as $pair) {
    $parts = explode('=', $pair, 2);
    if (count($parts) == 2) {
        $ipn[$parts[0]] = urldecode($parts[1]);
    }
}

$ch = curl_init(PAYPAL_IPN_VALIDATE_URL);
curl_setopt($ch, CURLOPT_POST, true);
curl_setopt($ch, CURLOPT_POSTFIELDS, 'cmd=_notify-validate&' . $raw);
curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
curl_setopt($ch, CURLOPT_SSL_VERIFYPEER, true);
curl_setopt($ch, CURLOPT_FORBID_REUSE, true);
curl_setopt($ch, CURLOPT_CONNECTTIMEOUT, 30);
curl_setopt($ch, CURLOPT_TIMEOUT, 60);
curl_setopt($ch, CURLOPT_HTTPHEADER, array('Connection: Close'));
$verdict = curl_exec($ch);
$status = curl_getinfo($ch, CURLINFO_HTTP_CODE);
$error = curl_error($ch);
curl_close($ch);

$key = isset($ipn['pay_key']) ? $ipn['pay_key'] : (isset($ipn['preapproval_key']) ? $ipn['preapproval_key'] : '');
$record = array(
    isset($ipn['transaction_type']) ? $ipn['transaction_type'] : '',
    $key,
    isset($ipn['status']) ? $ipn['status'] : '',
    isset($ipn['transaction%5B0%5D.amount']) ? $ipn['transaction%5B0%5D.amount'] : '',
    $raw,
);

if ($verdict === false || $status != 200) {
    // PayPal could not be asked: answer an error, so that PayPal sends the message again later.
    merchant_log('ipn-rejected.log', array_merge(array('NOT-VALIDATED ' . ($verdict === false ? $error : "HTTP $status")), $record));
    header('HTTP/1.0 503 Service Unavailable');
    exit;
}
if ($verdict === 'VERIFIED') {
    merchant_log('ipn-verified.log', array_merge(array('VERIFIED'), $record));
} else {
    merchant_log('ipn-rejected.log', array_merge(array(substr($verdict, 0, 40)), $record));
}
// Either way the message was received: 200, so PayPal does not send it again.
header('HTTP/1.0 200 OK');
