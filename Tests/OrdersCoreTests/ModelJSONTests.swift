import Foundation
import OrdersCore
import Testing

@Suite("Models use PayPal's field names")
struct ModelJSONTests {
    private func usd(_ value: String) throws -> Money { try Money(value: value, currency: .usd) }

    @Test("An order request encodes with Orders v2 names, amounts as strings, quantity as a string")
    func orderRequestNames() throws {
        let item = Item(name: "Mug", unitAmount: try usd("5.00"), quantity: 2, tax: try usd("0.50"), sku: "M-1", category: .physicalGoods)
        let breakdown = AmountBreakdown(itemTotal: try usd("10.00"), shipping: try usd("2.00"), taxTotal: try usd("1.00"), discount: try usd("0.50"))
        let unit = PurchaseUnit(
            referenceId: "store-1",
            amount: try AmountWithBreakdown(breakdown: breakdown, currency: .usd),
            payee: Payee(emailAddress: "seller@example.com"),
            paymentInstruction: PaymentInstruction(platformFees: [PlatformFee(amount: try usd("1.00"))], disbursementMode: .delayed),
            description: "Mugs", customId: "c-1", invoiceId: "inv-1", softDescriptor: "MUGS",
            items: [item],
            shipping: ShippingDetail(
                name: ShippingName(fullName: "Ann Lee"), type: .shipping,
                address: Address(addressLine1: "1 Main St", adminArea2: "San Jose", adminArea1: "CA", postalCode: "95131", countryCode: "US")))
        let request = OrderRequest(
            intent: .capture, purchaseUnits: [unit],
            paymentSource: PaymentSource(
                paypal: PayPalWallet(
                    experienceContext: ExperienceContext(
                        brandName: "Mug Shop", locale: "en-US", shippingPreference: .getFromFile, landingPage: .login,
                        userAction: .payNow, returnUrl: "https://example.com/return", cancelUrl: "https://example.com/cancel"))))

        let encoded = try jsonObject(request)
        let expected = try json(
            """
            {"intent":"CAPTURE","purchase_units":[{"reference_id":"store-1",
              "amount":{"currency_code":"USD","value":"12.50","breakdown":{"item_total":{"currency_code":"USD","value":"10.00"},
                "shipping":{"currency_code":"USD","value":"2.00"},"tax_total":{"currency_code":"USD","value":"1.00"},
                "discount":{"currency_code":"USD","value":"0.50"}}},
              "payee":{"email_address":"seller@example.com"},
              "payment_instruction":{"platform_fees":[{"amount":{"currency_code":"USD","value":"1.00"}}],"disbursement_mode":"DELAYED"},
              "description":"Mugs","custom_id":"c-1","invoice_id":"inv-1","soft_descriptor":"MUGS",
              "items":[{"name":"Mug","unit_amount":{"currency_code":"USD","value":"5.00"},"tax":{"currency_code":"USD","value":"0.50"},
                        "quantity":"2","sku":"M-1","category":"PHYSICAL_GOODS"}],
              "shipping":{"name":{"full_name":"Ann Lee"},"type":"SHIPPING","address":{"address_line_1":"1 Main St","admin_area_2":"San Jose",
                          "admin_area_1":"CA","postal_code":"95131","country_code":"US"}}}],
             "payment_source":{"paypal":{"experience_context":{"brand_name":"Mug Shop","locale":"en-US","shipping_preference":"GET_FROM_FILE",
               "landing_page":"LOGIN","user_action":"PAY_NOW","return_url":"https://example.com/return","cancel_url":"https://example.com/cancel"}}}}
            """)
        #expect(encoded == expected)
        #expect(try JSONDecoder().decode(OrderRequest.self, from: encoded.serialized()) == request)
    }

