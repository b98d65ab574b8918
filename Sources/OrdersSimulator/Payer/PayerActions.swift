import CorePayments
import Foundation

extension OrdersSimulator {
    /// The demo buyer's PayPal account id: fixed per seed, independent of the id sequence.
    var demoPayerID: String {
        var generator = IDGenerator(seed: configuration.seed ^ 0x5041_5945_5249_4400)
        return generator.accountID()
    }

    /// The payer approves order `id` at PayPal: the order becomes `APPROVED`, with `payer` and
    /// `payment_source.paypal` filled in and the chosen shipping address in `purchase_units[].shipping`
    /// (unless the order asked for `NO_SHIPPING`, or `SET_PROVIDED_ADDRESS` with an address given).
    /// Approving an approved order again changes nothing.
    /// - Parameters:
    ///   - id: the order id.
    ///   - payerID: the payer's account id; the demo buyer's by default.
    ///   - shippingAddress: the address the payer picks; the demo buyer's by default.
    /// - Throws: ``SimulatorActionError`` for an unknown, completed or voided order.
    @discardableResult
    public func approveOrder(id: String, payerID: String? = nil, shippingAddress: Address? = nil) throws(SimulatorActionError) -> Order {
        let record = try approve(id: id, payerID: payerID, shippingAddress: shippingAddress)
        return renderer.model(record)
    }

    /// Approves order `id` (see ``approveOrder(id:payerID:shippingAddress:)``) as `payer` (the configured
    /// payer by default) and returns its record.
    func approve(id: String, payer: SimulatedPayer? = nil, payerID: String?, shippingAddress: Address?) throws(SimulatorActionError) -> OrderRecord {
        guard var record = orders[id] else { throw .orderNotFound(id) }
        switch record.status {
        case .created, .payerActionRequired:
            if record.card != nil {
                completeCardChallenge(on: &record)
            } else {
                applyApproval(to: &record, payer: payer, payerID: payerID ?? demoPayerID, shippingAddress: shippingAddress)
            }
            orders[id] = record
        case .approved, .saved:
            break
        case .completed, .voided:
            throw .invalidState(id: id, status: record.status.rawValue)
        }
        return record
    }

    /// The payer cancels at PayPal. As on PayPal the order is not voided: it stays `CREATED` or
    /// `PAYER_ACTION_REQUIRED`, and a capture still fails with `ORDER_NOT_APPROVED`.
    /// - Throws: ``SimulatorActionError/orderNotFound(_:)``.
    @discardableResult
    public func cancelOrder(id: String) throws(SimulatorActionError) -> Order {
        guard var record = orders[id] else { throw .orderNotFound(id) }
        record.payerCanceled = true
        orders[id] = record
        return renderer.model(record)
    }

    /// Voids order `id` (as PayPal does to abandoned orders): it becomes `VOIDED` and refuses every change.
    /// - Throws: ``SimulatorActionError`` for an unknown or completed order.
    @discardableResult
    public func voidOrder(id: String) throws(SimulatorActionError) -> Order {
        guard var record = orders[id] else { throw .orderNotFound(id) }
        guard record.status != .completed else { throw .invalidState(id: id, status: record.status.rawValue) }
        record.status = .voided
        record.updateTime = tick()
        orders[id] = record
        return renderer.model(record)
    }

    /// Whether the payer canceled order `id` at PayPal (`nil` for an unknown order).
    public func payerCanceled(orderID id: String) -> Bool? { orders[id]?.payerCanceled }

    /// Applies the approval of `payer` (the configured payer by default) to `record`.
    func applyApproval(to record: inout OrderRecord, payer chosen: SimulatedPayer? = nil, payerID: String, shippingAddress: Address?) {
        let payer = chosen ?? configuration.payer
        let name: JSONValue = .object(["given_name": .string(payer.givenName), "surname": .string(payer.surname)])
        record.payer = .object([
            "payer_id": .string(payerID),
            "email_address": .string(payer.emailAddress),
            "name": name,
            "address": .object(["country_code": .string(payer.countryCode)]),
        ])
        // An order created with `payment_source.venmo` is approved in Venmo: the Venmo wallet is filled in.
        let member = record.paymentSource?["venmo"] != nil ? "venmo" : "paypal"
        var wallet = record.paymentSource?[member]?.objectValue ?? [:]
        wallet["email_address"] = .string(payer.emailAddress)
        wallet["account_id"] = .string(payerID)
        wallet["name"] = name
        if member == "venmo" {
            wallet["user_name"] = .string(payer.givenName.lowercased() + "-" + payer.surname.lowercased())
        } else {
            wallet["account_status"] = .string("VERIFIED")
            wallet["address"] = .object(["country_code": .string(payer.countryCode)])
        }
        var source = record.paymentSource ?? [:]
        source[member] = .object(wallet)
        record.paymentSource = source

        let address = shippingAddress ?? payer.shippingAddress
        let addressJSON = Self.json(address)
        for index in record.purchaseUnits.indices {
            switch record.shippingPreference {
            case "NO_SHIPPING":
                continue
            case "SET_PROVIDED_ADDRESS" where record.purchaseUnits[index]["shipping"]?["address"] != nil:
                continue
            default:
                var shipping = record.purchaseUnits[index]["shipping"]?.objectValue ?? [:]
                if shipping["name"] == nil { shipping["name"] = .object(["full_name": .string(payer.fullName)]) }
                shipping["address"] = addressJSON
                record.purchaseUnits[index]["shipping"] = .object(shipping)
            }
        }
        record.status = .approved
        record.payerCanceled = false
        record.updateTime = tick()
    }

    /// PayPal's `address_portable` object.
    static func json(_ address: Address) -> JSONValue {
        var object: [String: JSONValue] = ["country_code": .string(address.countryCode)]
        let optional: [(String, String?)] = [
            ("address_line_1", address.addressLine1), ("address_line_2", address.addressLine2),
            ("admin_area_2", address.adminArea2), ("admin_area_1", address.adminArea1), ("postal_code", address.postalCode),
        ]
        for case (let key, let value?) in optional { object[key] = .string(value) }
        return .object(object)
    }

    /// Decodes a model from rendered JSON, or returns `fallback`.
    static func model<Model: Decodable>(_ json: JSONValue, fallback: Model) -> Model {
        (try? JSONDecoder().decode(Model.self, from: json.serialized())) ?? fallback
    }
}
