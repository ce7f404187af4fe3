import Foundation
import GlossaCLDR

/// The options of a numeric function (`:number`, `:integer`, `:percent`, `:currency`) turned into
/// a ``DecimalFormat`` (or a currency style), and what the specification's number selection needs:
/// the plural rule type, the exact-match text.
struct MF2NumberFormat {
    /// The function whose options these are.
    let kind: MF2NumberFunction.Kind
    /// The currency style of `:currency`.
    var currency: ICUNumberStyle.CurrencyStyle?
    /// Whether `:currency` hides the currency (`currencyDisplay=never`).
    var hidesCurrency = false
    /// The format the options describe.
    var format = DecimalFormat()
    /// How the number selects (the `select` option).
    enum Selection {
        /// Exact matches, then the categories of these rules (`plural`, the default, or `ordinal`).
        case rules(PluralRuleType)
        /// Exact matches only (`exact`).
        case exact
        /// Not at all: the `select` option was bad.
        case disabled
    }

    /// How the number selects.
    var selection = Selection.rules(.cardinal)
    /// Whether an option that changes the shown digits of an integer is set (the exact-match
    /// text is then the formatted digits rather than the integer).
    var setsDigits = false
    /// The names of options whose values are not valid (a Bad Option each; the option is ignored).
    var badOptions: [String] = []
    /// Whether the `select` option is set by a variable (a Bad Option: it must be a literal).
    var selectIsVariable = false
    /// Whether the operand is rounded to an integer first (it is the resolved value of `:integer`).
    let roundsOperand: Bool

    /// How the numeric functions round unless `roundingMode` says otherwise: `halfExpand`, the
    /// specification's default (`spec/functions/number.md` of unicode-org/message-format-wg at
    /// 7ee93b83), as JavaScript's `Intl.NumberFormat` rounds; `:integer`, which takes no
    /// `roundingMode`, rounds so too. ICU's default is `halfEven`, which the MF1 → MF2 converter
    /// writes where it rounds.
    static let defaultRoundingRule = RoundingRule.halfUp

    /// The format for a call of the number function `kind` with `options`; `selectIsBad` when the
    /// operand's `select` option was inherited (the specification forbids it), `roundsOperand` when
    /// the operand is the resolved value of `:integer`.
    init(kind: MF2NumberFunction.Kind, options: MF2Options, selectIsBad: Bool, roundsOperand: Bool) {
        self.kind = kind
        self.roundsOperand = roundsOperand
        format.roundingRule = Self.defaultRoundingRule
        switch kind {
        case .integer: format.maximumFractionDigits = 0
        case .percent:
            format.maximumFractionDigits = 0
            format.multiplierPowerOfTen = 2
        case .currency: selection = .disabled
        case .number, .offset: break
        }
        if selectIsBad { selection = .disabled }
        if options.unresolvedNames.contains("select") {
            selection = .disabled
            selectIsVariable = true
        }
        var digits = MF2DigitOptions()
        var style = ICUNumberStyle.CurrencyStyle()
        for (name, value) in options.entries.sorted(by: { $0.name < $1.name }) {
            if name == "select", !value.isLiteral {
                selection = .disabled
                selectIsVariable = true
                continue
            }
            let text = value.text
            if name == "select", kind != .percent, kind != .currency {
                switch text {
                case "plural": selection = .rules(.cardinal)
                case "ordinal": selection = .rules(.ordinal)
                case "exact": selection = .exact
                default: badOptions.append(name)
                }
            } else if kind == .currency, Self.currencyOptions.contains(name) {
                if !Self.read(currencyOption: name, text, into: &style) { badOptions.append(name) }
                if name == "currencyDisplay" { hidesCurrency = text == "never" }
            } else if Self.digitOptions(of: kind).contains(name) {
                if !digits.read(name, text) { badOptions.append(name) }
            }
            // Options the function does not define are ignored, as the specification asks.
        }
        if kind == .currency, let code = style.code {
            // The currency's own fraction digits unless `fractionDigits` says otherwise (used only
            // when the amount is rounded here rather than by Foundation's currency format).
            let places = style.fractionDigits?.lowerBound ?? ICUNumberStyle.CurrencyStyle.defaultFractionDigits(code)
            format.minimumFractionDigits = places
            format.maximumFractionDigits = places
        }
        badOptions += digits.apply(to: &format)
        setsDigits = digits.setsDigits
        if kind == .currency {
            style.usesGrouping = format.usesGrouping
            style.signDisplay = format.signDisplay
            // Foundation's currency format rounds half-even: any other rounding is done here.
            if digits.changesRounding || format.roundingRule != .halfEven { style.rounding = format }
            currency = style
        }
    }

    /// The digit and rounding options each function defines (`spec/functions/number.md`).
    private static func digitOptions(of kind: MF2NumberFunction.Kind) -> Set<String> {
        digitOptionsByKind[kind] ?? []
    }

