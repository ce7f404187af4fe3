/// A Unicode MessageFormat 2 message parsed into a full-fidelity syntax tree, for tools (lint,
/// convert, round trips) and the compiler.
///
/// Parsing never fails: a piece with a syntax error becomes an ``MF2PatternPart/invalid(_:)`` part
/// (or is left out of the declarations or variants, with its text kept in ``errors``' ranges), and
/// ``errors`` says where and why, with the error type of the specification. Data model errors
/// (a variant with the wrong number of keys, a missing `*` variant…) are reported there too.
public struct MF2Message: Sendable, Hashable {
    /// The message as given.
    public let source: String
    /// The `.input` and `.local` declarations, in order (none for a simple message).
    public let declarations: [MF2Declaration]
    /// The pattern, or the `.match` and its variants.
    public let body: MF2Body
    /// Syntax and data model errors, in the order found, each with its position.
    public let errors: [MF2Error]

    /// Creates a message.
    public init(source: String, declarations: [MF2Declaration], body: MF2Body, errors: [MF2Error]) {
        self.source = source
        self.declarations = declarations
        self.body = body
        self.errors = errors
    }

    /// Whether the message has a syntax error (it then cannot be formatted, only shown as a fallback).
    public var hasSyntaxError: Bool { errors.contains { $0.type == .syntaxError } }
}

/// What a message says after its declarations.
public enum MF2Body: Sendable, Hashable {
    /// A pattern: the whole of a simple message, or a complex message's `{{…}}`.
    case pattern(MF2Pattern)
    /// `.match` with its selectors and variants.
    case matcher(MF2Matcher)
}

/// `.input {$name …}` or `.local $name = {…}`.
public struct MF2Declaration: Sendable, Hashable {
    /// Which keyword declares it.
    public enum Kind: String, Sendable, Hashable {
        /// `.input`: an argument, annotated.
        case input
        /// `.local`: a new variable bound to an expression.
        case local
    }

    /// Which keyword declares it.
    public let kind: Kind
    /// The declared variable (for `.input`, the expression's operand).
    public let variable: MF2Variable
    /// The expression it is bound to.
    public let expression: MF2Expression
    /// Where the declaration is, keyword included.
    public let range: SourceRange

    /// Creates a declaration.
    public init(kind: Kind, variable: MF2Variable, expression: MF2Expression, range: SourceRange) {
        self.kind = kind
        self.variable = variable
        self.expression = expression
        self.range = range
    }
}

/// `.match $a $b` followed by variants.
public struct MF2Matcher: Sendable, Hashable {
    /// The selectors, in order.
    public let selectors: [MF2Variable]
    /// The variants, in source order.
    public let variants: [MF2Variant]
    /// Where the matcher is, from `.match` to the end of its last variant.
    public let range: SourceRange

    /// Creates a matcher.
    public init(selectors: [MF2Variable], variants: [MF2Variant], range: SourceRange) {
        self.selectors = selectors
        self.variants = variants
        self.range = range
    }
}

/// One variant of a matcher: a key for each selector, then a quoted pattern.
public struct MF2Variant: Sendable, Hashable {
    /// The keys, one per selector.
    public let keys: [MF2Key]
    /// The pattern shown when the variant is chosen.
    public let pattern: MF2Pattern
    /// Where the variant is, from its first key to the end of its pattern.
    public let range: SourceRange

    /// Creates a variant.
    public init(keys: [MF2Key], pattern: MF2Pattern, range: SourceRange) {
        self.keys = keys
        self.pattern = pattern
        self.range = range
    }

    /// Whether every key is `*` (the fallback variant).
    public var isFallback: Bool { keys.allSatisfy(\.isCatchAll) }
}

/// A variant key: a literal, or `*`, which matches anything.
public enum MF2Key: Sendable, Hashable {
    /// A literal key (`one`, `|1.0|`).
    case literal(MF2Literal)
    /// `*`.
    case catchAll(SourceRange)

    /// Whether the key is `*`.
    public var isCatchAll: Bool {
        if case .catchAll = self { return true }
        return false
    }

    /// The literal's value, or `nil` for `*`.
    public var value: String? {
        if case .literal(let literal) = self { return literal.value }
        return nil
    }

    /// Where the key is.
    public var range: SourceRange {
        switch self {
        case .literal(let literal): literal.range
        case .catchAll(let range): range
        }
    }
}
