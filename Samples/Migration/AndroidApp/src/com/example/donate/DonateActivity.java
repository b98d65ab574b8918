package com.example.donate;

import java.math.BigDecimal;

import android.app.Activity;
import android.content.Intent;
import android.os.Bundle;
import android.os.Handler;
import android.view.View;
import android.view.View.OnClickListener;
import android.widget.LinearLayout;
import android.widget.Toast;

import com.paypal.android.MEP.CheckoutButton;
import com.paypal.android.MEP.PayPal;
import com.paypal.android.MEP.PayPalActivity;
import com.paypal.android.MEP.PayPalInvoiceData;
import com.paypal.android.MEP.PayPalInvoiceItem;
import com.paypal.android.MEP.PayPalPayment;

/**
 * The donation screen, as the MPL 1.5 demo wrote it: the library is initialized on a thread, then a
 * {@link CheckoutButton} is added; {@code PayPal.getInstance().checkout(...)} returns the Intent to start.
 */
public class DonateActivity extends Activity implements OnClickListener {
    private static final int REQUEST_PAYPAL_CHECKOUT = 2;
    private static final String APP_ID = "APP-80W284485P519543T";

    private CheckoutButton launchPayPalButton;
    private final Handler handler = new Handler();

    @Override
    public void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        Thread libraryInitializationThread = new Thread() {
            public void run() {
                initLibrary();
                handler.post(new Runnable() {
                    public void run() { showPayPalButton(); }
                });
            }
        };
        libraryInitializationThread.start();
    }

    private void initLibrary() {
        PayPal pp = PayPal.getInstance();
        if (pp == null) {
            pp = PayPal.initWithAppID(this, APP_ID, PayPal.ENV_SANDBOX);
            pp.setLanguage("en_US");
            pp.setFeesPayer(PayPal.FEEPAYER_EACHRECEIVER);
            pp.setShippingEnabled(true);
            pp.setDynamicAmountCalculationEnabled(false);
        }
    }

    private void showPayPalButton() {
        PayPal pp = PayPal.getInstance();
        launchPayPalButton = pp.getCheckoutButton(this, PayPal.BUTTON_278x43, CheckoutButton.TEXT_DONATE);
        launchPayPalButton.setOnClickListener(this);
        ((LinearLayout) findViewById(R.id.main)).addView(launchPayPalButton);
    }

    public void onClick(View v) {
        PayPalPayment payment = new PayPalPayment();
        payment.setCurrencyType("USD");
        payment.setRecipient("donations@example.org");
        payment.setSubtotal(new BigDecimal("10.00"));
        payment.setPaymentType(PayPal.PAYMENT_TYPE_SERVICE);
        payment.setPaymentSubtype(PayPal.PAYMENT_SUBTYPE_DONATIONS);

        PayPalInvoiceData invoice = new PayPalInvoiceData();
        invoice.setTax(new BigDecimal("0.00"));
        PayPalInvoiceItem item = new PayPalInvoiceItem();
        item.setName("Donation");
        item.setTotalPrice(new BigDecimal("10.00"));
        item.setQuantity(1);
        invoice.getInvoiceItems().add(item);
        payment.setInvoiceData(invoice);
        payment.setMemo("Thank you"); // payment.setMemo() is optional

        Intent checkoutIntent = PayPal.getInstance().checkout(payment, this, new ResultDelegate());
        startActivityForResult(checkoutIntent, REQUEST_PAYPAL_CHECKOUT);
    }

    @Override
    protected void onActivityResult(int requestCode, int resultCode, Intent data) {
        if (requestCode != REQUEST_PAYPAL_CHECKOUT) {
            return;
        }
        launchPayPalButton.updateButton();
        switch (resultCode) {
        case Activity.RESULT_OK:
            String payKey = data.getStringExtra(PayPalActivity.EXTRA_PAY_KEY);
            Toast.makeText(this, "Thank you! " + payKey, Toast.LENGTH_LONG).show();
            break;
        case PayPalActivity.RESULT_FAILURE:
            String errorId = data.getStringExtra(PayPalActivity.EXTRA_ERROR_ID);
            Toast.makeText(this, "PayPal.getInstance() failed: " + errorId, Toast.LENGTH_LONG).show();
            break;
        default:
            break;
        }
    }
}
