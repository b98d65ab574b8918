<?php
/*
 * payment-check.php: the app reported a payKey; before shipping, the server asks PayPal what was paid
 * (PaymentDetails) and fulfils only when the payment COMPLETED for the amounts and receivers it expected.
 *
 *   php payment-check.php payKey=AP-... [order=simple]   (also payment-check.php?payKey=...&order=... on the web)
 *
 * order names one of the app's orders (includes/orders.php); without it, the Pay this server made under that payKey
 * (pay.php saved it). Prints status= and fulfilled= (yes, already or no with the reason); exit 0 when fulfilled.
 */
define('MERCHANT_SAMPLE', true);
require_once dirname(__FILE__) . '/includes/paypal.php';
require_once dirname(__FILE__) . '/includes/orders.php';

$params = merchant_params();
$payKey = merchant_param($params, 'payKey');
$orderName = merchant_param($params, 'order');
if ($payKey === '') {
    merchant_finish(false, array('error' => 'payKey is required'));
}
$orders = merchant_app_orders();
if ($orderName !== '') {
    if (!isset($orders[$orderName])) {
        merchant_finish(false, array('error' => "no order named $orderName"));
    }
    $order = $orders[$orderName];
} else {
    $order = merchant_load('orders', $payKey);
    if ($order === null) {
        merchant_finish(false, array('error' => "this shop made no payment $payKey"));
    }
}

$details = paypal_call('PaymentDetails', array('payKey' => $payKey));
if (!paypal_ok($details)) {
    merchant_finish(false, array('payKey' => $payKey, 'error' => paypal_error($details)));
}
$problem = merchant_check_payment($details, $order);
$lines = array('payKey' => $payKey, 'status' => paypal_field($details, 'status'), 'senderEmail' => paypal_field($details, 'senderEmail'));
if ($problem !== '') {
    $lines['fulfilled'] = 'no: ' . $problem;
    merchant_finish(false, $lines);
}
// Ship once: a payKey already fulfilled is not shipped again.
$fulfilled = is_file(MERCHANT_DATA_DIR . '/fulfilled.log') ? file_get_contents(MERCHANT_DATA_DIR . '/fulfilled.log') : '';
if (strpos($fulfilled, "\t" . $payKey . "\t") !== false) {
    $lines['fulfilled'] = 'already';
} else {
    merchant_log('fulfilled.log', array($payKey, $orderName !== '' ? $orderName : 'server-pay', paypal_field($details, 'senderEmail')));
    $lines['fulfilled'] = 'yes';
}
merchant_finish(true, $lines);
