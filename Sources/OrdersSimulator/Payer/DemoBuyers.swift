import CorePayments

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

extension OrdersSimulator {
    /// The buyers a page offers: the configured payer first, then ``SimulatedPayer/otherDemoBuyers``.
    var demoBuyers: [SimulatedPayer] {
        [configuration.payer] + SimulatedPayer.otherDemoBuyers.filter { $0 != configuration.payer }
    }

    /// The PayPal account id of `demoBuyers[index]`: the configured payer's is ``demoPayerID``; each other
    /// buyer's is fixed per seed too.
    func payerID(ofBuyer index: Int) -> String {
        guard index > 0 else { return demoPayerID }
        var generator = IDGenerator(seed: configuration.seed ^ (0x5041_5945_5249_4400 &+ UInt64(index)))
        return generator.accountID()
    }
}
