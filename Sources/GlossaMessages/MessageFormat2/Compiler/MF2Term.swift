/// What an expression whose value depends on arguments stands for: a reference, or a function
/// called on references. Never nested: a call's operand and options are references, so resolving
/// one reads values and calls one function.
enum MF2Term: Sendable {
    /// The value of a reference.
    case reference(MF2Reference)
    /// A function applied to its operand (if any) and options.
    case call(MF2Call)

    /// The resolved value for `arguments` and the render's declaration values, or `nil` when the
    /// operand's argument is missing or a function fails.
    func resolve(arguments: MessageArguments, locals: MF2Locals, in context: MF2FunctionContext) -> (any MF2Value)? {
        switch self {
        case .reference(let reference): locals.value(of: reference, arguments: arguments)
        case .call(let call): call.resolve(arguments: arguments, locals: locals, in: context)
        }
    }
}
