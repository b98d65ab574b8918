/// The languages the generator writes, each with its file's head and tail, its method shape and its filler.
enum SourceKind: CaseIterable {
    case objectiveC, swift, java, kotlin

    /// The file extension.
    var fileExtension: String {
        switch self {
        case .objectiveC: "m"
        case .swift: "swift"
        case .java: "java"
        case .kotlin: "kt"
        }
    }

    /// The indentation of a statement in a method.
    var indent: String { self == .objectiveC ? "    " : "        " }

    /// The lines before the first method; `importLines` are the 1-based lines of the legacy imports among them.
    func head(className: String, package: String) -> (lines: [String], importLines: [Int]) {
        switch self {
        case .objectiveC:
            (["#import \"\(className).h\"", "#import \"PayPal.h\"", "", "@implementation \(className)", ""], [2])
        case .swift:
            (["import UIKit", "", "final class \(className): UIViewController {", "    private let cart = Cart()", ""], [])
        case .java:
            (
                [
                    "package com.example.\(package);", "", "import com.paypal.android.MEP.PayPal;", "import com.paypal.android.MEP.PayPalPayment;",
                    "import java.math.BigDecimal;", "", "public class \(className) extends Activity {",
                    "    private final Cart cart = new Cart();", "",
                ], [3, 4]
            )
        case .kotlin:
            (
                [
                    "package com.example.\(package)", "", "import com.paypal.android.MEP.PayPal", "import com.paypal.android.MEP.PayPalPayment",
                    "", "class \(className) : Activity() {", "    private val cart = Cart()", "",
                ], [3, 4]
            )
        }
    }

    /// The last line.
    var tail: String { self == .objectiveC ? "@end" : "}" }

    /// A method's first line.
    func methodHead(_ name: String) -> String {
        switch self {
        case .objectiveC: "- (NSInteger)\(name):(NSArray *)items {"
        case .swift: "    func \(name)(_ items: [Int]) -> Int {"
        case .java: "    public int \(name)(int[] items) {"
        case .kotlin: "    fun \(name)(items: IntArray): Int {"
        }
    }

    /// A method's last lines.
    var methodTail: [String] {
        switch self {
        case .objectiveC: ["    return items.count;", "}"]
        case .swift: ["        return items.count", "    }"]
        case .java: ["        return items.length;", "    }"]
        case .kotlin: ["        return items.size", "    }"]
        }
    }

    /// One line of ordinary code (`index` varies it; every fourth is a comment).
    func filler(_ index: Int, value: UInt64) -> String {
        if index % 4 == 0 { return indent + "// accumulate the totals for row \(value)" }
        switch self {
        case .objectiveC: return indent + "NSInteger value\(index) = [[items objectAtIndex:\(index)] integerValue] * \(value);"
        case .swift: return indent + "let value\(index) = items.reduce(\(value)) { $0 + $1 * \(index) }"
        case .java: return indent + "int value\(index) = items[\(index)] * \(value) + cart.total();"
        case .kotlin: return indent + "val value\(index) = items.fold(\(value)) { sum, item -> sum + item * \(index) }"
        }
    }

    /// The legacy uses planted in this language.
    var uses: [LegacySnippets.Use] {
        switch self {
        case .objectiveC: LegacySnippets.objectiveCUses
        case .swift: LegacySnippets.swiftUses
        case .java: LegacySnippets.javaUses
        case .kotlin: LegacySnippets.kotlinUses
        }
    }

    /// The decoys (the names in comments and strings, the app's own same-named methods).
    var decoys: [[String]] {
        switch self {
        case .objectiveC: LegacySnippets.objectiveCDecoys
        case .swift: LegacySnippets.swiftDecoys
        case .java: LegacySnippets.javaDecoys
        case .kotlin: LegacySnippets.kotlinDecoys
        }
    }
}
