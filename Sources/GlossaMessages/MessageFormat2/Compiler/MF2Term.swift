/// What an expression whose value depends on arguments stands for: a reference, or a function
/// called on references. Never nested: a call's operand and options are references, so resolving
/// one reads values and calls one function.
enum MF2Term: Sendable {
    /// The value of a reference.
    case reference(MF2Reference)
    /// A function applied to its operand (if any) and options.
    case call(MF2Call)
    /// An expression that failed when compiling (an unknown function, a bad option), whose operand
    /// a render reads only to report it when it has no value.
    case failed(operand: MF2Reference, errors: [MF2FunctionError])

    /// The resolved value for `arguments` and the render's declaration values, or `nil` when the
    /// operand's argument is missing or a function fails, and what to report either way (a missing
    /// argument read directly is left to the resolver, and a declaration's problems to
    /// ``MF2Prelude``).
    func resolve(
        arguments: MessageArguments, locals: MF2Locals, in context: MF2FunctionContext
    ) -> (value: (any MF2Value)?, problems: [RenderProblem]) {
        switch self {
        case .reference(let reference):
            return (locals.value(of: reference, arguments: arguments), [])
        case .call(let call):
            return call.resolve(arguments: arguments, locals: locals, in: context)
        case .failed(let operand, let errors):
            var problems: [RenderProblem] = []
            if case .argument(let name) = operand, arguments[name] == nil {
                problems.append(MF2FunctionError.unresolved(name).problem)
            }
            return (nil, problems + errors.map(\.problem))
        }
    }

    /// Whether a render of a part showing the term reports a missing argument itself: all but a
    /// plain argument, which the resolver reports.
    var reportsMissingArguments: Bool {
        if case .reference(.argument) = self { return false }
        return true
    }
}
