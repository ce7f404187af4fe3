/// MessageFormat 2's errors found at render time, as the engine reports them.
extension MF2FunctionError {
    /// The Unresolved Variable of an argument without a value, worded as the resolver words a
    /// missing argument.
    static func unresolved(_ name: String) -> MF2FunctionError {
        MF2FunctionError(.unresolvedVariable, "no value for \"\(name)\"")
    }

    /// The Bad Option of an option whose variable has no value (a missing argument, a declaration
    /// that failed): the option is left out and the call goes on without it (`spec/formatting.md`,
    /// "Option Resolution").
    static func optionLeftOut(_ name: String) -> MF2FunctionError {
        MF2FunctionError(.badOption, "\(name) has no value and is left out")
    }

    /// The error as the resolver reports it: its reason starts with the specification's error type
    /// (``MF2ErrorType/init(diagnostic:)`` reads it back), of the kind the engine gives a missing
    /// argument or a value that cannot be formatted.
    var problem: RenderProblem {
        RenderProblem(
            type == .unresolvedVariable ? .missingArgument : .transformFailed, "\(type.rawValue): \(message)")
    }
}
