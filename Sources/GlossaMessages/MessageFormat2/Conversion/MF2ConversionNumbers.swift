import GlossaCLDR

/// The MessageFormat 2 function and options that format a number exactly as an ICU number style
/// (`{n, number, …}`) does, or why there are none.
///
/// The ICU style is read by the one reader of ICU number styles (``ICUNumberStyle/reading(_:symbols:)``),
/// mapped to options of `:number`, `:integer`, `:percent` or `:currency`, and the mapping is then
/// checked: the options, read by the MF2 functions themselves (`MF2NumberFormat`), must describe the
/// very format the ICU style describes. A style they cannot reproduce (permille, affixes, scaling,
/// notations) is refused, never approximated.
enum MF2ConversionNumbers {
    /// A function call: the name and its options, in order.
    struct Call: Equatable {
        let function: String
        let options: [(name: String, value: String)]

        static func == (lhs: Call, rhs: Call) -> Bool {
            lhs.function == rhs.function && lhs.options.elementsEqual(rhs.options) { $0 == $1 }
        }
    }

    /// Symbols whose percent sign no pattern can contain: a style whose affixes are exactly these is
    /// the locale's percent format (`percent`, `::percent`), not literal text around the digits.
    private static let markedSymbols: NumberSymbols = {
        let base = NumberSymbols.of(LocaleIdentifier.root)
        return NumberSymbols(
            digits: base.digits, asciiDigits: base.asciiDigits, decimalSeparator: base.decimalSeparator,
            groupingSeparator: base.groupingSeparator, primaryGroupSize: base.primaryGroupSize,
            secondaryGroupSize: base.secondaryGroupSize, minimumGroupingDigits: base.minimumGroupingDigits,
            minusPrefix: base.minusPrefix, minusSuffix: base.minusSuffix, percentPrefix: "\u{E000}",
            percentSuffix: "\u{E001}", currencyCode: nil)
    }()

    /// The call for `{name, number, style}` (`style` as written, `nil` for `{name, number}`);
    /// `locale` gives the currency of the `currency` keyword.
    static func call(style: String?, locale: LocaleIdentifier?) -> Result<Call, SelectionFailure> {
        switch ICUNumberStyle.reading(style, symbols: markedSymbols) {
        case .failure(let failure): return .failure(failure)
        case .success(.decimal(let format)): return decimalCall(format)
        case .success(.currency(let currency)): return currencyCall(currency, locale: locale)
        case .success(.notation(let notation)):
            return .failure(
                SelectionFailure(
                    "\(notation.isScientific ? "scientific" : "compact") notation has no MessageFormat 2 option"))
        case .success(.spellOut), .success(.ordinal):
            return .failure(SelectionFailure("this number style has no MessageFormat 2 function"))
        }
    }

