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
    /// How many digits the first group needs before the integer is grouped at all (1: `1,000`; 2:
    /// `1000` but `10,000`), `nil` for the locale's (``NumberSymbols``).
    var minimumGroupingDigits: Int?
    /// Powers of ten to multiply by before formatting (percent: 2, permille: 3).
    var multiplierPowerOfTen = 0
    /// A decimal multiplier such as `scale/0.5`, applied before the power of ten.
    var scale: DecimalNumber?
    var roundingRule: RoundingRule = .halfEven
    /// Rounds to a multiple of this many units of the last fraction digit kept (`5` with two
    /// fraction digits: to 0.05); used with fraction digits only.
    var roundingIncrement = 1
    /// Which of significant and fraction digits rounds (JavaScript's `roundingPriority`).
    var roundingPriority: RoundingPriority = .auto
    /// Whether the fraction is left out when every digit of it is zero once rounded (JavaScript's
    /// `trailingZeroDisplay: "stripIfInteger"`).
    var stripsZeroFractionOfIntegers = false
    /// When a sign is shown.
    var signDisplay: SignDisplay = .auto
    /// Text around the number (percent sign, literal affixes of a pattern).
    var prefix = ""
    var suffix = ""

    /// When a format shows the sign of a number.
    enum SignDisplay: Sendable, Hashable {
        /// Only for negative numbers, negative zero included (`-0`, ICU's `sign-auto`).
        case auto
        /// Only for negative numbers, not negative zero (ICU's `sign-negative`, ECMA-402's
        /// `negative`).
        case negative
        /// Always (`+5`, `-5`, `+0`, `-0` for negative zero).
        case always
        /// Never.
        case never
        /// For numbers other than zero (negative zero included).
        case exceptZero
    }

    /// Which rounding wins when both significant and fraction digits are set.
    enum RoundingPriority: Sendable, Hashable {
        /// Significant digits when they are set, else fraction digits.
        case auto
        /// The one that keeps more digits (significant digits when both keep as many).
        case morePrecision
        /// The one that keeps fewer digits (fraction digits when both keep as many).
        case lessPrecision
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
        var rounded: DecimalNumber
        switch (roundingPriority, significantDigits) {
        case (.auto, let significant?): rounded = roundedToSignificantDigits(number, significant)
        case (.auto, nil): rounded = roundedToFractionDigits(number)
        case (.morePrecision, _), (.lessPrecision, _):
            // Both roundings, and the one that keeps more (or fewer) digits: the position of the
            // last digit each keeps decides, as in ECMA-402's FormatNumericToString.
            let significant = significantDigits ?? 1...21
            let bySignificance = roundedToSignificantDigits(number, significant)
            let byFraction = roundedToFractionDigits(number)
            let significantLast = bySignificance.exponent - significant.upperBound + 1
            let significantIsMorePrecise = significantLast <= -maximumFractionDigits
            rounded = significantIsMorePrecise == (roundingPriority == .morePrecision) ? bySignificance : byFraction
        }
        if stripsZeroFractionOfIntegers, rounded.fractionDigits.allSatisfy({ $0 == 0 }) {
            rounded.fractionDigits = []
        }
        return rounded
    }

    private func roundedToSignificantDigits(_ number: DecimalNumber, _ digits: ClosedRange<Int>) -> DecimalNumber {
        var number = number
        number.round(significantDigits: digits.upperBound, mode: roundingRule)
        let integerCount = number.integerDigits.count
        let minimumFraction = max(0, digits.lowerBound - max(integerCount, 0))
        number.trimTrailingZeros(keeping: minimumFraction)
        number.pad(fractionDigits: minimumFraction)
        return number
    }

    private func roundedToFractionDigits(_ number: DecimalNumber) -> DecimalNumber {
        var number = number
        if roundingIncrement > 1 {
            number.round(increment: roundingIncrement, fractionDigits: maximumFractionDigits, mode: roundingRule)
        } else {
            number.round(fractionDigits: maximumFractionDigits, mode: roundingRule)
        }
        number.trimTrailingZeros(keeping: minimumFractionDigits)
        number.pad(fractionDigits: minimumFractionDigits)
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
        case .negative: showsSign = number.isBelowZero
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
            && count >= symbols.primaryGroupSize + (minimumGroupingDigits ?? symbols.minimumGroupingDigits)
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
