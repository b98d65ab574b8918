import OrdersCore

extension SimulatedPayer {
    /// The fixed buyers the approval pages offer after the configured one: in Germany, the United Kingdom and
    /// Japan, each with two saved addresses and a few funding sources.
    public static let otherDemoBuyers: [SimulatedPayer] = [
        SimulatedPayer(
            emailAddress: "sb-buyer-de@personal.example.com", givenName: "Erika", surname: "Mustermann", countryCode: "DE",
            shippingAddress: Address(addressLine1: "Heidestraße 17", adminArea2: "Köln", postalCode: "51147", countryCode: "DE"),
            otherAddresses: [Address(addressLine1: "Unter den Linden 5", adminArea2: "Berlin", postalCode: "10117", countryCode: "DE")],
            fundingSources: ["PayPal balance", "Bank account (SEPA) •••• 3000", "Mastercard •••• 4444"]),
        SimulatedPayer(
            emailAddress: "sb-buyer-gb@personal.example.com", givenName: "Oliver", surname: "Smith", countryCode: "GB",
            shippingAddress: Address(addressLine1: "221B Baker Street", adminArea2: "London", postalCode: "NW1 6XE", countryCode: "GB"),
            otherAddresses: [Address(addressLine1: "1 Princes Street", adminArea2: "Edinburgh", postalCode: "EH2 2EQ", countryCode: "GB")],
            fundingSources: ["Visa Debit •••• 1881", "PayPal balance"]),
        SimulatedPayer(
            emailAddress: "sb-buyer-jp@personal.example.com", givenName: "由紀", surname: "田中", countryCode: "JP",
            shippingAddress: Address(
                addressLine1: "丸の内2-7-2", adminArea2: "千代田区", adminArea1: "東京都", postalCode: "100-7090", countryCode: "JP"),
            otherAddresses: [Address(addressLine1: "梅田3-1-1", adminArea2: "北区", adminArea1: "大阪府", postalCode: "530-0001", countryCode: "JP")],
            fundingSources: ["PayPal balance", "JCB •••• 0000"]),
    ]
}

/// The buyers the simulator plays: the configured payer first, then ``SimulatedPayer/otherDemoBuyers``, each with
/// a PayPal account id fixed per seed.
struct DemoBuyers: Sendable {
    /// The buyers, the configured payer first.
    let all: [SimulatedPayer]
    private let seed: UInt64

    /// The buyers of a simulator whose payer is `payer`, seeded with `seed`.
    init(payer: SimulatedPayer, seed: UInt64) {
        all = [payer] + SimulatedPayer.otherDemoBuyers.filter { $0 != payer }
        self.seed = seed
    }

    /// The configured payer, who approves unless a page picks another buyer.
    var payer: SimulatedPayer { all[0] }

    /// The PayPal account id of `all[index]`: the configured payer's is independent of the id sequence, and each
    /// other buyer's is fixed per seed too.
    func payerID(ofBuyer index: Int) -> String {
        var generator = IDGenerator(seed: seed ^ (0x5041_5945_5249_4400 &+ UInt64(max(index, 0))))
        return generator.accountID()
    }
}
