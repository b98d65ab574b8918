import Foundation
import LegacyMPL

/// A preapproval: the merchant's server obtained the key (today a Vault v3 setup token id).
public enum PreapprovalSample {
    /// Starts `preapprovalWithKey:andMerchantName:`.
    @MainActor
    public static func approve(key: String) {
        PayPal.getPayPalInst().preapprovalWithKey(key, andMerchantName: "Joe's Bear Emporium")
    }
}
