import GlossaCLDR

/// A decimal number as digits, for formatting without binary floating-point surprises: `1.005` rounds
/// as written, trailing zeros are kept until a format drops them.
struct DecimalNumber: Sendable, Hashable {
    /// Whether the number is below zero, or is negative zero: a negative number that rounding made
    /// zero keeps its sign, as in ICU (`signDisplay` `auto` shows `-0`), JavaScript's `Intl` and C's
    /// `printf`. Zero as written (`-0`, `0`) has none.
    var isNegative: Bool
    /// Integer digits, most significant first, without leading zeros (empty for zero).
    var integerDigits: [UInt8]
    /// Fraction digits as shown, including trailing zeros.
    var fractionDigits: [UInt8]

    /// Whether every digit is zero (negative zero included).
    var isZero: Bool { integerDigits.allSatisfy { $0 == 0 } && fractionDigits.allSatisfy { $0 == 0 } }

    /// Parses plain or scientific decimal text: `-12.50`, `1e-05`, `1.2E+20`. `nil` for anything else
    /// (including `inf` and `nan`).
    init?(text: some StringProtocol) {
        var bytes = Substring(text).utf8[...]
        var negative = false
        if let first = bytes.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            negative = first == UInt8(ascii: "-")
            bytes = bytes.dropFirst()
        }
        var mantissa: [UInt8] = []
        var pointPosition: Int?
        var exponent = 0
        var sawDigit = false
        var index = bytes.startIndex
        while index != bytes.endIndex {
            let byte = bytes[index]
            if (0x30...0x39).contains(byte) {
                mantissa.append(byte - 0x30)
                sawDigit = true
            } else if byte == UInt8(ascii: "."), pointPosition == nil {
                pointPosition = mantissa.count
            } else if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
                guard sawDigit, let value = Int(String(decoding: bytes[bytes.index(after: index)...], as: UTF8.self)),
                    value.magnitude < 10_000
                else { return nil }
                exponent = value
                break
            } else {
                return nil
            }
            index = bytes.index(after: index)
        }
        guard sawDigit else { return nil }
        let point = (pointPosition ?? mantissa.count) + exponent
        if point <= 0 {
            integerDigits = []
            fractionDigits = Array(repeating: 0, count: -point) + mantissa
        } else if point >= mantissa.count {
            integerDigits = mantissa + Array(repeating: 0, count: point - mantissa.count)
            fractionDigits = []
        } else {
            integerDigits = Array(mantissa[..<point])
            fractionDigits = Array(mantissa[point...])
        }
        if exponent != 0, pointPosition == nil || exponent > 0 {
            // Scientific input shows no meaningful trailing zeros.
            while fractionDigits.last == 0 { fractionDigits.removeLast() }
        }
        while integerDigits.first == 0 { integerDigits.removeFirst() }
        isNegative = negative && !(integerDigits.isEmpty && fractionDigits.allSatisfy { $0 == 0 })
    }

    /// The digits of an integer.
    init(integer magnitude: UInt64, negative: Bool) {
        var digits: [UInt8] = []
        var rest = magnitude
        while rest > 0 {
            digits.append(UInt8(rest % 10))
            rest /= 10
        }
        integerDigits = digits.reversed()
        fractionDigits = []
        isNegative = negative && magnitude != 0
    }

    /// The digits of a message number, as it is shown (`1.50` keeps its zero); `nil` for infinities and NaN.
    init?(_ number: MessageNumber) {
        if number.isInteger, let integer = number.operands.integerDigits {
            self.init(integer: integer, negative: number.value < 0)
        } else {
            self.init(text: number.text)
        }
    }

    /// Moves the decimal point `places` to the right (percent: 2) or to the left (negative).
    mutating func shift(by places: Int) {
        if places > 0 {
            for _ in 0..<places {
                integerDigits.append(fractionDigits.isEmpty ? 0 : fractionDigits.removeFirst())
            }
        } else if places < 0 {
            for _ in 0..<(-places) {
                fractionDigits.insert(integerDigits.popLast() ?? 0, at: 0)
            }
        }
        while integerDigits.first == 0 { integerDigits.removeFirst() }
    }

    /// Rounds to at most `maximum` fraction digits.
    mutating func round(fractionDigits maximum: Int, mode: RoundingRule = .halfEven) {
        guard fractionDigits.count > maximum, maximum >= 0 else { return }
        let dropped = fractionDigits[maximum...]
        let kept = Array(fractionDigits[..<maximum])
        let last: UInt8 = maximum > 0 ? kept[maximum - 1] : (integerDigits.last ?? 0)
        fractionDigits = kept
        if Self.roundsUp(dropped: dropped, last: last, negative: isNegative, mode: mode) { incrementLastDigit() }
    }

    /// Rounds to `count` significant digits.
    mutating func round(significantDigits count: Int, mode: RoundingRule = .halfEven) {
        let all = integerDigits + fractionDigits
        guard let firstNonZero = all.firstIndex(where: { $0 != 0 }) else { return }
        let position = firstNonZero + count  // digits kept from the start of `all`
        let fractionPlaces = position - integerDigits.count
        if fractionPlaces >= 0 {
            round(fractionDigits: fractionPlaces, mode: mode)
        } else {
            // Round away integer digits: shift left, round, shift back.
            shift(by: fractionPlaces)
            round(fractionDigits: 0, mode: mode)
            shift(by: -fractionPlaces)
            fractionDigits = []
        }
    }

    /// Rounds to a multiple of `increment` units of the last of `places` fraction digits (`5`, `2`:
    /// to a multiple of 0.05). `increment` is 1, 2, 5 or 25 times a power of ten.
    mutating func round(increment: Int, fractionDigits places: Int, mode: RoundingRule = .halfEven) {
        var mantissa = increment
        var power = 0
        while mantissa > 1, mantissa % 10 == 0 {
            mantissa /= 10
            power += 1
        }
        // Dividing by the mantissa is multiplying by its complement to a power of ten.
        let (factor, extraPower): (UInt8, Int)
        switch mantissa {
        case 2: (factor, extraPower) = (5, 1)
        case 5: (factor, extraPower) = (2, 1)
        case 25: (factor, extraPower) = (4, 2)
        default: (factor, extraPower) = (1, 0)
        }
        let mantissaFactor = UInt8(factor == 1 ? 1 : mantissa)
        // The number in units of the increment, rounded to a whole number of them, and back.
        shift(by: places - power - extraPower)
        multiply(by: factor)
        round(fractionDigits: 0, mode: mode)
        fractionDigits = []
        multiply(by: mantissaFactor)
        shift(by: power - places)
    }

    /// Multiplies the digits by a small factor (at most 25).
    private mutating func multiply(by factor: UInt8) {
        guard factor > 1 else { return }
        var carry = 0
        var fraction = fractionDigits
        for index in fraction.indices.reversed() {
            let product = Int(fraction[index]) * Int(factor) + carry
            fraction[index] = UInt8(product % 10)
            carry = product / 10
        }
        var integer = integerDigits
        for index in integer.indices.reversed() {
            let product = Int(integer[index]) * Int(factor) + carry
            integer[index] = UInt8(product % 10)
            carry = product / 10
        }
        while carry > 0 {
            integer.insert(UInt8(carry % 10), at: 0)
            carry /= 10
        }
        while integer.first == 0 { integer.removeFirst() }
        integerDigits = integer
        fractionDigits = fraction
    }

    /// The power of ten of the first significant digit (`123.4`: 2, `0.05`: -2), 0 for zero.
    var exponent: Int {
        if !integerDigits.isEmpty { return integerDigits.count - 1 }
        guard let first = fractionDigits.firstIndex(where: { $0 != 0 }) else { return 0 }
        return -(first + 1)
    }

    private static func roundsUp(dropped: ArraySlice<UInt8>, last: UInt8, negative: Bool, mode: RoundingRule) -> Bool {
        guard let first = dropped.first else { return false }
        let rest = dropped.dropFirst().contains { $0 != 0 }
        let nonZero = first != 0 || rest
        switch mode {
        case .halfEven:
            if first > 5 || (first == 5 && rest) { return true }
            return first == 5 && last % 2 == 1
        case .halfUp: return first >= 5
        case .halfDown: return first > 5 || (first == 5 && rest)
        case .halfCeiling: return first > 5 || (first == 5 && (rest || !negative))
        case .halfFloor: return first > 5 || (first == 5 && (rest || negative))
        case .up: return nonZero
        case .down: return false
        case .ceiling: return nonZero && !negative
        case .floor: return nonZero && negative
        }
    }

    private mutating func incrementLastDigit() {
        var index = fractionDigits.count - 1
        while index >= 0 {
            if fractionDigits[index] == 9 {
                fractionDigits[index] = 0
                index -= 1
            } else {
                fractionDigits[index] += 1
                return
            }
        }
        var integerIndex = integerDigits.count - 1
        while integerIndex >= 0 {
            if integerDigits[integerIndex] == 9 {
                integerDigits[integerIndex] = 0
                integerIndex -= 1
            } else {
                integerDigits[integerIndex] += 1
                return
            }
        }
        integerDigits.insert(1, at: 0)
    }

    /// Drops trailing fraction zeros, keeping at least `minimum` fraction digits.
    mutating func trimTrailingZeros(keeping minimum: Int = 0) {
        while fractionDigits.count > minimum, fractionDigits.last == 0 { fractionDigits.removeLast() }
    }

    /// Pads the fraction with zeros to at least `minimum` digits.
    mutating func pad(fractionDigits minimum: Int) {
        if fractionDigits.count < minimum {
            fractionDigits += Array(repeating: 0, count: minimum - fractionDigits.count)
        }
    }

    /// Whether the number is below zero: negative and not negative zero.
    var isBelowZero: Bool { isNegative && !isZero }

    /// ASCII text without grouping: `-1234.50` (`-0` for negative zero).
    var plainText: String {
        var text = isNegative ? "-" : ""
        text += integerDigits.isEmpty ? "0" : String(decoding: integerDigits.map { $0 + 0x30 }, as: UTF8.self)
        if !fractionDigits.isEmpty { text += "." + String(decoding: fractionDigits.map { $0 + 0x30 }, as: UTF8.self) }
        return text
    }

    /// The plural operands of the number as shown.
    var operands: PluralOperands {
        // An integer of up to 18 digits (a count, mostly) is its value, read without making text.
        if fractionDigits.isEmpty, integerDigits.count <= 18 {
            var value: UInt64 = 0
            for digit in integerDigits { value = value &* 10 &+ UInt64(digit) }
            return PluralOperands(value)
        }
        var text = integerDigits.isEmpty ? "0" : String(decoding: integerDigits.map { $0 + 0x30 }, as: UTF8.self)
        if !fractionDigits.isEmpty { text += "." + String(decoding: fractionDigits.map { $0 + 0x30 }, as: UTF8.self) }
        return (try? PluralOperands(parsing: text)) ?? PluralOperands(0)
    }

    /// The value as a floating-point number (for exact-value matches).
    var doubleValue: Double { Double(plainText) ?? 0 }
}

/// How digits beyond a format's precision are rounded (ICU's rounding modes): `up` is away from
/// zero, `down` toward it, and the `half` modes say where a tie goes.
enum RoundingRule: String, Sendable, Hashable, CaseIterable {
    case halfEven, halfUp, halfDown, halfCeiling, halfFloor, up, down, ceiling, floor
}
