import GlossaCLDR

/// The numeric functions of the specification (`spec/functions/number.md`): they read a number
/// (or a string that is a `number-literal`), format it with their digit, grouping and sign options,
/// and select on it: exact matches first, then the CLDR plural or ordinal category.
///
/// A numeric operand that is itself the resolved value of a numeric function passes its options
/// on (the call's own options win); `:integer` drops the fraction digit options, and a `select`
/// option cannot be passed on (a Bad Option, and the value does not select).
struct MF2NumberFunction: MF2FunctionHandler {
    /// Which function.
    enum Kind: String, Sendable, CaseIterable {
        case number, integer
    }

    let kind: Kind

    init(_ kind: Kind) {
        self.kind = kind
    }

    /// Options an `:integer` does not take over from a numeric operand.
    private static let fractionOptions = ["minimumFractionDigits", "maximumFractionDigits", "minimumSignificantDigits"]

    func resolve(_ operand: (any MF2Value)?, options: MF2Options, in context: MF2FunctionContext) -> MF2Resolution {
        var errors: [MF2FunctionError] = []
        var merged = options
        var selectIsBad = false
        var roundsOperand = false
        let number: DecimalNumber
        if let operand = operand as? MF2NumberValue {
            number = operand.input
            roundsOperand = operand.roundsOperand || operand.kind == .integer
            var inherited = operand.options
            if kind == .integer {
                for name in Self.fractionOptions { inherited.set(name, to: nil) }
            }
            if inherited["select"] != nil, options["select"] == nil {
                inherited.set("select", to: nil)
                selectIsBad = true
            }
            for (name, value) in options.entries { inherited.set(name, to: value) }
            merged = inherited
        } else if let operand, let decimal = MF2NumberFormat.decimal(of: operand.unwrapped) {
            number = decimal
        } else {
            let what = operand.map { "\"\(DisplayText.of($0.unwrapped).0)\" is not a number" } ?? "no operand"
            return MF2Resolution(failing: [MF2FunctionError(.badOperand, "\(what) for :\(kind.rawValue)")])
        }
        let format = MF2NumberFormat(
            kind: kind, options: merged, selectIsBad: selectIsBad, roundsOperand: roundsOperand)
        errors += optionErrors(format, selectIsBad: selectIsBad)
        return MF2Resolution(
            MF2NumberValue(kind: kind, input: number, options: merged, format: format), errors: errors)
    }

    func checkOptions(_ options: MF2Options, in context: MF2FunctionContext) -> MF2OptionCheck {
        let format = MF2NumberFormat(kind: kind, options: options, selectIsBad: false, roundsOperand: false)
        let errors = optionErrors(format, selectIsBad: false)
        if case .disabled = format.selection {
            return MF2OptionCheck(errors: errors, preventsSelection: true)
        }
        return MF2OptionCheck(errors: errors)
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
        let rules: PluralRules
        switch format.selection {
        case .disabled: throw MF2FunctionError(.badSelector, "its select option is bad")
        case .exact: return keys.filter { $0 == format.exactText(input) }
        case .rules(let type): rules = type == .ordinal ? context.ordinalRules : context.cardinalRules
        }
        let exact = format.exactText(input)
        let category = rules.category(for: format.rounded(input).operands).rawValue
        return keys.filter { $0 == exact } + keys.filter { $0 == category && !MF2NumberLiteral.matches($0) }
    }
}
