/// A decimal number format: precision, grouping, scaling and signs, written with a locale's
/// ``NumberSymbols``. ICU's default message number format is `DecimalFormat()`: at most three
/// fraction digits, rounded half-even, grouped.
struct DecimalFormat: Sendable, Hashable {
    /// At least this many integer digits (zero-padded).
    var minimumIntegerDigits = 1
    /// Fraction digits: at least, at most.
    var minimumFractionDigits = 0
    var maximumFractionDigits = 3
    /// Significant digits instead of fraction digits, when set: at least, at most.
    var significantDigits: ClosedRange<Int>?
    /// Whether integer digits are grouped.
    var usesGrouping = true
    /// Powers of ten to multiply by before formatting (percent: 2, permille: 3).
    var multiplierPowerOfTen = 0
    /// A decimal multiplier such as `scale/0.5`, applied before the power of ten.
    var scale: DecimalNumber?
    var roundingRule: RoundingRule = .halfEven
    /// When a sign is shown.
    var signDisplay: SignDisplay = .auto
    /// Text around the number (percent sign, literal affixes of a pattern).
    var prefix = ""
    var suffix = ""

    /// When a format shows the sign of a number.
    enum SignDisplay: Sendable, Hashable {
        /// Only for negative numbers.
        case auto
        /// Always (`+5`, `-5`, `+0`).
        case always
        /// Never.
        case never
        /// For numbers other than zero.
        case exceptZero
    }

    /// The default format of ICU's `{n}` and `{n, number}`.
    static let standard = DecimalFormat()

    /// Rounds `number` as this format shows it (used for plural selection on what is displayed).
    func rounded(_ number: DecimalNumber) -> DecimalNumber {
        var number = number
        if let scale, let factor = Double(scale.plainText), let value = Double(number.plainText),
            let scaled = DecimalNumber(text: String(value * factor))
        {
            number = scaled
        }
        number.shift(by: multiplierPowerOfTen)
        if let significantDigits {
            number.round(significantDigits: significantDigits.upperBound, mode: roundingRule)
            let integerCount = number.integerDigits.count
            let minimumFraction = max(0, significantDigits.lowerBound - max(integerCount, 0))
            number.trimTrailingZeros(keeping: integerCount == 0 ? minimumFraction : minimumFraction)
            number.pad(fractionDigits: minimumFraction)
        } else {
            number.round(fractionDigits: maximumFractionDigits, mode: roundingRule)
            number.trimTrailingZeros(keeping: minimumFractionDigits)
            number.pad(fractionDigits: minimumFractionDigits)
        }
        return number
    }

    /// The number formatted with `symbols`.
    func format(_ number: DecimalNumber, symbols: NumberSymbols) -> String {
        let number = rounded(number)
        var text = ""
        let negative = number.isNegative
        let showsSign: Bool
        switch signDisplay {
        case .auto: showsSign = negative
        case .never: showsSign = false
        case .always: showsSign = true
        case .exceptZero: showsSign = !number.isZero
        }
        if showsSign {
            text += negative ? symbols.minusPrefix : Self.plusPrefix(symbols)
        }
        text += prefix
        appendInteger(number.integerDigits, to: &text, symbols: symbols)
        if !number.fractionDigits.isEmpty {
            text += symbols.decimalSeparator
            for digit in number.fractionDigits { text += symbols.digits[Int(digit)] }
        }
        text += suffix
        if showsSign, negative { text += symbols.minusSuffix }
        return text
    }

    /// A plus sign in the style of the locale's minus sign (with its direction marks).
    private static func plusPrefix(_ symbols: NumberSymbols) -> String {
        symbols.minusPrefix.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "\u{2212}", with: "+")
    }

    private func appendInteger(_ digits: [UInt8], to text: inout String, symbols: NumberSymbols) {
        var digits = digits
        if digits.count < minimumIntegerDigits {
            digits.insert(contentsOf: Array(repeating: 0, count: minimumIntegerDigits - digits.count), at: 0)
        }
        let count = digits.count
        let grouped =
            usesGrouping && symbols.primaryGroupSize > 0
            && count >= symbols.primaryGroupSize + symbols.minimumGroupingDigits
        for (index, digit) in digits.enumerated() {
            if grouped, index > 0, Self.startsGroup(position: count - index, symbols: symbols) {
                text += symbols.groupingSeparator
            }
            text += symbols.digits[Int(digit)]
        }
    }

    /// Whether a separator goes before a digit that has `position` digits from it to the end (itself
    /// included): after the primary group, then after every secondary group.
    static func startsGroup(position: Int, symbols: NumberSymbols) -> Bool {
        let primary = symbols.primaryGroupSize
        if position == primary { return true }
        guard position > primary else { return false }
        return (position - primary) % max(symbols.secondaryGroupSize, 1) == 0
    }
}
