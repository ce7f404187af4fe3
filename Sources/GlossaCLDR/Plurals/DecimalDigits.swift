#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A non-negative decimal number as a digit string and the position of its decimal point:
/// the value is `0.d₁d₂…dₙ × 10^pointPosition`. Used for the exact (slow) conversions from `Double`
/// and `Decimal`.
struct DecimalDigits {
    /// Digits 0–9, most significant first, without leading zeros (empty for zero).
    var digits: [UInt8]
    /// How many digits stand before the decimal point (may be negative or exceed `digits.count`).
    var pointPosition: Int
    /// Fraction digits the source shows beyond its significant digits (`Decimal` zero "0.00").
    var minimumFractionDigits = 0

    /// The shortest decimal form that round-trips to `value` (what `description` prints).
    init(shortestRepresentationOf value: Double) {
        var mantissa: [UInt8] = []
        var exponent = 0
        var pointSeen = false
        var digitsBeforePoint = 0
        var exponentText = ""
        var inExponent = false
        for character in String(describing: value).utf8 {
            if inExponent {
                exponentText.append(Character(Unicode.Scalar(character)))
            } else if character == UInt8(ascii: "e") || character == UInt8(ascii: "E") {
                inExponent = true
            } else if character == UInt8(ascii: ".") {
                pointSeen = true
            } else if character >= 0x30, character <= 0x39 {
                mantissa.append(character - 0x30)
                if !pointSeen { digitsBeforePoint += 1 }
            }
        }
        exponent = Int(exponentText) ?? 0
        self.init(digits: mantissa, pointPosition: digitsBeforePoint + exponent)
    }

    /// The digits of a `Decimal`; `nil` for NaN.
    init?(_ decimal: Decimal) {
        guard !decimal.isNaN else { return nil }
        let significand = decimal.significand.magnitude
        let text = "\(significand)"
        var mantissa: [UInt8] = []
        for character in text.utf8 where character >= 0x30 && character <= 0x39 {
            mantissa.append(character - 0x30)
        }
        self.init(digits: mantissa, pointPosition: mantissa.count + Int(decimal.exponent))
        if decimal.isZero { minimumFractionDigits = max(0, -Int(decimal.exponent)) }
    }

    /// Normalises: strips leading zeros (adjusting the point) and trailing zeros (keeping the value).
    init(digits: [UInt8], pointPosition: Int) {
        var digits = digits
        var point = pointPosition
        while let first = digits.first, first == 0 {
            digits.removeFirst()
            point -= 1
        }
        while let last = digits.last, last == 0 { digits.removeLast() }
        if digits.isEmpty { point = 0 }
        self.digits = digits
        self.pointPosition = point
    }

    /// Operands showing exactly `visibleFractionDigits` fraction digits (rounded half to even), or
    /// the digits as they are when `nil`.
    func operands(visibleFractionDigits: Int?) -> PluralOperands {
        let shown = visibleFractionDigits ?? max(minimumFractionDigits, digits.count - pointPosition, 0)
        let integerPlaces = max(pointPosition, 1)
        // Digit k (1-based) of `digits` has place value 10^(pointPosition - k); output slot s holds
        // place 10^(integerPlaces - 1 - s).
        func digit(_ k: Int) -> UInt8 { k >= 1 && k <= digits.count ? digits[k - 1] : 0 }
        let firstIndex = pointPosition - integerPlaces + 1
        var output: [UInt8] = (0..<(integerPlaces + shown)).map { digit(firstIndex + $0) }
        let next = pointPosition + shown + 1
        if next <= digits.count, next >= 1 {
            let first = digit(next)
            let restNonZero = digits[next...].contains { $0 != 0 }
            let lastOdd = (output.last ?? 0) % 2 == 1
            if first > 5 || (first == 5 && (restNonZero || lastOdd)) {
                var index = output.count - 1
                while index >= 0, output[index] == 9 {
                    output[index] = 0
                    index -= 1
                }
                if index >= 0 { output[index] += 1 } else { output.insert(1, at: 0) }
            }
        }
        let integerCount = output.count - shown
        var text = String(decoding: output[..<integerCount].map { $0 + 0x30 }, as: UTF8.self)
        if shown > 0 {
            text += "." + String(decoding: output[integerCount...].map { $0 + 0x30 }, as: UTF8.self)
        }
        var scanner = DecimalScanner()
        guard (try? scanner.scan(text.utf8)) != nil else { return PluralOperands(0) }
        return scanner.operands(text: text.utf8)
    }
}
