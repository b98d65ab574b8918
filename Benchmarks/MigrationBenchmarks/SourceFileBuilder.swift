/// Builds one generated source file, block by block, remembering the lines of planted legacy uses.
struct SourceFileBuilder {
    let swift: Bool
    let className: String
    private(set) var lines: [String] = []
    private(set) var plantedLines: [Int] = []

    init(swift: Bool, className: String) {
        self.swift = swift
        self.className = className
        if swift {
            lines = ["import UIKit", "", "final class \(className): UIViewController {", "    private let cart = Cart()", ""]
        } else {
            lines = ["#import \"\(className).h\"", "#import \"PayPal.h\"", "", "@implementation \(className)", ""]
        }
    }

    var lineCount: Int { lines.count + 1 }
    var text: String { (lines + [swift ? "}" : "@end"]).joined(separator: "\n") + "\n" }

    /// Appends one method: ordinary code, and with some probability a legacy use or a decoy.
    mutating func appendBlock(using random: inout SeededGenerator) {
        let method = "method\(lines.count)"
        let roll = random.next() % 100
        if swift {
            lines.append("    func \(method)(_ items: [Int]) -> Int {")
            appendFiller(using: &random, indent: "        ")
            if roll < 12 { plant(swiftUse(Int(random.next() % 4))) }
            if roll >= 12 && roll < 24 { lines += swiftDecoy(Int(random.next() % 4)) }
            lines.append("        return items.count")
            lines.append("    }")
        } else {
            lines.append("- (NSInteger)\(method):(NSArray *)items {")
            appendFiller(using: &random, indent: "    ")
            if roll < 12 { plant(objectiveCUse(Int(random.next() % 4))) }
            if roll >= 12 && roll < 24 { lines.append(objectiveCDecoy(Int(random.next() % 4))) }
            lines.append("    return items.count;")
            lines.append("}")
        }
        lines.append("")
    }

    private mutating func plant(_ line: String) {
        lines.append(line)
        plantedLines.append(lines.count)
    }

    private mutating func appendFiller(using random: inout SeededGenerator, indent: String) {
        for index in 0..<(3 + Int(random.next() % 8)) {
            let value = random.next() % 1000
            if swift {
                lines.append(indent + (index % 4 == 0 ? "// accumulate the totals for row \(value)" : "let value\(index) = items.reduce(\(value)) { $0 + $1 * \(index) }"))
            } else {
                lines.append(indent + (index % 4 == 0 ? "// accumulate the totals for row \(value)" : "NSInteger value\(index) = [[items objectAtIndex:\(index)] integerValue] * \(value);"))
            }
        }
    }

    private func objectiveCUse(_ kind: Int) -> String {
        switch kind {
        case 0: "    [[PayPal getPayPalInst] checkoutWithPayment:self.payment];"
        case 1: "    [PayPal getPayPalInst].shippingEnabled = TRUE;"
        case 2: "    [PayPal initializeWithAppID:@\"APP-80W284485P519543T\" forEnvironment:ENV_SANDBOX];"
        default: "    PayPalPayment *payment = [[[PayPalPayment alloc] init] autorelease];"
        }
    }

    private func objectiveCDecoy(_ kind: Int) -> String {
        switch kind {
        case 0: "    // was: [[PayPal getPayPalInst] checkoutWithPayment:payment];"
        case 1: "    NSLog(@\"checkoutWithPayment: is done by PayPal on the server now\");"
        case 2: "    [cart checkoutWithPayment:self.order];"
        default: "    /* ENV_SANDBOX and PayPalPayment were the 2011 names */"
        }
    }

    private func swiftUse(_ kind: Int) -> String {
        switch kind {
        case 0: "        PayPal.getPayPalInst().checkout(with: payment)"
        case 1: "        PayPal.getPayPalInst().shippingEnabled = true"
        case 2: "        PayPal.initialize(withAppID: \"APP-80W284485P519543T\", forEnvironment: ENV_SANDBOX)"
        default: "        let payment = PayPalPayment()"
        }
    }

    private func swiftDecoy(_ kind: Int) -> [String] {
        switch kind {
        case 0: ["        // was: PayPal.getPayPalInst().checkout(with: payment)"]
        case 1: ["        print(\"PayPal.initialize(withAppID:) is gone; ENV_SANDBOX too\")"]
        case 2: ["        cart.checkoutWithPayment(order)"]
        default: ["        let note = \"\"\"", "            PayPalPayment moved to the server", "            \"\"\""]
        }
    }
}
