import Foundation

/// The buyer's chosen shipping address, passed to the dynamic-amount delegate methods
/// (PayPalAddress.h: every property read-only and atomic).
///
/// Immutable, so it is safe to share between threads.
public final class PayPalAddress: NSObject, Sendable {
    /// The name of the address.
    public let name: String!
    /// The first line of the street address.
    public let street1: String!
    /// The second line of the street address.
    public let street2: String!
    /// The city.
    public let city: String!
    /// The state or province.
    public let state: String!
    /// The ZIP or postal code.
    public let postalcode: String!
    /// The two-letter ISO-3166-1 country code.
    public let countrycode: String!

    /// Creates an address (not in the header, where the library built addresses itself; for tests of
    /// dynamic-amount delegates and for the checkout flow).
    public init(
        name: String? = nil, street1: String? = nil, street2: String? = nil, city: String? = nil,
        state: String? = nil, postalcode: String? = nil, countrycode: String? = nil
    ) {
        self.name = name
        self.street1 = street1
        self.street2 = street2
        self.city = city
        self.state = state
        self.postalcode = postalcode
        self.countrycode = countrycode
        super.init()
    }

    /// Creates an empty address, as `[[PayPalAddress alloc] init]` does.
    public override convenience init() {
        self.init(name: nil)
    }
}