    private static let digitOptionsByKind: [MF2NumberFunction.Kind: Set<String>] = {
        let shared: Set = ["useGrouping", "signDisplay", "minimumIntegerDigits", "maximumSignificantDigits"]
        let rounding: Set = ["minimumSignificantDigits", "trailingZeroDisplay", "roundingPriority", "roundingMode"]
        let fraction: Set = ["minimumFractionDigits", "maximumFractionDigits"]
        let number = shared.union(rounding).union(fraction).union(["roundingIncrement"])
        return [
            .integer: shared, .percent: shared.union(rounding).union(fraction), .number: number, .offset: number,
            .currency: shared.union(rounding).union(["roundingIncrement"]),
        ]
    }()

    /// The options only `:currency` defines.
    private static let currencyOptions: Set = ["currency", "currencyDisplay", "currencySign", "fractionDigits"]

    /// Reads an option only `:currency` defines into `style`; `false` when its value is not valid.
    private static func read(
        currencyOption name: String, _ text: String, into style: inout ICUNumberStyle.CurrencyStyle
    ) -> Bool {
        switch name {
        case "currency":
            guard text.utf8.count == 3, text.utf8.allSatisfy({ ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A }) else {
                return false
            }
            style.code = text.uppercased()
        case "currencyDisplay":
            switch text {
            case "symbol": style.presentation = .standard
            case "narrowSymbol": style.presentation = .narrow
            case "name": style.presentation = .fullName
            case "code": style.presentation = .isoCode
            case "never": style.presentation = .isoCode
            default: return false
            }
        case "currencySign":
            switch text {
            case "standard": style.accounting = false
            case "accounting": style.accounting = true
            default: return false
            }
        case "fractionDigits":
            if text == "auto" { return true }
            guard let digits = digitSize(text) else { return false }
            style.fractionDigits = digits...digits
        default: break
        }
        return true
    }

    /// What a `useGrouping` value says, as `Intl.NumberFormat` reads it: whether digits are grouped,
    /// and from how many digits in the first group (`always`: 1, `min2`: 2, `auto`: the locale's,
    /// `nil`); `nil` when the value is not valid.
    static func grouping(_ text: String) -> (usesGrouping: Bool, minimumGroupingDigits: Int?)? {
        switch text {
        case "auto": (true, nil)
        case "always": (true, 1)
        case "min2": (true, 2)
        case "never": (false, nil)
        default: nil
        }
    }

    /// The sign display a `signDisplay` value names, `nil` when it is not valid.
    static func signDisplay(_ text: String) -> DecimalFormat.SignDisplay? {
        switch text {
        case "auto": .auto
        case "negative": .negative
        case "always": .always
        case "exceptZero": .exceptZero
        case "never": .never
        default: nil
        }
    }

    /// A digit size option's value: a non-negative integer, written without leading zeros.
    static func digitSize(_ text: String) -> Int? {
        guard !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }), text == "0" || !text.hasPrefix("0"),
            text.utf8.count <= 3, let value = Int(text), value <= 100
        else { return nil }
        return value
    }

    /// The number a value stands for: a number, or a string that is a `number-literal`.
    static func decimal(of value: MessageValue) -> DecimalNumber? {
        switch value {
        case .number(let number): DecimalNumber(number)
        case .string(let text), .safeString(let text): MF2NumberLiteral.decimal(text)
        default: nil
        }
    }

    /// The operand as the function sees it: rounded to an integer first when it is the resolved
    /// value of `:integer`.
    func operand(_ number: DecimalNumber) -> DecimalNumber {
        guard roundsOperand else { return number }
        var integer = number
        integer.round(fractionDigits: 0, mode: Self.defaultRoundingRule)
        integer.fractionDigits = []
        return integer
    }

    /// The number as shown: rounded as the options say.
    func rounded(_ number: DecimalNumber) -> DecimalNumber {
        format.rounded(operand(number))
    }

    /// The text of the number in `locale`.
    func text(_ number: DecimalNumber, locale: LocaleIdentifier) -> String {
        let symbols = NumberSymbols.of(locale)
        if let currency {
            let text = ICUNumberStyle.currency(currency).format(operand(number), symbols: symbols, locale: locale)
            guard let text else { return operand(number).plainText }
            guard hidesCurrency, let code = currency.code else { return text }
            // The amount without its code: Foundation has no presentation that hides the currency.
            return text.replacingOccurrences(of: code, with: "").trimmingCharacters(
                in: .whitespaces.union(CharacterSet(charactersIn: "\u{A0}\u{202F}")))
        }
        guard kind == .percent else { return format.format(operand(number), symbols: symbols) }
        var percent = format
        percent.prefix = symbols.percentPrefix
        percent.suffix = symbols.percentSuffix
        return percent.format(operand(number), symbols: symbols)
    }

    /// The text exact-match keys are compared with: the integer's digits, or the shown digits
    /// (negative zero as `0`: the integer serialization of `spec/functions/number.md`, "Exact
    /// Literal Match Serialization", has no `-0`).
    func exactText(_ number: DecimalNumber) -> String {
        var shown = rounded(number)
        if shown.isZero { shown.isNegative = false }
        if !setsDigits, shown.fractionDigits.allSatisfy({ $0 == 0 }) {
            var integer = shown
            integer.fractionDigits = []
            return integer.plainText
        }
        return shown.plainText
    }
}
