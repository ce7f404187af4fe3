/// An expression: an operand, a function, or both, and attributes (`{$count :number
/// minimumFractionDigits=1 @translate=no}`).
public struct MF2Expression: Sendable, Hashable {
    /// The operand, if any (an expression with none has a function: `{:now}`).
    public let operand: MF2Operand?
    /// The function, if any.
    public let function: MF2Function?
    /// The attributes, in order.
    public let attributes: [MF2Attribute]
    /// Where it is, braces included.
    public let range: SourceRange

    /// Creates an expression.
    public init(operand: MF2Operand?, function: MF2Function?, attributes: [MF2Attribute], range: SourceRange) {
        self.operand = operand
        self.function = function
        self.attributes = attributes
        self.range = range
    }

    /// The variables the expression refers to (its operand, then its options' values), in order.
    public var variables: [MF2Variable] {
        var found: [MF2Variable] = []
        if case .variable(let variable) = operand { found.append(variable) }
        for option in function?.options ?? [] {
            if case .variable(let variable) = option.value { found.append(variable) }
        }
        return found
    }
}

/// What an expression or option applies to: a literal or a variable.
public enum MF2Operand: Sendable, Hashable {
    /// `|quoted|` or `unquoted`.
    case literal(MF2Literal)
    /// `$name`.
    case variable(MF2Variable)

    /// Where it is.
    public var range: SourceRange {
        switch self {
        case .literal(let literal): literal.range
        case .variable(let variable): variable.range
        }
    }
}

/// A literal: `|quoted, with \| escapes|` or an unquoted name-like token (`42`, `one`, `-1.5e3`).
public struct MF2Literal: Sendable, Hashable {
    /// The value, escapes resolved, quotes removed.
    public let value: String
    /// Whether it was written between `|`.
    public let isQuoted: Bool
    /// Where it is, quotes included.
    public let range: SourceRange

    /// Creates a literal.
    public init(value: String, isQuoted: Bool, range: SourceRange) {
        self.value = value
        self.isQuoted = isQuoted
        self.range = range
    }
}

/// A variable reference, `$name`.
public struct MF2Variable: Sendable, Hashable {
    /// The name, without `$` and without any bidi marks around it.
    public let name: String
    /// Where it is, `$` included.
    public let range: SourceRange

    /// Creates a variable.
    public init(name: String, range: SourceRange) {
        self.name = name
        self.range = range
    }
}

/// An identifier with an optional namespace: `number`, `u:id`, `html:a`.
public struct MF2Identifier: Sendable, Hashable, CustomStringConvertible {
    /// The namespace, if any.
    public let namespace: String?
    /// The name.
    public let name: String

    /// Creates an identifier.
    public init(namespace: String?, name: String) {
        self.namespace = namespace
        self.name = name
    }

    /// `namespace:name`, or `name`.
    public var description: String { namespace.map { "\($0):\(name)" } ?? name }
}

/// A function annotation: `:number minimumFractionDigits=2`.
public struct MF2Function: Sendable, Hashable {
    /// The function's identifier.
    public let identifier: MF2Identifier
    /// Its options, in order.
    public let options: [MF2Option]
    /// Where it is, from `:` to the end of its last option.
    public let range: SourceRange

    /// Creates a function annotation.
    public init(identifier: MF2Identifier, options: [MF2Option], range: SourceRange) {
        self.identifier = identifier
        self.options = options
        self.range = range
    }
}

/// A function or markup option, `name=value`.
public struct MF2Option: Sendable, Hashable {
    /// The option's identifier.
    public let identifier: MF2Identifier
    /// Its value.
    public let value: MF2Operand
    /// Where it is.
    public let range: SourceRange

    /// Creates an option.
    public init(identifier: MF2Identifier, value: MF2Operand, range: SourceRange) {
        self.identifier = identifier
        self.value = value
        self.range = range
    }
}

/// An attribute, `@name` or `@name=|literal|`: information for tools, with no effect on formatting.
public struct MF2Attribute: Sendable, Hashable {
    /// The attribute's identifier.
    public let identifier: MF2Identifier
    /// Its value, if any.
    public let value: MF2Literal?
    /// Where it is, `@` included.
    public let range: SourceRange

    /// Creates an attribute.
    public init(identifier: MF2Identifier, value: MF2Literal?, range: SourceRange) {
        self.identifier = identifier
        self.value = value
        self.range = range
    }
}
