import OrdersCore

/// The buyer the simulator plays when an order or setup token is approved.
public struct SimulatedPayer: Sendable, Equatable {
    /// The buyer's PayPal email.
    public var emailAddress: String
    /// The buyer's given name.
    public var givenName: String
    /// The buyer's surname.
    public var surname: String
    /// The buyer's country.
    public var countryCode: String
    /// The shipping address the buyer picks unless another is given at approval.
    public var shippingAddress: Address
    /// The buyer's other saved addresses, offered after ``shippingAddress`` on the approval page.
    public var otherAddresses: [Address]
    /// The buyer's funding sources as the approval page lists them (`PayPal balance`, `Visa •••• 1111`); the
    /// first is preselected.
    public var fundingSources: [String]

    /// Creates a buyer.
    public init(
        emailAddress: String, givenName: String, surname: String, countryCode: String, shippingAddress: Address,
        otherAddresses: [Address] = [], fundingSources: [String] = ["PayPal balance"]
    ) {
        self.emailAddress = emailAddress
        self.givenName = givenName
        self.surname = surname
        self.countryCode = countryCode
        self.shippingAddress = shippingAddress
        self.otherAddresses = otherAddresses
        self.fundingSources = fundingSources
    }

    /// Every saved address: ``shippingAddress`` first, then ``otherAddresses``.
    public var savedAddresses: [Address] { [shippingAddress] + otherAddresses }

    /// The default demo buyer, in San Jose, with a second address in New York.
    public static let demo = SimulatedPayer(
        emailAddress: "sb-buyer@personal.example.com", givenName: "John", surname: "Doe", countryCode: "US",
        shippingAddress: Address(
            addressLine1: "1 Main St", adminArea2: "San Jose", adminArea1: "CA", postalCode: "95131", countryCode: "US"),
        otherAddresses: [
            Address(
                addressLine1: "350 Fifth Avenue", addressLine2: "Floor 21", adminArea2: "New York", adminArea1: "NY", postalCode: "10118", countryCode: "US")
        ],
        fundingSources: ["PayPal balance", "Visa •••• 1111", "Checking account •••• 6789"])

    /// The buyer's full name.
    package var fullName: String { "\(givenName) \(surname)" }
}

/// Why a simulated payer action could not be done.
public enum SimulatorActionError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No order has this id.
    case orderNotFound(String)
    /// No setup token has this id.
    case setupTokenNotFound(String)
    /// No capture has this id.
    case captureNotFound(String)
    /// The order or token is in a state that does not allow the action (for example approving a captured order).
    case invalidState(id: String, status: String)

    /// What went wrong.
    public var description: String {
        switch self {
        case .orderNotFound(let id): "No order has id \(id)."
        case .setupTokenNotFound(let id): "No setup token has id \(id)."
        case .captureNotFound(let id): "No capture has id \(id)."
        case .invalidState(let id, let status): "\(id) is \(status): the payer cannot act on it any more."
        }
    }
}
