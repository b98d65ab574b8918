import OrdersCore

extension OrdersResource {
    /// The payer approves order `id` at PayPal as `payer` with account `payerID` (see
    /// ``OrdersSimulator/approveOrder(id:payerID:shippingAddress:)``); a card order's pending 3DS challenge is
    /// completed instead. Returns the order.
    /// - Throws: ``SimulatorActionError`` for an unknown, completed or voided order.
    mutating func approve(
        id: String, payer: SimulatedPayer, payerID: String, shippingAddress: Address?, context: inout SimulatorContext
    ) throws(SimulatorActionError) -> OrderRecord {
        guard var record = records[id] else { throw .orderNotFound(id) }
        switch record.status {
        case .created, .payerActionRequired:
            if record.card != nil {
                completeCardChallenge(on: &record, context: &context)
            } else {
                applyApproval(to: &record, payer: payer, payerID: payerID, shippingAddress: shippingAddress, context: &context)
                context.raise("CHECKOUT.ORDER.APPROVED", "checkout-order", renderer.render(record, full: true), summary: "An order has been approved by buyer")
            }
            records[id] = record
        case .approved, .saved:
            break
        case .completed, .voided:
            throw .invalidState(id: id, status: record.status.rawValue)
        }
        return record
    }

    /// The payer cancels at PayPal: the order stays as it was, marked canceled by the payer.
    /// - Throws: ``SimulatorActionError/orderNotFound(_:)``.
    mutating func cancel(id: String) throws(SimulatorActionError) -> OrderRecord {
        guard var record = records[id] else { throw .orderNotFound(id) }
        record.payerCanceled = true
        records[id] = record
        return record
    }

    /// Voids order `id`: it becomes `VOIDED` and refuses every change.
    /// - Throws: ``SimulatorActionError`` for an unknown or completed order.
    mutating func void(id: String, context: inout SimulatorContext) throws(SimulatorActionError) -> OrderRecord {
        guard var record = records[id] else { throw .orderNotFound(id) }
        guard record.status != .completed else { throw .invalidState(id: id, status: record.status.rawValue) }
        record.status = .voided
        record.updateTime = context.tick()
        records[id] = record
        return record
    }

    /// The payer completes the pending 3DS challenge of card order `id` with `outcome`; `false` when there is no
    /// such order.
    mutating func completeChallenge(id: String, outcome: ThreeDSResult, context: inout SimulatorContext) -> Bool {
        guard var record = records[id] else { return false }
        completeCardChallenge(on: &record, outcome: outcome, context: &context)
        records[id] = record
        return true
    }

    /// Applies the approval of `payer` to `record`: `payer`, the wallet in `payment_source`, the shipping address
    /// the order's `shipping_preference` takes, `APPROVED`.
    func applyApproval(to record: inout OrderRecord, payer: SimulatedPayer, payerID: String, shippingAddress: Address?, context: inout SimulatorContext) {
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
        record.updateTime = context.tick()
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
}
