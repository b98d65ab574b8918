import Foundation
import Testing

@testable import MigrationKit

/// Bridging headers named by `SWIFT_OBJC_BRIDGING_HEADER` in a `project.pbxproj` or an `.xcconfig`.
@Suite("Project files: bridging headers named by build settings")
struct BridgingHeaderSettingTests {
    @Test("values: quoted or not, conditional, commented; not a longer setting's name")
    func values() {
        let text = """
            SWIFT_OBJC_BRIDGING_HEADER = "Shop/Shop-Bridging-Header.h";
            \t\tSWIFT_OBJC_BRIDGING_HEADER = $(SRCROOT)/Shop/Legacy.h;
            SWIFT_OBJC_BRIDGING_HEADER[sdk=iphoneos*] = $(PROJECT_DIR)/Device.h // device builds
            OTHER_SWIFT_OBJC_BRIDGING_HEADER_X = No.h;
            SWIFT_OBJC_BRIDGING_HEADER =
            """
        #expect(
            BridgingHeaderSettings.values(in: Array(text.utf8))
                == ["Shop/Shop-Bridging-Header.h", "$(SRCROOT)/Shop/Legacy.h", "$(PROJECT_DIR)/Device.h"])
    }

    @Test("resolution: $(SRCROOT) and $(PROJECT_DIR) are the .xcodeproj's folder; other variables and escapes are not followed")
    func resolution() {
        #expect(BridgingHeaderSettings.projectDirectory(ofProjectFile: "App/Shop.xcodeproj/project.pbxproj") == "App")
        #expect(BridgingHeaderSettings.projectDirectory(ofProjectFile: "project.pbxproj") == "")
        #expect(BridgingHeaderSettings.resolve("$(SRCROOT)/Shop/./Legacy.h", projectDirectory: "App") == "App/Shop/Legacy.h")
        #expect(BridgingHeaderSettings.resolve("${PROJECT_DIR}/../Common/Bridge.h", projectDirectory: "App") == "Common/Bridge.h")
        #expect(BridgingHeaderSettings.resolve("Shop/Bridge.h", projectDirectory: "") == "Shop/Bridge.h")
        #expect(BridgingHeaderSettings.resolve("$(TARGET_NAME)/Bridge.h", projectDirectory: "App") == nil)
        #expect(BridgingHeaderSettings.resolve("/Users/dev/Bridge.h", projectDirectory: "App") == nil)
        #expect(BridgingHeaderSettings.resolve("../../Bridge.h", projectDirectory: "App") == nil)
    }

    @Test(
        "a bridging header named by a project or an xcconfig is one whatever its name; its legacy imports are bridging-header findings, its code keeps its own"
    )
    func namedBySetting() throws {
        let tree = try TemporaryTree()
        try tree.write("Store/Store.xcodeproj/project.pbxproj", "buildSettings = { SWIFT_OBJC_BRIDGING_HEADER = \"$(SRCROOT)/Store/Legacy.h\"; };\n")
        try tree.write("Store/Config/Release.xcconfig", "SWIFT_OBJC_BRIDGING_HEADER = $(PROJECT_DIR)/Store/Release.h\n")
        try tree.write("Store/Store/Legacy.h", "#import \"Analytics.h\"\n#import \"PayPal.h\"\n")
        try tree.write("Store/Store/Release.h", "#import \"PayPalPayment.h\"\n#define STORE_ENV ENV_SANDBOX\n")
        try tree.write("Store/Store/Other.h", "#import \"PayPal.h\"\n")
        let result = Self.scan(tree)
        #expect(
            Self.positions(result) == [
                "Store/Store/Legacy.h:2:10 mpl.project.bridging-header",
                "Store/Store/Other.h:1:1 mpl.import.legacy-header",
                "Store/Store/Release.h:1:10 mpl.project.bridging-header",
                "Store/Store/Release.h:2:19 mpl.enum.environment",
            ])
    }

    @Test("an import of a vendored copy of the legacy headers is an import finding, in any file and whatever the walk's order")
    func importOfVendoredCopy() throws {
        let tree = try TemporaryTree()
        try tree.write("App/Checkout.m", "#import \"Analytics.h\"\n#import \"MPLAll.h\"\n\nint ready = 1;\n")
        try tree.write("Vendor/MPLAll.h", "@protocol PayPalPaymentDelegate\n@end\n")
        let result = Self.scan(tree)
        #expect(
            Self.positions(result) == [
                "App/Checkout.m:2:1 mpl.import.legacy-header",
                "Vendor/MPLAll.h:1:1 mpl.project.vendored-header",
            ])
        #expect(result.findings.first?.sourceLine == "#import \"MPLAll.h\"")
    }

    /// The project scan of `tree` with the standard catalog.
    private static func scan(_ tree: TemporaryTree) -> ProjectScanResult {
        let catalog = RuleCatalog.standard
        return ProjectScanner(scanner: LegacyScanner(catalog: catalog), literals: catalog.literals, rules: catalog.rules, jobs: 2)
            .scan([tree.path], root: tree.path)
    }

    /// `file:line:column rule` of each finding, in report order.
    private static func positions(_ result: ProjectScanResult) -> [String] {
        result.findings.map { "\($0.finding.file):\($0.finding.line):\($0.finding.column) \($0.finding.rule)" }
    }
}
