/// Reads ICU number skeletons (`{n, number, ::currency/EUR .00}`) and decimal patterns
/// (`{n, number, #,##0.00}`) into an ``ICUNumberStyle``.
///
/// Supported skeleton stems: `percent` `%` `%x100` `permille` `currency/XXX` `unit-width-iso-code`
/// `unit-width-narrow` `unit-width-short` `unit-width-full-name` `precision-integer` `.` `.00` `.0#`
/// `.##` `.0*` `@@` `@@#` `precision-unlimited` `precision-currency-standard` `group-off` `,_`
/// `group-auto` `group-min2` `,?` `group-on-aligned` `,!` `group-thousands` `sign-auto` `sign-always`
/// `+!` `sign-never` `+_` `sign-except-zero` `+?` `scale/N` `integer-width/*000` `integer-width/+000`
/// `000` `rounding-mode-…` `compact-short` `K` `scientific` `E0` `notation-simple`. Any other stem is
/// an error, as in ICU (which refuses the whole message), and the argument stays as written.
enum ICUNumberSkeleton {
    /// The style of a skeleton (the text after `::`), or why it cannot be read.
    static func style(skeleton: String, symbols: NumberSymbols) -> Result<ICUNumberStyle, SelectionFailure> {
        var decimal = DecimalFormat.standard
        decimal.maximumFractionDigits = 6
        var currency: ICUNumberStyle.CurrencyStyle?
        var notation: ICUNumberStyle.NotationStyle?
        var fractionDigits: ClosedRange<Int>?
        var scale: Double = 1
        for token in skeleton.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map(String.init) {
            switch token {
            case "percent", "%":
                decimal.prefix = symbols.percentPrefix
                decimal.suffix = symbols.percentSuffix
            case "%x100":
                decimal.prefix = symbols.percentPrefix
                decimal.suffix = symbols.percentSuffix
                decimal.multiplierPowerOfTen = 2
            case "permille":
                decimal.suffix = "‰"
            case "unit-width-iso-code", "unit-width-narrow", "unit-width-short", "unit-width-full-name":
                var style = currency ?? ICUNumberStyle.CurrencyStyle()
                style.presentation =
                    switch token {
                    case "unit-width-iso-code": .isoCode
                    case "unit-width-narrow": .narrow
                    case "unit-width-full-name": .fullName
                    default: .standard
                    }
                currency = style
            case "precision-integer", ".":
                fractionDigits = 0...0
            case "precision-unlimited":
                fractionDigits = 0...15
            case "precision-currency-standard":
                fractionDigits = nil
            case "group-off", ",_":
                decimal.usesGrouping = false
            case "group-auto", "group-min2", ",?", "group-on-aligned", ",!", "group-thousands":
                decimal.usesGrouping = true
            case "sign-auto": decimal.signDisplay = .auto
            case "sign-negative", "+-": decimal.signDisplay = .negative
            case "sign-always", "+!": decimal.signDisplay = .always
            case "sign-never", "+_": decimal.signDisplay = .never
            case "sign-except-zero", "+?": decimal.signDisplay = .exceptZero
            case "compact-short", "K":
                notation = ICUNumberStyle.NotationStyle(isScientific: false)
            case "scientific", "E0":
                notation = ICUNumberStyle.NotationStyle(isScientific: true)
            case "notation-simple":
                notation = nil
            default:
                if token.hasPrefix("currency/"), token.count == 12 {
                    var style = currency ?? ICUNumberStyle.CurrencyStyle()
                    style.code = String(token.dropFirst(9)).uppercased()
                    currency = style
                } else if token.hasPrefix("scale/"), let value = Double(token.dropFirst(6)) {
                    scale = value
                } else if token.hasPrefix("rounding-mode-"),
                    let rule = roundingRule(String(token.dropFirst("rounding-mode-".count)))
                {
                    decimal.roundingRule = rule
                } else if let digits = fractionPrecision(token) {
                    fractionDigits = digits
                } else if let digits = significantPrecision(token) {
                    decimal.significantDigits = digits
                } else if let width = integerWidth(token) {
                    decimal.minimumIntegerDigits = width
                } else {
                    return .failure(SelectionFailure("unsupported number skeleton stem \"\(token)\""))
                }
            }
        }
        if let fractionDigits {
            decimal.minimumFractionDigits = fractionDigits.lowerBound
            decimal.maximumFractionDigits = fractionDigits.upperBound
        }
        if var currency {
            currency.fractionDigits = fractionDigits
            currency.usesGrouping = decimal.usesGrouping
            currency.signDisplay = decimal.signDisplay
            currency.scale = scale
            return .success(.currency(currency))
        }
        if var notation {
            notation.fractionDigits = fractionDigits
            notation.usesGrouping = decimal.usesGrouping
            notation.scale = scale
            return .success(.notation(notation))
        }
        if scale != 1 {
            // Powers of ten scale exactly; other factors through a decimal multiplier.
            let exponent = (scale > 0 ? scale : 1).exponentOfTen
            if let exponent {
                decimal.multiplierPowerOfTen += exponent
            } else {
                decimal.scale = DecimalNumber(text: "\(scale)")
            }
        }
        return .success(.decimal(decimal))
    }

