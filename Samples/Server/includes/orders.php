<?php
/*
 * What the shop expects to be paid. The iPhone app's orders are the Mobile Payments Library sample's (the app
 * reports the payKey of one of these; the server checks it was paid in full to the right receivers before it ships).
 * The server's own Pays are saved when made (pay.php) and checked the same way.
 */
defined('MERCHANT_SAMPLE') or die('No direct access.');

/** The orders the app places: currency and receivers (email => amount), as the app's checkout screens build them. */
function merchant_app_orders()
{
    return array(
        // checkoutWithPayment: 10.00 + 0.80 tax + 2.00 shipping.
        'simple' => array('currency' => 'USD', 'receivers' => array('example-merchant-1@paypal.com' => '12.80')),
        'parallel' => array('currency' => 'USD', 'receivers' => array(
            'recipient1@email.com' => '10.00', 'recipient2@email.com' => '20.00', 'recipient3@email.com' => '5.00')),
        // The agent is the primary receiver (the whole 100.00); the artist's 90.00 is paid through the agent.
        'chained' => array('currency' => 'USD', 'receivers' => array('agent@email.com' => '100.00', 'artist@email.com' => '90.00')),
        // Dynamic amounts: 10.00 with the shipping the app set for the buyer's address (2.00).
        'dynamicAmounts' => array('currency' => 'USD', 'receivers' => array('example-merchant-1@paypal.com' => '12.00')),
        'dynamicAmountsAdvanced' => array('currency' => 'USD', 'receivers' => array(
            'recipient1@email.com' => '12.00', 'recipient2@email.com' => '22.00', 'recipient3@email.com' => '7.00')),
    );
}

/**
 * Checks a PaymentDetails response against an expected order: the payment COMPLETED, in the order's currency, to
 * exactly its receivers, each for its amount, each transaction COMPLETED. Returns '' when it matches, else why not.
 */
function merchant_check_payment($details, $order)
{
    if (paypal_field($details, 'status') != 'COMPLETED') {
        return 'status is ' . paypal_field($details, 'status') . ', not COMPLETED';
    }
    if (paypal_field($details, 'currencyCode') != $order['currency']) {
        return 'currency is ' . paypal_field($details, 'currencyCode') . ', not ' . $order['currency'];
    }
    $paid = array();
    for ($i = 0; isset($details["paymentInfoList.paymentInfo($i).receiver.email"]); $i++) {
        $email = strtolower($details["paymentInfoList.paymentInfo($i).receiver.email"]);
        $paid[$email] = $details["paymentInfoList.paymentInfo($i).receiver.amount"];
        $status = paypal_field($details, "paymentInfoList.paymentInfo($i).transactionStatus");
        if ($status != 'COMPLETED') {
            return "the transaction to $email is $status, not COMPLETED";
        }
    }
    if (count($paid) != count($order['receivers'])) {
        return count($paid) . ' receivers paid, ' . count($order['receivers']) . ' expected';
    }
    foreach ($order['receivers'] as $email => $amount) {
        $email = strtolower($email);
        if (!isset($paid[$email])) {
            return "$email was not paid";
        }
        // Amounts compared in cents: "12.8" and "12.80" are the same amount.
        if (round($paid[$email] * 100) != round($amount * 100)) {
            return "$email was paid {$paid[$email]}, not $amount";
        }
    }
    return '';
}
