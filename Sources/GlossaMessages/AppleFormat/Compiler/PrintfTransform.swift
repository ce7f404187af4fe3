/// Renders one printf conversion from a typed argument value, without C varargs: `%d` from a number
/// (or numeric text), `%@` from anything, `%.2f`, `%x`, `%c`… with flags, width and precision.
///
/// With `symbols` (a localized format, as `String.localizedStringWithFormat` and `.stringsdict`
/// rendering do) integers and decimals use the locale's digits, grouping and decimal separator;
/// without, the output is C's.
struct PrintfTransform: IntegerFormattingTransform {
    let conversion: PrintfConversion
    let symbols: NumberSymbols?
    /// How integers are shown when the conversion is a plain localized `%d` or `%i` (no flags, width
    /// or precision): the locale's digits, grouping and minus sign, as ``formatted(_:of:)`` shows
    /// them, so the resolver writes them itself.
    let integerFormat: IntegerArgumentFormat?
    /// Whether the conversion is a floating-point one (`f F e E g G a A`), decided once: asking a
    /// `String` whether it contains a `Character` walks its characters on every render.
    private let isFloatingPoint: Bool
    /// The conversion's flags, read once.
    private let flags: PrintfFlags
    var name: String { "format \(conversion.source)" }

    /// A transform for `conversion`, localized with `symbols`; `digits` is the format of `symbols`'s
    /// integers (a compiler makes it once for all its conversions).
    init(conversion: PrintfConversion, symbols: NumberSymbols?, digits: IntegerDigitsFormat? = nil) {
        self.conversion = conversion
        self.symbols = symbols
        isFloatingPoint = "fFeEgGaA".contains(conversion.conversion)
        flags = PrintfFlags(conversion.flags)
        if let digits, symbols != nil, "di".contains(conversion.conversion), conversion.flags.isEmpty,
            conversion.width == nil, conversion.precision == nil
        {
            integerFormat = IntegerArgumentFormat(digits: digits, offset: 0)
        } else {
            integerFormat = nil
        }
    }

    func transform(_ text: String, of value: MessageValue, in context: RenderContext) -> String? {
        formatted(text, of: value)
    }

    /// The conversion of `value` (shown as `text`), padded to the width; `nil` when `value` does not fit
    /// the conversion.
    func formatted(_ text: String, of value: MessageValue) -> String? {
        if isFloatingPoint {
            guard let number = Self.floatingPointValue(of: value) else { return nil }
            let float = PrintfFloat(
                number, conversion: conversion.conversion, flags: flags, precision: conversion.precision)
            let body = float.prefix + localized(float)
            return pad(float.sign == "-" ? signed(body, negative: true) : float.sign + body, zeroPads: float.isFinite)
        }
        if case .number(let number) = value, let integerFormat,
            let integer = IntegerArgumentFormat.integer(number, minus: integerFormat.offset)
        {
            // What the resolver writes without calling this.
            return integerFormat.digits.text(integer.magnitude, negative: integer.negative)
        }
        guard let body = body(text, of: value) else { return nil }
        return pad(body)
    }

    private func body(_ text: String, of value: MessageValue) -> String? {
        switch conversion.conversion {
        case "@", "s", "S":
            var text = text
            if let precision = conversion.precision, conversion.conversion != "@" {
                text = String(text.prefix(precision))
            }
            return text
        case "d", "i", "u":
            guard let number = ICUNumbers.decimal(of: value) else { return nil }
            var digits = number
            digits.round(fractionDigits: 0, mode: .down)
            var magnitude = digits.integerDigits
            if let precision = conversion.precision, magnitude.count < precision {
                magnitude.insert(contentsOf: Array(repeating: 0, count: precision - magnitude.count), at: 0)
            }
            if conversion.conversion == "u", digits.isNegative {
                let value = digits.integerDigits.reduce(UInt64(0)) { $0 &* 10 &+ UInt64($1) }
                return signed(integerText(DecimalNumber(integer: (~value) &+ 1, negative: false)), negative: false)
            }
            if magnitude.isEmpty, conversion.precision == 0 { return signed("", negative: false) }
            var shown = digits
            shown.integerDigits = magnitude
            // An integer has no negative zero: `%d` of -0.4 is `0`.
            return signed(integerText(shown), negative: digits.isBelowZero)
        case "o", "x", "X", "p":
            guard let number = ICUNumbers.decimal(of: value) else { return nil }
            var digits = number
            digits.round(fractionDigits: 0, mode: .down)
            let magnitude = digits.integerDigits.reduce(UInt64(0)) { $0 &* 10 &+ UInt64($1) }
            let bits = digits.isNegative ? (~magnitude) &+ 1 : magnitude
            let radix = conversion.conversion == "o" ? 8 : 16
            var text = String(bits, radix: radix, uppercase: conversion.conversion == "X")
            if let precision = conversion.precision, text.count < precision {
                text = String(repeating: "0", count: precision - text.count) + text
            }
            if flags.contains(.alternate), bits != 0 || conversion.conversion == "p" {
                text = (conversion.conversion == "o" ? "0" : conversion.conversion == "X" ? "0X" : "0x") + text
            }
            return text
        case "f", "F", "e", "E", "g", "G", "a", "A":
            return nil
        case "c", "C":
            if case .number(let number) = value {
                // A character code: an integer that is a Unicode scalar (NaN, infinities, negative and huge
                // values are not, and are reported rather than trapping in a conversion to Int).
                guard let code = UInt32(exactly: number.value.rounded(.towardZero)), let scalar = Unicode.Scalar(code)
                else { return nil }
                return String(Character(scalar))
            }
            return text.first.map(String.init) ?? ""
        default:
            return nil
        }
    }

