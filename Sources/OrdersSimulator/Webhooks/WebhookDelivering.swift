import Foundation

/// One POST of an event to a webhook's URL, as PayPal sends it: the event envelope as the body, and the five
/// transmission headers a merchant verifies it with. Retries of a delivery send the same transmission.
public struct WebhookTransmission: Sendable, Equatable {
    /// `PAYPAL-TRANSMISSION-ID`.
    public let id: String
    /// The webhook (subscription) it is sent to.
    public let webhookID: String
    /// The event it carries.
    public let eventID: String
    /// The URL it is POSTed to.
    public let url: URL
    /// `PAYPAL-TRANSMISSION-TIME` (RFC 3339).
    public let time: String
    /// `PAYPAL-TRANSMISSION-SIG`.
    public let signature: String
    /// `PAYPAL-CERT-URL`.
    public let certURL: String
    /// `PAYPAL-AUTH-ALGO`.
    public let authAlgorithm: String
    /// The body: the event envelope as JSON.
    public let body: Data

    /// The request headers, PayPal's five transmission headers among them.
    public var headers: [String: String] {
        [
            "Content-Type": "application/json", "User-Agent": "PayPal/orders-sandbox",
            "PAYPAL-TRANSMISSION-ID": id, "PAYPAL-TRANSMISSION-TIME": time, "PAYPAL-TRANSMISSION-SIG": signature,
            "PAYPAL-CERT-URL": certURL, "PAYPAL-AUTH-ALGO": authAlgorithm,
        ]
    }

    /// The text PayPal signs: `transmission id|transmission time|webhook id|CRC-32 of the body` (the CRC in decimal).
    public static func signedText(transmissionID: String, time: String, webhookID: String, body: Data) -> String {
        "\(transmissionID)|\(time)|\(webhookID)|\(CRC32.checksum(body))"
    }
}

/// Signs and sends webhook transmissions for a simulator: `orders-sandbox` installs one that signs with its own
/// certificate (served at `PAYPAL-CERT-URL`) and POSTs with retries. A simulator without one records events but
/// delivers none.
package protocol WebhookDelivering: Sendable {
    /// `PAYPAL-AUTH-ALGO` (`SHA256withRSA`).
    var authAlgorithm: String { get }
    /// The last path segment of `PAYPAL-CERT-URL` (`CERT-…`).
    var certificateID: String { get }
    /// The certificate, PEM-encoded, that `GET /v1/notifications/certs/{certificateID}` serves.
    var certificatePEM: String { get }
    /// The signature of `text` (``WebhookTransmission/signedText(transmissionID:time:webhookID:body:)``), base64.
    func sign(_ text: String) -> String
    /// Sends `transmission` (returns at once; the deliverer retries as it is configured to).
    func deliver(_ transmission: WebhookTransmission)
    /// What the deliveries have done so far.
    var stats: WebhookDeliveryStats { get }
    /// Drops the transmissions not yet delivered and starts the counts again (the simulator was reset).
    func reset()
}

/// CRC-32 (IEEE 802.3, the one zlib computes), which PayPal's signed text carries for the body.
public enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    /// The CRC-32 of `data`.
    public static func checksum(_ data: Data) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in data { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }
}
