import Foundation
import GlossaCLDR

/// The numeric functions of the specification (`spec/functions/number.md`): they read a number
/// (or a string that is a `number-literal`), format it with their digit, rounding, grouping and
/// sign options (``MF2DigitOptions``),
/// and select on it: exact matches first, then the CLDR plural or ordinal category.
///
/// A numeric operand that is itself the resolved value of a numeric function passes its options
/// on (the call's own options win); `:integer` drops the fraction digit options, `:percent` the
/// integer digits and `select`, and a `select` option cannot be passed on to `:number` or
/// `:integer` (a Bad Option, and the value does not select). `:percent` formats and selects on the
/// number times 100; `:currency` needs a `currency` option (or a `:currency` operand) and does not
/// select; `:offset` adds or subtracts a small integer and keeps its operand's function and options.
struct MF2NumberFunction: MF2FunctionHandler {
    /// Which function.
    enum Kind: String, Sendable, CaseIterable {
        case number, integer, percent, currency, offset
    }

    let kind: Kind

    init(_ kind: Kind) {
        self.kind = kind
    }

    /// The options a function does not take over from a numeric operand.
    private var droppedOptions: [String] {
        switch kind {
        case .integer: ["minimumFractionDigits", "maximumFractionDigits", "minimumSignificantDigits"]
        case .percent: ["minimumIntegerDigits", "roundingIncrement", "select"]
        case .number, .currency, .offset: []
        }
    }

    func resolve(_ operand: (any MF2Value)?, options: MF2Options, in context: MF2FunctionContext) -> MF2Resolution {
        if kind == .offset { return offset(operand, options: options) }
        var errors: [MF2FunctionError] = []
        var merged = options
        var selectIsBad = false
        var roundsOperand = false
        let number: DecimalNumber
        // The type compared first: a cast that fails costs far more, and most operands are plain.
        if let operand, type(of: operand) == MF2NumberValue.self, let operand = operand as? MF2NumberValue {
            number = operand.input
            roundsOperand = operand.roundsOperand || operand.kind == .integer
            var inherited = operand.options
            for name in droppedOptions { inherited.set(name, to: nil) }
            if inherited["select"] != nil, options["select"] == nil, kind != .currency {
                inherited.set("select", to: nil)
                selectIsBad = true
            }
            if kind == .currency, operand.kind == .currency, options["currency"] != nil {
                errors.append(MF2FunctionError(.badOption, "the currency of a :currency operand cannot be changed"))
                merged.set("currency", to: nil)
            }
            for (name, value) in merged.entries { inherited.set(name, to: value) }
            merged = inherited
        } else if let operand, let decimal = MF2NumberFormat.decimal(of: operand.unwrapped) {
            number = decimal
        } else {
            let what = operand.map { "\"\(DisplayText.of($0.unwrapped).0)\" is not a number" } ?? "no operand"
            return MF2Resolution(failing: [MF2FunctionError(.badOperand, "\(what) for :\(kind.rawValue)")])
        }
        if kind == .currency, merged["currency"] == nil {
            return MF2Resolution(failing: [MF2FunctionError(.badOperand, ":currency needs a currency")])
        }
        let format =
            merged.isEmpty && merged.unresolvedNames.isEmpty && !selectIsBad && !roundsOperand
            ? formatWithoutOptions
            : MF2NumberFormat(kind: kind, options: merged, selectIsBad: selectIsBad, roundsOperand: roundsOperand)
        errors += optionErrors(format, selectIsBad: selectIsBad)
        if kind == .currency, format.badOptions.contains("currency") {
            // No amount is shown in a currency that is not well-formed.
            return MF2Resolution(failing: errors)
        }
        return MF2Resolution(
            MF2NumberValue(kind: kind, input: number, options: merged, format: format), errors: errors)
    }

    /// The format of a call of this function without options on an operand that is not a number
    /// function's value (most calls), made once per function.
    private var formatWithoutOptions: MF2NumberFormat {
        switch kind {
        case .number: Self.numberWithoutOptions
        case .integer: Self.integerWithoutOptions
        case .percent: Self.percentWithoutOptions
        case .currency, .offset:
            MF2NumberFormat(kind: kind, options: MF2Options(), selectIsBad: false, roundsOperand: false)
        }
    }

    private static let numberWithoutOptions = MF2NumberFormat(
        kind: .number, options: MF2Options(), selectIsBad: false, roundsOperand: false)
    private static let integerWithoutOptions = MF2NumberFormat(
        kind: .integer, options: MF2Options(), selectIsBad: false, roundsOperand: false)
    private static let percentWithoutOptions = MF2NumberFormat(
        kind: .percent, options: MF2Options(), selectIsBad: false, roundsOperand: false)

    func checkOptions(_ options: MF2Options, in context: MF2FunctionContext) -> MF2OptionCheck {
        if kind == .offset {
            let (_, errors) = Self.offsetAmount(options)
            return MF2OptionCheck(errors: errors, fails: !errors.isEmpty)
        }
        // Without options, only `:currency` (which needs its currency) can find anything wrong.
        if options.isEmpty, options.unresolvedNames.isEmpty, kind != .currency { return MF2OptionCheck() }
        let format = MF2NumberFormat(kind: kind, options: options, selectIsBad: false, roundsOperand: false)
        let errors = optionErrors(format, selectIsBad: false)
        let fails = kind == .currency && format.badOptions.contains("currency")
        if case .disabled = format.selection {
            return MF2OptionCheck(errors: errors, fails: fails, preventsSelection: true)
        }
        return MF2OptionCheck(errors: errors, fails: fails)
    }

