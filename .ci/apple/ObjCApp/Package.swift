// swift-tools-version:6.1
// An Objective-C app as a 2011 merchant wrote one, depending on the package's PayPalMPL product through SwiftPM and
// nothing else (no header search path, no linker flag): `.github/workflows/apple.yml` builds its code for the iOS
// Simulator and macOS and runs it on macOS (a checkout in ENV_NONE). PayPalMPL exists only where the manifest is
// evaluated on macOS, so this package is for Apple's toolchains only.
import PackageDescription

let package = Package(
    name: "ObjCApp",
    platforms: [.macOS(.v13), .iOS(.v15)],
    dependencies: [.package(name: "LegacyMPL", path: "../../..")],
    targets: [
        // The app's checkout code: one file with the 2011 `#import "PayPal.h"` lines, one with `@import PayPalMPL;`.
        .target(name: "CheckoutScreen", dependencies: [.product(name: "PayPalMPL", package: "LegacyMPL")]),
        // Runs the checkout and its main run loop until paymentLibraryExit (macOS).
        .executableTarget(name: "objc-app", dependencies: ["CheckoutScreen"]),
    ]
)