    private static func decimalCall(_ format: DecimalFormat) -> Result<Call, SelectionFailure> {
        var expected = format
        let kind: MF2NumberFunction.Kind
        if format.prefix == markedSymbols.percentPrefix, format.suffix == markedSymbols.percentSuffix {
            guard format.multiplierPowerOfTen == 2 else {
                return .failure(
                    SelectionFailure(
                        "a percent sign without multiplying by 100 (::percent without scale/100) has no "
                            + "MessageFormat 2 equivalent: :percent multiplies by 100"))
            }
            kind = .percent
            expected.prefix = ""
            expected.suffix = ""
        } else if !format.prefix.isEmpty || !format.suffix.isEmpty {
            // Outside the placeholder it would come before the minus sign, where ICU puts it after.
            return .failure(
                SelectionFailure(
                    "the number pattern writes text around the digits (\"\(format.prefix)\" before, "
                        + "\"\(format.suffix)\" after; a space after the comma is part of the pattern), "
                        + "which no MessageFormat 2 option does"))
        } else if format.multiplierPowerOfTen != 0 || format.scale != nil {
            return .failure(SelectionFailure("scaling the number has no MessageFormat 2 option"))
        } else if format.maximumFractionDigits == 0, format.minimumFractionDigits == 0,
            format.significantDigits == nil, format.roundingRule == MF2NumberFormat.defaultRoundingRule
        {
            // :integer has no rounding mode (it rounds half-expand); :number with no fraction digits
            // has, so ICU's half-even `integer` is `:number maximumFractionDigits=0 roundingMode=halfEven`.
            kind = .integer
        } else {
            kind = .number
        }
        let base = MF2NumberFormat(kind: kind, options: MF2Options(), selectIsBad: false, roundsOperand: false).format
        var options: [(name: String, value: String)] = []
        if format.minimumIntegerDigits != base.minimumIntegerDigits {
            options.append(("minimumIntegerDigits", "\(format.minimumIntegerDigits)"))
        }
        if format.minimumFractionDigits != base.minimumFractionDigits {
            options.append(("minimumFractionDigits", "\(format.minimumFractionDigits)"))
        }
        if format.maximumFractionDigits != base.maximumFractionDigits {
            options.append(("maximumFractionDigits", "\(format.maximumFractionDigits)"))
        }
        if let significant = format.significantDigits {
            options.append(("minimumSignificantDigits", "\(significant.lowerBound)"))
            options.append(("maximumSignificantDigits", "\(significant.upperBound)"))
        }
        if !format.usesGrouping { options.append(("useGrouping", "never")) }
        if let sign = signDisplay(format.signDisplay) { options.append(("signDisplay", sign)) }
        if format.roundingRule != base.roundingRule,
            let mode = MF2DigitOptions.roundingModes.first(where: { $0.value == format.roundingRule })?.key
        {
            options.append(("roundingMode", mode))
        }
        let call = Call(function: kind.rawValue, options: options)
        let converted = MF2NumberFormat(
            kind: kind, options: mf2Options(options), selectIsBad: false, roundsOperand: false)
        guard converted.badOptions.isEmpty, converted.format == expected else {
            return .failure(SelectionFailure("no options of :\(kind.rawValue) give this number format"))
        }
        return .success(call)
    }

    private static func currencyCall(_ style: ICUNumberStyle.CurrencyStyle, locale: LocaleIdentifier?) -> Result<
        Call, SelectionFailure
    > {
        var expected = style
        guard let code = style.code ?? locale.flatMap({ NumberSymbols.of($0).currencyCode }) else {
            return .failure(
                SelectionFailure(
                    "the currency keyword shows the locale's currency, and :currency needs it named: "
                        + "convert for a locale, or write ::currency/XXX"))
        }
        expected.code = code
        var options: [(name: String, value: String)] = [("currency", code)]
        switch style.presentation {
        case .standard: break
        case .isoCode: options.append(("currencyDisplay", "code"))
        case .narrow: options.append(("currencyDisplay", "narrowSymbol"))
        case .fullName: options.append(("currencyDisplay", "name"))
        }
        if style.accounting { options.append(("currencySign", "accounting")) }
        if let digits = style.fractionDigits {
            guard digits.lowerBound == digits.upperBound else {
                return .failure(SelectionFailure("a range of currency fraction digits has no :currency option"))
            }
            options.append(("fractionDigits", "\(digits.lowerBound)"))
        }
        if !style.usesGrouping { options.append(("useGrouping", "never")) }
        if let sign = signDisplay(style.signDisplay) { options.append(("signDisplay", sign)) }
        // ICU rounds amounts half-even, :currency half-expand unless told.
        options.append(("roundingMode", "halfEven"))
        guard style.scale == 1 else {
            return .failure(SelectionFailure("scaling a currency amount has no :currency option"))
        }
        let converted = MF2NumberFormat(
            kind: .currency, options: mf2Options(options), selectIsBad: false, roundsOperand: false)
        guard converted.badOptions.isEmpty, !converted.hidesCurrency, converted.currency == expected else {
            return .failure(SelectionFailure("no options of :currency give this currency format"))
        }
        return .success(Call(function: "currency", options: options))
    }

    private static func signDisplay(_ sign: DecimalFormat.SignDisplay) -> String? {
        switch sign {
        case .auto: nil
        case .negative: "negative"
        case .always: "always"
        case .never: "never"
        case .exceptZero: "exceptZero"
        }
    }

    /// Options written as literals, as the MF2 functions read them.
    static func mf2Options(_ options: [(name: String, value: String)]) -> MF2Options {
        MF2Options(options.map { ($0.name, MF2Options.Value(.string($0.value), isLiteral: true)) })
    }
}
