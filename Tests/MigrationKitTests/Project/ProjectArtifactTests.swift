import Foundation
import Testing

@testable import MigrationKit

@Suite("Project files: Xcode projects, Podfiles, vendored and bridging headers")
struct ProjectArtifactTests {
    @Test("libPayPalMPL.a and libPayPalMEP.a in project.pbxproj: one finding per library at its first mention")
    func xcodeProject() throws {
        let tree = try TemporaryTree()
        try tree.write(
            "App.xcodeproj/project.pbxproj",
            """
            // !$*UTF8*$!
            A /* libPayPalMPL.a in Frameworks */ = {isa = PBXBuildFile; };
            B /* libPayPalMPL.a */ = {path = libPayPalMPL.a; };
            C /* libPayPalMPLExtras.a */ = {path = libPayPalMPLExtras.a; };
            """)
        let result = tree.scan()
        #expect(result.findings.map { "\($0.finding.rule) \($0.finding.line):\($0.finding.column)" } == ["test.project.static-library 2:6"])
        #expect(result.findings.first?.finding.symbol == "libPayPalMPL.a")
        #expect(result.generations == [.h2])
    }

    @Test("libPayPalMEP.a shipped with H0 and H1: alone it says H0 or H1; next to H2 sources, H1")
    func mepLibraryGeneration() throws {
        let mentions = ProjectArtifactReader.xcodeProjectMentions(Array("x = libPayPalMEP.a;".utf8))
        #expect(mentions.map(\.generations) == [[.h0, .h1]])
        let tree = try TemporaryTree()
        try tree.write("project.pbxproj", "x = libPayPalMEP.a;\n")
        #expect(tree.scan().generations == [.h0, .h1])
        try tree.write("H2.m", "legacyCallH2;\n")
        #expect(tree.scan().generations == [.h1, .h2])
    }

    @Test("a PayPalMPL pod, not a commented one nor a similarly named pod")
    func podfile() {
        let podfile = """
            target 'App' do
              # pod 'PayPalMPL'
              pod 'PayPalMPLHelpers'
              pod "PayPalMPL", '~> 1.5'
              pod 'PayPalMPL/Core'
            end
            """
        let mentions = ProjectArtifactReader.podfileMentions(Array(podfile.utf8))
        #expect(mentions.map { "\($0.line):\($0.column)" } == ["4:8", "5:8"])
    }

    @Test("a vendored header is recognised by what it declares, not by its name; its declarations are not findings")
    func vendoredHeaders() throws {
        let tree = try TemporaryTree()
        try tree.write("Vendor/Merged.h", "@interface PayPalInvoiceData : NSObject\n- (void)legacyCall;\n@end\n")
        try tree.write("Vendor/PayPal.h", "@interface PayPal : NSObject\n+ (PayPal *)getPayPalInst;\n@end\n")
        try tree.write("App/PayPalPayment.h", "@class PayPalPayment;\n@protocol PayPalPaymentDelegate;\n@interface PayPal (Helpers)\n@end\nlegacyCall;\n")
        try tree.write("App/MECL.h", "@interface PayPal : NSObject\n- (void)fetchDeviceReferenceTokenWithAppID:(NSString *)a;\n@end\n")
        let result = tree.scan()
        #expect(
            result.findings.map { "\($0.finding.file) \($0.finding.rule)" } == [
                "App/PayPalPayment.h test.legacy-call", "Vendor/Merged.h test.project.vendored-header", "Vendor/PayPal.h test.project.vendored-header",
            ])
        #expect(result.generations == [.h2])
    }

    @Test("a bridging header: one finding per import of a legacy or vendored header, at the header's name")
    func bridgingHeader() throws {
        let tree = try TemporaryTree()
        try tree.write("Vendor/MPLAll.h", "@protocol PayPalPaymentDelegate\n@end\n")
        try tree.write("App/App-Bridging-Header.h", "#import \"AFNetworking.h\"\n#import \"PayPal.h\"\n  #include <MPL/MPLAll.h>\n")
        try tree.write("App/Other.h", "#import \"PayPal.h\"\n")
        let result = tree.scan()
        #expect(
            result.findings.map { "\($0.finding.file):\($0.finding.line):\($0.finding.column) \($0.finding.rule)" } == [
                "App/App-Bridging-Header.h:2:10 test.project.bridging-header",
                "App/App-Bridging-Header.h:3:13 test.project.bridging-header",
                "Vendor/MPLAll.h:1:1 test.project.vendored-header",
            ])
        #expect(result.findings.first?.sourceLine == "#import \"PayPal.h\"")
    }
}
