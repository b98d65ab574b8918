import Foundation

/// One line of an invoice (PayPalInvoiceItem.h; H2 adds `NSCopying`).
///
/// `itemPrice × itemCount` should equal `totalPrice`; a lower `totalPrice` (a volume coupon) is sent
/// to Orders v2 as a discount, a higher one is refused by validation.
open class PayPalInvoiceItem: NSObject, NSCopying {
    /// The item's name (required; Orders v2 `items[].name`, at most 127 characters).
    open var name: String!
    /// The merchant's item id (Orders v2 `items[].sku`).
    open var itemId: String!
    /// The price of the whole line, at most `itemPrice × itemCount`.
    open var totalPrice: NSDecimalNumber!
    /// The price of one unit (Orders v2 `items[].unit_amount`).
    open var itemPrice: NSDecimalNumber!
    /// The quantity, a whole number of at least 1 (Orders v2 `items[].quantity`).
    open var itemCount: NSNumber!

    /// Creates an empty item.
    public override init() {
        super.init()
    }

    /// A copy of the item (H2 `NSCopying`).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = PayPalInvoiceItem()
        copy.name = name
        copy.itemId = itemId
        copy.totalPrice = totalPrice
        copy.itemPrice = itemPrice
        copy.itemCount = itemCount
        return copy
    }
}
