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
            // The common case: exact in binary, no tie.
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
    @inline(__always)
    init(scaledInteger scaled: UInt64, fractionDigits: Int) {
        let integer: UInt64
        let fraction: UInt64
        switch fractionDigits {  // constant divisors for the common digit counts
        case 0: (integer, fraction) = (scaled, 0)
        case 1: (integer, fraction) = (scaled / 10, scaled % 10)
        case 2: (integer, fraction) = (scaled / 100, scaled % 100)
        case 3: (integer, fraction) = (scaled / 1000, scaled % 1000)
        default:
            let scale = powerOfTen(fractionDigits)
            (integer, fraction) = (scaled / scale, scaled % scale)
        }
        var trimmed = fraction
        var trimmedCount = fraction == 0 ? 0 : fractionDigits
        while trimmed != 0, trimmed % 10 == 0 {
            trimmed /= 10
            trimmedCount -= 1
        }
        self.init(
            integerLow: integer, integerIsLarge: false,
            fractionLow: fraction, fractionIsLarge: false,
            trimmedFractionLow: trimmed, trimmedFractionIsLarge: false,
            visibleFractionDigitCount: fractionDigits, trimmedFractionDigitCount: trimmedCount, exponent: 0)
    }

    /// `value × 10^digits` rounded half to even, when that is safe to compute in binary: the product
    /// is below 2⁵² and not within rounding error of a tie (where the binary product and the decimal
    /// value could round differently). `nil` means "take the exact decimal path".
    @inline(__always)
    static func roundedScaledInteger(_ value: Double, fractionDigits: Int) -> UInt64? {
        guard fractionDigits <= 15 else { return nil }
        let scaled = value * doublePowerOfTen(fractionDigits)
        guard scaled < 4_503_599_627_370_496 else { return nil }
        let truncated = UInt64(scaled)
        let fraction = scaled - Double(truncated)
        // The product carries at most a few units in the last place of error; within that of a
        // tie, only the exact decimal path can tell which way to round.
        guard abs(fraction - 0.5) > scaled * 0x1p-50 + 0x1p-60 else { return nil }
        return fraction > 0.5 ? truncated + 1 : truncated
    }
}

/// 10^exponent as a double, exact for 0…15 (a switch: no lazily initialised table on the hot path).
@inline(__always)
private func doublePowerOfTen(_ exponent: Int) -> Double {
    switch exponent {
    case 0: 1
    case 1: 10
    case 2: 100
    case 3: 1000
    case 4: 1e4
    case 5: 1e5
    case 6: 1e6
    case 7: 1e7
    case 8: 1e8
    case 9: 1e9
    case 10: 1e10
    case 11: 1e11
    case 12: 1e12
    case 13: 1e13
    case 14: 1e14
    default: 1e15
    }
}

/// 10^exponent for 0…18.
@inline(__always)
func powerOfTen(_ exponent: Int) -> UInt64 {
    var result: UInt64 = 1
    for _ in 0..<exponent { result &*= 10 }
    return result
}
