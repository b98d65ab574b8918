import Foundation
import Testing

/// Every library target ships a privacy manifest that tracks nothing, collects only what it sends PayPal to pay (the
/// card module's card, name and address), and declares exactly the required-reason API categories its sources call
/// (Apple's list, the calls this package could make).
@Suite("Privacy manifests")
struct PrivacyManifestTests {
    /// The library targets (their folders under Sources/).
    static let libraries = [
        "OrdersCore", "OrdersSimulator", "LegacyMPL", "MPLEngine", "PayPalMPL", "MigrationKit", "OrdersCardPayments",
        "OrdersPayPalWebPayments", "OrdersVenmoPayments", "OrdersPaymentButtons",
    ]

    /// The data types a library collects (every other collects none): each not linked, not tracking, for the app's
    /// functionality.
    static let collected: [String: Set<String>] = [
        "OrdersCardPayments": [
            "NSPrivacyCollectedDataTypePaymentInfo", "NSPrivacyCollectedDataTypeName", "NSPrivacyCollectedDataTypePhysicalAddress",
        ]
    ]

    /// Required-reason categories and the calls that need them (a word-bounded regular expression each).
    static let categories: [String: String] = [
        "NSPrivacyAccessedAPICategoryFileTimestamp":
            #"\b(stat|lstat|fstat|fstatat|getattrlist|creationDate|modificationDate|contentModificationDateKey|fileModificationDate)\b"#,
        "NSPrivacyAccessedAPICategorySystemBootTime": #"\b(systemUptime|mach_absolute_time)\b"#,
        "NSPrivacyAccessedAPICategoryDiskSpace": #"\b(volumeAvailableCapacity\w*|systemFreeSize|statfs|statvfs)\b"#,
        "NSPrivacyAccessedAPICategoryActiveKeyboards": #"\bactiveInputModes\b"#,
        "NSPrivacyAccessedAPICategoryUserDefaults": #"\b(UserDefaults|NSUserDefaults)\b"#,
    ]

    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")

    /// The code of `module` (Swift, Objective-C, C), comments included: a mention is a reason to look.
    static func code(of module: String) throws -> String {
        let root = sources.appendingPathComponent(module)
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        return try files.filter { ["swift", "m", "h", "c"].contains($0.pathExtension) }
            .map { try String(contentsOf: $0, encoding: .utf8) }.joined(separator: "\n")
    }

    @Test("each library's manifest: no tracking, only the data it sends PayPal to pay, exactly the categories its code needs", arguments: libraries)
    func manifest(module: String) throws {
        let url = Self.sources.appendingPathComponent(module).appendingPathComponent("PrivacyInfo.xcprivacy")
        let plist = try #require(try PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil) as? [String: Any])
        #expect(plist["NSPrivacyTracking"] as? Bool == false)
        #expect((plist["NSPrivacyTrackingDomains"] as? [Any])?.isEmpty == true)
        let collected = try #require(plist["NSPrivacyCollectedDataTypes"] as? [[String: Any]])
        #expect(Set(collected.compactMap { $0["NSPrivacyCollectedDataType"] as? String }) == Self.collected[module] ?? [])
        for entry in collected {
            #expect(entry["NSPrivacyCollectedDataTypeLinked"] as? Bool == false, "\(module): \(entry)")
            #expect(entry["NSPrivacyCollectedDataTypeTracking"] as? Bool == false, "\(module): \(entry)")
            #expect(entry["NSPrivacyCollectedDataTypePurposes"] as? [String] == ["NSPrivacyCollectedDataTypePurposeAppFunctionality"], "\(module)")
        }
        let accessed = try #require(plist["NSPrivacyAccessedAPITypes"] as? [[String: Any]])
        let declared = Set(accessed.compactMap { $0["NSPrivacyAccessedAPIType"] as? String })
        for entry in accessed {
            #expect((entry["NSPrivacyAccessedAPITypeReasons"] as? [String])?.isEmpty == false, "\(module): a reason for each category")
        }
        let code = try Self.code(of: module)
        let needed = Set(Self.categories.filter { code.range(of: $0.value, options: .regularExpression) != nil }.keys)
        #expect(declared == needed, "\(module) declares \(declared.sorted()) but its code needs \(needed.sorted())")
    }

    @Test("Package.swift copies the manifest into every library target")
    func packagedAsResources() throws {
        let manifest = try String(contentsOf: Self.sources.deletingLastPathComponent().appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.components(separatedBy: #"resources: [.copy("PrivacyInfo.xcprivacy")]"#).count - 1 == Self.libraries.count)
    }
}
