package com.example.donate;

import java.util.Calendar;

import com.paypal.android.sdk.payments.PayPalPayment;
import com.paypal.android.sdk.payments.PaymentConfirmation;

/**
 * Not the library: PayPal's later SDK (com.paypal.android.sdk.payments.PayPalPayment), the app's own
 * methods named like the library's callbacks, and getInstance() of other classes.
 */
public final class Receipts {
    private Receipts() {
    }

    static void record(String key, String status) {
        Calendar when = Calendar.getInstance();
        String text = "PayPal.getInstance().checkout(" + key + ") at " + when.getTime();
    }

    static PayPalPayment upgradePayment() {
        return new PayPalPayment(new java.math.BigDecimal("10.00"), "USD", "Donation", PayPalPayment.PAYMENT_INTENT_SALE);
    }

    public void onPaymentSucceeded(String payKey, String paymentStatus) {
        // the app's own method with a callback's name: Receipts implements no library interface
    }
}
