import Crypto
import Foundation
import X509
import _CryptoExtras

/// Signs webhook transmissions as PayPal does: `SHA256withRSA` (RSASSA-PKCS1-v1_5 with SHA-256) over
/// `transmission id|time|webhook id|CRC-32 of the body`, with a key whose X.509 certificate the sandbox serves at
/// `PAYPAL-CERT-URL`. A merchant's code verifies offline exactly as against PayPal (download the certificate, check
/// the signature with its public key), or calls `verify-webhook-signature`.
///
/// One key per process (RSA-2048, made on first use): its certificate is self-signed, so a verifier that also checks
/// the chain to PayPal's CA must skip that check under test.
struct WebhookSigner: Sendable {
    /// `PAYPAL-AUTH-ALGO`.
    static let algorithm = "SHA256withRSA"

    /// The process's signer.
    static let shared: WebhookSigner = {
        do {
            return try WebhookSigner()
        } catch {
            fatalError("orders-sandbox could not make its webhook signing key: \(error)")
        }
    }()

    private let key: _RSA.Signing.PrivateKey
    /// The certificate, PEM-encoded.
    let certificatePEM: String
    /// `CERT-` and the first 16 hex digits of the certificate's SHA-256: the last segment of `PAYPAL-CERT-URL`.
    let certificateID: String

    /// A fresh key and its self-signed certificate, valid from an hour ago for ten years.
    init() throws {
        key = try _RSA.Signing.PrivateKey(keySize: .bits2048)
        let certificateKey = Certificate.PrivateKey(key)
        let name = try DistinguishedName {
            CommonName("orders-sandbox webhook signing")
            OrganizationName("orders-sandbox (not PayPal)")
        }
        let now = Date()
        let certificate = try Certificate(
            version: .v3, serialNumber: Certificate.SerialNumber(), publicKey: certificateKey.publicKey,
            notValidBefore: now.addingTimeInterval(-3600), notValidAfter: now.addingTimeInterval(10 * 365 * 86_400), issuer: name, subject: name,
            signatureAlgorithm: .sha256WithRSAEncryption, extensions: Certificate.Extensions {}, issuerPrivateKey: certificateKey)
        certificatePEM = try certificate.serializeAsPEM().pemString
        let digest = SHA256.hash(data: Data(certificatePEM.utf8))
        certificateID = "CERT-" + digest.prefix(8).map { String(format: "%02x", $0) }.joined()
    }

    /// The base64 signature of `text`.
    func sign(_ text: String) -> String {
        // Signing with a valid in-memory key fails only when BoringSSL runs out of memory.
        guard let signature = try? key.signature(for: Data(text.utf8), padding: .insecurePKCS1v1_5) else { return "" }
        return signature.rawRepresentation.base64EncodedString()
    }
}
