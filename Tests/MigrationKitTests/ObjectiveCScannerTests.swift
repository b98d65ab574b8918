import MigrationKit
import Testing

/// The scanner on Objective-C: messages, receivers, variables, properties, delegates and what it must not report.
@Suite("Scanner: Objective-C")
struct ObjectiveCScannerTests {
    @Test("a selector split over lines with comments between its parts: begins at [, ends at the last part")
    func splitSelector() {
        let scan = Scan.objc(
            """
            - (void)pay {
                [[PayPal getPayPalInst] getPayButtonWithTarget:self  // the target
                    /* the action */ andAction:@selector(pay)
                    andButtonType:BUTTON_278x43 andButtonText:
                    // the text
                    BUTTON_TEXT_PAY];
            }
            """)
        #expect(
            scan.summary == [
                "2:5-6 mpl.paypal.get-pay-button-with-text", "2:6 mpl.paypal.get-paypal-inst",
                "4:23 mpl.enum.button-type", "6:9 mpl.enum.button-text",
            ])
        #expect(scan.findings.allSatisfy { $0.file == "Sources/Example.m" })
    }

    @Test("messages to a local variable, an ivar and a property holding the instance")
    func variables() {
        let scan = Scan.objc(
            """
            @interface Shop : UIViewController
            @property (nonatomic, retain) PayPal *library;
            @end
            @implementation Shop
            - (void)pay:(PayPalPayment *)payment {
                PayPal *pp = [PayPal getPayPalInst];
                [pp checkoutWithPayment:payment];
                [self.library setShippingEnabled:YES];
                _library.feePayer = FEEPAYER_SENDER;
                payment.recipient = @"seller@example.com";
            }
            @end
            """)
        #expect(
            scan.summary == [
                "2:31 mpl.paypal.class", "5:14 mpl.payment.class", "6:5 mpl.paypal.class", "6:18 mpl.paypal.get-paypal-inst",
                "7:5 mpl.paypal.checkout-with-payment", "8:5 mpl.paypal.shipping-enabled", "9:14 mpl.paypal.fee-payer",
                "9:25 mpl.enum.fee-payer", "10:13 mpl.payment.recipient",
            ])
    }

    @Test("the app's own classes with the library's method and property names are not reported")
    func ownClasses() {
        let scan = Scan.objc(
            """
            @interface Cart : NSObject
            @end
            @implementation Cart
            - (void)paymentCanceled { }
            - (void)paymentLibraryExit { }
            - (void)checkout {
                [self.cart checkoutWithPayment:payment];
                Cart *pp = [[Cart alloc] init];
                [pp checkoutWithPayment:payment];
                pp.shippingEnabled = TRUE;
                [[Store getPayPalInst] checkoutWithPayment:payment];
            }
            @end
            """)
        #expect(scan.findings.isEmpty, "\(scan.summary)")
    }

    @Test("a name redeclared with the app's own type stops being followed")
    func shadowing() {
        let scan = Scan.objc(
            """
            PayPalPayment *payment = [[PayPalPayment alloc] init];
            payment.memo = @"first";
            Cart *payment = [[Cart alloc] init];
            payment.memo = @"second";
            """)
        #expect(scan.summary == ["1:1 mpl.payment.class", "2:9 mpl.payment.memo"])
    }

    @Test("delegate methods count in a class adopting the protocol (here in a class extension), with their signature types")
    func delegates() {
        let scan = Scan.objc(
            """
            #import "CheckoutViewController.h"
            @interface CheckoutViewController () <PayPalPaymentDelegate>
            @end
            @implementation CheckoutViewController
            - (void)paymentSuccessWithKey:(NSString *)payKey
                                andStatus:(PayPalPaymentStatus)status {
                if (status == STATUS_COMPLETED) { }
                if ([PayPal initializationStatus] == STATUS_COMPLETED_SUCCESS) { }
            }
            - (void)paymentCanceled { }
            @end
            """)
        #expect(
            scan.summary == [
                "2:39 mpl.delegate.protocol", "5:1-6 mpl.delegate.payment-success", "7:19 mpl.enum.payment-status",
                "8:9 mpl.paypal.initialization-status", "8:42 mpl.enum.initialization-status", "10:1 mpl.delegate.payment-canceled",
            ])
        #expect(scan.findings[2].symbol == "STATUS_COMPLETED" && scan.findings[4].symbol == "STATUS_COMPLETED_SUCCESS")
    }

    @Test("the H1 class name PPReceiverPaymentDetails has the receiver's properties")
    func receiverAlias() {
        let scan = Scan.objc(
            """
            PPReceiverPaymentDetails *first = [[PPReceiverPaymentDetails alloc] init];
            first.isPrimary = YES;
            """)
        #expect(scan.summary == ["1:1 mpl.receiver.class-h1", "2:7 mpl.receiver.is-primary"])
        #expect(scan.generations == [.h1])
    }

    @Test("Mobile Express Checkout: its calls, the accessor and variable serving them, their constants and delegate are not reported")
    func expressCheckout() {
        let scan = Scan.objc(
            """
            #import "PayPal.h"
            @interface DeviceTokenFetcher : NSObject <DeviceReferenceTokenDelegate>
            @end
            @implementation DeviceTokenFetcher
            - (void)fetch {
                [[PayPal getPayPalInst] fetchDeviceReferenceTokenWithAppID:@"APP-1" forEnvironment:ENV_LIVE withDelegate:self];
                PayPal *mecl = [PayPal getPayPalInst];
                [mecl fetchDeviceReferenceTokenWithAppID:@"APP-1" withDelegate:self];
            }
            - (void)receivedDeviceReferenceToken:(NSString *)token { }
            - (void)couldNotFetchDeviceReferenceToken { }
            - (void)paymentCanceled { }
            @end
            """)
        #expect(scan.findings.isEmpty, "\(scan.summary)")
    }

    @Test("a variable serving both MECL and the payments library is reported")
    func mixedVariable() {
        let scan = Scan.objc(
            """
            PayPal *pp = [PayPal getPayPalInst];
            [pp fetchDeviceReferenceTokenWithAppID:@"APP-1" withDelegate:self];
            [pp checkoutWithPayment:payment];
            """)
        #expect(scan.rules == ["mpl.paypal.class", "mpl.paypal.get-paypal-inst", "mpl.paypal.checkout-with-payment"])
    }

    @Test("enum constants match whole tokens only")
    func exactConstants() {
        let scan = Scan.objc("int a = STATUS_COMPLETED; int b = STATUS_COMPLETED_SUCCESS; int c = MY_STATUS_COMPLETED; int d = STATUS_COMPLETEDX;")
        #expect(scan.findings.map(\.symbol) == ["STATUS_COMPLETED", "STATUS_COMPLETED_SUCCESS"])
        #expect(scan.rules == ["mpl.enum.payment-status", "mpl.enum.initialization-status"])
    }

    @Test("common H0 names count only where the file shows the library")
    func contextualConstants() {
        #expect(Scan.objc("int kind = SERVICE; int error = SYSTEM_ERROR;").findings.isEmpty)
        let scan = Scan.objc("#import \"PayPalMEP.h\"\nint kind = SERVICE;")
        #expect(scan.rules == ["mpl.import.legacy-header", "mpl.h0.enum.payment-type"])
        #expect(scan.generations == [.h0])
    }

    @Test("legacy names in comments, strings, #if 0 and #pragma are not reported; a '\"' literal before code does not hide it")
    func notCode() {
        let scan = Scan.objc(
            """
            // [[PayPal getPayPalInst] checkoutWithPayment:p];
            /* PayPalPayment *p; */
            NSString *s = @"[PayPal getPayPalInst]"; const char *c = "ENV_LIVE";
            #pragma mark - PayPalPaymentDelegate
            #if 0
            [PayPal initializeWithAppID:@"APP-1"];
            #endif
            char quote = '"'; [PayPal buildVersion];
            """)
        #expect(scan.summary == ["8:19 mpl.paypal.build-version"])
    }

    @Test("getter and setter messages are property uses; alloc/init and casts give instances")
    func accessorsAndCasts() {
        let scan = Scan.objc(
            """
            BOOL on = [[PayPal getPayPalInst] shippingEnabled];
            id details = [[[PayPalInvoiceData alloc] init] autorelease];
            ((PayPalInvoiceItem *)item).itemCount = @2;
            [[[PayPalAmounts alloc] init] setTax:tax];
            """)
        #expect(
            scan.rules == [
                "mpl.paypal.shipping-enabled", "mpl.paypal.get-paypal-inst", "mpl.invoice-data.class",
                "mpl.invoice-item.class", "mpl.invoice-item.item-count", "mpl.amounts.tax", "mpl.amounts.class",
            ])
    }

    @Test("invalid UTF-8 neither crashes nor moves positions")
    func invalidUTF8() {
        var bytes = Array("NSString *s = @\"".utf8) + [0xFF, 0xC3] + Array("\";\n\t".utf8)
        bytes += [0xFE] + Array(" [PayPal buildVersion];\n".utf8)
        let scan = Scan.scanner.scan(bytes, path: "Bad.m", language: .objectiveC)
        #expect(scan.summary == ["2:4 mpl.paypal.build-version"])
    }
}

