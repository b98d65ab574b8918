import CardPayments
import CorePayments
import LegacyMPL
import OrdersCardPayments
import OrdersCore

// One symbol of each module. Both SDKs name their configuration `CoreConfig` and their card client `CardClient`, so
// the app says whose it means by module, as a real app using both must.
let legacyPayment = PayPalPayment()
legacyPayment.recipient = "merchant@example.com"
let ordersConfig = OrdersCore.CoreConfig(clientID: "legacy-screens", environment: .sandbox)
let cardBrand = OrdersCardPayments.CardBrand.visa
let payPalConfig = CorePayments.CoreConfig(clientID: "new-screens")
let payPalCardClient = CardPayments.CardClient(config: payPalConfig)

print("LegacyMPL PayPalPayment to \(legacyPayment.recipient ?? "nobody")")
print("OrdersCore CoreConfig \(ordersConfig.clientID) (\(ordersConfig.environment.name))")
print("OrdersCardPayments CardBrand \(cardBrand.rawValue)")
print("PayPal's CorePayments CoreConfig \(payPalConfig.clientID)")
print("PayPal's CardPayments CardClient for \(payPalCardClient.config.clientID)")
