import Foundation

/// Where and how a purchase unit is delivered (PayPal's `shipping_detail`).
public struct ShippingDetail: Codable, Sendable, Equatable {
    /// The recipient's name.
    public var name: ShippingName?
    /// `SHIPPING` or one of the pickup types.
    public var type: ShippingType?
    /// The address.
    public var address: Address?

    /// Creates shipping details.
    public init(name: ShippingName? = nil, type: ShippingType? = nil, address: Address? = nil) {
        self.name = name
        self.type = type
        self.address = address
    }
}

/// The recipient's name on a shipment.
public struct ShippingName: Codable, Sendable, Equatable {
    /// The full name (at most 300 characters).
    public var fullName: String

    /// Creates a name.
    public init(fullName: String) { self.fullName = fullName }

    private enum CodingKeys: String, CodingKey { case fullName = "full_name" }
}

/// How the goods reach the payer.
public enum ShippingType: String, Codable, Sendable {
    /// Delivered to the address.
    case shipping = "SHIPPING"
    /// Picked up in person.
    case pickupInPerson = "PICKUP_IN_PERSON"
    /// Picked up in store.
    case pickupInStore = "PICKUP_IN_STORE"
    /// Picked up from a person.
    case pickupFromPerson = "PICKUP_FROM_PERSON"
}

/// A postal address (PayPal's `address_portable`).
public struct Address: Codable, Sendable, Equatable, Hashable {
    /// Street line 1 (at most 300 characters).
    public var addressLine1: String?
    /// Street line 2 (at most 300 characters).
    public var addressLine2: String?
    /// City or town (at most 120 characters).
    public var adminArea2: String?
    /// State, province or region (at most 300 characters).
    public var adminArea1: String?
    /// Postal code (at most 60 characters).
    public var postalCode: String?
    /// Two-letter country code, for example `US`.
    public var countryCode: String

    /// Creates an address.
    public init(
        addressLine1: String? = nil, addressLine2: String? = nil, adminArea2: String? = nil,
        adminArea1: String? = nil, postalCode: String? = nil, countryCode: String
    ) {
        self.addressLine1 = addressLine1
        self.addressLine2 = addressLine2
        self.adminArea2 = adminArea2
        self.adminArea1 = adminArea1
        self.postalCode = postalCode
        self.countryCode = countryCode
    }

    private enum CodingKeys: String, CodingKey {
        case addressLine1 = "address_line_1"
        case addressLine2 = "address_line_2"
        case adminArea2 = "admin_area_2"
        case adminArea1 = "admin_area_1"
        case postalCode = "postal_code"
        case countryCode = "country_code"
    }
}
