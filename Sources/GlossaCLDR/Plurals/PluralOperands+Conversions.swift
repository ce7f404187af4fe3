#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension PluralOperands {
    /// The operands of a floating-point number shown with exactly `visibleFractionDigits` fraction
    /// digits, as a number formatter configured that way would show it.
    ///
    /// A `Double` does not know how it will be displayed, so the conversion must say it: `1.0` with
    /// one visible digit is `"1.0"` (plural `other` in English), with none it is `"1"` (`one`). The value
    /// is rounded half to even from its shortest round-trip decimal form, as ICU's formatters round.
    ///
    /// - Throws: ``PluralOperandsError`` for infinities, NaN, or a digit count outside `0...18`.
    public init(_ value: Double, visibleFractionDigits: Int) throws(PluralOperandsError) {
        guard value.isFinite else {
            throw PluralOperandsError(input: "\(value)", position: nil, reason: "not a finite number")
        }
        guard (0...18).contains(visibleFractionDigits) else {
            throw PluralOperandsError(
                input: "\(value)", position: nil,
                reason: "visible fraction digits must be between 0 and 18, not \(visibleFractionDigits)")
        }
        if let fast = Self.roundedScaledInteger(value.magnitude, fractionDigits: visibleFractionDigits) {
            self.init(scaledInteger: fast, fractionDigits: visibleFractionDigits)
        } else {
            let digits = DecimalDigits(shortestRepresentationOf: value.magnitude)
            self = digits.operands(visibleFractionDigits: visibleFractionDigits)
        }
    }

    /// The operands of a `Decimal` as it stands. Foundation normalises trailing zeros away (`1.50`
    /// becomes `1.5`), so use ``init(_:visibleFractionDigits:)-(Decimal,_)`` to say how it is shown.
    /// Returns `nil` for NaN.
    public init?(_ decimal: Decimal) {
        guard let digits = DecimalDigits(decimal) else { return nil }
        self = digits.operands(visibleFractionDigits: nil)
    }

    /// The operands of a `Decimal` shown with exactly `visibleFractionDigits` fraction digits
    /// (rounded half to even, or padded with zeros). Returns `nil` for NaN or a digit count outside
    /// `0...18`.
    public init?(_ decimal: Decimal, visibleFractionDigits: Int) {
        guard (0...18).contains(visibleFractionDigits), let digits = DecimalDigits(decimal) else { return nil }
        self = digits.operands(visibleFractionDigits: visibleFractionDigits)
    }

    /// Operands of `scaled / 10^fractionDigits`, for `scaled` below 2⁵³.
    init(scaledInteger scaled: UInt64, fractionDigits: Int) {
        let scale = powerOfTen(fractionDigits)
        let fraction = scaled % scale
        var trimmed = fraction
        var trimmedCount = fraction == 0 ? 0 : fractionDigits
        while trimmed != 0, trimmed % 10 == 0 {
            trimmed /= 10
            trimmedCount -= 1
        }
        self.init(
            integerLow: scaled / scale, integerIsLarge: false,
            fractionLow: fraction, fractionIsLarge: false,
            trimmedFractionLow: trimmed, trimmedFractionIsLarge: false,
            visibleFractionDigitCount: fractionDigits, trimmedFractionDigitCount: trimmedCount, exponent: 0)
    }

    /// `value × 10^digits` rounded half to even, when that is safe to compute in binary: the product
    /// is below 2⁵² and not within rounding error of a tie (where the binary product and the decimal
    /// value could round differently). `nil` means "take the exact decimal path".
    static func roundedScaledInteger(_ value: Double, fractionDigits: Int) -> UInt64? {
        guard fractionDigits <= 15 else { return nil }
        let scaled = value * Double(powerOfTen(fractionDigits))
        guard scaled < 4_503_599_627_370_496 else { return nil }
        let floor = scaled.rounded(.down)
        let distanceFromTie = abs(scaled - floor - 0.5)
        guard distanceFromTie > 1e-6 * max(1, scaled.ulp * 1e6) else { return nil }
        return UInt64(scaled.rounded(.toNearestOrEven))
    }
}

/// 10^exponent for 0…18.
@inline(__always)
func powerOfTen(_ exponent: Int) -> UInt64 {
    var result: UInt64 = 1
    for _ in 0..<exponent { result &*= 10 }
    return result
}
