import Foundation
import GlossaMessages

/// The functions the conformance suite defines for its tests (`test/README.md` of the working
/// group's repository): `:test:function`, `:test:select` (cannot format) and `:test:format`
/// (cannot select). They are registered through the public ``MF2FunctionRegistry`` only, as an
/// app's functions are.
struct MF2TestFunction: MF2FunctionHandler {
    enum Kind: String, CaseIterable {
        case function, select, format
    }

    /// A resolved test function: its `Input`, `DecimalPlaces`, `FailsFormat` and `FailsSelect`.
    struct Value: MF2Value {
        let kind: Kind
        let input: Double
        let decimalPlaces: Int
        let failsFormat: Bool
        let failsSelect: Bool

        var unwrapped: MessageValue { .number(MessageNumber(input)) }

        func format(in context: MF2FunctionContext) throws(MF2FunctionError) -> MF2FormattedText {
            guard kind != .select else { throw MF2FunctionError(.functionError, ":test:select is not formattable") }
            guard !failsFormat else { throw MF2FunctionError(.badOption, "fails=format") }
            let magnitude = abs(input)
            var text = input < 0 ? "-" : ""
            text += String(format: "%.0f", magnitude.rounded(.down))
            if decimalPlaces == 1 {
                text += ".\(Int(((magnitude - magnitude.rounded(.down)) * 10).rounded(.down)))"
            }
            return MF2FormattedText(text, direction: .leftToRight)
        }

        func select(among keys: [String], in context: MF2FunctionContext) throws(MF2FunctionError) -> [String] {
            guard kind != .format else { throw MF2FunctionError(.badSelector, ":test:format cannot select") }
            guard !failsSelect else { throw MF2FunctionError(.badOption, "fails=select") }
            guard input == 1 else { return [] }
            let matching = decimalPlaces == 1 ? ["1.0", "1"] : ["1"]
            return matching.filter(keys.contains)
        }
    }

    let kind: Kind

    static func register(in registry: inout MF2FunctionRegistry) {
        for kind in Kind.allCases {
            registry.register(MF2TestFunction(kind: kind), as: "test:\(kind.rawValue)")
        }
    }

    /// The standard registry with the test functions.
    static let registry: MF2FunctionRegistry = {
        var registry = MF2FunctionRegistry.standard
        register(in: &registry)
        return registry
    }()

    func resolve(_ operand: (any MF2Value)?, options: MF2Options, in context: MF2FunctionContext) -> MF2Resolution {
        var decimalPlaces = 0
        var failsFormat = false
        var failsSelect = false
        let input: Double
        if let operand = operand as? Value {
            input = operand.input
            decimalPlaces = operand.decimalPlaces
            failsFormat = operand.failsFormat
            failsSelect = operand.failsSelect
        } else if let operand, let number = Self.number(operand.unwrapped) {
            input = number
        } else {
            return MF2Resolution(failing: [MF2FunctionError(.badOperand, "the operand is not a number")])
        }
        let check = checkOptions(options, in: context)
        guard !check.fails else { return MF2Resolution(failing: check.errors) }
        if let places = options["decimalPlaces"] { decimalPlaces = places.text == "1" ? 1 : 0 }
        switch options["fails"]?.text {
        case "always":
            failsFormat = true
            failsSelect = true
        case "format": failsFormat = true
        case "select": failsSelect = true
        default: break
        }
        return MF2Resolution(
            Value(
                kind: kind, input: input, decimalPlaces: decimalPlaces, failsFormat: failsFormat,
                failsSelect: failsSelect), errors: check.errors)
    }

    func checkOptions(_ options: MF2Options, in context: MF2FunctionContext) -> MF2OptionCheck {
        var check = MF2OptionCheck()
        if let places = options["decimalPlaces"], places.text != "0", places.text != "1" {
            check.errors.append(MF2FunctionError(.badOption, "decimalPlaces must be 0 or 1"))
            check.fails = true
        }
        if let fails = options["fails"], !["always", "format", "select", "never"].contains(fails.text) {
            check.errors.append(MF2FunctionError(.badOption, "fails must be always, format, select or never"))
        }
        return check
    }

    /// The number a value stands for: a number, or a string matching `number-literal`.
    static func number(_ value: MessageValue) -> Double? {
        switch value {
        case .number(let number): return number.value
        case .string(let text):
            guard
                text.range(of: #"^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?$"#, options: .regularExpression) != nil
            else { return nil }
            return Double(text)
        default: return nil
        }
    }
}