    /// `.00`, `.0#`, `.##`, `.0*` → fraction digits.
    private static func fractionPrecision(_ token: String) -> ClosedRange<Int>? {
        guard token.hasPrefix(".") else { return nil }
        let body = token.dropFirst()
        let zeros = body.prefix { $0 == "0" }.count
        let rest = body.dropFirst(zeros)
        if rest == "*" { return zeros...max(zeros, 15) }
        guard rest.allSatisfy({ $0 == "#" }) else { return nil }
        return zeros...(zeros + rest.count)
    }

    /// `@@`, `@@#` → significant digits.
    private static func significantPrecision(_ token: String) -> ClosedRange<Int>? {
        let ats = token.prefix { $0 == "@" }.count
        guard ats > 0 else { return nil }
        let rest = token.dropFirst(ats)
        if rest == "*" { return ats...max(ats, 17) }
        guard rest.allSatisfy({ $0 == "#" }) else { return nil }
        return ats...(ats + rest.count)
    }

    /// `integer-width/*000`, `integer-width/+000`, `000` → minimum integer digits.
    private static func integerWidth(_ token: String) -> Int? {
        var body = Substring(token)
        if body.hasPrefix("integer-width/") { body = body.dropFirst("integer-width/".count) }
        if body.hasPrefix("*") || body.hasPrefix("+") { body = body.dropFirst() }
        guard !body.isEmpty, body.allSatisfy({ $0 == "0" }) else { return nil }
        return body.count
    }

    private static func roundingRule(_ name: String) -> RoundingRule? {
        switch name {
        case "half-even": .halfEven
        case "half-up": .halfUp
        case "half-down": .halfDown
        case "up": .up
        case "down": .down
        case "ceiling": .ceiling
        case "floor": .floor
        default: nil
        }
    }

    /// A decimal pattern (`#,##0.00`, `0.###`, `#%`, `'#'0`) as a format, or why it cannot be read.
    static func style(pattern: String, symbols: NumberSymbols) -> Result<ICUNumberStyle, SelectionFailure> {
        var format = DecimalFormat.standard
        var prefix = ""
        var suffix = ""
        var integerPart = ""
        var fractionPart = ""
        var inFraction = false
        var seenDigits = false
        var quoted = false
        var characters = pattern.makeIterator()
        while let character = characters.next() {
            if character == "'" {
                quoted.toggle()
                continue
            }
            let isPatternCharacter = !quoted && "#0,.".contains(character)
            if isPatternCharacter, !(seenDigits && !suffix.isEmpty) {
                seenDigits = true
                if character == "." {
                    inFraction = true
                } else if inFraction {
                    fractionPart.append(character)
                } else {
                    integerPart.append(character)
                }
                continue
            }
            if character == ";", !quoted { break }  // a negative subpattern: the locale's minus sign is used
            if !quoted, character == "¤" {
                return .failure(SelectionFailure("currency signs in number patterns are not supported; use currency"))
            }
            let literal = String(character)
            if !quoted, character == "%" {
                format.multiplierPowerOfTen = 2
            } else if !quoted, character == "‰" {
                format.multiplierPowerOfTen = 3
            }
            if seenDigits { suffix += literal } else { prefix += literal }
        }
        guard seenDigits else { return .failure(SelectionFailure("the number pattern \"\(pattern)\" has no digits")) }
        format.prefix = prefix
        format.suffix = suffix
        format.usesGrouping = integerPart.contains(",")
        format.minimumIntegerDigits = integerPart.filter { $0 == "0" }.count
        format.minimumFractionDigits = fractionPart.filter { $0 == "0" }.count
        format.maximumFractionDigits = fractionPart.filter { $0 == "0" || $0 == "#" }.count
        return .success(.decimal(format))
    }
}

extension Double {
    /// `n` when the value is exactly 10ⁿ for a small n, else `nil`.
    fileprivate var exponentOfTen: Int? {
        for exponent in -6...12 where self == Double("1e\(exponent)") { return exponent }
        return nil
    }
}
