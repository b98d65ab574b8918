import AdaptivePayments
import Foundation
import Testing

@Suite("Adaptive Payments wire formats: NV and JSON as the SDKs of the time wrote and read them")
struct WireFormatTests {
    @Test("NV as PHP's SDK wrote it: urlencoded values, booleans as 1, empty segments for empty lists")
    func phpNV() throws {
        let body =
            "requestEnvelope.errorLanguage=en_US&actionType=PAY&cancelUrl=https%3A%2F%2Fshop.example%2Fcancel&currencyCode=USD&&"
            + "receiverList.receiver(0).amount=10.00&receiverList.receiver(0).email=seller%40shop.example&receiverList.receiver(0).primary=1&memo=Two+mugs"
        let fields = try NVEncoding.read(body)
        #expect(fields["cancelUrl"] == "https://shop.example/cancel")
        #expect(fields["receiverList.receiver(0).email"] == "seller@shop.example")
        #expect(fields.flag("receiverList.receiver(0).primary") == .value(true))
        #expect(fields["memo"] == "Two mugs")
        #expect(fields.count(of: "receiverList.receiver") == 1)
        #expect(fields.keys.first == "requestEnvelope.errorLanguage")
    }

    @Test("NV as Java's SDK wrote it: a trailing &, booleans as true/false, unencoded doubles")
    func javaNV() throws {
        let fields = try NVEncoding.read("actionType=PAY&receiverList.receiver(0).amount=10.0&receiverList.receiver(1).primary=false&")
        #expect(fields["receiverList.receiver(0).amount"] == "10.0")
        #expect(fields.flag("receiverList.receiver(1).primary") == .value(false))
        #expect(fields.count(of: "receiverList.receiver") == 2)
    }

    @Test("broken NV: a segment without =, bad percent-encoding, an empty key; a repeated key keeps its last value")
    func brokenNV() throws {
        #expect(throws: NVEncoding.ReadError.missingEquals(segment: 1)) { try NVEncoding.read("a=1&b") }
        #expect(throws: NVEncoding.ReadError.badEncoding(segment: 0)) { try NVEncoding.read("a=%ZZ") }
        #expect(throws: NVEncoding.ReadError.badEncoding(segment: 0)) { try NVEncoding.read("a=%C3%28") }
        #expect(throws: NVEncoding.ReadError.emptyKey(segment: 0)) { try NVEncoding.read("=x") }
        for broken in ["a=%", "a=%4", "a=%FF", "a=%ED%A0%80", "a=%C0%AF", "a=%E2%82"] {  // cut, stray, surrogate, overlong, short
            #expect(throws: NVEncoding.ReadError.badEncoding(segment: 0), "\(broken)") { try NVEncoding.read(broken) }
        }
        #expect(try NVEncoding.read("m=caf%C3%A9+%E2%82%AC%2B%26%3D")["m"] == "café €+&=")
        #expect(NVEncoding.write([("m", "café €+&= ~")]) == "m=caf%C3%A9%20%E2%82%AC%2B%26%3D%20~")
        let fields = try NVEncoding.read("a=1&b=2&a=3")
        #expect(fields.keys == ["a", "b"] && fields["a"] == "3")
    }

    @Test("written NV: keys literal (PHP reads them undecoded), values encoded so & = + survive a decode")
    func writtenNV() throws {
        let body = NVEncoding.write([
            ("paymentInfoList.paymentInfo(0).transactionId", "1AB"), ("memo", "a&b=c+d e"), ("responseEnvelope.timestamp", "2011-04-19T04:32:29.469-07:00"),
        ])
        #expect(body.hasPrefix("paymentInfoList.paymentInfo(0).transactionId=1AB&"))
        #expect(!body.contains("%28"))
        #expect(body.contains("memo=a%26b%3Dc%2Bd%20e"))
        #expect(try NVEncoding.read(body)["memo"] == "a&b=c+d e")
        #expect(!body.contains("+"))
    }

