/// The operands of a number that CLDR plural rules test (UTS #35, "Plural Operand Meanings").
///
/// Plural selection depends on how a number is *shown*, not only on its value: "1" is singular in
/// English, "1.0" is not. Operands are therefore built from integers, from decimal strings that keep
/// their trailing zeros, from `Decimal`, or from a `Double` together with the number of fraction
/// digits that will be visible — never from a bare floating-point value.
///
/// | operand | meaning | `1.50` | `1.2c6` |
/// |---|---|---|---|
/// | `n` | absolute value | 1.5 | 1200000 |
/// | `i` | integer digits | 1 | 1200000 |
/// | `v` | number of visible fraction digits, with trailing zeros | 2 | 0 |
/// | `w` | number of visible fraction digits, without trailing zeros | 1 | 0 |
/// | `f` | visible fraction digits, with trailing zeros, as an integer | 50 | 0 |
/// | `t` | visible fraction digits, without trailing zeros, as an integer | 5 | 0 |
/// | `c`, `e` | exponent of the compact decimal notation | 0 | 6 |
///
/// Integers of any size are supported: the rules only ever compare against small values or take
/// a remainder by a power of ten, so `i`, `f` and `t` are kept exactly modulo 10¹⁸ and, beyond that,
/// as "larger than any rule value".
public struct PluralOperands: Hashable, Sendable {
    /// 10¹⁸: every modulus CLDR uses divides it, so remainders of values kept modulo it are exact.
    @usableFromInline static let lowDigitsModulus: UInt64 = 1_000_000_000_000_000_000

    /// `i`, or `UInt64.max` when `i` ≥ 10¹⁸.
    @usableFromInline var integerValue: UInt64
    /// `i` modulo 10¹⁸.
    @usableFromInline var integerLow: UInt64
    /// `f`, or `UInt64.max` when `f` ≥ 10¹⁸.
    @usableFromInline var fractionValue: UInt64
    /// `f` modulo 10¹⁸.
    @usableFromInline var fractionLow: UInt64
    /// `t`, or `UInt64.max` when `t` ≥ 10¹⁸.
    @usableFromInline var trimmedFractionValue: UInt64
    /// `t` modulo 10¹⁸.
    @usableFromInline var trimmedFractionLow: UInt64
    /// `v`.
    public let visibleFractionDigitCount: Int
    /// `w`.
    public let trimmedFractionDigitCount: Int
    /// `c` (and `e`).
    public let exponent: Int

    /// The operands of an integer.
    @inlinable
    public init<T: BinaryInteger>(_ value: T) {
        let magnitude = value.magnitude
        if let limit = T.Magnitude(exactly: Self.lowDigitsModulus), magnitude >= limit {
            self.init(largeIntegerLow: UInt64(magnitude % limit))
        } else {
            self.init(integer: UInt64(magnitude))
        }
    }

    /// The operands of an integer below 10¹⁸.
    @usableFromInline
    init(integer: UInt64) {
        integerValue = integer
        integerLow = integer
        fractionValue = 0
        fractionLow = 0
        trimmedFractionValue = 0
        trimmedFractionLow = 0
        visibleFractionDigitCount = 0
        trimmedFractionDigitCount = 0
        exponent = 0
    }

    /// The operands of an integer of 10¹⁸ or more, given its value modulo 10¹⁸.
    @usableFromInline
    init(largeIntegerLow: UInt64) {
        self.init(integer: 0)
        integerValue = .max
        integerLow = largeIntegerLow
    }

    /// Operands from their parts; values of 10¹⁸ or more saturate as described above.
    @inlinable @inline(__always)
    init(
        integerLow: UInt64, integerIsLarge: Bool,
        fractionLow: UInt64, fractionIsLarge: Bool,
        trimmedFractionLow: UInt64, trimmedFractionIsLarge: Bool,
        visibleFractionDigitCount: Int, trimmedFractionDigitCount: Int, exponent: Int
    ) {
        self.integerLow = integerLow
        self.integerValue = integerIsLarge ? .max : integerLow
        self.fractionLow = fractionLow
        self.fractionValue = fractionIsLarge ? .max : fractionLow
        self.trimmedFractionLow = trimmedFractionLow
        self.trimmedFractionValue = trimmedFractionIsLarge ? .max : trimmedFractionLow
        self.visibleFractionDigitCount = visibleFractionDigitCount
        self.trimmedFractionDigitCount = trimmedFractionDigitCount
        self.exponent = exponent
    }

    /// `i`, the integer digits; `nil` when they do not fit below 10¹⁸.
    public var integerDigits: UInt64? { integerValue == .max ? nil : integerValue }
    /// `f`, the visible fraction digits as an integer; `nil` when there are too many to fit below 10¹⁸.
    public var fractionDigits: UInt64? { fractionValue == .max ? nil : fractionValue }
    /// `t`, `f` without trailing zeros; `nil` when it does not fit below 10¹⁸.
    public var trimmedFractionDigits: UInt64? { trimmedFractionValue == .max ? nil : trimmedFractionValue }
    /// Whether the number has no non-zero fraction digit (`n` is an integer).
    public var isInteger: Bool { fractionValue == 0 }

    /// Whether the number is written as a plain integer: no fraction digits at all, no exponent.
    /// Every operand but `n` and `i` is then zero.
    var isPlainInteger: Bool { fractionValue == 0 && visibleFractionDigitCount == 0 && exponent == 0 }

    /// `n`, the absolute value, as a `Double` (approximate for large or long numbers).
    public var absoluteValue: Double {
        var value = Double(integerValue == .max ? integerLow : integerValue)
        if visibleFractionDigitCount > 0, fractionValue != .max {
            var scale = 1.0
            for _ in 0..<visibleFractionDigitCount { scale *= 10 }
            value += Double(fractionValue) / scale
        }
        return value
    }
}

extension PluralOperands: CustomStringConvertible {
    /// The operands in CLDR's notation, for example `n=1.5 i=1 v=2 w=1 f=50 t=5 c=0`.
    public var description: String {
        func text(_ value: UInt64, _ low: UInt64) -> String {
            value == .max ? "…\(low)" : "\(value)"
        }
        return "n=\(absoluteValue) i=\(text(integerValue, integerLow)) v=\(visibleFractionDigitCount) "
            + "w=\(trimmedFractionDigitCount) f=\(text(fractionValue, fractionLow)) "
            + "t=\(text(trimmedFractionValue, trimmedFractionLow)) c=\(exponent)"
    }
}
