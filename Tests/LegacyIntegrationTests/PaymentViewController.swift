// The sample PaymentViewController of seed 001 (MPL Developer Guide, Nov 2011, "Sample Code"), ported
// line by line to Swift as a 2011 integration would have been written against the bridged headers:
// implicitly unwrapped optionals, unqualified enum constants, `Selector("…")` target/action, the
// singleton accessor. A plain class here (no UIKit on Linux): `viewDidLoad` keeps its name.
//
// Departures from the printed sample, each because the printed code did not compile against H1/H2:
// `HARD_GOODS` (an H0 constant) is `TYPE_GOODS`; `paymentType`/`paymentSubType` go on each receiver
// (PayPalAdvancedPayment has no such properties); the sample's doubled `totalShipping` line sets the
// order amount as `subTotal`; `description` (a UIViewController method in the original) is
// `orderDescription`; the tax is computed in NSDecimalNumber instead of `floatValue` (money is never Float).
import Foundation
import LegacyMPL

class PaymentViewController: NSObject, PayPalPaymentDelegate {
    var paymentButton: PayPalPayButton!
    var paymentType: PayPalPaymentType = TYPE_GOODS
    var paymentSubType: PayPalPaymentSubType = SUBTYPE_NOT_SET
    var forDelivery = true
    let orderAmount = ["10.00", "20.00", "5.00"]
    let taxAmount = ["0.80", "1.60", "0.40"]
    let shippingAmount = ["2.00", "2.00", "0.00"]
    let orderDescription = "Order from the sample store"
    var status = "none"
    var lastPayKey: String!
    var callbacks: [String] = []

    func viewDidLoad() {
        //Get the PayPal Library button.
        //We will be handling the callback,
        //so we declare 'self' as the target.
        //We want a large button, so we use BUTTON_278x43.
        //Our checkout method is 'payWithPayPal',
        //and we pass through our payment type.
        //We can move the button afterward if desired.
        let button = PayPal.getPayPalInst().getPayButtonWithTarget(self, andAction: Selector("payWithPayPal"), andButtonType: BUTTON_278x43)
        paymentButton = button
    }

    func viewDidLoadWithText() {
        let button = PayPal.getPayPalInst().getPayButtonWithTarget(
            self, andAction: Selector("payWithPayPal"), andButtonType: BUTTON_278x43, andButtonText: BUTTON_TEXT_PAY)
        paymentButton = button
    }

    func makeAdvancedPayment() -> PayPalAdvancedPayment! {
        let payment = PayPalAdvancedPayment()
        payment.paymentCurrency = "USD"
        payment.receiverPaymentDetails = NSMutableArray()
        let emails = ["recipient1@email.com", "recipient2@email.com", "recipient3@email.com"]
        for i in 0..<emails.count {
            let details = PPReceiverPaymentDetails()
            var order: String, tax: String, shipping: String
            order = orderAmount[i]
            tax = taxAmount[i]
            shipping = shippingAmount[i]
            details.recipient = emails[i]
            details.subTotal = NSDecimalNumber(string: order)
            details.paymentType = paymentType
            details.paymentSubType = paymentSubType
            details.invoiceData = PayPalInvoiceData()
            details.invoiceData.totalTax = NSDecimalNumber(string: tax)
            details.invoiceData.totalShipping = NSDecimalNumber(string: shipping)
            details.description = orderDescription
            payment.receiverPaymentDetails.add(details)
        }
        return payment
    }

    func payWithPayPal() {
        //Advanced Payment
        let ppMEP = PayPal.getPayPalInst()!
        ppMEP.shippingEnabled = forDelivery
        ppMEP.dynamicAmountUpdateEnabled = true
        ppMEP.feePayer = FEEPAYER_EACHRECEIVER
        let payment = makeAdvancedPayment()
        ppMEP.advancedCheckoutWithPayment(payment)
    }

    func makeSimplePayment() -> PayPalPayment! {
        let currentPayment = PayPalPayment()
        currentPayment.paymentCurrency = "USD"
        currentPayment.recipient = "recipient1@email.com"
        currentPayment.merchantName = "Sample Store"
        currentPayment.paymentType = paymentType
        currentPayment.subTotal = NSDecimalNumber(string: "25.00")
        currentPayment.invoiceData = PayPalInvoiceData()
        currentPayment.invoiceData.totalShipping = NSDecimalNumber(string: "2.00")
        currentPayment.invoiceData.totalTax = NSDecimalNumber(string: "2.00")
        currentPayment.invoiceData.invoiceItems = NSMutableArray()
        let item = PayPalInvoiceItem()
        item.name = "Teddy"
        item.itemId = "TEDDY-1"
        item.itemPrice = NSDecimalNumber(string: "12.50")
        item.itemCount = NSNumber(value: 2)
        item.totalPrice = NSDecimalNumber(string: "25.00")
        currentPayment.invoiceData.invoiceItems.add(item)
        currentPayment.description = "Two teddy bears"
        return currentPayment
    }

