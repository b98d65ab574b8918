<?php
/* return.php: where PayPal sends the buyer back after paying (the Pay's returnUrl). The payment is confirmed by
 * payment-check.php and the IPN, not by this page: a buyer can open it without having paid. */
header('Content-Type: text/plain');
echo "Thank you! Your payment is being confirmed; you will receive an email when your order ships.\n";
