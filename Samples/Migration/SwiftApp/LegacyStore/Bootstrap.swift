import LegacyMPL

/// Code already moved to the LegacyMPL package: the same API, spelled as LegacyMPL declares it.
enum Bootstrap {
    static func start() {
        PayPal.initializeWithAppID("APP-80W284485P519543T", forEnvironment: ENV_NONE)
        PayPal.getPayPalInst().checkoutWithPayment(PayPalPayment())
    }
}
