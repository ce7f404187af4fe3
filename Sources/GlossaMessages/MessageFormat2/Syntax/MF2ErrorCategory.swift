/// The classes of error the specification groups its error types in (`spec/errors.md`).
public enum MF2ErrorCategory: String, Sendable, Hashable, CaseIterable {
    /// The message does not follow the syntax.
    case syntax
    /// The message breaks a rule of the data model (found without any argument).
    case dataModel = "data-model"
    /// A variable or function cannot be resolved.
    case resolution
    /// A selector cannot choose, or a key is not valid for it.
    case selection
    /// A function cannot format its operand with its options (the specification's Message Function
    /// Errors).
    case formatting
}

extension MF2ErrorType {
    /// The class of error the type belongs to: `syntax-error` is a syntax error, `duplicate-variant` a
    /// data model error, `unresolved-variable` and `unknown-function` resolution errors, `bad-selector`
    /// and `bad-variant-key` selection errors, `bad-operand`, `bad-option` and `function-error`
    /// formatting errors.
    public var category: MF2ErrorCategory {
        switch self {
        case .syntaxError: .syntax
        case .unresolvedVariable, .unknownFunction: .resolution
        case .badSelector, .badVariantKey: .selection
        case .badOperand, .badOption, .functionError: .formatting
        case .variantKeyMismatch, .missingFallbackVariant, .missingSelectorAnnotation, .duplicateDeclaration,
            .duplicateOptionName, .duplicateVariant:
            .dataModel
        }
    }
}