    /// `+`/space flags and the minus sign around a number's digits.
    private func signed(_ digits: String, negative: Bool) -> String {
        if negative { return (symbols?.minusPrefix ?? "-") + digits + (symbols?.minusSuffix ?? "") }
        if flags.contains(.plusSign) { return "+" + digits }
        if flags.contains(.spaceSign) { return " " + digits }
        return digits
    }

    private func integerText(_ number: DecimalNumber) -> String {
        var unsigned = number
        unsigned.isNegative = false
        guard let symbols else { return unsigned.plainText }
        var format = DecimalFormat.standard
        format.maximumFractionDigits = 0
        return format.format(unsigned, symbols: symbols)
    }

    /// The `Double` a floating-point conversion formats, as C receives it: a number's binary value, or
    /// text read as a number.
    private static func floatingPointValue(of value: MessageValue) -> Double? {
        switch value {
        case .number(let number): number.value
        case .string(let text), .safeString(let text): Double(text)
        case .object(let object): object.number?.value ?? Double(object.displayText)
        case .bool, .date, .list, .decoration, .null: nil
        }
    }

    /// C's digits in the locale's symbols when the format is localized (digits, decimal separator,
    /// grouping of fixed notation's integer digits); `'` groups them in C's format too.
    private func localized(_ float: PrintfFloat) -> String {
        let groups = float.isFixed && (symbols != nil || flags.contains(.grouped))
        guard float.isFinite, symbols != nil || groups else { return float.body }
        let symbols = self.symbols ?? .posix
        guard float.prefix.isEmpty else {
            return float.body.split(separator: ".", omittingEmptySubsequences: false).joined(
                separator: symbols.decimalSeparator)
        }
        return Self.localizedBody(float.body, symbols: symbols, groups: groups)
    }

    /// A body of C's (ASCII digits, a point, an exponent) in `symbols`: the mantissa's digits in the
    /// locale's, its integer digits grouped as ``DecimalFormat`` groups them when `groups`, the point
    /// as the decimal separator (kept after the last digit, as `%#.0f` writes it); the exponent as C
    /// writes it. Worked on the bytes: the body is ASCII.
    private static func localizedBody(_ body: String, symbols: NumberSymbols, groups: Bool) -> String {
        let bytes = Array(body.utf8)
        let exponentStart = bytes.firstIndex { $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") } ?? bytes.count
        let point = bytes[..<exponentStart].firstIndex(of: UInt8(ascii: ".")) ?? exponentStart
        let grouped =
            groups && symbols.primaryGroupSize > 0 && point >= symbols.primaryGroupSize + symbols.minimumGroupingDigits
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count * 2)
        func appendDigit(_ byte: UInt8) {
            guard !symbols.asciiDigits else { return text.append(byte) }
            text.append(contentsOf: symbols.digits[Int(byte &- UInt8(ascii: "0"))].utf8)
        }
        for index in 0..<point {
            if grouped, index > 0, DecimalFormat.startsGroup(position: point - index, symbols: symbols) {
                text.append(contentsOf: symbols.groupingSeparator.utf8)
            }
            appendDigit(bytes[index])
        }
        if point < exponentStart {
            text.append(contentsOf: symbols.decimalSeparator.utf8)
            for index in (point + 1)..<exponentStart { appendDigit(bytes[index]) }
        }
        text.append(contentsOf: bytes[exponentStart...])
        return String(decoding: text, as: UTF8.self)
    }

    /// Pads to the width: with spaces, or under the `0` flag with zeros after the sign and `0x` (not for
    /// infinities and NaN, which C pads with spaces).
    private func pad(_ body: String, zeroPads: Bool = true) -> String {
        guard let width = conversion.width, body.count < width else { return body }
        let padding = width - body.count
        if flags.contains(.leftJustified) { return body + String(repeating: " ", count: padding) }
        let numeric = "diuoxXfFeEgGaA".contains(conversion.conversion)
        if flags.contains(.zeroPadded), numeric, zeroPads,
            conversion.precision == nil || !"diuoxX".contains(conversion.conversion)
        {
            var body = Substring(body)
            var sign = ""
            if let first = body.first, "+- ".contains(first) {
                sign = String(first)
                body = body.dropFirst()
            }
            if body.hasPrefix("0x") || body.hasPrefix("0X") {
                sign += body.prefix(2)
                body = body.dropFirst(2)
            }
            return sign + String(repeating: "0", count: padding) + body
        }
        return String(repeating: " ", count: padding) + body
    }
}

extension NumberSymbols {
    /// C's symbols: ASCII digits, `.`, no grouping unless asked for (`'` groups by three with `,`).
    static let posix = NumberSymbols(
        digits: (0...9).map(String.init), asciiDigits: true, decimalSeparator: ".", groupingSeparator: ",",
        primaryGroupSize: 3, secondaryGroupSize: 3, minimumGroupingDigits: 1, minusPrefix: "-", minusSuffix: "",
        percentPrefix: "", percentSuffix: "%", currencyCode: nil)
}
