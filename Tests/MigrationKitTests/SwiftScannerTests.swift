import MigrationKit
import Testing

/// The scanner on Swift: bridged and LegacyMPL spellings, chains, optionals, conformances, strings.
@Suite("Scanner: Swift")
struct SwiftScannerTests {
    @Test("calls through a bridging header and LegacyMPL's own spellings, at the method name")
    func spellings() {
        let scan = Scan.swift(
            """
            PayPal.initialize(withAppID: "APP-1", forEnvironment: ENV_SANDBOX)
            PayPal.initializeWithAppID("APP-1", forEnvironment: ENV_NONE)
            let paypal = PayPal.getPayPalInst()
            paypal?.checkout(with: payment)
            PayPal.getPayPalInst()!.checkoutWithPayment(
                payment)
            """)
        #expect(
            scan.summary == [
                "1:8 mpl.paypal.initialize-with-app-id-for-environment", "1:55 mpl.enum.environment",
                "2:8 mpl.paypal.initialize-with-app-id-for-environment", "2:53 mpl.enum.environment",
                "3:21 mpl.paypal.get-paypal-inst", "4:9 mpl.paypal.checkout-with-payment",
                "5:8 mpl.paypal.get-paypal-inst", "5:25-6 mpl.paypal.checkout-with-payment",
            ])
    }

    @Test("an optional binding, a typed parameter and a property hold instances")
    func variables() {
        let scan = Scan.swift(
            """
            final class Shop {
                var payment: PayPalPayment!
                func pay(_ details: PayPalInvoiceData) {
                    if let library = PayPal.getPayPalInst() {
                        library.shippingEnabled = false
                    }
                    details.totalTax = NSDecimalNumber(string: "1.00")
                    self.payment.invoiceData = details
                }
            }
            """)
        #expect(
            scan.rules == [
                "mpl.payment.class", "mpl.invoice-data.class", "mpl.paypal.get-paypal-inst", "mpl.paypal.shipping-enabled",
                "mpl.invoice-data.total-tax", "mpl.payment.invoice-data",
            ])
    }

    @Test("delegate methods in a conforming class or extension (declared later in the file); not in the app's own class")
    func delegates() {
        let scan = Scan.swift(
            """
            final class Checkout: UIViewController {
                func paymentSuccess(withKey payKey: String!, andStatus paymentStatus: PayPalPaymentStatus) {}
            }
            final class Cart {
                func paymentCanceled() {}
                func paymentLibraryExit() {}
            }
            extension Checkout: PayPalPaymentDelegate {
                func paymentCanceled() {}
            }
            """)
        #expect(scan.summary == ["2:5 mpl.delegate.payment-success", "8:21 mpl.delegate.protocol", "9:5 mpl.delegate.payment-canceled"])
    }

    @Test("interpolated calls are code; plain, multi-line and raw strings and nested comments are not")
    func strings() {
        let scan = Scan.swift(
            #"""
            let note = "built with \(PayPal.buildVersion() ?? "?")"
            let plain = "PayPal.getPayPalInst().checkout(with: p)"
            let raw = #"PayPal.initializationStatus() \(PayPal.buildVersion())"#
            let multi = """
                PayPalPayment() ENV_LIVE
                """
            /* outer /* PayPal.getPayPalInst() */ still a comment: ENV_NONE */
            """#)
        #expect(scan.summary == ["1:33 mpl.paypal.build-version"])
    }

    @Test("the app's own types with the same member names are not reported")
    func ownTypes() {
        let scan = Scan.swift(
            """
            let cart = Cart()
            cart.checkout(with: payment)
            cart.shippingEnabled = true
            let library = Store.getPayPalInst()
            library.checkoutWithPayment(payment)
            """)
        #expect(scan.findings.isEmpty, "\(scan.summary)")
    }

    @Test("MECL through Swift: an accessor serving only fetchDeviceReferenceToken reports nothing")
    func expressCheckout() {
        let scan = Scan.swift(
            """
            PayPal.getPayPalInst().fetchDeviceReferenceToken(withAppID: "APP-1", forEnvironment: ENV_LIVE, withDelegate: self)
            let mecl = PayPal.getPayPalInst()
            mecl?.fetchDeviceReferenceToken(withAppID: "APP-1", withDelegate: self)
            """)
        #expect(scan.findings.isEmpty, "\(scan.summary)")
    }

    @Test("value classes created with their Swift initializer, and a constant qualified by its enum type")
    func creation() {
        let scan = Scan.swift(
            """
            let payment = PayPalPayment()
            payment.paymentType = PayPalPaymentType.TYPE_GOODS
            """)
        #expect(scan.summary == ["1:15 mpl.payment.class", "2:9 mpl.payment.payment-type", "2:23 mpl.enum.payment-type", "2:41 mpl.enum.payment-type"])
    }
}

extension SwiftScannerTests {
    @Test("a declaration that creates its value is one type use, at the declared type")
    func declarationWithCreation() {
        let scan = Scan.swift("let payment: PayPalPayment = PayPalPayment()\nlet other = PayPalPayment()")
        #expect(scan.summary == ["1:14 mpl.payment.class", "2:13 mpl.payment.class"])
    }
}
