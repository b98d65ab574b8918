import Foundation

/// Tax, shipping and the item breakdown of a payment or a receiver (PayPalInvoiceData.h;
/// H2 adds `NSCopying`).
///
/// `totalTax` and `totalShipping` are added to the container's `subTotal` to make the total; the
/// `totalPrice`s of `invoiceItems` must add up to the container's `subTotal`. A `nil` tax or shipping counts as zero.
open class PayPalInvoiceData: NSObject, NSCopying {
    /// The tax amount (Orders v2 `breakdown.tax_total`).
    open var totalTax: NSDecimalNumber!
    /// The shipping amount (Orders v2 `breakdown.shipping`).
    open var totalShipping: NSDecimalNumber!
    /// The items, an array of ``PayPalInvoiceItem`` (Orders v2 `items[]`).
    open var invoiceItems: NSMutableArray! = NSMutableArray()

    /// Creates empty invoice data.
    public override init() {
        super.init()
    }

    /// A copy with copies of the items (H2 `NSCopying`).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = PayPalInvoiceData()
        copy.totalTax = totalTax
        copy.totalShipping = totalShipping
        copy.invoiceItems = invoiceItems.map { items in
            NSMutableArray(array: items.map { ($0 as? PayPalInvoiceItem)?.copy(with: zone) ?? $0 })
        }
        return copy
    }
}
