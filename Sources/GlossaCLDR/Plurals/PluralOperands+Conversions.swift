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
    /// Inlinable, and specialised for 0…3 digits: the common case (a product exact enough in binary,
    /// away from a tie) is a multiply, an add that rounds and a division by a constant; infinities,
    /// NaN, digit counts outside `0...15` and near-ties take the exact path, out of line.
    ///
    /// - Throws: ``PluralOperandsError`` for infinities, NaN, or a digit count outside `0...18`.
    @inlinable @inline(__always)
    public init(_ value: Double, visibleFractionDigits: Int) throws(PluralOperandsError) {
        let operands: Self?
        switch visibleFractionDigits {  // constant scales (and divisors) for the common digit counts
        case 0: operands = Self(binary: value, fractionDigits: 0, scale: 1)
        case 1: operands = Self(binary: value, fractionDigits: 1, scale: 10)
        case 2: operands = Self(binary: value, fractionDigits: 2, scale: 100)
        case 3: operands = Self(binary: value, fractionDigits: 3, scale: 1000)
        case 4...15:
            operands = Self(
                binary: value, fractionDigits: visibleFractionDigits, scale: powerOfTen(visibleFractionDigits))
        default: operands = nil
        }
        guard let operands else {
            self = try Self.exactOperands(of: value, visibleFractionDigits: visibleFractionDigits)
            return
        }
        self = operands
    }

    /// ``init(_:visibleFractionDigits:)-(Double,_)`` for what its binary path leaves: the checks, and the
    /// value rounded half to even from its shortest round-trip decimal form. Out of line, so that
    /// the inlined path stays small.
    @usableFromInline
    static func exactOperands(of value: Double, visibleFractionDigits: Int) throws(PluralOperandsError) -> Self {
        guard value.isFinite else {
            throw PluralOperandsError(input: "\(value)", position: nil, reason: "not a finite number")
        }
        guard (0...18).contains(visibleFractionDigits) else {
            throw PluralOperandsError(
                input: "\(value)", position: nil,
                reason: "visible fraction digits must be between 0 and 18, not \(visibleFractionDigits)")
        }
        return DecimalDigits(shortestRepresentationOf: value.magnitude).operands(
            visibleFractionDigits: visibleFractionDigits)
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

    /// The operands of `|value|` shown with `fractionDigits` (at most 15) fraction digits, where
    /// `scale` is 10^`fractionDigits`: `|value| × scale` rounded half to even, when that is safe to
    /// compute in binary — the product below 2⁵¹ and not within rounding error of a tie (where the
    /// binary product and the decimal value could round differently). `nil` means "take the exact
    /// decimal path" (which also reports infinities and NaN).
    @inlinable @inline(__always)
    init?(binary value: Double, fractionDigits: Int, scale: UInt64) {
        let scaled = value.magnitude * Double(scale)
        // NaN and infinities fail this comparison too.
        guard scaled < 0x1p51 else { return nil }
        // Adding 2⁵² rounds to an integer (its units are ones) and leaves it in the significand's
        // bits; taking 2⁵² off again gives it as a double, and the difference is exact.
        let shifted = scaled + 0x1p52
        let difference = scaled - (shifted - 0x1p52)
        // The product carries at most a few units in the last place of error; within that of a
        // tie, only the exact decimal path can tell which way to round.
        guard 0.5 - abs(difference) > scaled * 0x1p-50 + 0x1p-60 else { return nil }
        let rounded = shifted.bitPattern & 0x000F_FFFF_FFFF_FFFF
        let (integer, fraction) = rounded.quotientAndRemainder(dividingBy: scale)
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
}

/// 10^exponent for 0…18.
@inlinable @inline(__always)
func powerOfTen(_ exponent: Int) -> UInt64 {
    var result: UInt64 = 1
    for _ in 0..<exponent { result &*= 10 }
    return result
}
