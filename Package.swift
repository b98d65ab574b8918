// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "LegacyMPL",
    platforms: [.macOS(.v13), .iOS(.v15)],
    products: [
        .library(name: "OrdersCore", targets: ["OrdersCore"]),
        .library(name: "OrdersSimulator", targets: ["OrdersSimulator"]),
        .library(name: "LegacyMPL", targets: ["LegacyMPL"]),
        // The Swift engine behind the Objective-C headers, as a dynamic library (Samples/ObjC/build-linux.sh links it).
        .library(name: "MPLEngine", type: .dynamic, targets: ["MPLEngine"]),
        .executable(name: "orders-sandbox", targets: ["OrdersSandbox"]),
        .executable(name: "orders-benchmarks", targets: ["OrdersBenchmarks"]),
        .executable(name: "adaptive-payments-bridge", targets: ["AdaptivePaymentsBridgeCommand"]),
        .executable(name: "mpl-demo", targets: ["MPLDemo"]),
        .library(name: "MigrationKit", targets: ["MigrationKit"]),
        .executable(name: "mpl-migrate", targets: ["MPLMigrate"]),
        .executable(name: "mpl-migrate-benchmark", targets: ["MigrationBenchmarks"]),
        // mpl-migrate in SwiftPM and Xcode: `swift package mpl-migrate check`, and findings as build warnings.
        .plugin(name: "MPLMigrateCommand", targets: ["MPLMigrateCommand"]),
        .plugin(name: "MPLMigrateBuildTool", targets: ["MPLMigrateBuildTool"]),
        .library(name: "OrdersCardPayments", targets: ["OrdersCardPayments"]),
        .library(name: "OrdersPayPalWebPayments", targets: ["OrdersPayPalWebPayments"]),
        .library(name: "OrdersVenmoPayments", targets: ["OrdersVenmoPayments"]),
        .library(name: "OrdersPaymentButtons", targets: ["OrdersPaymentButtons"]),
    ],
    traits: [
        // SwiftNIO, ArgumentParser, swift-crypto and swift-certificates, for the tools only; an app using the libraries
        // sets `traits: []` and fetches none of them (Documentation/dependency-hygiene.md).
        .trait(name: "DeveloperTools", description: "The tools' dependencies: orders-sandbox, mpl-migrate, the benchmarks."),
        .default(enabledTraits: ["DeveloperTools"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        // orders-sandbox signs its webhook events as PayPal does (SHA256withRSA, an X.509 certificate at PAYPAL-CERT-URL).
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        .package(url: "https://github.com/apple/swift-certificates", from: "1.21.1"),
        // adaptive-payments-bridge: Hummingbird 2 serves it; its state is SQL (SQLKit) in SQLite (sqlite-kit over
        // sqlite-nio) or PostgreSQL (postgres-kit over postgres-nio, TLS by swift-nio-ssl).
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/vapor/sqlite-nio", from: "1.13.2"),
        .package(url: "https://github.com/vapor/sql-kit", from: "3.36.0"),
        .package(url: "https://github.com/vapor/sqlite-kit", from: "4.5.2"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        .package(url: "https://github.com/vapor/postgres-kit", from: "2.17.0"),
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
        // adaptive-payments-bridge calls PayPal over pooled keep-alive connections (URLSession is slow on Linux).
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        // `swift package generate-documentation` (.ci/docs.sh): DocC for every library product.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // Libraries: Foundation only. Each ships a privacy manifest (PrivacyInfo.xcprivacy), as Apple requires of SDKs.
        .target(name: "OrdersCore", resources: [.copy("PrivacyInfo.xcprivacy")]),
        .target(name: "OrdersSimulator", dependencies: ["OrdersCore"], resources: [.copy("PrivacyInfo.xcprivacy")]),
        // The legacy enums as the 2011 C headers declared them, so Swift and Objective-C keep their spelling.
        .target(name: "CLegacyMPL"),
        // The C ABI (`@_cdecl`) through which the Objective-C classes of the 2011 headers reach the Swift engine, and the
        // names of the fields that cross it (MPLEngineKeys.h: LegacyMPL's PayPalContext writes the same dictionary).
        .target(name: "CMPLEngine"),
        .target(
            name: "LegacyMPL", dependencies: ["CLegacyMPL", "CMPLEngine", "OrdersCore", "OrdersSimulator"],
            resources: [.copy("PrivacyInfo.xcprivacy")]),
        .target(name: "MPLEngine", dependencies: ["LegacyMPL", "CMPLEngine", "OrdersCore", "OrdersSimulator"], resources: [.copy("PrivacyInfo.xcprivacy")]),

        // The buyer pages behind the simulator's `approve` and `payer-action` links: HTML, form tokens and their hashes
        // (internal; Foundation only). Only the sandbox side links them, never MPLEngine or LegacyMPL.
        .target(name: "SimulatorPages", dependencies: ["OrdersCore", "OrdersSimulator"]),

        // The simulator served over HTTP/1.1 (internal; used by the executable and its tests), with its buyer pages:
        // SwiftNIO sockets, event loops and NIOHTTP1 (llhttp, strict); this server's own handlers only map refusals to
        // PayPal's shapes and keep its limits, clocks and the lost-response cut-off.
        .target(
            name: "SandboxServer",
            dependencies: [
                "OrdersSimulator", "SimulatorPages",
                tool("NIOCore", "swift-nio"), tool("NIOPosix", "swift-nio"),
                tool("NIOHTTP1", "swift-nio"), tool("NIOConcurrencyHelpers", "swift-nio"),
                tool("_CryptoExtras", "swift-crypto"), tool("X509", "swift-certificates"),
            ]
        ),
        .executableTarget(
            name: "OrdersSandbox",
            dependencies: ["SandboxServer", tool("ArgumentParser", "swift-argument-parser")]
        ),

        // Performance figures: `swift run -c release orders-benchmarks`.
        .executableTarget(
            name: "OrdersBenchmarks",
            dependencies: ["OrdersCore", "OrdersSimulator", "SandboxServer", "FaultSoak"],
            path: "Benchmarks/OrdersBenchmarks"
        ),

        // The webhook subscriber of Benchmarks/sandbox-load.sh's mixed run (answers every POST 200 on loopback).
        .executableTarget(
            name: "sandbox-webhook-listener", dependencies: ["OrdersCore", "OrdersSimulator", "SandboxServer"], path: "Benchmarks/WebhookListener"),

        // The legacy integrations of Samples/ in Swift (compiled against LegacyMPL only) and the demo that runs them.
        .target(name: "LegacySamples", dependencies: ["LegacyMPL"], path: "Samples/Swift"),
        // The desktop presenter of `mpl-demo --browser`: the approval page in a browser, the redirect on a loopback port.
        .target(name: "LoopbackBrowser", dependencies: ["LegacyMPL", "OrdersCore", "OrdersSimulator", "SandboxServer"], path: "Samples/LoopbackBrowser"),
        .executableTarget(
            name: "MPLDemo",
            dependencies: [
                "LegacySamples", "LegacyMPL", "OrdersCore", "OrdersSimulator", "LoopbackBrowser",
                tool("ArgumentParser", "swift-argument-parser"),
            ],
            path: "Samples/Demo"
        ),

        // Cards: validation, confirm-payment-source with 3DS, vault, card fields (Foundation only).
        .target(name: "OrdersCardPayments", dependencies: ["OrdersCore"], resources: [.copy("PrivacyInfo.xcprivacy")]),

        // PayPal web checkout and vault approval through a presenter seam (Foundation only).
        .target(name: "OrdersPayPalWebPayments", dependencies: ["OrdersCore"], resources: [.copy("PrivacyInfo.xcprivacy")]),
        // Venmo app switch, with PayPal web checkout as the fallback (Foundation only).
        .target(name: "OrdersVenmoPayments", dependencies: ["OrdersCore", "OrdersPayPalWebPayments"], resources: [.copy("PrivacyInfo.xcprivacy")]),
        // Payment buttons: valid configurations, dark mode, eligibility-driven visibility; UIKit/SwiftUI views (Foundation only).
        .target(name: "OrdersPaymentButtons", dependencies: ["OrdersCore"], resources: [.copy("PrivacyInfo.xcprivacy")]),

        // The modern-client replacements of each legacy API (Migration/modern-clients.md quotes them; compiled and run in tests).
        .target(
            name: "ModernSamples",
            dependencies: ["OrdersCore", "OrdersSimulator", "OrdersPayPalWebPayments", "OrdersVenmoPayments", "OrdersPaymentButtons", "OrdersCardPayments"],
            path: "Samples/Modern"),

        // The merchant server's half of a 2011 integration (the coming adaptive-payments-bridge): Adaptive Payments' wire
        // formats (NV, JSON), response envelope and errorIds, API credentials, and Pay read and translated to Orders v2
        // by LegacyMPL's own translation (Foundation only; internal).
        .target(name: "AdaptivePayments", dependencies: ["OrdersCore", "LegacyMPL"]),
        // The bridge itself (internal; used by its executable and tests): the Adaptive operations over Orders v2, the
        // buyer's redirects, its storage (SQLite or PostgreSQL), served by Hummingbird.
        .target(
            name: "AdaptivePaymentsBridge",
            dependencies: [
                "AdaptivePayments", "OrdersCore", "LegacyMPL", tool("Hummingbird", "hummingbird"), tool("SQLiteNIO", "sqlite-nio"),
                tool("SQLKit", "sql-kit"), tool("SQLiteKit", "sqlite-kit"), tool("PostgresNIO", "postgres-nio"), tool("PostgresKit", "postgres-kit"),
                tool("NIOSSL", "swift-nio-ssl"), tool("AsyncHTTPClient", "async-http-client"),
            ]),
        .executableTarget(
            name: "AdaptivePaymentsBridgeCommand",
            dependencies: ["AdaptivePaymentsBridge", tool("ArgumentParser", "swift-argument-parser")]),

        // The migration checker: lexers, scanner and rule catalog (Foundation only).
        .target(name: "MigrationKit", resources: [.copy("PrivacyInfo.xcprivacy")]),
        // The migration checker CLI (`mpl-migrate check PATH…`): a thin ArgumentParser front over MigrationKit.
        .executableTarget(
            name: "MPLMigrate",
            dependencies: ["MigrationKit", tool("ArgumentParser", "swift-argument-parser")]
        ),
        // The checker against ripgrep on a generated 1M-line codebase: `swift run -c release mpl-migrate-benchmark`.
        .executableTarget(name: "MigrationBenchmarks", dependencies: ["MigrationKit"], path: "Benchmarks/MigrationBenchmarks"),
        // `swift package mpl-migrate check|fix [PATH…] [--target NAME…] [options]`: the CLI on the package. `fix` rewrites
        // sources in place, so the command asks for write access to the package directory; a plugin's permissions are
        // its whole command's, so SwiftPM asks for `check` and `fix --dry-run` too (they write nothing but a baseline).
        .plugin(
            name: "MPLMigrateCommand",
            capability: .command(
                intent: .custom(
                    verb: "mpl-migrate",
                    description: "Find uses of PayPal's 2011 Mobile Payments Library (mpl-migrate check) or fix them (mpl-migrate fix); default: the package."),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "mpl-migrate fix rewrites sources in place (check writes only a --write-baseline file; SwiftPM asks for the whole command).")
                ]),
            dependencies: ["MPLMigrate"]),
        // Findings as warnings while a target that applies it builds, once: again only when the target's files, the
        // manifest or the package root change (Tests/PluginFixture applies it; .ci/plugins.sh builds it).
        .plugin(name: "MPLMigrateBuildTool", capability: .buildTool(), dependencies: ["MPLMigrate"]),

        // Tests.
        .target(name: "PaymentsTestSupport", dependencies: ["OrdersCore", "OrdersSimulator"], path: "Tests/PaymentsTestSupport"),
        // The seeded fault soak (LegacyMPL in-process and over orders-sandbox, OrdersClient): its tests assert it, orders-benchmarks prints it.
        .target(
            name: "FaultSoak", dependencies: ["LegacyMPL", "OrdersCore", "OrdersSimulator", "SandboxServer", "PaymentsTestSupport"],
            path: "Tests/FaultSoak"),
        // Thread CPU time, for the linear-time bounds of tests that must hold on a busy machine.
        .target(name: "TimingTestSupport", path: "Tests/TimingTestSupport"),
        .testTarget(name: "OrdersCoreTests", dependencies: ["OrdersCore", "OrdersSimulator", "PaymentsTestSupport"]),
        .testTarget(name: "OrdersSimulatorTests", dependencies: ["OrdersSimulator", "PaymentsTestSupport"]),
        .testTarget(name: "SimulatorPagesTests", dependencies: ["SimulatorPages", "OrdersSimulator", "OrdersCore"]),
        .testTarget(
            name: "SandboxServerTests",
            dependencies: [
                "SandboxServer", "PaymentsTestSupport", "TimingTestSupport", tool("_CryptoExtras", "swift-crypto"), tool("X509", "swift-certificates"),
            ]),
        .testTarget(name: "LegacyMPLTests", dependencies: ["LegacyMPL", "PaymentsTestSupport", "SandboxServer", "FaultSoak"]),
        // The Objective-C ↔ Swift seam: every key of CMPLEngine's MPLEngineKeys.h written and read back by the engine.
        .testTarget(name: "MPLEngineTests", dependencies: ["MPLEngine", "CMPLEngine", "LegacyMPL"]),
        // Legacy integrations written as 2011 merchants wrote them: they must compile unchanged.
        .testTarget(name: "LegacyIntegrationTests", dependencies: ["LegacyMPL", "PaymentsTestSupport"]),
        .testTarget(
            name: "LegacySamplesTests",
            dependencies: ["LegacySamples", "LegacyMPL", "OrdersCore", "OrdersSimulator", "PaymentsTestSupport", "LoopbackBrowser", "SandboxServer"]),
        .testTarget(name: "MigrationKitTests", dependencies: ["MigrationKit", "TimingTestSupport"]),
        .testTarget(name: "AdaptivePaymentsTests", dependencies: ["AdaptivePayments", "LegacyMPL", "OrdersCore"]),
        .testTarget(
            name: "AdaptivePaymentsBridgeTests",
            dependencies: [
                "AdaptivePaymentsBridge", "AdaptivePayments", "SandboxServer", "OrdersCore", "PaymentsTestSupport", tool("PostgresNIO", "postgres-nio"),
            ]),
        // End-to-end runs of the built `mpl-migrate` binary (exit codes, formats).
        .testTarget(name: "MPLMigrateCLITests", dependencies: ["MPLMigrate"]),
        .target(
            name: "ModernClientsTestSupport",
            dependencies: ["OrdersCore", "OrdersSimulator", "SimulatorPages", "PaymentsTestSupport", "SandboxServer", "OrdersPayPalWebPayments"],
            path: "Tests/ModernClientsTestSupport"),
        .testTarget(name: "CoreClientsTests", dependencies: ["OrdersCore", "OrdersSimulator", "ModernClientsTestSupport"]),
        .testTarget(name: "OrdersPayPalWebPaymentsTests", dependencies: ["OrdersPayPalWebPayments", "ModernClientsTestSupport"]),
        .testTarget(name: "OrdersVenmoPaymentsTests", dependencies: ["OrdersVenmoPayments", "OrdersPayPalWebPayments", "ModernClientsTestSupport"]),
        .testTarget(name: "OrdersPaymentButtonsTests", dependencies: ["OrdersPaymentButtons", "ModernClientsTestSupport"]),
        // MigrationKit: the rule catalog lists every legacy element modern-clients.md must map.
        .testTarget(
            name: "ModernSamplesTests",
            dependencies: ["ModernSamples", "ModernClientsTestSupport", "OrdersVenmoPayments", "OrdersCardPayments", "OrdersPaymentButtons", "MigrationKit"]),
        .testTarget(name: "OrdersCardPaymentsTests", dependencies: ["OrdersCardPayments", "OrdersSimulator", "PaymentsTestSupport", "SandboxServer"]),
    ],
    swiftLanguageModes: [.v6]
)

// The 2011 Objective-C headers (PayPal.h, PayPalPayment.h, …) and their thin classes, for Objective-C apps on Apple
// platforms. On Linux the same sources are compiled by gcc with GNUstep (Samples/ObjC/build-linux.sh), since the
// Swift toolchain's clang has no Objective-C Foundation there.
#if os(macOS)
    package.products.append(.library(name: "PayPalMPL", targets: ["PayPalMPL"]))
    package.targets.append(.target(name: "PayPalMPL", dependencies: ["MPLEngine", "CMPLEngine", "CLegacyMPL"], resources: [.copy("PrivacyInfo.xcprivacy")]))
#endif

/// A tool's dependency on a product of SwiftNIO, ArgumentParser, swift-crypto or swift-certificates: only with the `DeveloperTools` trait, so that an app
/// that turns it off resolves neither package.
func tool(_ product: String, _ package: String) -> Target.Dependency {
    .product(name: product, package: package, condition: .when(traits: ["DeveloperTools"]))
}
