/// C's floating-point conversions `%f %F %e %E %g %G %a %A` of a `Double`, computed without C: the
/// same characters glibc's `printf` writes, from the exact binary value (see ``ExactDecimal``), with
/// exact ties rounded half to even.
///
/// The result is split so that a localized format can swap digits and separators and the caller can
/// pad: `sign` (`-`, `+`, a space or nothing), `prefix` (`0x` for `%a`), and `body` (ASCII digits, `.`
/// and the exponent). Infinities and NaN have a body of `inf`/`nan` (`INF`/`NAN` for capitals) and
/// `isFinite == false`: C pads them with spaces even under the `0` flag.
struct PrintfFloat: Sendable, Hashable {
    /// `-`, `+`, ` ` or empty.
    var sign: String
    /// `0x`/`0X` for `%a`, otherwise empty.
    var prefix: String
    /// Digits, the decimal point and the exponent, in ASCII.
    var body: String
    /// Whether the value was finite (only finite values are zero-padded).
    var isFinite: Bool
    /// Whether the body is in fixed notation (`%f`, or `%g` choosing it): the integer digits may be grouped.
    var isFixed: Bool

    /// Formats `value` with `conversion` (one of `fFeEgGaA`), printf `flags` and `precision` (`nil` when
    /// not given: 6, or for `%a` as many hex digits as the value needs).
    init(_ value: Double, conversion: Character, flags: PrintfFlags, precision: Int?) {
        let uppercase = conversion == "F" || conversion == "E" || conversion == "G" || conversion == "A"
        let alternate = flags.contains(.alternate)
        if value.sign == .minus {
            sign = "-"
        } else if flags.contains(.plusSign) {
            sign = "+"
        } else if flags.contains(.spaceSign) {
            sign = " "
        } else {
            sign = ""
        }
        prefix = ""
        isFinite = value.isFinite
        isFixed = false
        guard value.isFinite else {
            let word = value.isNaN ? "nan" : "inf"
            body = uppercase ? word.uppercased() : word
            return
        }
        switch conversion {
        case "a", "A":
            prefix = uppercase ? "0X" : "0x"
            body = Self.hexadecimal(value, precision: precision, alternate: alternate)
            if uppercase { body = body.uppercased() }
        case "e", "E":
            body = Self.scientific(
                ExactDecimal(value), precision: precision ?? 6, alternate: alternate, uppercase: uppercase)
        case "g", "G":
            let significant = max(precision ?? 6, 1)
            let exact = ExactDecimal(value)
            let exponent = exact.digits.isEmpty ? 0 : exact.rounded(toDigitCount: significant).pointPosition - 1
            if exponent < significant, exponent >= -4 {
                body = Self.fixed(exact, precision: significant - 1 - exponent, alternate: alternate)
                isFixed = true
            } else {
                body = Self.scientific(exact, precision: significant - 1, alternate: alternate, uppercase: uppercase)
            }
            if !alternate { body = Self.trimmingFractionZeros(body) }
        default:
            body = Self.fixed(ExactDecimal(value), precision: precision ?? 6, alternate: alternate)
            isFixed = true
        }
    }

