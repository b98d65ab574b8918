import MigrationKit
import Testing

/// Every Swift era's spellings of the delegate, and the app's own declarations of names the library's constants have.
@Suite("Scanner: Swift eras and the app's own names")
struct SwiftErasAndOwnNamesTests {
    @Test("Swift 1/2: a first parameter's single name is no label; Swift 3+: the importer's labels; @objc(selector:) names the method")
    func delegateSpellings() {
        let scan = Scan.swift(
            """
            class Donate: UIViewController, PayPalPaymentDelegate {
                func paymentSuccessWithKey(payKey: String!, andStatus paymentStatus: PayPalPaymentStatus) {}
                func paymentFailedWithCorrelationID(correlationID: String!) {}
            }
            extension Store: PayPalPaymentDelegate {
                @objc func paymentSuccess(withKey payKey: String!, andStatus paymentStatus: PayPalPaymentStatus) {}
                @objc(paymentFailedWithCorrelationID:)
                public func didFail(correlationID: String!) {}
                @objc func adjustAmounts(forAddress inAddress: PayPalAddress!, andCurrency inCurrency: String!, andAmount inAmount: NSDecimalNumber!,
                                         andTax inTax: NSDecimalNumber!, andShipping inShipping: NSDecimalNumber!) -> PayPalAmounts! { return nil }
            }
            final class Cart {
                func paymentFailedWithCorrelationID(correlationID: String!) {}
            }
            """)
        #expect(
            scan.summary == [
                "1:33 mpl.delegate.protocol", "2:5 mpl.delegate.payment-success", "3:5 mpl.delegate.payment-failed-h2",
                "5:18 mpl.delegate.protocol", "6:11 mpl.delegate.payment-success", "8:12 mpl.delegate.payment-failed-h2",
                "9:11-10 mpl.delegate.adjust-amounts-deprecated",
            ])
    }

    @Test("initialize(withAppID:for:), the Swift 3+ importer's name with the environment's type pruned")
    func prunedInitializer() {
        #expect(
            Scan.swift("PayPal.initialize(withAppID: \"APP-1\", for: ENV_NONE)").rules
                == ["mpl.paypal.initialize-with-app-id-for-environment", "mpl.enum.environment"])
    }

    @Test("the app's own macro, enum case, property, method and constant of a legacy constant's name, and their uses, are not reported")
    func ownNames() {
        #expect(
            Scan.objc(
                """
                #define BUTTON_152x33 3
                typedef enum { ShopNone, ENV_LIVE = 4, ENV_NONE } ShopEnvironment;
                @property (nonatomic) NSInteger STATUS_COMPLETED;
                - (int)TYPE_GOODS { return BUTTON_152x33 + ENV_LIVE; }
                static NSString *const AMOUNT_ERROR_NONE = @"none";
                """
            ).findings.isEmpty)
        #expect(Scan.swift("enum Size { case small, BUTTON_152x33 }\nlet ENV_LIVE = 1\nlet s = Size.BUTTON_152x33; print(ENV_LIVE)").findings.isEmpty)
        let uses = Scan.objc("switch (env) { case ENV_LIVE: return ENV_SANDBOX; }\nPayPalEnvironment e = ENV_NONE;")
        #expect(uses.rules == ["mpl.enum.environment", "mpl.enum.environment", "mpl.enum.environment", "mpl.enum.environment"])
        #expect(Scan.swift("switch env {\ncase ENV_LIVE, ENV_SANDBOX: break\ndefault: break\n}").rules == ["mpl.enum.environment", "mpl.enum.environment"])
        #expect(Scan.swift("struct PayPalPayment { var subTotal = 0 }\nlet p = PayPalPayment()\np.subTotal = 1").findings.isEmpty)
        #expect(Scan.objc("class PayPal { public: PayPal *next; };\nPayPal::fee(1.0);").findings.isEmpty)
    }
}
