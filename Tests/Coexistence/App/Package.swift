// swift-tools-version:6.1
import PackageDescription

// An app in mid-migration: the old screens on LegacyMPL and this package's modern clients, the new ones on PayPal's
// own SDK (github.com/paypal/paypal-ios, here Tests/Coexistence/PayPalStandIn: its target names, exactly). SwiftPM
// needs target names unique across the package graph, so this builds only while none of ours is one of paypal-ios's
// (.ci/coexistence.sh builds it). This repository is added as an iOS app adds it: without the DeveloperTools trait.
let package = Package(
    name: "CoexistenceApp",
    platforms: [.macOS(.v13), .iOS(.v15)],
    dependencies: [
        .package(name: "LegacyMPL", path: "../../..", traits: []),
        .package(name: "PayPalStandIn", path: "../PayPalStandIn"),
    ],
    targets: [
        .executableTarget(
            name: "CoexistenceApp",
            dependencies: [
                .product(name: "LegacyMPL", package: "LegacyMPL"),
                .product(name: "OrdersCore", package: "LegacyMPL"),
                .product(name: "OrdersCardPayments", package: "LegacyMPL"),
                .product(name: "CorePayments", package: "PayPalStandIn"),
                .product(name: "CardPayments", package: "PayPalStandIn"),
            ])
    ],
    swiftLanguageModes: [.v6]
)
