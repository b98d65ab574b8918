<?php
/*
 * preapproval.php: the buyer preapproves the shop once (a membership); the server then charges without the buyer.
 *
 *   php preapproval.php action=create [maxTotal=100.00] [maxPayments=5]
 *       Preapproval: prints preapprovalKey= and redirect= (PayPal's page where the buyer approves)
 *   php preapproval.php action=details key=KEY   (the preapprovalKey: PA-... from PayPal; the bridge's have no prefix)
 *       PreapprovalDetails: prints approved=, status=, curPayments=, curPaymentsAmount=, senderEmail=
 *   php preapproval.php action=pay key=KEY [amount=9.99]
 *       Pay with the preapprovalKey: no buyer involved; prints payKey= and paymentExecStatus= (COMPLETED)
 *   php preapproval.php action=cancel key=KEY
 *       CancelPreapproval: the shop can charge no more
 */
define('MERCHANT_SAMPLE', true);
require_once dirname(__FILE__) . '/includes/paypal.php';

$params = merchant_params();
$action = merchant_param($params, 'action', 'create');
$key = merchant_param($params, 'key');
if ($action != 'create' && $key === '') {
    merchant_finish(false, array('error' => 'key= (the preapprovalKey) is required'));
}

if ($action == 'create') {
    $fields = array(
        'cancelUrl' => MERCHANT_CANCEL_URL,
        'currencyCode' => MERCHANT_CURRENCY,
        'endingDate' => gmdate('Y-m-d', time() + 180 * 86400),
        'ipnNotificationUrl' => MERCHANT_IPN_URL,
        'maxNumberOfPayments' => merchant_param($params, 'maxPayments', '5'),
        'maxTotalAmountOfAllPayments' => merchant_param($params, 'maxTotal', '100.00'),
        'memo' => 'Bear Emporium membership',
        'returnUrl' => MERCHANT_RETURN_URL,
        'startingDate' => gmdate('Y-m-d'),
    );
    $response = paypal_call('Preapproval', $fields);
    if (!paypal_ok($response)) {
        merchant_finish(false, array('error' => paypal_error($response)));
    }
    $key = paypal_field($response, 'preapprovalKey');
    merchant_save('preapprovals', $key, $fields);
    $redirect = paypal_preapproval_url($key);
    if (PHP_SAPI != 'cli') {
        header('Location: ' . $redirect);
        exit;
    }
    merchant_finish(true, array('preapprovalKey' => $key, 'redirect' => $redirect));
}

if ($action == 'details') {
    $response = paypal_call('PreapprovalDetails', array('preapprovalKey' => $key));
    if (!paypal_ok($response)) {
        merchant_finish(false, array('error' => paypal_error($response)));
    }
    $lines = array();
    foreach (array('approved', 'status', 'curPayments', 'curPaymentsAmount', 'maxNumberOfPayments', 'maxTotalAmountOfAllPayments',
        'currencyCode', 'senderEmail') as $name) {
        $lines[$name] = paypal_field($response, $name);
    }
    merchant_finish(true, $lines);
}

if ($action == 'pay') {
    // The sender is the buyer who approved: PreapprovalDetails names them once approved.
    $details = paypal_call('PreapprovalDetails', array('preapprovalKey' => $key));
    if (!paypal_ok($details)) {
        merchant_finish(false, array('error' => paypal_error($details)));
    }
    $amount = merchant_param($params, 'amount', '9.99');
    $fields = array(
        'actionType' => 'PAY',
        'currencyCode' => MERCHANT_CURRENCY,
        'memo' => 'Bear Emporium membership, this month',
        'preapprovalKey' => $key,
        'receiverList.receiver(0).amount' => $amount,
        'receiverList.receiver(0).email' => MERCHANT_EMAIL,
        'returnUrl' => MERCHANT_RETURN_URL,
        'cancelUrl' => MERCHANT_CANCEL_URL,
        'ipnNotificationUrl' => MERCHANT_IPN_URL,
    );
    if (paypal_field($details, 'senderEmail') !== '') {
        $fields['senderEmail'] = paypal_field($details, 'senderEmail');
    }
    $response = paypal_call('Pay', $fields);
    if (!paypal_ok($response)) {
        merchant_finish(false, array('error' => paypal_error($response)));
    }
    $payKey = paypal_field($response, 'payKey');
    merchant_save('orders', $payKey, array('kind' => 'preapproved', 'currency' => MERCHANT_CURRENCY, 'receivers' => array(MERCHANT_EMAIL => $amount)));
    // Paid from a preapproval, the payment is COMPLETED at once (no buyer to wait for).
    $status = paypal_field($response, 'paymentExecStatus');
    merchant_finish($status == 'COMPLETED', array('payKey' => $payKey, 'paymentExecStatus' => $status));
}

if ($action == 'cancel') {
    $response = paypal_call('CancelPreapproval', array('preapprovalKey' => $key));
    if (!paypal_ok($response)) {
        merchant_finish(false, array('error' => paypal_error($response)));
    }
    merchant_finish(true, array('preapprovalKey' => $key, 'canceled' => 'yes'));
}

merchant_finish(false, array('error' => "action must be create, details, pay or cancel; got $action"));
