/// The exact decimal expansion of a finite `Double`, as C's `printf` rounds from it.
///
/// Every binary floating-point value is a finite decimal: `m × 2^e` is `m × 5^-e / 10^-e` when `e` is
/// negative. So `2.675` (stored as 2.67499999999999982236431605997495353221893310546875) prints as
/// `2.67` with `%.2f`, and a tie such as `0.125` with `%.2f` is exact and goes to the even digit.
/// The digits are computed with a small base-10⁹ big integer: at most 767 significant digits (the
/// smallest subnormal) and 309 integer digits (the largest double).
struct ExactDecimal: Sendable, Hashable {
    /// Significant digits (0–9), most significant first, without leading or trailing zeros; empty for zero.
    var digits: [UInt8]
    /// Where the decimal point goes: the value is `0.d₁d₂… × 10^pointPosition`.
    var pointPosition: Int

    /// The digits of `value`'s magnitude; `value` must be finite.
    init(_ value: Double) {
        let magnitude = value.magnitude
        guard magnitude != 0, magnitude.isFinite else {
            digits = []
            pointPosition = 0
            return
        }
        var significand = magnitude.significandBitPattern
        var binaryExponent: Int
        if magnitude.exponentBitPattern == 0 {
            binaryExponent = -1074
        } else {
            significand |= 1 << 52
            binaryExponent = Int(magnitude.exponentBitPattern) - 1075
        }
        let trailing = significand.trailingZeroBitCount
        significand >>= UInt64(trailing)
        binaryExponent += trailing
        var number = BigDecimalInteger(significand)
        if binaryExponent >= 0 {
            number.multiply(byPowerOf: 2, exponent: binaryExponent)
            digits = number.decimalDigits()
            pointPosition = digits.count
        } else {
            number.multiply(byPowerOf: 5, exponent: -binaryExponent)
            digits = number.decimalDigits()
            pointPosition = digits.count + binaryExponent
        }
        while digits.last == 0 { digits.removeLast() }
    }

    /// The digits kept when rounding to `count` digits from the first significant one, half to even on
    /// exact ties; `pointPosition` moves up when rounding carries into a new digit (9.99 → 10.0).
    /// The result has exactly `max(count, 0)` digits (zero-padded), except that rounding below the first
    /// digit yields no digits, or one `1` a place higher when the value rounds up to it.
    func rounded(toDigitCount count: Int) -> ExactDecimal {
        if count >= digits.count {
            return ExactDecimal(
                digits: digits + Array(repeating: 0, count: count - digits.count), pointPosition: pointPosition)
        }
        guard count >= 0 else { return ExactDecimal(digits: [], pointPosition: pointPosition + 1) }
        let first = digits[count]
        let last = count > 0 ? digits[count - 1] : 0
        let roundsUp = first > 5 || (first == 5 && (count + 1 < digits.count || last % 2 == 1))
        var kept = Array(digits[..<count])
        var point = pointPosition
        if roundsUp {
            var index = count - 1
            while index >= 0, kept[index] == 9 {
                kept[index] = 0
                index -= 1
            }
            if index >= 0 {
                kept[index] += 1
            } else {
                kept.insert(1, at: 0)
                kept.removeLast(kept.count > count && count > 0 ? 1 : 0)
                point += 1
            }
        }
        return ExactDecimal(digits: kept, pointPosition: point)
    }

    private init(digits: [UInt8], pointPosition: Int) {
        self.digits = digits
        self.pointPosition = pointPosition
    }
}

/// A non-negative integer in base 10⁹ limbs, least significant first: just enough arithmetic for
/// ``ExactDecimal`` (multiplying by powers of 2 and 5).
private struct BigDecimalInteger {
    private static let base: UInt64 = 1_000_000_000
    private var limbs: [UInt32]

    init(_ value: UInt64) {
        limbs = []
        var rest = value
        repeat {
            limbs.append(UInt32(rest % Self.base))
            rest /= Self.base
        } while rest > 0
    }

    /// Multiplies by `radix^exponent` (`radix` 2 or 5), a chunk that fits in 32 bits at a time.
    mutating func multiply(byPowerOf radix: UInt64, exponent: Int) {
        let chunkExponent = radix == 2 ? 31 : 13
        var chunk: UInt64 = 1
        for _ in 0..<chunkExponent { chunk *= radix }
        var rest = exponent
        while rest >= chunkExponent {
            multiply(by: chunk)
            rest -= chunkExponent
        }
        if rest > 0 {
            var last: UInt64 = 1
            for _ in 0..<rest { last *= radix }
            multiply(by: last)
        }
    }

    /// Multiplies by a factor below 2³².
    private mutating func multiply(by factor: UInt64) {
        var carry: UInt64 = 0
        for index in limbs.indices {
            let product = UInt64(limbs[index]) * factor + carry
            limbs[index] = UInt32(product % Self.base)
            carry = product / Self.base
        }
        while carry > 0 {
            limbs.append(UInt32(carry % Self.base))
            carry /= Self.base
        }
    }

    /// The decimal digits, most significant first, without leading zeros.
    func decimalDigits() -> [UInt8] {
        var digits: [UInt8] = []
        digits.reserveCapacity(limbs.count * 9)
        for (offset, limb) in limbs.reversed().enumerated() {
            var chunk = [UInt8](repeating: 0, count: 9)
            var rest = limb
            for position in stride(from: 8, through: 0, by: -1) {
                chunk[position] = UInt8(rest % 10)
                rest /= 10
            }
            if offset == 0 {
                digits.append(contentsOf: chunk.drop { $0 == 0 })
            } else {
                digits.append(contentsOf: chunk)
            }
        }
        return digits
    }
}
