/// A function call resolved at each render, its operand and options read through references.
final class MF2Call: Sendable {
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
    /// (a missing argument), leaves the value's own direction, reported as a Bad Option.
    let directionOption: MF2Reference?
    /// The value of `u:id` when a render reads it: a value that does not resolve to a string, or
    /// none (a missing argument), is reported as a Bad Option; a string names the placeholder's
    /// parts, which formatting to a string ignores (`spec/u-namespace.md`).
    let idOption: MF2Reference?
    /// The errors found when compiling (the options known then, checked), which the compiled
    /// message reports: a render does not report them again.
    let reportedWhenCompiling: [MF2FunctionError]
    /// The first argument the call reads, through its operand before its options (and through
    /// declarations), if any: the one the engine's part reads (the call reports missing arguments
    /// itself, ``resolve(arguments:locals:in:)``).
    let firstArgument: String?

    /// The argument this call reads when it is `:number` or `:integer` of an argument without
    /// options (but a literal `roundingMode`, which leaves integers as they are, as converted ICU
    /// messages write) or `u:dir`: such a call formats an integer value of the argument as the
    /// locale's standard integer format writes it, and selects on it by the locale's cardinal rules
    /// (exact keys first), so the engine's shortcuts can answer for integers without resolving it.
    let plainIntegerArgument: String?

    /// A call of `function` (named `name`) on `operand` with `options`; see the properties.
    init(
        name: String, function: any MF2FunctionHandler, operand: MF2Reference?, options: [Option],
        direction: MF2Direction?, directionOption: MF2Reference?, idOption: MF2Reference?,
        reportedWhenCompiling: [MF2FunctionError], firstArgument: String?
    ) {
        self.name = name
        self.function = function
        self.operand = operand
        self.options = options
        self.direction = direction
        self.directionOption = directionOption
        self.idOption = idOption
        self.reportedWhenCompiling = reportedWhenCompiling
        self.firstArgument = firstArgument
        if options.allSatisfy(Self.leavesIntegers), direction == nil, directionOption == nil, idOption == nil,
            case .argument(let name)? = operand,
            type(of: function) == MF2NumberFunction.self, let number = function as? MF2NumberFunction,
            number.kind == .number || number.kind == .integer
        {
            plainIntegerArgument = name
        } else {
            plainIntegerArgument = nil
        }
    }

    /// `call`, reporting `errors` when compiling.
    private init(_ call: MF2Call, reporting errors: [MF2FunctionError]) {
        name = call.name
        function = call.function
        operand = call.operand
        options = call.options
        direction = call.direction
        directionOption = call.directionOption
        idOption = call.idOption
        reportedWhenCompiling = errors
        firstArgument = call.firstArgument
        plainIntegerArgument = call.plainIntegerArgument
    }

    /// The call, reporting `errors` when compiling.
    func reporting(_ errors: [MF2FunctionError]) -> MF2Call {
        MF2Call(self, reporting: errors)
    }

    /// Whether `option` is a literal, valid `roundingMode`.
    private static func leavesIntegers(_ option: Option) -> Bool {
        guard option.isLiteral, option.name == "roundingMode", case .value(let value) = option.value,
            case .string(let mode) = value.unwrapped
        else { return false }
        return MF2DigitOptions.roundingModes[mode] != nil
    }

    /// The resolved value, or `nil` when the function fails, and what to report either way but the
    /// errors reported when compiling (``reportedWhenCompiling``).
    ///
    /// An operand whose argument is missing is reported as an Unresolved Variable and given to the
    /// function as its fallback's text (`{$x}`), so that the function says what it makes of it, as
    /// the working group's tests expect (`:number` reports a Bad Operand, `:string` takes it). An
    /// option whose variable has no value is left out with an Unresolved Variable (when it is an
    /// argument) and a Bad Option, and the call goes on without it (`spec/formatting.md`, "Option
    /// Resolution").
    func resolve(
        arguments: MessageArguments, locals: MF2Locals, in context: MF2FunctionContext
    ) -> (value: (any MF2Value)?, problems: [RenderProblem]) {
        var problems: [RenderProblem] = []
        var operandValue: (any MF2Value)?
        if let operand {
            if let value = locals.value(of: operand, arguments: arguments) {
                operandValue = value.asOperand
            } else if case .argument(let name) = operand {
                problems.append(MF2FunctionError.unresolved(name).problem)
                operandValue = MF2PlainValue(.string("{$\(name)}"))
            } else {
                // A declaration that failed, which reports why (``MF2Prelude``).
                return (nil, problems)
            }
        }
        var resolved = MF2Options()
        for option in options {
            guard let value = locals.value(of: option.value, arguments: arguments) else {
                if case .argument(let name) = option.value {
                    problems.append(MF2FunctionError.unresolved(name).problem)
                }
                problems.append(MF2FunctionError.optionLeftOut(option.name).problem)
                continue
            }
            resolved.set(option.name, to: MF2Options.Value(value.unwrapped, isLiteral: option.isLiteral))
        }
        let direction = direction(arguments: arguments, locals: locals, problems: &problems)
        if let idOption, let id = Self.value(of: idOption, named: "u:id", arguments, locals, &problems),
            let problem = MF2UOptions.idProblem(id.unwrapped)
        {
            problems.append(problem.problem)
        }
        let resolution = function.resolve(operandValue, options: resolved, in: context)
        problems += resolution.errors.lazy.filter { !self.reportedWhenCompiling.contains($0) }.map(\.problem)
        guard let value = resolution.value else {
            if resolution.errors.isEmpty {
                problems.append(MF2FunctionError(.badOperand, ":\(name) has no value").problem)
            }
            return (nil, problems)
        }
        let directed = direction.map { MF2DirectedValue(base: value, direction: $0) }
        return (directed ?? value, problems)
    }

    /// The direction `u:dir` sets for this render, if any, appending to `problems` why a value read
    /// now is ignored: missing, or not `ltr`, `rtl`, `auto` or `inherit` (a Bad Option,
    /// `spec/u-namespace.md`).
    private func direction(
        arguments: MessageArguments, locals: MF2Locals, problems: inout [RenderProblem]
    ) -> MF2Direction? {
        guard let directionOption else { return direction }
        guard let value = Self.value(of: directionOption, named: "u:dir", arguments, locals, &problems) else {
            return nil
        }
        guard let direction = MF2UOptions.direction(value.unwrapped) else {
            problems.append(MF2FunctionError(.badOption, MF2UOptions.badDirection).problem)
            return nil
        }
        return direction
    }

    /// The value of the `u:` option `name` read through `reference` for this render, or `nil`,
    /// reported as an Unresolved Variable (when an argument is missing) and a Bad Option, when it
    /// has none.
    private static func value(
        of reference: MF2Reference, named name: String, _ arguments: MessageArguments, _ locals: MF2Locals,
        _ problems: inout [RenderProblem]
    ) -> (any MF2Value)? {
        if let value = locals.value(of: reference, arguments: arguments) { return value }
        if case .argument(let argument) = reference {
            problems.append(MF2FunctionError.unresolved(argument).problem)
        }
        problems.append(MF2FunctionError.optionLeftOut(name).problem)
        return nil
    }
}
