// A copy in a build output folder: the scan skips build/.
[[PayPal getPayPalInst] checkoutWithPayment:payment];
