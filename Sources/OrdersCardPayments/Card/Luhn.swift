/// The Luhn (mod 10) check digit algorithm that card numbers use to catch typing mistakes.
enum Luhn {
    /// Whether `digits` (ASCII digits only) pass the Luhn check.
    static func isValid(_ digits: some StringProtocol) -> Bool {
        guard !digits.isEmpty else { return false }
        var sum = 0
        for (offset, character) in digits.reversed().enumerated() {
            guard let digit = character.wholeNumberValue, character.isASCII else { return false }
            if offset.isMultiple(of: 2) {
                sum += digit
            } else {
                let doubled = digit * 2
                sum += doubled > 9 ? doubled - 9 : doubled
            }
        }
        return sum.isMultiple(of: 10)
    }

    /// The check digit that completes `payload` (ASCII digits) into a valid number.
    static func checkDigit(for payload: some StringProtocol) -> Int {
        for candidate in 0...9 where isValid(payload + String(candidate)) { return candidate }
        return 0
    }
}
