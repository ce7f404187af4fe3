import Foundation
import GlossaCLDR

/// How an ICU message shows a number: `{n}`, `#`, `{n, number, integer}`, `{n, number, ::.00}`…
enum ICUNumberStyle: Sendable {
    /// Digits with the locale's symbols (the default, `integer`, `percent`, patterns, most skeletons).
    case decimal(DecimalFormat)
    /// A currency amount, written by Foundation's currency format style.
    case currency(CurrencyStyle)
    /// Compact (`1.2K`) or scientific (`1.2345E3`) notation, written by Foundation.
    case notation(NotationStyle)
    /// Spelled out in words (`{n, spellout}`), by Foundation's `NumberFormatter`.
    case spellOut
    /// An ordinal (`{n, ordinal}`: 1st, 2nd), by Foundation's `NumberFormatter`.
    case ordinal

    /// A currency format: the code (the locale's currency when `nil`), precision and presentation.
    struct CurrencyStyle: Sendable, Hashable {
        var code: String?
        var fractionDigits: ClosedRange<Int>?
        var usesGrouping = true
        var presentation: Presentation = .standard
        var signDisplay: DecimalFormat.SignDisplay = .auto
        /// Negative amounts in parentheses, as accountants write them.
        var accounting = false
        var scale: Double = 1
        /// When set, the amount is rounded by this format (its digit, rounding and trailing zero
        /// settings) and shown with exactly the integer and fraction digits it keeps; `fractionDigits`
        /// is then not used.
        var rounding: DecimalFormat?

        enum Presentation: Sendable, Hashable { case standard, isoCode, narrow, fullName }

        /// The fraction digits the currency `code` is shown with by default (2 for USD, 0 for JPY,
        /// 3 for BHD), as Foundation's currency format shows it.
        static func defaultFractionDigits(_ code: String) -> Int {
            if let known = knownFractionDigits.withLock({ $0[code] }) { return known }
            let zero = Decimal(0).formatted(
                Decimal.FormatStyle.Currency(code: code, locale: Locale(identifier: "en_US_POSIX"))
                    .presentation(.isoCode).grouping(.never))
            let digits = zero.split(separator: ".").dropFirst().first.map { $0.prefix { $0 == "0" }.count } ?? 0
            knownFractionDigits.withLock { known in
                if known.count > 512 { known.removeAll() }
                known[code] = digits
            }
            return digits
        }

        private static let knownFractionDigits = Locked<[String: Int]>([:])
    }

    /// Compact or scientific notation.
    struct NotationStyle: Sendable, Hashable {
        var isScientific: Bool
        var fractionDigits: ClosedRange<Int>?
        var usesGrouping = true
        var scale: Double = 1
    }

    /// `number` formatted for a locale whose symbols are `symbols`; `nil` when the value is not finite.
    func format(_ number: DecimalNumber, symbols: NumberSymbols, locale: LocaleIdentifier) -> String? {
        switch self {
        case .decimal(let format):
            return format.format(number, symbols: symbols)
        case .currency(let style):
            guard var value = Decimal(string: number.plainText, locale: Locale(identifier: "en_US_POSIX")) else {
                return nil
            }
            if style.scale != 1 { value *= Decimal(style.scale) }
            let code = style.code ?? symbols.currencyCode ?? "XXX"
            var format = Decimal.FormatStyle.Currency(code: code, locale: Locale(identifier: locale.description))
            if let rounding = style.rounding {
                let amount = style.scale == 1 ? number : DecimalNumber(text: "\(value)")
                guard let amount else { return nil }
                let rounded = rounding.rounded(amount)
                guard let exact = Decimal(string: rounded.plainText, locale: Locale(identifier: "en_US_POSIX")) else {
                    return nil
                }
                value = exact
                let places = rounded.fractionDigits.count
                format = format.precision(
                    .integerAndFractionLength(
                        integerLimits: rounding.minimumIntegerDigits..., fractionLimits: places...places))
            } else if let digits = style.fractionDigits {
                format = format.precision(.fractionLength(digits))
            }
            if !style.usesGrouping { format = format.grouping(.never) }
            switch style.presentation {
            case .standard: break
            case .isoCode: format = format.presentation(.isoCode)
            case .narrow: format = format.presentation(.narrow)
            case .fullName: format = format.presentation(.fullName)
            }
            switch (style.signDisplay, style.accounting) {
            // Foundation has no strategy that hides negative zero's sign: `negative` is `auto`.
            case (.auto, false), (.negative, false): break
            case (.auto, true), (.negative, true): format = format.sign(strategy: .accounting)
            case (.always, false): format = format.sign(strategy: .always())
            case (.always, true): format = format.sign(strategy: .accountingAlways())
            case (.never, _): format = format.sign(strategy: .never)
            case (.exceptZero, false): format = format.sign(strategy: .always(showZero: false))
            case (.exceptZero, true): format = format.sign(strategy: .accountingAlways(showZero: false))
            }
            return value.formatted(format)
        case .notation(let style):
            guard var value = Decimal(string: number.plainText, locale: Locale(identifier: "en_US_POSIX")) else {
                return nil
            }
            if style.scale != 1 { value *= Decimal(style.scale) }
            var format = Decimal.FormatStyle(locale: Locale(identifier: locale.description))
                .notation(style.isScientific ? .scientific : .compactName)
            if let digits = style.fractionDigits { format = format.precision(.fractionLength(digits)) }
            if !style.usesGrouping { format = format.grouping(.never) }
            return value.formatted(format)
        case .spellOut, .ordinal:
            let formatter = NumberFormatter()
            formatter.locale = Locale(identifier: locale.description)
            formatter.numberStyle = self.isSpellOut ? .spellOut : .ordinal
            guard let value = Double(number.plainText) else { return nil }
            return formatter.string(from: NSNumber(value: value))
        }
    }

    private var isSpellOut: Bool {
        if case .spellOut = self { return true }
        return false
    }
}

extension ICUNumberStyle {
    /// The style of `{n, number, style}` (`nil`: `{n, number}`): the keywords `integer`, `percent`
    /// and `currency`, a skeleton after `::`, or a decimal pattern; the percent sign from `symbols`.
    static func reading(_ style: String?, symbols: NumberSymbols) -> Result<ICUNumberStyle, SelectionFailure> {
        guard let raw = style else { return .success(.decimal(.standard)) }
        let style = raw.trimmingPatternWhiteSpace()
        switch style.lowercased() {
        case "integer":
            var format = DecimalFormat.standard
            format.maximumFractionDigits = 0
            return .success(.decimal(format))
        case "percent":
            var format = DecimalFormat.standard
            format.maximumFractionDigits = 0
            format.multiplierPowerOfTen = 2
            format.prefix = symbols.percentPrefix
            format.suffix = symbols.percentSuffix
            return .success(.decimal(format))
        case "currency":
            return .success(.currency(ICUNumberStyle.CurrencyStyle()))
        default:
            if style.hasPrefix("::") {
                return ICUNumberSkeleton.style(skeleton: String(style.dropFirst(2)), symbols: symbols)
            }
            return ICUNumberSkeleton.style(pattern: raw, symbols: symbols)
        }
    }
}
