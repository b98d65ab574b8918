import Foundation
import Testing
import TimingTestSupport

@testable import MigrationKit

/// Seeded fuzzing of what an untrusted repository controls besides its sources (the lexers have their own run in
/// LexerTests): the `.mpl-migrate.json` configuration and the project files. Mutations of valid inputs — bytes
/// flipped, dropped, duplicated, spliced with hostile pieces — must never crash or hang; a refused configuration is
/// a ConfigurationError naming the file.
@Suite("Fuzz: configuration and project files")
struct FuzzTests {
    static let hostile = [
        "**/", "*", "*a", "?", "\\u0000", "\"", "[", "]", "{", "}", ",", ":", "1e309", "-1", "true", "null",
        "\r", "\r\n", "\u{FF}", String(repeating: "*", count: 300), "mpl.paypal.checkout-with-payment",
    ]

    /// `seed` mutated a few times at random.
    static func mutate(_ seed: [UInt8], _ random: inout SeededRandom) -> [UInt8] {
        var bytes = seed
        for _ in 0..<Int.random(in: 1...6, using: &random) {
            let position = bytes.isEmpty ? 0 : Int.random(in: 0...bytes.count, using: &random)
            switch Int.random(in: 0..<4, using: &random) {
            case 0 where position < bytes.count: bytes[position] = UInt8.random(in: 0...255, using: &random)
            case 1 where position < bytes.count: bytes.remove(at: position)
            case 2: bytes.insert(contentsOf: Array(hostile.randomElement(using: &random)!.utf8), at: position)
            default: bytes.insert(contentsOf: bytes[position...].prefix(40), at: position)
            }
        }
        return bytes
    }

    @Test("3,000 mutated configurations: parsed or refused with a clear error, never a crash or a hang")
    func configurations() {
        let valid = """
            {"include": ["App/**", "*.m"], "exclude": ["App/Generated/", "**/Pods/*"], "disabledRules": ["mpl.enum.payment-status"],
             "severityOverrides": {"mpl.paypal.checkout-with-payment": "error"}, "maxFileBytes": 1024}
            """
        let known: Set<String> = ["mpl.paypal.checkout-with-payment", "mpl.enum.payment-status"]
        var random = SeededRandom(state: 12)
        var parsed = 0
        let elapsed = ThreadCPUTime.measure {
            for _ in 0..<3_000 {
                let bytes = Self.mutate(Array(valid.utf8), &random)
                do {
                    let configuration = try MigrationConfiguration.parse(Data(bytes), file: "fuzz.json", knownRuleIDs: known)
                    _ = configuration.admits("App/Generated/A/b/c/d/e/f/g/h/i/j/k/l/m/n/o/p.m")
                    parsed += 1
                } catch {
                    #expect("\(error)".hasPrefix("fuzz.json: "))
                }
            }
        }
        #expect(parsed > 0, "some mutations stay valid")
        #expect(elapsed < .seconds(20), "took \(elapsed)")
    }

    @Test("2,000 mutated project files of each kind: read without a crash, mentions in bounds")
    func projectFiles() {
        let pbxproj = Array(
            """
            A1 /* libPayPalMPL.a in Frameworks */ = {isa = PBXBuildFile; fileRef = D4 /* libPayPalMPL.a */; };
            SWIFT_OBJC_BRIDGING_HEADER = "App/App-Bridging-Header.h";
            """.utf8)
        let podfile = Array("platform :ios, '9.0'\ntarget 'App' do\n  pod 'PayPalMPL', '~> 1.5'\nend\n".utf8)
        let header = Array("#import \"PayPal.h\"\n#import <PayPalPayment.h>\n@interface PayPal : NSObject\n+(PayPal*)getPayPalInst;\n".utf8)
        var random = SeededRandom(state: 99)
        for _ in 0..<2_000 {
            let project = Self.mutate(pbxproj, &random)
            let pods = Self.mutate(podfile, &random)
            let bridging = Self.mutate(header, &random)
            let lines = [project, pods, bridging].map { $0.filter { $0 == 0x0A || $0 == 0x0D }.count + 1 }
            for (mention, limit) in ProjectArtifactReader.xcodeProjectMentions(project).map({ ($0, lines[0]) })
                + ProjectArtifactReader.podfileMentions(pods).map({ ($0, lines[1]) })
                + ProjectArtifactReader.bridgingHeaderMentions(bridging, headerNames: ["PayPal.h", "PayPalPayment.h"]).map({ ($0, lines[2]) })
            {
                #expect(mention.line >= 1 && mention.line <= limit && mention.column >= 1)
            }
            for value in BridgingHeaderSettings.values(in: project) {
                _ = BridgingHeaderSettings.resolve(value, projectDirectory: "App")
            }
            _ = VendoredHeaders.declaresLegacyAPI(bridging)
            _ = VendoredHeaders.generation(of: bridging, fileName: "PayPal.h")
        }
    }

    @Test("2,000 mutated Android project files of each kind: read without a crash, mentions in bounds")
    func androidProjectFiles() {
        let gradle = Array("dependencies {\n    compile files('libs/PayPal_MPL.jar') // PayPal_MPL.jar\n    /* x */ implementation \"a:b:1\"\n}\n".utf8)
        let kts = Array("dependencies {\n    implementation(files(\"libs/PayPal_MPL.jar\")) /* /* */ */ \"\"\"${x}\"\"\"\n}\n".utf8)
        let classpath = Array(
            "<classpath>\n<!-- <classpathentry path=\"libs/PayPal_MPL.jar\"/> -->\n<classpathentry kind='lib' path=\"libs/PayPal_MPL.jar\"/>\n</classpath>\n"
                .utf8)
        let manifest = Array("<application>\n<activity\n  android:name=\"com.paypal.android.MEP.PayPalActivity\" a='>'/>\n</application>\n".utf8)
        var random = SeededRandom(state: 58)
        for _ in 0..<2_000 {
            let files = [gradle, kts, classpath, manifest].map { Self.mutate($0, &random) }
            let mentions = [
                AndroidProjectReader.gradleMentions(files[0], kotlin: false), AndroidProjectReader.gradleMentions(files[1], kotlin: true),
                AndroidProjectReader.classpathMentions(files[2]), AndroidProjectReader.manifestMentions(files[3]),
            ]
            for (file, found) in zip(files, mentions) {
                let lines = file.filter { $0 == 0x0A || $0 == 0x0D }.count + 1
                for mention in found { #expect(mention.line >= 1 && mention.line <= lines && mention.column >= 1) }
            }
        }
    }
}
