/// A function call resolved at each render, its operand and options read through references.
struct MF2Call: Sendable {
    /// An option of the call.
    struct Option: Sendable {
        let name: String
        let value: MF2Reference
        let isLiteral: Bool
    }

    /// The function's name as written (`number`, `my:upper`).
    let name: String
    let function: any MF2FunctionHandler
    let operand: MF2Reference?
    let options: [Option]
    /// The direction `u:dir` sets, if any, when it is known when compiling.
    let direction: MF2Direction?
    /// The value of `u:dir` when a render reads it (an argument, or a declaration that reads one):
    /// `ltr`, `rtl`, `auto` or `inherit` set the direction as a literal does; another value, or none
    /// (a missing argument), leaves the value's own direction.
    var directionOption: MF2Reference? = nil
    /// The first argument the call reads, through its operand before its options (and through
    /// declarations), if any: the one whose absence the render reports.
    let firstArgument: String?

    /// The argument this call reads when it is `:number` or `:integer` of an argument without
    /// options (but a literal `roundingMode`, which leaves integers as they are, as converted ICU
    /// messages write) or `u:dir`: such a call formats an integer value of the argument as the
    /// locale's standard integer format writes it, and selects on it by the locale's cardinal rules
    /// (exact keys first), so the engine's shortcuts can answer for integers without resolving it.
    var plainIntegerArgument: String? {
        guard options.allSatisfy(Self.leavesIntegers), direction == nil, directionOption == nil,
            case .argument(let name)? = operand,
            let number = function as? MF2NumberFunction, number.kind == .number || number.kind == .integer
        else { return nil }
        return name
    }

    /// Whether `option` is a literal, valid `roundingMode`.
    private static func leavesIntegers(_ option: Option) -> Bool {
        guard option.isLiteral, option.name == "roundingMode", case .value(let value) = option.value,
            case .string(let mode) = value.unwrapped
        else { return false }
        return MF2DigitOptions.roundingModes[mode] != nil
    }

    /// The resolved value, or `nil` when the operand has no value or the function fails (an option
    /// without a value is left out, as the specification says).
    func resolve(arguments: MessageArguments, locals: MF2Locals, in context: MF2FunctionContext) -> (any MF2Value)? {
        var operandValue: (any MF2Value)?
        if let operand {
            guard let value = locals.value(of: operand, arguments: arguments) else { return nil }
            operandValue = value.asOperand
        }
        var resolved = MF2Options()
        for option in options {
            guard let value = locals.value(of: option.value, arguments: arguments) else { continue }
            resolved.set(option.name, to: MF2Options.Value(value.unwrapped, isLiteral: option.isLiteral))
        }
        guard let value = function.resolve(operandValue, options: resolved, in: context).value else { return nil }
        return self.direction(arguments: arguments, locals: locals).map { MF2DirectedValue(base: value, direction: $0) }
            ?? value
    }

    /// The direction `u:dir` sets for this render, if any.
    private func direction(arguments: MessageArguments, locals: MF2Locals) -> MF2Direction? {
        guard let directionOption else { return direction }
        guard let value = locals.value(of: directionOption, arguments: arguments),
            let direction = MF2UOptions.direction(value.unwrapped)
        else { return nil }
        return direction
    }
}
