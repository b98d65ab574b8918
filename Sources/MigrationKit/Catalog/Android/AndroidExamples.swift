/// Builders for the Android rules' examples: Java as 2011 Android apps wrote it (and the same in Kotlin),
/// with the lookalikes each rule must not report: the app's own class, PayPal's later SDK, comments and strings.
enum AndroidExamples {
    static func java(_ code: String) -> RuleExample { RuleExample(.java, code) }
    static func kotlin(_ code: String) -> RuleExample { RuleExample(.kotlin, code) }

    /// `statements` in a method of an activity of a Java file importing `imports` (`import` lines, whole).
    static func javaFile(_ imports: String, _ statements: String) -> RuleExample {
        java(
            """
            \(imports)

            public class CheckoutActivity extends Activity {
                public void pay() {
            \(indent(statements, by: 8))
                }
            }
            """)
    }

    /// `statements` in a Kotlin function of a file importing `imports`.
    static func kotlinFile(_ imports: String, _ statements: String) -> RuleExample {
        kotlin(
            """
            \(imports)

            fun pay(context: Context) {
            \(indent(statements, by: 4))
            }
            """)
    }

    static let javaImport = "import com.paypal.android.MEP.*;"
    static let kotlinImport = "import com.paypal.android.MEP.*"

    /// `text` with `count` spaces before each of its lines (the catalog makes hundreds of examples at start-up: bytes,
    /// not a split and a join).
    private static func indent(_ text: String, by count: Int) -> String {
        var bytes = [UInt8](repeating: UInt8(ascii: " "), count: count)
        for byte in text.utf8 {
            bytes.append(byte)
            if byte == UInt8(ascii: "\n") { bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count)) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    // MARK: Members of PayPal

    /// `PayPal.name(args)` (a static method): Java with a single-type import, a qualified name, Kotlin.
    static func staticCall(_ call: String) -> [RuleExample] {
        [
            javaFile("import com.paypal.android.MEP.PayPal;", "PayPal.\(call);"),
            javaFile("import android.app.Activity;", "com.paypal.android.MEP.PayPal.\(call);"),
            kotlinFile("import com.paypal.android.MEP.PayPal", "PayPal.\(call)"),
        ]
    }

    /// The same call on the app's own `PayPal` class, on another class, in a comment and a string.
    static func staticLookalikes(_ call: String) -> [RuleExample] {
        [
            javaFile("import com.example.shop.PayPal;", "PayPal.\(call);  // PayPal.\(call) of the app's own class"),
            java(
                """
                import com.paypal.android.MEP.*;

                class PayPal {
                    static PayPal \(call.prefix { $0 != "(" })(Object... values) { return null; }
                }
                """),
            javaFile(javaImport, "Analytics.\(call);\nString text = \"PayPal.\(call.prefix { $0 != "(" })\";"),
            kotlinFile("import com.paypal.android.sdk.payments.PayPalService", "Tracker.\(call)  /* PayPal.\(call) */"),
        ]
    }

    /// `call` on the `PayPal` instance: through `getInstance()`, a variable, a field and Kotlin (`kotlinCall`,
    /// for example a property assignment).
    static func instanceCall(_ call: String, kotlin kotlinCall: String? = nil) -> [RuleExample] {
        [
            javaFile(javaImport, "PayPal.getInstance().\(call);"),
            javaFile(javaImport, "PayPal payPal = PayPal.getInstance();\npayPal.\(call);"),
            java(
                """
                import com.paypal.android.MEP.PayPal;

                public class CheckoutActivity extends Activity {
                    private PayPal mPayPal;

                    public void pay() {
                        this.mPayPal.\(call);
                    }
                }
                """),
            kotlinFile(kotlinImport, "val payPal = PayPal.getInstance()\npayPal!!.\(kotlinCall ?? call)"),
        ]
    }

    /// `call` on the app's own objects (one named `payPal`), on a `getInstance()` of another class, in a comment.
    static func instanceLookalikes(_ call: String, kotlin kotlinCall: String? = nil) -> [RuleExample] {
        [
            javaFile(javaImport, "Settings payPal = Settings.load();\npayPal.\(call);  // PayPal.getInstance().\(call)"),
            javaFile("import java.util.Calendar;", "Calendar.getInstance().\(call);"),
            kotlinFile(kotlinImport, "val payPal = Settings.load()\npayPal.\(kotlinCall ?? call)"),
        ]
    }

    // MARK: Constants

    /// `Owner.constant` qualified, through a static import, and in Kotlin.
    static func constant(_ owner: String, _ constant: String) -> [RuleExample] {
        [
            javaFile(javaImport, "int value = \(owner).\(constant);"),
            javaFile("import static com.paypal.android.MEP.\(owner).*;", "int value = \(constant);"),
            kotlinFile(kotlinImport, "val value = \(owner).\(constant)"),
        ]
    }

    /// The constant of the app's own class, the app's own constant of that name (no static import), a comment.
    static func constantLookalikes(_ owner: String, _ constant: String) -> [RuleExample] {
        [
            javaFile(javaImport, "int value = Config.\(constant);  // \(owner).\(constant)"),
            java(
                """
                import com.paypal.android.MEP.\(owner);

                public class Styles {
                    static final int \(constant) = 0;
                    int value = \(constant);
                }
                """),
            kotlinFile("import com.example.shop.\(owner)", "val value = \(owner).\(constant)"),
        ]
    }

    // MARK: Types

    /// The class named in a declaration (Java, single-type import; Kotlin).
    static func typeUse(_ name: String) -> [RuleExample] {
        [
            java(
                """
                import com.paypal.android.MEP.\(name);

                public class Store {
                    private \(name) current;
                }
                """),
            kotlinFile(kotlinImport, "var current: \(name)? = null"),
        ]
    }

    /// The app's own class of that name, PayPal's later SDK's, a comment and a string.
    static func typeLookalikes(_ name: String) -> [RuleExample] {
        [
            java(
                """
                import com.paypal.android.MEP.*;

                public class \(name) {
                    \(name) copy() { return new \(name)(); }
                }
                """),
            java(
                """
                import com.paypal.android.sdk.payments.\(name);

                public class Store {
                    private \(name) current;  // not com.paypal.android.MEP.\(name)
                    String text = "\(name)";
                }
                """),
            kotlinFile("import com.example.shop.\(name)", "var current: \(name)? = null"),
        ]
    }

    // MARK: Value classes

    /// `call` on a new instance of `owner` (Java), and `kotlinCall` on one in Kotlin.
    static func valueCall(_ owner: String, _ call: String, kotlin kotlinCall: String) -> [RuleExample] {
        let variable = owner.prefix(1).lowercased() + owner.dropFirst()
        return [
            javaFile(javaImport, "\(owner) \(variable) = new \(owner)();\n\(variable).\(call);"),
            kotlinFile(kotlinImport, "val \(variable) = \(owner)()\n\(variable).\(kotlinCall)"),
        ]
    }

    /// The same calls on the app's own objects.
    static func valueLookalikes(_ call: String, kotlin kotlinCall: String) -> [RuleExample] {
        [
            javaFile(javaImport, "Order order = new Order();\norder.\(call);"),
            kotlinFile(kotlinImport, "val order = Order()\norder.\(kotlinCall)"),
        ]
    }
}

extension AndroidExamples {
    // MARK: Callbacks

    /// `signature { }` in a class implementing `interface`, in an anonymous class, and in a Kotlin object.
    static func callback(_ interface: String, java signature: String, kotlin kotlinSignature: String) -> [RuleExample] {
        [
            java(
                """
                import com.paypal.android.MEP.*;
                import java.io.Serializable;

                public class ResultDelegate implements \(interface), Serializable {
                    private static final long serialVersionUID = 1L;

                    public \(signature) {
                    }
                }
                """),
            javaFile(
                javaImport,
                """
                \(interface) delegate = new \(interface)() {
                    @Override
                    public \(signature) {
                    }
                };
                """),
            kotlin(
                """
                import com.paypal.android.MEP.\(interface)
                import java.io.Serializable

                class ResultDelegate : \(interface), Serializable {
                    override fun \(kotlinSignature) {
                    }
                }
                """),
        ]
    }

    /// The same methods in the app's own class that implements no library interface, and under PayPal's later SDK.
    static func callbackLookalikes(java signature: String, kotlin kotlinSignature: String) -> [RuleExample] {
        [
            java(
                """
                import com.paypal.android.MEP.*;

                public class Receipt implements Serializable {
                    public \(signature) {
                    }
                }
                """),
            kotlin(
                """
                import com.paypal.android.sdk.payments.PayPalService

                object Receipts : Listener {
                    override fun \(kotlinSignature) {
                    }
                }
                """),
        ]
    }
}
