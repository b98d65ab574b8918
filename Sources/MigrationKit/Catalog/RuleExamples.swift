/// Builders for the examples rules share: a property read on an instance, a type used by name, a delegate
/// method inside a class that adopts (or does not adopt) the legacy protocol, an enum constant.
enum Examples {
    static func objc(_ code: String) -> RuleExample { RuleExample(.objectiveC, code) }
    static func swift(_ code: String) -> RuleExample { RuleExample(.swift, code) }

    /// A property of `owner` read on a new instance, in Objective-C and (when `swift`) Swift.
    static func property(_ owner: String, _ name: String, swift hasSwift: Bool = true) -> [RuleExample] {
        var examples = [
            objc(
                """
                \(owner) *object = [[\(owner) alloc] init];
                id value = object.\(name);
                """)
        ]
        if hasSwift {
            examples.append(
                swift(
                    """
                    let object = \(owner)()
                    let value = object.\(name)
                    """))
        }
        return examples
    }

    /// The same property names on the app's own class, in a comment and in a string.
    static func propertyLookalikes(_ name: String, swift hasSwift: Bool = true) -> [RuleExample] {
        var examples = [
            objc(
                """
                Cart *object = [[Cart alloc] init];
                id value = object.\(name);   // object.\(name) of the app's own class
                NSString *text = @"object.\(name)";
                """)
        ]
        if hasSwift {
            examples.append(
                swift(
                    """
                    let object = Cart()
                    let value = object.\(name)  /* object.\(name) */
                    """))
        }
        return examples
    }

    /// A property of the `PayPal` singleton through `accessor` (`getPayPalInst` for H2, `getInstance` for H0/H1).
    static func payPalProperty(_ name: String, accessor: String = "getPayPalInst", swift hasSwift: Bool = true) -> [RuleExample] {
        var examples = [
            objc("id value = [PayPal \(accessor)].\(name);"),
            objc(
                """
                PayPal *library = [PayPal \(accessor)];
                id value = library.\(name);
                """),
        ]
        if hasSwift { examples.append(swift("let value = PayPal.\(accessor)().\(name)")) }
        return examples
    }

    /// `PayPal`-property lookalikes: the app's own objects, and a comment.
    static func payPalPropertyLookalikes(_ name: String) -> [RuleExample] {
        [
            objc("id value = self.settings.\(name);  // [PayPal getPayPalInst].\(name)"),
            swift("let value = settings.\(name)  // PayPal.getPayPalInst().\(name)"),
        ]
    }

    /// A class or protocol named in code.
    static func typeUse(_ name: String, swift hasSwift: Bool = true) -> [RuleExample] {
        var examples = [objc("\(name) *object = nil;")]
        if hasSwift { examples.append(swift("var object: \(name)!")) }
        return examples
    }

    /// The name in a comment and a string, a longer name that starts with it, and the app's own Swift type of that name.
    static func typeLookalikes(_ name: String) -> [RuleExample] {
        [
            objc(
                """
                // \(name) is gone
                NSString *name = @"\(name)";
                \(name)ViewController *controller = nil;
                """),
            swift("let name = \"\(name)\"  // \(name)"),
            swift("final class \(name) {}  // the app's own type of that name\nlet object = \(name)()"),
        ]
    }

    /// `body` inside a class that adopts `protocolName`.
    static func delegate(_ protocolName: String, objc objcBody: String, swift swiftBody: String?) -> [RuleExample] {
        var examples = [
            objc(
                """
                @interface CheckoutViewController : UIViewController <\(protocolName)>
                @end
                @implementation CheckoutViewController
                \(objcBody)
                @end
                """)
        ]
        if let swiftBody {
            examples.append(
                swift(
                    """
                    final class CheckoutViewController: UIViewController, \(protocolName) {
                        \(swiftBody)
                    }
                    """))
        }
        return examples
    }

    /// `body` in an extension that adopts `protocolName` (a Swift delegate written as one, `@objc` attributes and all).
    static func delegateExtension(_ protocolName: String, _ body: String) -> RuleExample {
        swift(
            """
            extension CheckoutViewController: \(protocolName) {
                \(body)
            }
            """)
    }

    /// `body` inside the app's own class that does not adopt the legacy protocol.
    static func ownClass(objc objcBody: String?, swift swiftBody: String?) -> [RuleExample] {
        var examples: [RuleExample] = []
        if let objcBody {
            examples.append(
                objc(
                    """
                    @interface Cart : NSObject
                    @end
                    @implementation Cart
                    \(objcBody)
                    @end
                    """))
        }
        if let swiftBody {
            examples.append(
                swift(
                    """
                    final class Cart {
                        \(swiftBody)
                    }
                    """))
        }
        return examples
    }

    /// A constant used as a value (after `prefix`, for example an import that shows the library).
    static func constant(_ name: String, prefix: String = "") -> [RuleExample] {
        [objc("\(prefix)int value = \(name);"), swift("\(prefix.isEmpty ? "" : "import LegacyMPL\n")let value = \(name)")]
    }

    /// The constant's name inside a longer name, a string and a comment; and the app's own declarations of that
    /// name (a macro, an enum case, a variable, a method) with their uses, which are not the library's either.
    static func constantLookalikes(_ name: String) -> [RuleExample] {
        [
            objc("int value = \(name)_OTHER; NSString *text = @\"\(name)\"; // \(name)"),
            swift("let value = MY_\(name)  /* \(name) */"),
            objc("#define \(name) 3\nint value = \(name);"),
            objc("typedef NS_ENUM(NSInteger, ShopSetting) {\n    ShopSettingNone,\n    \(name) = 7\n};\nShopSetting setting = \(name);"),
            objc("@interface Shop : NSObject\n@property (nonatomic) NSInteger \(name);\n- (int)\(name);\n@end\nstatic const int \(name) = 1;"),
            swift("enum ShopSetting { case none, \(name) }\nlet value = ShopSetting.\(name)"),
            swift("let \(name) = 7\nfunc total() -> Int { return \(name) * 2 }"),
        ]
    }
}
