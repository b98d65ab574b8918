import Foundation
import OrdersCore

extension PayPalAddress {
    /// The buyer's chosen address as the legacy delegate receives it, from an order's
    /// `purchase_units[].shipping` (`admin_area_2` → city, `admin_area_1` → state).
    convenience init(shipping: ShippingDetail, address: Address) {
        self.init(
            name: shipping.name?.fullName, street1: address.addressLine1, street2: address.addressLine2,
            city: address.adminArea2, state: address.adminArea1, postalcode: address.postalCode, countrycode: address.countryCode)
    }
}