    /// `%f`: the integer digits, then `precision` fraction digits after a point (the point also without
    /// fraction digits under `#`).
    private static func fixed(_ exact: ExactDecimal, precision: Int, alternate: Bool) -> String {
        let rounded = exact.rounded(toDigitCount: exact.pointPosition + precision)
        let point = rounded.pointPosition
        var bytes: [UInt8] = []
        bytes.reserveCapacity(max(point, 1) + precision + 1)
        func digit(_ index: Int) -> UInt8 {
            UInt8(ascii: "0") + (index >= 0 && index < rounded.digits.count ? rounded.digits[index] : 0)
        }
        if rounded.digits.isEmpty || point <= 0 {
            bytes.append(UInt8(ascii: "0"))
        } else {
            for index in 0..<point { bytes.append(digit(index)) }
        }
        if precision > 0 || alternate { bytes.append(UInt8(ascii: ".")) }
        if !rounded.digits.isEmpty {
            for offset in 0..<precision { bytes.append(digit(point + offset)) }
        } else {
            bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: precision))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `%e`: one digit, the point, `precision` digits, then `e±dd`.
    private static func scientific(_ exact: ExactDecimal, precision: Int, alternate: Bool, uppercase: Bool) -> String {
        var digits = [UInt8](repeating: 0, count: precision + 1)
        var exponent = 0
        if !exact.digits.isEmpty {
            let rounded = exact.rounded(toDigitCount: precision + 1)
            digits = rounded.digits
            exponent = rounded.pointPosition - 1
        }
        var bytes: [UInt8] = [UInt8(ascii: "0") + digits[0]]
        if precision > 0 || alternate { bytes.append(UInt8(ascii: ".")) }
        for digit in digits.dropFirst() { bytes.append(UInt8(ascii: "0") + digit) }
        bytes.append(UInt8(ascii: uppercase ? "E" : "e"))
        bytes.append(UInt8(ascii: exponent < 0 ? "-" : "+"))
        let exponentDigits = Array(String(exponent.magnitude).utf8)
        if exponentDigits.count < 2 { bytes.append(UInt8(ascii: "0")) }
        bytes.append(contentsOf: exponentDigits)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `%g` without `#`: no trailing fraction zeros, and no point when no fraction digit is left.
    private static func trimmingFractionZeros(_ body: String) -> String {
        var bytes = Array(body.utf8)
        guard let point = bytes.firstIndex(of: UInt8(ascii: ".")) else { return body }
        let exponentStart = bytes.firstIndex { $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") } ?? bytes.count
        var end = exponentStart
        while end > point + 1, bytes[end - 1] == UInt8(ascii: "0") { end -= 1 }
        if end == point + 1 { end = point }
        bytes.removeSubrange(end..<exponentStart)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `%a` as glibc writes it (after `0x`): a leading `1` for normal numbers and `0` for zero and
    /// subnormals (whose exponent is then `-1022`), hex fraction digits, `p±d`. Without a precision the
    /// fraction has as many digits as needed; with one it is rounded half to even, and a carry makes the
    /// leading digit `2` (`%.0a` of 1.5 is `0x2p+0`), as glibc does.
    private static func hexadecimal(_ value: Double, precision: Int?, alternate: Bool) -> String {
        let magnitude = value.magnitude
        let fraction = magnitude.significandBitPattern
        let isNormal = magnitude.exponentBitPattern != 0
        var leading: UInt64 = isNormal ? 1 : 0
        let exponent = magnitude == 0 ? 0 : (isNormal ? Int(magnitude.exponentBitPattern) - 1023 : -1022)
        var fractionDigits: [UInt8] = (0..<13).map { UInt8((fraction >> UInt64(48 - 4 * $0)) & 0xF) }
        if let precision, precision < 13 {
            let dropped = UInt64(52 - 4 * precision)
            let whole = leading << 52 | fraction
            var kept = whole >> dropped
            let remainder = whole & ((1 << dropped) - 1)
            let half: UInt64 = 1 << (dropped - 1)
            if remainder > half || (remainder == half && kept & 1 == 1) { kept += 1 }
            leading = kept >> UInt64(4 * precision)
            fractionDigits = (0..<precision).map { UInt8((kept >> UInt64(4 * (precision - 1 - $0))) & 0xF) }
        } else if let precision {
            fractionDigits += repeatElement(0, count: precision - 13)
        } else {
            while fractionDigits.last == 0 { fractionDigits.removeLast() }
        }
        let hex = Array("0123456789abcdef".utf8)
        var bytes: [UInt8] = [hex[Int(leading)]]
        if !fractionDigits.isEmpty || alternate { bytes.append(UInt8(ascii: ".")) }
        for digit in fractionDigits { bytes.append(hex[Int(digit)]) }
        bytes.append(UInt8(ascii: "p"))
        bytes.append(UInt8(ascii: exponent < 0 ? "-" : "+"))
        bytes.append(contentsOf: String(exponent.magnitude).utf8)
        return String(decoding: bytes, as: UTF8.self)
    }
}
