extension PluralOperands {
    /// Parses a decimal number written as CLDR writes plural samples, keeping every visible digit.
    ///
    /// Accepted: an optional sign, integer digits, optionally `.` and fraction digits, optionally a
    /// compact exponent `c` or `e` and its digits. `"1.0"` keeps its fraction digit (`v = 1`), `"1.2c6"`
    /// means 1,200,000 in compact notation (`i = 1200000`, `c = 6`), `"1.0000001c6"` means 1,000,000.1.
    /// Nothing else is accepted: no spaces, no grouping separators, no `∞`.
    ///
    /// - Throws: ``PluralOperandsError`` naming the first offending character and its position.
    public init(parsing string: String) throws(PluralOperandsError) {
        var scanner = DecimalScanner()
        do {
            try scanner.scan(string.utf8)
        } catch let failure {
            throw PluralOperandsError(input: string, position: failure.position, reason: failure.reason)
        }
        self = scanner.operands(text: string.utf8)
    }
}

/// Splits a decimal literal into integer digits, fraction digits and compact exponent, without
/// allocating, then folds the digits into operands.
struct DecimalScanner {
    struct Failure: Error {
        let position: Int?
        let reason: String
    }

    /// Byte offsets in the input: integer digits are `integerStart..<integerEnd`, fraction digits
    /// `fractionStart..<fractionEnd`.
    var integerStart = 0
    var integerEnd = 0
    var fractionStart = 0
    var fractionEnd = 0
    var exponent = 0

    mutating func scan(_ bytes: String.UTF8View) throws(Failure) {
        var index = 0
        var iterator = bytes.makeIterator()
        var current = iterator.next()
        func describe(_ byte: UInt8) -> String {
            byte < 0x80
                ? "unexpected character \"\(Character(Unicode.Scalar(byte)))\"" : "unexpected non-ASCII character"
        }
        guard current != nil else { throw Failure(position: nil, reason: "empty input") }
        if current == UInt8(ascii: "-") || current == UInt8(ascii: "+") {
            current = iterator.next()
            index += 1
        }
        integerStart = index
        while let byte = current, byte >= 0x30, byte <= 0x39 {
            current = iterator.next()
            index += 1
        }
        integerEnd = index
        guard integerEnd > integerStart else {
            if let byte = current { throw Failure(position: index + 1, reason: describe(byte)) }
            throw Failure(position: nil, reason: "no digits")
        }
        fractionStart = index
        fractionEnd = index
        if current == UInt8(ascii: ".") {
            current = iterator.next()
            index += 1
            fractionStart = index
            while let byte = current, byte >= 0x30, byte <= 0x39 {
                current = iterator.next()
                index += 1
            }
            fractionEnd = index
            guard fractionEnd > fractionStart else {
                throw Failure(position: index, reason: "a decimal point must be followed by digits")
            }
        }
        if current == UInt8(ascii: "c") || current == UInt8(ascii: "e") {
            current = iterator.next()
            index += 1
            let exponentStart = index
            while let byte = current, byte >= 0x30, byte <= 0x39 {
                guard exponent < 1_000 else { throw Failure(position: index + 1, reason: "exponent too large") }
                exponent = exponent * 10 + Int(byte - 0x30)
                current = iterator.next()
                index += 1
            }
            guard index > exponentStart else {
                if let byte = current { throw Failure(position: index + 1, reason: describe(byte)) }
                throw Failure(position: index, reason: "an exponent needs digits")
            }
        }
        if let byte = current { throw Failure(position: index + 1, reason: describe(byte)) }
    }

    /// Folds the scanned digits into operands. With a compact exponent `c`, the first `c` fraction
    /// digits move into the integer part (padded with zeros when there are fewer).
    func operands(text bytes: String.UTF8View) -> PluralOperands {
        var integer = DigitAccumulator()
        var fraction = DigitAccumulator()
        var trimmed = DigitAccumulator()
        let fractionCount = fractionEnd - fractionStart
        let shifted = min(exponent, fractionCount)
        // Last non-zero digit among those that stay in the fraction.
        var lastNonZero = -1
        var offset = 0
        for byte in bytes {
            defer { offset += 1 }
            if offset >= integerStart, offset < integerEnd {
                integer.append(byte - 0x30)
            } else if offset >= fractionStart, offset < fractionEnd {
                let position = offset - fractionStart
                if position < shifted {
                    integer.append(byte - 0x30)
                } else if byte != 0x30 {
                    lastNonZero = position
                }
            }
        }
        for _ in 0..<(exponent - shifted) { integer.append(0) }
        offset = 0
        for byte in bytes {
            defer { offset += 1 }
            guard offset >= fractionStart + shifted, offset < fractionEnd else { continue }
            fraction.append(byte - 0x30)
            if offset - fractionStart <= lastNonZero { trimmed.append(byte - 0x30) }
        }
        return PluralOperands(
            integerLow: integer.low, integerIsLarge: integer.isLarge,
            fractionLow: fraction.low, fractionIsLarge: fraction.isLarge,
            trimmedFractionLow: trimmed.low, trimmedFractionIsLarge: trimmed.isLarge,
            visibleFractionDigitCount: fractionCount - shifted,
            trimmedFractionDigitCount: lastNonZero < 0 ? 0 : lastNonZero + 1 - shifted,
            exponent: exponent)
    }
}

/// Accumulates decimal digits into a value kept exactly modulo 10¹⁸, remembering whether the whole
/// value reached 10¹⁸.
struct DigitAccumulator {
    var low: UInt64 = 0
    var significantDigits = 0

    var isLarge: Bool { significantDigits > 18 }

    mutating func append(_ digit: UInt8) {
        low = (low &* 10 &+ UInt64(digit)) % PluralOperands.lowDigitsModulus
        if significantDigits > 0 || digit != 0 { significantDigits += 1 }
    }
}