extension ObjectiveCScannerTests {
    @Test("pathologically nested brackets and parentheses neither crash nor hide a later use")
    func deepNesting() {
        let depth = 50_000
        let code =
            String(repeating: "[", count: depth) + "x" + String(repeating: "]", count: depth) + ";\n"
            + String(repeating: "(", count: depth) + "y" + String(repeating: ")", count: depth) + ";\n[PayPal buildVersion];"
        #expect(Scan.objc(code).summary == ["3:1 mpl.paypal.build-version"])
        #expect(Scan.swift(String(repeating: "(", count: depth) + "\nPayPal.buildVersion()").summary == ["2:8 mpl.paypal.build-version"])
    }
}

extension ObjectiveCScannerTests {
    @Test("the successor iOS SDK 2.x reuses PayPalPayment and PayPalPaymentDelegate: not reported in a file using it")
    func successorSDK() {
        let scan = Scan.objc(
            """
            #import "PayPalMobile.h"
            @interface StoreViewController : UIViewController <PayPalPaymentDelegate>
            @end
            @implementation StoreViewController
            - (void)buy {
                PayPalPayment *payment = [PayPalPayment paymentWithAmount:amount currencyCode:@"USD"
                                                          shortDescription:@"Bear" intent:PayPalPaymentIntentSale];
                NSLog(@"%@", payment.description);
                PayPalPaymentViewController *controller = nil;
            }
            - (void)payPalPaymentDidCancel:(PayPalPaymentViewController *)controller { }
            @end
            """)
        #expect(scan.findings.isEmpty, "\(scan.summary)")
        let swift = Scan.swift(
            """
            let configuration = PayPalConfiguration()
            let payment = PayPalPayment(amount: amount, currencyCode: "USD", shortDescription: "Bear", intent: .sale)
            """)
        #expect(swift.findings.isEmpty, "\(swift.summary)")
    }
}
