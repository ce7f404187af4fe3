/// Renders one printf conversion from a typed argument value, without C varargs: `%d` from a number
/// (or numeric text), `%@` from anything, `%.2f`, `%x`, `%c`… with flags, width and precision.
///
/// With `symbols` (a localized format, as `String.localizedStringWithFormat` and `.stringsdict`
/// rendering do) integers and decimals use the locale's digits, grouping and decimal separator;
/// without, the output is C's.
struct PrintfTransform: ValueTransform {
    let conversion: PrintfConversion
    let symbols: NumberSymbols?
    var name: String { "format \(conversion.source)" }

    func transform(_ text: String, of value: MessageValue, in context: RenderContext) -> String? {
        guard let body = body(text, of: value) else { return nil }
        return pad(body)
    }

    private var flags: String { conversion.flags }

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
            return signed(integerText(shown), negative: digits.isNegative)
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
            if flags.contains("#"), bits != 0 || conversion.conversion == "p" {
                text = (conversion.conversion == "o" ? "0" : conversion.conversion == "X" ? "0X" : "0x") + text
            }
            return text
        case "f", "F", "e", "E", "g", "G", "a", "A":
            guard let number = ICUNumbers.decimal(of: value) else {
                guard case .number(let number) = value else { return nil }
                return number.value.isNaN ? "nan" : (number.value < 0 ? "-inf" : signed("inf", negative: false))
            }
            return floating(number)
        case "c", "C":
            if case .number(let number) = value, let scalar = Unicode.Scalar(UInt32(clamping: Int(number.value))) {
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
        if flags.contains("+") { return "+" + digits }
        if flags.contains(" ") { return " " + digits }
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

    private func floating(_ number: DecimalNumber) -> String {
        let precision = conversion.precision ?? 6
        let negative = number.isNegative
        var magnitude = number
        magnitude.isNegative = false
        switch conversion.conversion {
        case "e", "E", "a", "A":
            return signed(scientific(magnitude, precision: precision), negative: negative)
        case "g", "G":
            let significant = max(precision, 1)
            let exponent = Self.exponent(of: magnitude)
            var rounded = magnitude
            rounded.round(significantDigits: significant)
            let roundedExponent = Self.exponent(of: rounded)
            let text: String
            if roundedExponent < significant, roundedExponent >= -4 {
                text = fixed(
                    magnitude, precision: max(significant - 1 - roundedExponent, 0), trims: !flags.contains("#"))
            } else {
                text = scientific(
                    magnitude, precision: significant - 1, trims: !flags.contains("#"), exponentHint: exponent)
            }
            return signed(text, negative: negative)
        default:
            return signed(fixed(magnitude, precision: precision, trims: false), negative: negative)
        }
    }

    private func fixed(_ number: DecimalNumber, precision: Int, trims: Bool) -> String {
        var format = DecimalFormat.standard
        format.minimumFractionDigits = trims ? 0 : precision
        format.maximumFractionDigits = precision
        format.usesGrouping = symbols != nil || flags.contains("'")
        let text = format.format(number, symbols: symbols ?? .posix)
        return flags.contains("#") && precision == 0 ? text + (symbols?.decimalSeparator ?? ".") : text
    }

    private func scientific(_ number: DecimalNumber, precision: Int, trims: Bool = false, exponentHint: Int? = nil)
        -> String
    {
        var exponent = Self.exponent(of: number)
        var mantissa = number
        mantissa.shift(by: -exponent)
        mantissa.round(fractionDigits: precision)
        if mantissa.integerDigits.count > 1 {
            mantissa.shift(by: -1)
            exponent += 1
        }
        var format = DecimalFormat.standard
        format.minimumFractionDigits = trims ? 0 : precision
        format.maximumFractionDigits = precision
        format.usesGrouping = false
        let digits = format.format(mantissa, symbols: symbols ?? .posix)
        let letter = conversion.conversion.isUppercase ? "E" : "e"
        let sign = exponent < 0 ? "-" : "+"
        let exponentText = String(abs(exponent))
        return digits + letter + sign + (exponentText.count < 2 ? "0" : "") + exponentText
    }

    /// The decimal exponent of the first significant digit (0 for zero).
    private static func exponent(of number: DecimalNumber) -> Int {
        if let first = number.integerDigits.firstIndex(where: { $0 != 0 }) {
            return number.integerDigits.count - first - 1
        }
        if let first = number.fractionDigits.firstIndex(where: { $0 != 0 }) { return -(first + 1) }
        return 0
    }

    private func pad(_ body: String) -> String {
        guard let width = conversion.width, body.count < width else { return body }
        let padding = width - body.count
        if flags.contains("-") { return body + String(repeating: " ", count: padding) }
        let numeric = "diuoxXfFeEgGaA".contains(conversion.conversion)
        if flags.contains("0"), numeric, conversion.precision == nil || !"diuoxX".contains(conversion.conversion) {
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
