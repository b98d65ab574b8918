/// Examples of a `PayPal.h` that is the app's own (a cocos2d-x game's C++ store class) and of the library's, vendored:
/// the same include and the same `PayPal` are the app's own code beside the first, the library beside the second.
extension Examples {
    /// A cocos2d-x game's own `PayPal.h` at `path`: a C++ class named `PayPal`, and none of the library's names.
    static func ownPayPalHeader(at path: String = "Classes/PayPal.h") -> RuleExample {
        RuleExample(
            .objectiveC,
            """
            #ifndef __PAYPAL_H__
            #define __PAYPAL_H__
            #include <string>

            // The game's store: buys coins through a web checkout.
            class PayPal {
            public:
                static PayPal* getInstance();
                void pay(const std::string& sku, float price);
            };

            #endif
            """, fileName: path)
    }

    /// The library's `PayPal.h` (abridged), vendored at `Classes/PayPal.h`.
    static let vendoredPayPalHeader = RuleExample(
        .objectiveC,
        """
        @protocol PayPalPaymentDelegate
        - (void)paymentSuccessWithKey:(NSString *)payKey andStatus:(PayPalPaymentStatus)paymentStatus;
        @end

        @interface PayPal : NSObject
        + (PayPal *)getPayPalInst;
        - (void)checkoutWithPayment:(PayPalPayment *)inPayment;
        @end
        """, fileName: "Classes/PayPal.h")

    /// The game's `ios/StoreBridge.mm`, including `PayPal.h` and calling its class, beside `header`.
    static func storeBridge(beside header: RuleExample) -> RuleExample {
        RuleExample(
            .objectiveC,
            """
            #include "PayPal.h"

            void buyCoins() {
                PayPal *store = PayPal::getInstance();
                store->pay("coins", 0.99f);
            }
            """, fileName: "ios/StoreBridge.mm", companions: [header])
    }
}
