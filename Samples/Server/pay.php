<?php
/*
 * pay.php: the server creates the payment (Pay, actionType PAY) and sends the buyer to PayPal to approve it.
 *
 *   php pay.php kind=simple|parallel|chained [trackingId=ORDER-1] [memo=...]
 *   (on the web, pay.php?kind=... redirects the buyer)
 *
 *   simple    the shop is paid 19.95
 *   parallel  the shop 10.00 and its supplier 5.00, side by side, in one approval
 *   chained   the agent is paid 25.00 (primary) and passes 15.00 on to the shop (secondary)
 *
 * Prints payKey=, paymentExecStatus= (CREATED: waits for the buyer) and redirect= (PayPal's approval page). PayPal
 * posts the IPN to ipn-listener.php when the payment completes; payment-check.php payKey=... checks it before
 * shipping.
 */
define('MERCHANT_SAMPLE', true);
require_once dirname(__FILE__) . '/includes/paypal.php';

$params = merchant_params();
$kind = merchant_param($params, 'kind', 'simple');
$receivers = array(
    'simple' => array(array('email' => MERCHANT_EMAIL, 'amount' => '19.95')),
    'parallel' => array(array('email' => MERCHANT_EMAIL, 'amount' => '10.00'), array('email' => MERCHANT_PARTNER_EMAIL, 'amount' => '5.00')),
    'chained' => array(
        array('email' => MERCHANT_AGENT_EMAIL, 'amount' => '25.00', 'primary' => 'true'),
        array('email' => MERCHANT_EMAIL, 'amount' => '15.00', 'primary' => 'false'),
    ),
);
if (!isset($receivers[$kind])) {
    merchant_finish(false, array('error' => "kind must be simple, parallel or chained; got $kind"));
}

$fields = array(
    'actionType' => 'PAY',
    'currencyCode' => MERCHANT_CURRENCY,
    'feesPayer' => $kind == 'chained' ? 'PRIMARYRECEIVER' : 'EACHRECEIVER',
    'memo' => merchant_param($params, 'memo', 'Order from the Bear Emporium'),
    'returnUrl' => MERCHANT_RETURN_URL,
    'cancelUrl' => MERCHANT_CANCEL_URL,
    'ipnNotificationUrl' => MERCHANT_IPN_URL,
);
$expected = array();
foreach ($receivers[$kind] as $i => $receiver) {
    foreach ($receiver as $name => $value) {
        $fields["receiverList.receiver($i).$name"] = $value;
    }
    $expected[$receiver['email']] = $receiver['amount'];
}
if (merchant_param($params, 'trackingId') !== '') {
    $fields['trackingId'] = merchant_param($params, 'trackingId');
}

$response = paypal_call('Pay', $fields);
if (!paypal_ok($response)) {
    merchant_finish(false, array('error' => paypal_error($response)));
}
$payKey = paypal_field($response, 'payKey');
merchant_save('orders', $payKey, array('kind' => $kind, 'currency' => MERCHANT_CURRENCY, 'receivers' => $expected));

$redirect = paypal_payment_url($payKey);
if (PHP_SAPI != 'cli') {
    header('Location: ' . $redirect);
    exit;
}
merchant_finish(true, array('payKey' => $payKey, 'paymentExecStatus' => paypal_field($response, 'paymentExecStatus'), 'redirect' => $redirect));
