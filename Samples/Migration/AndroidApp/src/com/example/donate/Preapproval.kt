package com.example.donate

import android.content.Context
import android.content.Intent
import com.paypal.android.MEP.PayPal
import com.paypal.android.MEP.PayPalPreapproval
import com.paypal.android.MEP.PayPalResultDelegate as ResultCallback

/** Monthly donations (a Kotlin port of 2015): a preapproval with Kotlin's property syntax. */
class Preapproval(private val context: Context) {
    private val payPal: PayPal = PayPal.getInstance()

    fun start(key: String): Intent {
        val preapproval = PayPalPreapproval().apply {
            currencyType = "USD"
            merchantName = "Example Donations"
            paymentPeriod = PayPalPreapproval.PERIOD_MONTHLY
        }
        preapproval.maxTotalAmountOfAllPayments = java.math.BigDecimal("120.00")
        payPal.preapprovalKey = key
        return payPal.preapprove(preapproval, context, callback)
    }

    private val callback = object : ResultCallback, java.io.Serializable {
        override fun onPaymentSucceeded(payKey: String, paymentStatus: String) {
            Log.i("Donate", "preapproved: ${payKey}")
        }

        override fun onPaymentFailed(paymentStatus: String, correlationID: String, payKey: String, errorID: String, errorMessage: String) {}

        override fun onPaymentCanceled(paymentStatus: String) {}
    }
}
