package com.example.donate;

import java.io.Serializable;

import com.paypal.android.MEP.*;

/** Free shipping in the US, a flat rate elsewhere. */
public class ShippingAdjuster implements PaymentAdjuster, Serializable {
    private static final long serialVersionUID = 10002L;

    public MEPAmounts adjustAmount(MEPAddress address, String currency, String amount, String tax, String shipping) {
        MEPAmounts amounts = new MEPAmounts();
        amounts.setCurrency(currency);
        amounts.setPaymentAmount(amount);
        amounts.setTax(tax);
        amounts.setShipping("US".equals(address.getCountrycode()) ? "0.00" : "4.50");
        return amounts;
    }
}
