<?php
/* cancel.php: where PayPal sends the buyer back after canceling (the Pay's cancelUrl). */
header('Content-Type: text/plain');
echo "Your payment was canceled; nothing was charged.\n";
