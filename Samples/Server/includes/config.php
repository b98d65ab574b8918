<?php
/*
 * The merchant server's configuration, as it was in 2011.
 *
 * To move this server from PayPal's Adaptive Payments to adaptive-payments-bridge, change the three PayPal URLs
 * below (or set the environment variables named beside them) to the bridge's address, e.g. http://127.0.0.1:8090/,
 * http://127.0.0.1:8090/ and http://127.0.0.1:8090/cgi-bin/webscr. Nothing else in this server changes.
 */
defined('MERCHANT_SAMPLE') or die('No direct access.');

// The Adaptive Payments API: https://svcs.sandbox.paypal.com/ (live: https://svcs.paypal.com/). Ends in "/".
define('PAYPAL_API_ENDPOINT', getenv('PAYPAL_API_ENDPOINT') ? getenv('PAYPAL_API_ENDPOINT') : 'https://svcs.sandbox.paypal.com/');
// Where the buyer is sent to approve: PAYPAL_WEB_BASE . 'webscr&cmd=_ap-payment&paykey=...'.
define('PAYPAL_WEB_BASE', getenv('PAYPAL_WEB_BASE') ? getenv('PAYPAL_WEB_BASE') : 'https://www.sandbox.paypal.com/');
// Where the IPN listener posts each message back (cmd=_notify-validate) to learn whether PayPal sent it.
define('PAYPAL_IPN_VALIDATE_URL', getenv('PAYPAL_IPN_VALIDATE_URL') ? getenv('PAYPAL_IPN_VALIDATE_URL') : 'https://www.sandbox.paypal.com/cgi-bin/webscr');

// The API credentials of the merchant's PayPal account (Profile > API Access) and the application id
// (every sandbox application used APP-80W284485P519543T).
define('PAYPAL_API_USERNAME', getenv('PAYPAL_API_USERNAME') ? getenv('PAYPAL_API_USERNAME') : 'merchant_api1.shop.example');
define('PAYPAL_API_PASSWORD', getenv('PAYPAL_API_PASSWORD') ? getenv('PAYPAL_API_PASSWORD') : 'CHANGE-ME');
define('PAYPAL_API_SIGNATURE', getenv('PAYPAL_API_SIGNATURE') ? getenv('PAYPAL_API_SIGNATURE') : 'CHANGE-ME');
define('PAYPAL_APPLICATION_ID', getenv('PAYPAL_APPLICATION_ID') ? getenv('PAYPAL_APPLICATION_ID') : 'APP-80W284485P519543T');

// This shop: where buyers come back to, where PayPal posts IPN, and who is paid.
define('MERCHANT_SITE_URL', getenv('MERCHANT_SITE_URL') ? getenv('MERCHANT_SITE_URL') : 'http://shop.example/');
define('MERCHANT_RETURN_URL', MERCHANT_SITE_URL . 'return.php');
define('MERCHANT_CANCEL_URL', MERCHANT_SITE_URL . 'cancel.php');
define('MERCHANT_IPN_URL', MERCHANT_SITE_URL . 'ipn-listener.php');
define('MERCHANT_EMAIL', getenv('MERCHANT_EMAIL') ? getenv('MERCHANT_EMAIL') : 'seller@shop.example');
define('MERCHANT_PARTNER_EMAIL', 'supplier@partner.example');
define('MERCHANT_AGENT_EMAIL', 'agent@partner.example');
define('MERCHANT_CURRENCY', 'USD');

// Where the server keeps its orders, preapprovals and logs (calls.log, ipn-verified.log, ipn-rejected.log,
// fulfilled.log).
define('MERCHANT_DATA_DIR', getenv('MERCHANT_DATA_DIR') ? getenv('MERCHANT_DATA_DIR') : dirname(dirname(__FILE__)) . '/data');
