import Foundation
import Testing

@testable import MigrationKit

@Suite("An app's own PayPal.h")
struct OwnPayPalHeaderTests {
    /// A cocos2d-x game's own `Classes/PayPal.h`: a C++ class, none of the library's names.
    static let ownHeader = """
        #ifndef __PAYPAL_H__
        #define __PAYPAL_H__

        #include <string>
        #include "cocos2d.h"

        // The game's store: PayPal's web checkout through the platform's bridge.
        class PayPal : public cocos2d::Ref {
        public:
            static PayPal* getInstance();
            void init(const std::string& clientId, bool sandbox);
            void pay(const std::string& sku, float price);
            void onPaymentCompleted(const std::string& orderId);
        private:
            PayPal();
            std::string _clientId;
        };

        #endif
        """

    static let cpp = """
        #include "PayPal.h"
        #include "PayPalBridge.h"

        static PayPal* s_instance = nullptr;

        PayPal* PayPal::getInstance() {
            if (!s_instance) s_instance = new PayPal();
            return s_instance;
        }

        void PayPal::pay(const std::string& sku, float price) {
            PayPalBridge::startCheckout(sku.c_str(), price);
        }
        """

    static let bridge = """
        #import <UIKit/UIKit.h>
        #include "../Classes/PayPal.h"
        #import "PayPalBridge.h"

        @implementation StoreObserver
        - (void)storeDidFinish:(NSString *)orderId {
            PayPal *paypal = PayPal::getInstance();
            paypal->onPaymentCompleted([orderId UTF8String]);
        }
        @end

        void PayPalBridge::startCheckout(const char *sku, float price) {
            PayPal *store = PayPal::getInstance();
            store->init("client-id", true);
            [[StoreObserver new] storeDidFinish:@"ORDER-1"];
        }
        """

    /// The library's `PayPal.h` as the Objective-C sample vendors it.
    static func libraryHeader() throws -> String {
        let samples = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return try String(contentsOf: samples.appendingPathComponent("Samples/Migration/ObjCApp/Vendor/PayPalMPL/PayPal.h"), encoding: .utf8)
    }

    /// A cocos2d-x-style tree with `header` at `Classes/PayPal.h`.
    static func cocosTree(header: String) throws -> TemporaryTree {
        let tree = try TemporaryTree()
        try tree.write("Classes/PayPal.h", header)
        try tree.write("Classes/PayPal.cpp", cpp)
        try tree.write("ios/PayPalBridge.mm", bridge)
        return tree
    }

    /// Each finding as `file:line:column rule`.
    static func described(_ findings: [Finding]) -> [String] {
        findings.map { "\($0.file):\($0.line):\($0.column) \($0.rule)" }
    }

    /// What the scanner finds in each source file scanned alone, knowing nothing of the tree: what the project scan
    /// reported before it told the app's own PayPal.h from the library's.
    static func aloneFindings(_ files: [(path: String, text: String, language: SourceLanguage)]) -> [String] {
        let scanner = LegacyScanner()
        return files.flatMap { described(scanner.scan(Array($0.text.utf8), path: $0.path, language: $0.language).findings) }
    }

    @Test("the includers scanned alone report the include and the PayPal class (what the tree-wide decision changes)")
    func aloneTheIncludersReport() {
        let findings = Self.aloneFindings([("Classes/PayPal.cpp", Self.cpp, .c), ("ios/PayPalBridge.mm", Self.bridge, .objectiveC)])
        #expect(findings.contains("Classes/PayPal.cpp:1:1 mpl.import.legacy-header"))
        #expect(findings.contains("ios/PayPalBridge.mm:2:1 mpl.import.legacy-header"))
        #expect(findings.contains("ios/PayPalBridge.mm:7:5 mpl.paypal.class"))
    }

    @Test("a cocos2d-x tree with its own PayPal.h: no finding")
    func ownHeaderTree() throws {
        let tree = try Self.cocosTree(header: Self.ownHeader)
        let result = tree.standardScan()
        #expect(Self.described(result.findings.map(\.finding)) == [])
        #expect(result.filesScanned == 3)
    }

    @Test("the same tree with the library's PayPal.h vendored: the findings as before")
    func libraryHeaderTree() throws {
        let header = try Self.libraryHeader()
        let tree = try Self.cocosTree(header: header)
        let findings = Self.described(tree.standardScan().findings.map(\.finding))
        let alone = Self.aloneFindings([("Classes/PayPal.cpp", Self.cpp, .c), ("ios/PayPalBridge.mm", Self.bridge, .objectiveC)])
        let before = ["Classes/PayPal.h:1:1 mpl.project.vendored-header"] + alone
        #expect(findings.sorted() == before.sorted())
        #expect(findings.contains("ios/PayPalBridge.mm:2:1 mpl.import.legacy-header"))
    }

