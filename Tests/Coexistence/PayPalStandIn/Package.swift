// swift-tools-version:6.1
import PackageDescription

// A stand-in for PayPal's own iOS SDK (github.com/paypal/paypal-ios): its target and product names, exactly, each with
// one public symbol. Tests/Coexistence/App depends on it and on this repository, as an app in mid-migration depends
// on both; .ci/coexistence.sh builds that app. Its own package, so the root's `swift build` and `swift test` ignore it.
let package = Package(
    name: "PayPalStandIn",
    platforms: [.iOS(.v14)],
    products: [
        .library(name: "CorePayments", targets: ["CorePayments"]),
        .library(name: "CardPayments", targets: ["CardPayments"]),
        .library(name: "PayPalWebPayments", targets: ["PayPalWebPayments"]),
        .library(name: "PaymentButtons", targets: ["PaymentButtons"]),
        .library(name: "PayPalNativePayments", targets: ["PayPalNativePayments"]),
        .library(name: "FraudProtection", targets: ["FraudProtection"]),
    ],
    targets: [
        .target(name: "CorePayments"),
        .target(name: "CardPayments", dependencies: ["CorePayments"]),
        .target(name: "PayPalWebPayments", dependencies: ["CorePayments"]),
        .target(name: "PaymentButtons", dependencies: ["CorePayments"]),
        .target(name: "PayPalNativePayments", dependencies: ["CorePayments"]),
        .target(name: "FraudProtection", dependencies: ["CorePayments"]),
    ],
    swiftLanguageModes: [.v6]
)