    @Test("A PayPal order response decodes, with links, payer and captures")
    func orderResponse() throws {
        let body = """
            {"id":"5O190127TN364715T","status":"COMPLETED","intent":"CAPTURE",
             "payer":{"payer_id":"QYR5Z8XDVJNXQ","email_address":"buyer@example.com","name":{"given_name":"John","surname":"Doe"}},
             "purchase_units":[{"reference_id":"default","amount":{"currency_code":"USD","value":"100.00"},
               "payments":{"captures":[{"id":"3C679366HH908993F","status":"PENDING","status_details":{"reason":"ECHECK"},
                 "amount":{"currency_code":"USD","value":"100.00"},"final_capture":true,
                 "seller_receivable_breakdown":{"gross_amount":{"currency_code":"USD","value":"100.00"},
                   "paypal_fee":{"currency_code":"USD","value":"3.00"},"net_amount":{"currency_code":"USD","value":"97.00"}},
                 "create_time":"2018-04-01T21:20:49Z","update_time":"2018-04-01T21:20:49Z"}]}}],
             "links":[{"href":"https://api-m.paypal.com/v2/checkout/orders/5O190127TN364715T","rel":"self","method":"GET"},
                      {"href":"https://www.paypal.com/checkoutnow?token=5O190127TN364715T","rel":"approve","method":"GET"}]}
            """
        let order = try JSONDecoder().decode(Order.self, from: Data(body.utf8))
        #expect(order.status == .completed)
        #expect(order.payer?.payerId == "QYR5Z8XDVJNXQ")
        #expect(order.captures.map(\.status) == [.pending])
        #expect(order.captures.first?.statusDetails?.reason == "ECHECK")
        #expect(order.captures.first?.sellerReceivableBreakdown?.netAmount?.value == "97.00")
        #expect(order.approvalURL?.absoluteString == "https://www.paypal.com/checkoutnow?token=5O190127TN364715T")
        #expect(order.link("self")?.method == "GET")
    }

    @Test("The payer-action link wins over approve")
    func payerActionLink() {
        let order = Order(
            id: "A", status: .payerActionRequired,
            links: [
                Link(href: "https://a.example/approve", rel: "approve"), Link(href: "https://a.example/action", rel: "payer-action"),
            ])
        #expect(order.approvalURL?.absoluteString == "https://a.example/action")
    }

    @Test("JSON Patch operations address purchase units by reference id")
    func patch() throws {
        let amount = AmountWithBreakdown(total: try usd("12.00"))
        let operation = try PatchOperation.replace(PatchOperation.purchaseUnitPath("default", "amount"), with: amount)
        #expect(
            try jsonObject([operation])
                == (try json(
                    """
                    [{"op":"replace","path":"/purchase_units/@reference_id=='default'/amount","value":{"currency_code":"USD","value":"12.00"}}]
                    """)))
    }

    @Test("Vault requests and responses use Vault v3 names")
    func vault() throws {
        let request = SetupTokenRequest(
            customer: VaultCustomer(id: "customer_4029352050"),
            paymentSource: VaultPaymentSource(
                paypal: VaultPayPalWallet(
                    description: "Monthly coffee", customerType: "CONSUMER", permitMultiplePaymentTokens: false,
                    experienceContext: VaultExperienceContext(brandName: "Coffee", locale: "en-US", returnUrl: "https://e.com/r", cancelUrl: "https://e.com/c"))
            ))
        #expect(
            try jsonObject(request)
                == (try json(
                    """
                    {"customer":{"id":"customer_4029352050"},"payment_source":{"paypal":{"description":"Monthly coffee","usage_type":"MERCHANT",
                      "customer_type":"CONSUMER","permit_multiple_payment_tokens":false,"experience_context":{"brand_name":"Coffee","locale":"en-US",
                      "return_url":"https://e.com/r","cancel_url":"https://e.com/c"}}}}
                    """)))
        #expect(
            try jsonObject(PaymentTokenRequest(setupTokenID: "5C991763VB2781612"))
                == (try json(
                    """
                    {"payment_source":{"token":{"id":"5C991763VB2781612","type":"SETUP_TOKEN"}}}
                    """)))
        let list = try JSONDecoder().decode(
            PaymentTokenList.self,
            from: Data(
                """
                {"customer":{"id":"customer_1"},"payment_tokens":[{"id":"8kk8451t","customer":{"id":"customer_1"},
                 "payment_source":{"paypal":{"email_address":"b@example.com"}}}],"total_items":1,"total_pages":1}
                """.utf8))
        #expect(list.paymentTokens.map(\.id) == ["8kk8451t"])
        #expect(list.paymentTokens.first?.paymentSource?["paypal"]?["email_address"] == .string("b@example.com"))
    }

    @Test("Item quantity must be a whole number of at least one")
    func itemQuantity() {
        let body = #"{"name":"A","unit_amount":{"currency_code":"USD","value":"1.00"},"quantity":"0"}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Item.self, from: Data(body.utf8)) }
    }

    @Test("JSON values keep numbers exact and types distinct")
    func jsonValue() throws {
        let value = try json(#"{"a":0.1,"b":true,"c":null,"d":[1,"x"],"e":1}"#)
        #expect(value["a"] == .number(Decimal(string: "0.1")!))
        #expect(value["b"] == .bool(true))
        #expect(value["c"] == .null)
        #expect(value["d"] == .array([.number(1), .string("x")]))
        #expect(value["e"] == .number(1))
    }
}