    @Test("an own PayPal.h beside the library's vendored one: every PayPal.h include is reported as before")
    func ownAndLibraryHeaders() throws {
        let tree = try Self.cocosTree(header: Self.ownHeader)
        try tree.write("Vendor/PayPalMPL/PayPal.h", try Self.libraryHeader())
        let findings = Self.described(tree.standardScan().findings.map(\.finding))
        #expect(findings.contains("Classes/PayPal.cpp:1:1 mpl.import.legacy-header"))
        #expect(findings.contains("ios/PayPalBridge.mm:2:1 mpl.import.legacy-header"))
        #expect(findings.contains("Vendor/PayPalMPL/PayPal.h:1:1 mpl.project.vendored-header"))
    }

    @Test("#import \"PayPal.h\" with no PayPal.h in the tree, of a path no own header ends, or in a file calling the library: reported")
    func includeOfAnotherHeader() throws {
        let tree = try TemporaryTree()
        let checkout = "#import \"PayPal.h\"\n\nvoid pay(PayPalPayment *payment) { [[PayPal getPayPalInst] checkoutWithPayment:payment]; }\n"
        try tree.write("App/Checkout.m", checkout)
        try tree.write("App/Store.mm", "#import \"PayPal.h\"\n")
        let before = Self.described(tree.standardScan().findings.map(\.finding))
        #expect(before.contains("App/Checkout.m:1:1 mpl.import.legacy-header"))
        #expect(before.contains("App/Store.mm:1:1 mpl.import.legacy-header"))
        try tree.write("Classes/PayPal.h", Self.ownHeader)
        try tree.write("App/Framework.m", "#import <PayPalMPL/PayPal.h>\n")
        let findings = Self.described(tree.standardScan().findings.map(\.finding))
        #expect(findings.filter { $0.hasPrefix("App/Checkout.m") } == before.filter { $0.hasPrefix("App/Checkout.m") })
        #expect(!findings.contains { $0.hasPrefix("App/Store.mm") })
        #expect(findings.contains("App/Framework.m:1:1 mpl.import.legacy-header"))
    }

    @Test("a PayPal.h naming the library (a selector, an enum constant, a legacy type, MECL, an Objective-C PayPal) is not the app's own")
    func headersNamingTheLibrary() {
        let scanner = LegacyScanner()
        func isOwn(_ code: String) -> Bool {
            scanner.scan(Array(code.utf8), path: "Classes/PayPal.h", language: .objectiveC).isOwnPayPalHeader
        }
        #expect(isOwn(Self.ownHeader))
        #expect(isOwn("// PayPalPayment, checkoutWithPayment: and ENV_SANDBOX are the old library's.\nclass PayPal {};\n"))
        #expect(isOwn(""))
        #expect(!isOwn("class PayPal { static PayPal* getPayPalInst(); };"))
        #expect(!isOwn("class PayPal { void checkoutWithPayment(int amount); };"))
        #expect(!isOwn("class PayPal { int environment = ENV_SANDBOX; };"))
        #expect(!isOwn("class PayPal;\nvoid pay(PayPalPayment *payment);"))
        #expect(!isOwn("@protocol Store <PayPalPaymentDelegate>\n@end"))
        #expect(!isOwn("@interface PayPal (Store)\n@end"))
        #expect(!isOwn("@class PayPal;"))
        #expect(!isOwn("#import \"../Vendor/PayPal.h\""))
        #expect(!isOwn("#import \"PayPalPayment.h\""))
        #expect(!isOwn("@interface PayPal : NSObject\n- (void)fetchDeviceReferenceTokenWithAppID:(NSString *)a;\n@end"))
        #expect(!scanner.scan(Array(Self.ownHeader.utf8), path: "Classes/Store.h", language: .objectiveC).isOwnPayPalHeader)
    }

    @Test("an include names an own header when its path, less . and .., ends the header's")
    func includeTargets() {
        let own = OwnHeaders(payPalHeaderPaths: ["game/Classes/PayPal.h"])
        #expect(own.names("\"PayPal.h\""))
        #expect(own.names("<Classes/PayPal.h>"))
        #expect(own.names("\"../Classes/PayPal.h\""))
        #expect(own.names("\"./PayPal.h\""))
        #expect(!own.names("<PayPalMPL/PayPal.h>"))
        #expect(!own.names("\"PayPalPayment.h\""))
        #expect(!OwnHeaders().names("\"PayPal.h\""))
    }

    @Test("a bridging header and a plugin.xml naming the app's own PayPal.h: no finding")
    func bridgingHeaderAndPlugin() throws {
        let tree = try Self.cocosTree(header: Self.ownHeader)
        try tree.write("ios/Game-Bridging-Header.h", "#import \"PayPal.h\"\n")
        try tree.write("plugin.xml", "<plugin id=\"com.game.store\">\n  <header-file src=\"Classes/PayPal.h\" />\n</plugin>\n")
        #expect(Self.described(tree.standardScan().findings.map(\.finding)) == [])
    }
}
