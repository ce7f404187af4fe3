/// What an expression whose value depends on arguments stands for, resolved at each render: a
/// value known when compiling, an argument, or a function called on such terms.
indirect enum MF2Term: Sendable {
    /// A value resolved when compiling (a literal, or a declaration that reads no argument).
    case value(any MF2Value)
    /// The value of the argument of that name.
    case argument(String)
    /// A function applied to an operand (if any) and options.
    case call(MF2Call)

    /// The resolved value for `arguments`, or `nil` when the operand's argument is missing or a
    /// function fails (an option whose argument is missing is left out, as the specification says).
    func resolve(arguments: MessageArguments, in context: MF2FunctionContext) -> (any MF2Value)? {
        switch self {
        case .value(let value): return value
        case .argument(let name): return arguments[name].map { MF2PlainValue($0) }
        case .call(let call):
            var operand: (any MF2Value)?
            if let term = call.operand {
                guard let value = term.resolve(arguments: arguments, in: context) else { return nil }
                operand = value.asOperand
            }
            var options = MF2Options()
            for option in call.options {
                guard let value = option.term.resolve(arguments: arguments, in: context) else { continue }
                options.set(option.name, to: MF2Options.Value(value.unwrapped, isLiteral: option.isLiteral))
            }
            guard let value = call.function.resolve(operand, options: options, in: context).value else { return nil }
            return call.direction.map { MF2DirectedValue(base: value, direction: $0) } ?? value
        }
    }

    /// The first argument the term reads (its operand's before its options'), if any.
    var firstArgument: String? {
        switch self {
        case .value: nil
        case .argument(let name): name
        case .call(let call): call.operand?.firstArgument ?? call.options.lazy.compactMap(\.term.firstArgument).first
        }
    }
}

/// A function call resolved at each render.
struct MF2Call: Sendable {
    /// An option of the call.
    struct Option: Sendable {
        let name: String
        let term: MF2Term
        let isLiteral: Bool
    }

    /// The function's name as written (`number`, `my:upper`).
    let name: String
    let function: any MF2FunctionHandler
    let operand: MF2Term?
    let options: [Option]
    /// The direction `u:dir` sets, if any.
    let direction: MF2Direction?
}
