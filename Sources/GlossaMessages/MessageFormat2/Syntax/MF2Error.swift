/// An error of a MessageFormat 2 message, with its type as the specification names it and where it is.
public struct MF2Error: Error, Sendable, Hashable, CustomStringConvertible {
    /// The type of error, named as the specification's test suite names it (`syntax-error`,
    /// `variant-key-mismatch`, `unresolved-variable`…).
    public let type: MF2ErrorType
    /// Where the offending piece is.
    public let range: SourceRange
    /// What is wrong, in a sentence.
    public let message: String

    /// Creates an error.
    public init(type: MF2ErrorType, range: SourceRange, message: String) {
        self.type = type
        self.range = range
        self.message = message
    }

    /// The error as the other syntaxes report theirs (line, column and message).
    public var syntaxDiagnostic: SyntaxDiagnostic {
        SyntaxDiagnostic(location: range.start, message: "\(type.rawValue): \(message)")
    }

    /// `line:column: type: message`.
    public var description: String { "\(range.start): \(type.rawValue): \(message)" }
}

/// The types of error the specification defines (`spec/errors.md`), with the names of its test suite.
public enum MF2ErrorType: String, Sendable, Hashable, CaseIterable {
    /// The message does not follow the syntax.
    case syntaxError = "syntax-error"
    /// A variant has more or fewer keys than there are selectors.
    case variantKeyMismatch = "variant-key-mismatch"
    /// No variant has `*` for every key.
    case missingFallbackVariant = "missing-fallback-variant"
    /// A selector does not refer, directly or through declarations, to an expression with a function.
    case missingSelectorAnnotation = "missing-selector-annotation"
    /// A variable is declared twice, or declared after it was used.
    case duplicateDeclaration = "duplicate-declaration"
    /// A function or markup has two options of the same name.
    case duplicateOptionName = "duplicate-option-name"
    /// Two variants have the same keys.
    case duplicateVariant = "duplicate-variant"
    /// A variable has no value.
    case unresolvedVariable = "unresolved-variable"
    /// No function of that name is known.
    case unknownFunction = "unknown-function"
    /// A function cannot use its operand.
    case badOperand = "bad-operand"
    /// A function cannot use one of its options.
    case badOption = "bad-option"
    /// A selector cannot choose.
    case badSelector = "bad-selector"
    /// A variant key is not valid for its selector.
    case badVariantKey = "bad-variant-key"
    /// A function failed in another way (the specification's Message Function Error).
    case functionError = "function-error"

    /// Whether the error is a data model error (found without any argument, like syntax errors).
    public var isDataModelError: Bool {
        switch self {
        case .variantKeyMismatch, .missingFallbackVariant, .missingSelectorAnnotation, .duplicateDeclaration,
            .duplicateOptionName, .duplicateVariant:
            true
        default: false
        }
    }
}
