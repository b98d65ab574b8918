<?php
/*
 * Adaptive Payments over HTTP, the way merchants called it in 2011: curl, the X-PAYPAL-* headers, and name-value
 * (NV) bodies both ways.
 */
defined('MERCHANT_SAMPLE') or die('No direct access.');
require_once dirname(__FILE__) . '/config.php';

/**
 * Calls an Adaptive Payments operation (Pay, PaymentDetails, Preapproval, ...) with the fields given (keys are the
 * NV names, e.g. receiverList.receiver(0).email) and returns the response as an array of NV names to values, or
 * false when PayPal could not be reached (the reason is in $GLOBALS['paypal_last_error']).
 */
function paypal_call($operation, $fields)
{
    $body = 'requestEnvelope.errorLanguage=en_US';
    foreach ($fields as $name => $value) {
        $body .= '&' . $name . '=' . urlencode($value);
    }
    $headers = array(
        'X-PAYPAL-SECURITY-USERID: ' . PAYPAL_API_USERNAME,
        'X-PAYPAL-SECURITY-PASSWORD: ' . PAYPAL_API_PASSWORD,
        'X-PAYPAL-SECURITY-SIGNATURE: ' . PAYPAL_API_SIGNATURE,
        'X-PAYPAL-APPLICATION-ID: ' . PAYPAL_APPLICATION_ID,
        'X-PAYPAL-REQUEST-DATA-FORMAT: NV',
        'X-PAYPAL-RESPONSE-DATA-FORMAT: NV',
    );
    $ch = curl_init(PAYPAL_API_ENDPOINT . 'AdaptivePayments/' . $operation);
    curl_setopt($ch, CURLOPT_POST, true);
    curl_setopt($ch, CURLOPT_POSTFIELDS, $body);
    curl_setopt($ch, CURLOPT_HTTPHEADER, $headers);
    curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
    curl_setopt($ch, CURLOPT_SSL_VERIFYPEER, true);
    curl_setopt($ch, CURLOPT_CONNECTTIMEOUT, 30);
    curl_setopt($ch, CURLOPT_TIMEOUT, 60);
    $response = curl_exec($ch);
    $status = curl_getinfo($ch, CURLINFO_HTTP_CODE);
    $error = curl_error($ch);
    curl_close($ch);
    if ($response === false || $status != 200) {
        $GLOBALS['paypal_last_error'] = $response === false ? 'curl: ' . $error : 'HTTP ' . $status;
        merchant_log('calls.log', array($operation, 'NO-ANSWER', $GLOBALS['paypal_last_error']));
        return false;
    }
    $result = paypal_nv_decode($response);
    // PayPal's support asked for the correlationId of a call: keep it.
    merchant_log('calls.log', array($operation, paypal_field($result, 'responseEnvelope.ack'), paypal_field($result, 'responseEnvelope.correlationId')));
    return $result;
}

/** An NV text (a=1&b=2) as an array; names and values URL-decoded. */
function paypal_nv_decode($text)
{
    $result = array();
    foreach (explode('&', $text) as $pair) {
        if ($pair === '') {
            continue;
        }
        $parts = explode('=', $pair, 2);
        $result[urldecode($parts[0])] = count($parts) == 2 ? urldecode($parts[1]) : '';
    }
    return $result;
}

/** A field of a response, or '' when absent. */
function paypal_field($response, $name)
{
    return isset($response[$name]) ? $response[$name] : '';
}

/** Whether a response is a success (Success or SuccessWithWarning). */
function paypal_ok($response)
{
    return $response !== false && in_array(paypal_field($response, 'responseEnvelope.ack'), array('Success', 'SuccessWithWarning'));
}

/** "errorId message" of a failed response (its first error), or why PayPal was not reached. */
function paypal_error($response)
{
    if ($response === false) {
        return 'no answer from PayPal (' . $GLOBALS['paypal_last_error'] . ')';
    }
    return paypal_field($response, 'error(0).errorId') . ' ' . paypal_field($response, 'error(0).message');
}

/** Where the buyer approves a payment: PayPal's web base, webscr&cmd=_ap-payment&paykey=... */
function paypal_payment_url($payKey)
{
    return PAYPAL_WEB_BASE . 'webscr&cmd=_ap-payment&paykey=' . urlencode($payKey);
}

/** Where the buyer approves a preapproval. */
function paypal_preapproval_url($preapprovalKey)
{
    return PAYPAL_WEB_BASE . 'webscr&cmd=_ap-preapproval&preapprovalkey=' . urlencode($preapprovalKey);
}

/** Appends a tab-separated line (with the time first) to a log file in the data directory. */
function merchant_log($file, $fields)
{
    merchant_data_dir();
    $line = gmdate('Y-m-d\TH:i:s\Z') . "\t" . implode("\t", str_replace(array("\t", "\n", "\r"), ' ', $fields)) . "\n";
    file_put_contents(MERCHANT_DATA_DIR . '/' . $file, $line, FILE_APPEND | LOCK_EX);
}

/** The data directory (made when missing), or a subdirectory of it. */
function merchant_data_dir($sub = '')
{
    $dir = MERCHANT_DATA_DIR . ($sub === '' ? '' : '/' . $sub);
    if (!is_dir($dir)) {
        mkdir($dir, 0700, true);
    }
    return $dir;
}

/** Saves what the shop knows of a payment or preapproval (what it asked for) under its key. */
function merchant_save($kind, $key, $record)
{
    file_put_contents(merchant_data_dir($kind) . '/' . preg_replace('/[^A-Za-z0-9-]/', '_', $key) . '.json', json_encode($record));
}

/** What the shop saved under a key, or null. */
function merchant_load($kind, $key)
{
    $file = merchant_data_dir($kind) . '/' . preg_replace('/[^A-Za-z0-9-]/', '_', $key) . '.json';
    return is_file($file) ? json_decode(file_get_contents($file), true) : null;
}

/**
 * The request's parameters: name=value arguments on the command line (php pay.php kind=simple), else the query
 * string or form.
 */
function merchant_params()
{
    if (PHP_SAPI != 'cli') {
        return $_REQUEST;
    }
    $params = array();
    foreach (array_slice($GLOBALS['argv'], 1) as $argument) {
        $parts = explode('=', $argument, 2);
        $params[$parts[0]] = count($parts) == 2 ? $parts[1] : '';
    }
    return $params;
}

/** A parameter, or its default. */
function merchant_param($params, $name, $default = '')
{
    return isset($params[$name]) && $params[$name] !== '' ? $params[$name] : $default;
}

/** Prints name=value lines (the command line) or a small page, then exits with 0 on success and 1 on failure. */
function merchant_finish($ok, $lines)
{
    if (PHP_SAPI == 'cli') {
        foreach ($lines as $name => $value) {
            echo $name . '=' . $value . "\n";
        }
        exit($ok ? 0 : 1);
    }
    if (!$ok) {
        header('HTTP/1.0 502 Bad Gateway');
    }
    header('Content-Type: text/plain');
    foreach ($lines as $name => $value) {
        echo $name . ': ' . $value . "\n";
    }
    exit;
}