    func simplePayWithPayPal() {
        let ppMEP = PayPal.getPayPalInst()
        let currentPayment = makeSimplePayment()
        ppMEP?.checkoutWithPayment(currentPayment)
    }

    // MARK: PayPalPaymentDelegate

    func paymentSuccessWithKey(_ payKey: String!, andStatus paymentStatus: PayPalPaymentStatus) {
        lastPayKey = payKey
        status = paymentStatus == STATUS_COMPLETED ? "completed" : (paymentStatus == STATUS_CREATED ? "created" : "other")
        callbacks.append("paymentSuccessWithKey")
    }

    func paymentFailedWithCorrelationID(_ correlationID: String!, andErrorCode errorCode: String!, andErrorMessage errorMessage: String!) {
        status = "failed: \(errorCode ?? "")"
        callbacks.append("paymentFailedWithCorrelationID:andErrorCode:andErrorMessage:")
    }

    func paymentFailedWithCorrelationID(_ correlationID: String!) {
        let severity = PayPal.getPayPalInst().responseMessage["severity"] as? String
        let category = PayPal.getPayPalInst().responseMessage["category"] as? String
        let errorId = PayPal.getPayPalInst().responseMessage["errorId"] as? String
        let message = PayPal.getPayPalInst().responseMessage["message"] as? String
        status = "failed: \(severity ?? "") \(category ?? "") \(errorId ?? "") \(message ?? "")"
        callbacks.append("paymentFailedWithCorrelationID:")
    }

    func paymentCanceled() {
        status = "canceled"
        callbacks.append("paymentCanceled")
    }

    func paymentLibraryExit() {
        callbacks.append("paymentLibraryExit")
    }

    func adjustAmountsForAddress(
        _ inAddress: PayPalAddress!, andCurrency inCurrency: String!, andAmount inAmount: NSDecimalNumber!,
        andTax inTax: NSDecimalNumber!, andShipping inShipping: NSDecimalNumber!,
        andErrorCode outErrorCode: UnsafeMutablePointer<PayPalAmountErrorCode>!
    ) -> PayPalAmounts! {
        //do any logic here that would adjust the amount based on the shipping address
        let newAmounts = PayPalAmounts()
        newAmounts.currency = "USD"
        newAmounts.payment_amount = inAmount
        //change tax based on the address
        if inAddress.state == "CA" {
            newAmounts.tax = inAmount.multiplying(by: NSDecimalNumber(string: "0.1"), withBehavior: Self.cents)
        } else {
            newAmounts.tax = inAmount.multiplying(by: NSDecimalNumber(string: "0.08"), withBehavior: Self.cents)
        }
        newAmounts.shipping = inShipping
        //if you need to notify the library of an error condition, do one of the following
        //outErrorCode.pointee = AMOUNT_ERROR_SERVER
        //outErrorCode.pointee = AMOUNT_ERROR_OTHER
        //outErrorCode.pointee = AMOUNT_CANCEL_TXN
        return newAmounts
    }

    func adjustAmountsAdvancedForAddress(
        _ inAddress: PayPalAddress!, andCurrency inCurrency: String!, andReceiverAmounts receiverAmounts: NSMutableArray!,
        andErrorCode outErrorCode: UnsafeMutablePointer<PayPalAmountErrorCode>!
    ) -> NSMutableArray! {
        let returnArray = NSMutableArray(capacity: receiverAmounts.count)
        for case let amounts as PayPalReceiverAmounts in receiverAmounts {
            //leave the shipping the same, change the tax based on the state
            if inAddress.state == "CA" {
                amounts.amounts.tax = amounts.amounts.payment_amount.multiplying(by: NSDecimalNumber(string: "0.1"), withBehavior: Self.cents)
            } else {
                amounts.amounts.tax = amounts.amounts.payment_amount.multiplying(by: NSDecimalNumber(string: "0.08"), withBehavior: Self.cents)
            }
            returnArray.add(amounts)
        }
        //if you need to notify the library of an error condition, do one of the following
        //outErrorCode.pointee = AMOUNT_ERROR_SERVER
        //outErrorCode.pointee = AMOUNT_ERROR_OTHER
        return returnArray
    }

    private static let cents = NSDecimalNumberHandler(
        roundingMode: .plain, scale: 2, raiseOnExactness: false, raiseOnOverflow: false, raiseOnUnderflow: false, raiseOnDivideByZero: false)
}
