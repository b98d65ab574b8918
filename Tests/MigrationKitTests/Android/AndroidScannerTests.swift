import MigrationKit
import Testing
import TimingTestSupport

/// The scanner on Java and Kotlin: names resolved through imports, instances followed, callbacks in implementing
/// classes only, and the lookalikes that are not the library.
@Suite("Scanner: Java and Kotlin")
struct AndroidScannerTests {
    @Test("a 2011 activity: imports, init, the instance, a payment, checkout, the result extras, at the member names")
    func activity() {
        let scan = Scan.java(
            """
            import com.paypal.android.MEP.CheckoutButton;
            import com.paypal.android.MEP.PayPal;
            import com.paypal.android.MEP.PayPalActivity;
            import com.paypal.android.MEP.PayPalPayment;

            public class Shop extends Activity {
                public void onCreate(Bundle state) {
                    PayPal pp = PayPal.initWithAppID(this, "APP-80W284485P519543T", PayPal.ENV_NONE);
                    CheckoutButton button = pp.getCheckoutButton(this, PayPal.BUTTON_278x43, CheckoutButton.TEXT_PAY);
                    PayPalPayment payment = new PayPalPayment();
                    payment.setSubtotal(new BigDecimal("8.25"));
                    startActivityForResult(PayPal.getInstance().checkout(payment, this), 1);
                }
                protected void onActivityResult(int request, int result, Intent data) {
                    String key = data.getStringExtra(PayPalActivity.EXTRA_PAY_KEY);
                }
            }
            """)
        #expect(
            scan.summary == [
                "1:1 mpl.android.library.import", "2:1 mpl.android.library.import", "3:1 mpl.android.library.import",
                "4:1 mpl.android.library.import",
                "8:9 mpl.android.library.paypal", "8:28 mpl.android.library.init-with-app-id", "8:80 mpl.android.library.env",
                "9:9 mpl.android.checkout.checkout-button", "9:36 mpl.android.library.get-checkout-button",
                "9:67 mpl.android.library.button", "9:97 mpl.android.checkout.button-text",
                "10:9 mpl.android.values.payment", "11:17 mpl.android.values.payment-members",
                "12:39 mpl.android.library.get-instance", "12:53 mpl.android.library.checkout",
                "15:57 mpl.android.checkout.extras",
            ])
        #expect(scan.findings.first { $0.rule == "mpl.android.values.payment-members" }?.symbol == "setSubtotal")
    }

    @Test("not the library: PayPal's later SDK, the app's own class of the same name, getInstance() of other classes")
    func lookalikes() {
        #expect(
            Scan.java(
                """
                import com.paypal.android.sdk.payments.PayPalPayment;
                import com.paypal.android.sdk.payments.PayPalService;

                class Pay { PayPalPayment payment = new PayPalPayment(new BigDecimal("1"), "USD", "Hat", PayPalPayment.PAYMENT_INTENT_SALE); }
                """
            ).findings.isEmpty)
        #expect(
            Scan.java(
                """
                import com.paypal.android.MEP.*;

                class PayPal { static PayPal getInstance() { return null; } }
                class Use { void f() { PayPal.getInstance().checkout(null, null); Calendar.getInstance().getTime(); } }
                """
            ).rules == ["mpl.android.library.import"])
        #expect(Scan.java("class Use { void f() { PayPal.getInstance().checkout(p, this); int e = PayPal.ENV_LIVE; } }").findings.isEmpty)
        #expect(Scan.kotlin("import com.example.PayPal\nfun f() { PayPal.getInstance().checkout(p, this) }").findings.isEmpty)
    }

    @Test("a single-type import of another package wins over the library's on-demand import")
    func singleTypeImportWins() {
        let scan = Scan.java(
            """
            import com.paypal.android.MEP.*;
            import com.example.shop.PayPalPayment;

            class Use { PayPalPayment own; PayPalInvoiceItem item; }
            """)
        #expect(scan.rules == ["mpl.android.library.import", "mpl.android.values.invoice-item"])
    }

    @Test("qualified names, static imports and Kotlin aliases reach the library")
    func otherSpellings() {
        #expect(
            Scan.java("class A { void f() { com.paypal.android.MEP.PayPal.getInstance().setLanguage(\"de_DE\"); } }").rules
                == ["mpl.android.library.get-instance", "mpl.android.library.language"])
        #expect(
            Scan.java("import static com.paypal.android.MEP.PayPal.*;\nclass A { int e = ENV_LIVE; int f = FEEPAYER_SENDER; }").rules
                == ["mpl.android.library.import", "mpl.android.library.env", "mpl.android.library.feepayer"])
        #expect(
            Scan.kotlin("import com.paypal.android.MEP.PayPal as Legacy\nfun f() { Legacy.getInstance()?.shippingEnabled = true }").rules
                == ["mpl.android.library.import", "mpl.android.library.get-instance", "mpl.android.library.shipping-enabled"])
    }

    @Test("callbacks count in classes, anonymous classes and objects that implement the interface, nowhere else")
    func callbacks() {
        let scan = Scan.java(
            """
            import com.paypal.android.MEP.*;

            class Delegate implements PayPalResultDelegate, Serializable {
                public void onPaymentCanceled(String status) { }
                class Inner { public void onPaymentCanceled(String status) { } }
            }
            class Other { public void onPaymentCanceled(String status) { } }
            """)
        #expect(
            scan.summary == [
                "1:1 mpl.android.library.import", "3:27 mpl.android.checkout.result-delegate",
                "4:17 mpl.android.checkout.on-payment-canceled",
            ])
        let kotlin = Scan.kotlin(
            """
            import com.paypal.android.MEP.PaymentAdjuster
            import com.paypal.android.MEP.MEPAddress
            import com.paypal.android.MEP.MEPAmounts

            val adjuster = object : PaymentAdjuster {
                override fun adjustAmount(address: MEPAddress, currency: String, amount: String, tax: String, shipping: String): MEPAmounts {
                    return MEPAmounts().apply { tax = "0.50"; setShipping("1.00") }
                }
            }
            """)
        #expect(
            kotlin.rules == [
                "mpl.android.library.import", "mpl.android.library.import", "mpl.android.library.import",
                "mpl.android.checkout.payment-adjuster", "mpl.android.checkout.adjust-amount",
                "mpl.android.values.amounts", "mpl.android.values.amounts-members", "mpl.android.values.amounts-members",
            ])
    }

    @Test("comments, strings, text blocks and templates' text are not code")
    func notCode() {
        let scan = Scan.kotlin(
            """
            import com.paypal.android.MEP.PayPal
            // PayPal.getInstance()
            val a = "PayPal.getInstance() $x"
            val b = \"\"\"PayPal.getInstance()\"\"\"
            val c = "${PayPal.getInstance().language}"
            """)
        #expect(scan.summary == ["1:1 mpl.android.library.import", "5:19 mpl.android.library.get-instance", "5:33 mpl.android.library.language"])
    }

    @Test("hostile input: deep nesting and long chains scan in linear time")
    func hostile() {
        // Doubling every input about doubles the time; a pass quadratic in the nesting or the chain would quadruple it.
        let growth = ThreadCPUTime.doublingRatio { scale in
            let n = 5_000 * scale
            let deep =
                "import com.paypal.android.MEP.*;\nclass A implements PayPalResultDelegate {" + String(repeating: "{ x.apply {", count: n)
                + String(repeating: "PayPal.getInstance().", count: n) + String(repeating: "}", count: 2 * n)
            _ = Scan.java(deep)
            _ = Scan.kotlin(deep)
            _ = Scan.kotlin(String(repeating: "\"${", count: n))
            _ = Scan.kotlin("import com.paypal.android.MEP.*\n" + String(repeating: "object ", count: n))
            _ = Scan.java("import com.paypal.android.MEP.*;\n" + String(repeating: "new ", count: n) + "(")
            _ = Scan.java(String(repeating: "com.paypal.android.MEP.", count: n) + "x")
            _ = Scan.java("import com.paypal.android.MEP.*;\nclass A " + String(repeating: "implements PayPalResultDelegate, ", count: n))
        }
        #expect(growth.ratio < 3, "twice the input took \(growth.ratio)× the time (\(growth.small) → \(growth.large))")
        #expect(growth.large < .seconds(10), "took \(growth.large)")
    }
}