    private func optionErrors(_ format: MF2NumberFormat, selectIsBad: Bool) -> [MF2FunctionError] {
        var errors: [MF2FunctionError] = []
        if selectIsBad || format.selectIsVariable {
            errors.append(MF2FunctionError(.badOption, "the select option must be a literal written on the expression"))
        }
        for bad in format.badOptions {
            errors.append(MF2FunctionError(.badOption, "the value of \(bad) is not valid for :\(kind.rawValue)"))
        }
        return errors
    }

    /// `:offset`: the operand's number plus `add` or minus `subtract`, formatted and selected as
    /// the operand's function would (`:number` for a plain number).
    private func offset(_ operand: (any MF2Value)?, options: MF2Options) -> MF2Resolution {
        let base: MF2NumberValue
        if let operand = operand as? MF2NumberValue {
            base = operand
        } else if let operand, let number = MF2NumberFormat.decimal(of: operand.unwrapped) {
            let format = MF2NumberFormat(kind: .number, options: MF2Options(), selectIsBad: false, roundsOperand: false)
            base = MF2NumberValue(kind: .number, input: number, options: MF2Options(), format: format)
        } else {
            let what = operand.map { "\"\(DisplayText.of($0.unwrapped).0)\" is not a number" } ?? "no operand"
            return MF2Resolution(failing: [MF2FunctionError(.badOperand, "\(what) for :offset")])
        }
        let (amount, errors) = Self.offsetAmount(options)
        guard let amount, errors.isEmpty else { return MF2Resolution(failing: errors) }
        var start = base.format.operand(base.input)
        if base.kind == .integer {
            // The resolved value of `:integer` is the integer it shows.
            start.round(fractionDigits: 0, mode: MF2NumberFormat.defaultRoundingRule)
            start.fractionDigits = []
        }
        guard let value = Decimal(string: start.plainText, locale: Locale(identifier: "en_US_POSIX")),
            let sum = DecimalNumber(text: "\(value + Decimal(amount))")
        else { return MF2Resolution(failing: [MF2FunctionError(.badOperand, "the number cannot be offset")]) }
        return MF2Resolution(MF2NumberValue(kind: base.kind, input: sum, options: base.options, format: base.format))
    }

    /// The amount `:offset` adds (negative: subtracts), and the Bad Options that keep it from being
    /// known: exactly one of `add` and `subtract`, a digit size.
    private static func offsetAmount(_ options: MF2Options) -> (Int?, [MF2FunctionError]) {
        let given = ["add", "subtract"].filter { options[$0] != nil || options.unresolvedNames.contains($0) }
        guard given.count == 1 else {
            return (nil, [MF2FunctionError(.badOption, ":offset needs exactly one of add and subtract")])
        }
        guard let value = options[given[0]] else { return (nil, []) }
        guard let digits = MF2NumberFormat.digitSize(value.text) else {
            return (nil, [MF2FunctionError(.badOption, "the value of \(given[0]) is not a digit size")])
        }
        return (given[0] == "add" ? digits : -digits, [])
    }
}

/// The resolved value of a numeric function: the number, the options it was resolved with, and
/// the format they describe.
struct MF2NumberValue: MF2Value {
    let kind: MF2NumberFunction.Kind
    /// The operand's number, before rounding.
    let input: DecimalNumber
    /// The options, inherited ones included (what a later numeric function takes over).
    let options: MF2Options
    let format: MF2NumberFormat

    var roundsOperand: Bool { format.roundsOperand }

    var unwrapped: MessageValue {
        let text = format.operand(input).plainText
        return MessageNumber(decimalText: text).map(MessageValue.number) ?? .string(text)
    }

    func format(in context: MF2FunctionContext) throws(MF2FunctionError) -> MF2FormattedText {
        MF2FormattedText(format.text(input, locale: context.locale), direction: .leftToRight)
    }

    func select(among keys: [String], in context: MF2FunctionContext) throws(MF2FunctionError) -> [String] {
        guard kind != .currency else { throw MF2FunctionError(.badSelector, ":currency does not select") }
        let rules: PluralRules
        switch format.selection {
        case .disabled: throw MF2FunctionError(.badSelector, "its select option is bad")
        case .exact: return keys.filter { $0 == format.exactText(input) }
        case .rules(let type): rules = type == .ordinal ? context.ordinalRules : context.cardinalRules
        }
        let category = rules.category(for: format.rounded(input).operands).rawValue
        // The exact match first, then the category's key (one array, built in one go). The exact
        // text is a number literal: it is made only when a key is one.
        var matches: [String] = []
        if keys.contains(where: { MF2NumberLiteral.matches($0) }) {
            let exact = format.exactText(input)
            for key in keys where key == exact { matches.append(key) }
        }
        for key in keys where key == category && !MF2NumberLiteral.matches(key) { matches.append(key) }
        return matches
    }
}
