// swift-tools-version:6.1
import PackageDescription

// A 2011-style app package that applies mpl-migrate's plugins from the root package (.ci/plugins.sh builds it and
// runs `swift package mpl-migrate` on it). Its own package, so the root's `swift build` and `swift test` ignore it.
let package = Package(
    name: "PluginFixture",
    dependencies: [.package(name: "LegacyMPL", path: "../..")],
    targets: [
        // Stand-ins for the bridged Objective-C library, so that LegacyStore compiles as Swift 2 apps spelled it.
        // .mpl-migrate.json excludes them: no finding while this target builds.
        .target(name: "MPLBridge", plugins: [.plugin(name: "MPLMigrateBuildTool", package: "LegacyMPL")]),
        // The legacy code: its findings are the build's warnings (and an error-severity one, which fails nothing).
        .target(name: "LegacyStore", dependencies: ["MPLBridge"], plugins: [.plugin(name: "MPLMigrateBuildTool", package: "LegacyMPL")]),
    ],
    swiftLanguageModes: [.v6]
)