    @Test("JSON requests flatten to the NV names; responses nest them again with string scalars and arrays")
    func json() throws {
        let request =
            #"{"actionType":"PAY","receiverList":{"receiver":[{"email":"a@x.example","amount":10.5,"primary":true},{"email":"b@x.example","amount":"2.00"}]},"requestEnvelope":{"errorLanguage":"en_US"},"memo":null}"#
        let fields = try JSONFlattening.read(Data(request.utf8))
        #expect(fields["receiverList.receiver(0).email"] == "a@x.example")
        #expect(fields["receiverList.receiver(0).amount"] == "10.5")
        #expect(fields.flag("receiverList.receiver(0).primary") == .value(true))
        #expect(fields["receiverList.receiver(1).amount"] == "2.00")
        #expect(fields["memo"] == nil)
        let written = JSONFlattening.write([
            ("responseEnvelope.ack", "Failure"), ("error(0).errorId", "580001"), ("error(0).parameter(0)", "amount"), ("error(1).errorId", "580029"),
        ])
        let object = try #require(try JSONSerialization.jsonObject(with: written) as? [String: Any])
        let errors = try #require(object["error"] as? [[String: Any]])
        #expect(errors.count == 2 && errors[0]["errorId"] as? String == "580001")
        #expect(errors[0]["parameter"] as? [String] == ["amount"])
        #expect((object["responseEnvelope"] as? [String: Any])?["ack"] as? String == "Failure")
    }

    @Test("hostile JSON: too deep is refused before parsing, not JSON or not an object is malformed")
    func hostileJSON() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: JSONFlattening.ReadError.tooDeep) { try JSONFlattening.read(Data(("{\"a\":" + deep + "}").utf8)) }
        #expect(throws: JSONFlattening.ReadError.malformed) { try JSONFlattening.read(Data("[1,2]".utf8)) }
        #expect(throws: JSONFlattening.ReadError.malformed) { try JSONFlattening.read(Data("{\"a\":".utf8)) }
        // Brackets inside strings do not count.
        #expect(throws: Never.self) { try JSONFlattening.read(Data(#"{"memo":"[[[[[[[[[[[[[[[[[[[[[["}"#.utf8)) }
    }

    @Test("the data-format headers: NV by default, any case, XML named but not answered as XML, others refused")
    func formats() {
        #expect(AdaptiveFormat(header: nil) == .nv)
        #expect(AdaptiveFormat(header: "json") == .json)
        #expect(AdaptiveFormat(header: " XML ") == .xml)
        #expect(AdaptiveFormat(header: "SOAP") == nil)
    }

    @Test("the envelope: Pacific time with a -hh:mm offset and milliseconds, ack, a 13-hex correlationId; errors listed")
    func envelope() {
        let summer = Date(timeIntervalSince1970: 1_303_212_749.469)  // 2011-04-19T11:32:29.469Z
        let response = AdaptiveResponse(
            failure: AdaptiveFailure(.invalidParameter, "Invalid request parameter: payKey with value AP-X", parameter: "payKey"),
            correlationID: "5a1b2c3d4e5f6", at: summer)
        #expect(response["responseEnvelope.timestamp"] == "2011-04-19T04:32:29.469-07:00")
        #expect(response["responseEnvelope.ack"] == "Failure")
        #expect(response["error(0).errorId"] == "580022")
        #expect(response["error(0).parameter(0)"] == "payKey")
        #expect(response["error(0).domain"] == "PLATFORM")
        let winter = AdaptiveResponse(success: [("payKey", "AP-1")], correlationID: "0", at: Date(timeIntervalSince1970: 1_293_840_000))
        #expect(winter["responseEnvelope.timestamp"] == "2010-12-31T16:00:00.000-08:00")
        #expect(winter.fields.last?.0 == "payKey")
    }

    @Test("credentials: all four must match, in any header case; a near miss of any one fails")
    func credentials() {
        let credentials = AdaptiveCredentials(username: "api_user", password: "PASS123", signature: "SIG-abc", applicationID: "APP-80W284485P519543T")
        var headers = [
            "X-PAYPAL-SECURITY-USERID": "api_user", "X-PAYPAL-SECURITY-PASSWORD": "PASS123", "X-PAYPAL-SECURITY-SIGNATURE": "SIG-abc",
            "x-paypal-application-id": "APP-80W284485P519543T",
        ]
        #expect(credentials.accept(headers))
        for (name, wrong) in [("X-PAYPAL-SECURITY-USERID", "api_use"), ("X-PAYPAL-SECURITY-PASSWORD", "PASS1234"), ("X-PAYPAL-SECURITY-SIGNATURE", "SIG-abd")] {
            var altered = headers
            altered[name] = wrong
            #expect(!credentials.accept(altered), "\(name)")
        }
        headers["x-paypal-application-id"] = nil
        #expect(!credentials.accept(headers))
        #expect(AdaptiveCredentials.failure.errors.first?.id == .authenticationFailed)
    }
}
