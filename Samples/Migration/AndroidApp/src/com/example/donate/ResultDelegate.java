package com.example.donate;

import java.io.Serializable;

import com.paypal.android.MEP.PayPalResultDelegate;

/** Travels to PayPalActivity in an Intent extra, so it must be Serializable. */
public class ResultDelegate implements PayPalResultDelegate, Serializable {
    private static final long serialVersionUID = 10001L;

    public void onPaymentSucceeded(String payKey, String paymentStatus) {
        Receipts.record(payKey, paymentStatus);
    }

    public void onPaymentFailed(String paymentStatus, String correlationID,
            String payKey, String errorID, String errorMessage) {
        Receipts.record(correlationID, errorMessage);
    }

    public void onPaymentCanceled(String paymentStatus) {
        Receipts.record(null, "canceled");
    }
}
