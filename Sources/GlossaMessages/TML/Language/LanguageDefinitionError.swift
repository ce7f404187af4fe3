/// Why a language definition could not be loaded, and where.
///
/// ``path`` names the place in the definition (`contexts.number.rules.one.conditions`,
/// `cases.gen.rules[2].operations`); JSON syntax errors carry a line and column instead.
public struct LanguageDefinitionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kinds of problem.
    public enum Kind: Sendable, Hashable {
        /// The text is not JSON.
        case invalidJSON
        /// A required key is absent (or `null`).
        case missingKey
        /// A value has the wrong JSON type.
        case wrongType
        /// A value has the right type but is not acceptable (an unknown locale, an empty keyword).
        case invalidValue
        /// A rule's `conditions` or `operations` (or their `_expression` forms) is not a valid
        /// rules-engine program.
        case invalidRule
        /// A context's `token_expression` is not a valid regular expression literal.
        case invalidTokenExpression
    }

    /// What went wrong.
    public let kind: Kind
    /// Where in the definition, as dotted keys with `[index]` for array elements; empty for the
    /// whole document.
    public let path: String
    /// A human-readable reason, including the position inside a rule or regular expression when the
    /// underlying error has one.
    public let message: String
    /// The line of a JSON syntax error (1-based).
    public let line: Int?
    /// The column of a JSON syntax error (1-based).
    public let column: Int?

    /// Creates an error.
    public init(kind: Kind, path: String, message: String, line: Int? = nil, column: Int? = nil) {
        self.kind = kind
        self.path = path
        self.message = message
        self.line = line
        self.column = column
    }

    /// `path: message`, or `line L, column C: message` for JSON syntax errors.
    public var description: String {
        if let line, let column { return "line \(line), column \(column): \(message)" }
        return path.isEmpty ? message : "\(path): \(message)"
    }
}
