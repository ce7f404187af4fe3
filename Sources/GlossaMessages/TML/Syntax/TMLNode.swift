/// A TML label parsed into a full-fidelity syntax tree, for tools (lint, convert) and the compiler.
public struct TMLDocument: Sendable, Hashable {
    /// The label as given.
    public let source: String
    /// The top-level nodes, in order.
    public let nodes: [TMLNode]
    /// Problems found while parsing (unclosed decorations, malformed tokens); parsing never fails.
    public let diagnostics: [SyntaxDiagnostic]

    /// The names of every data token (`count` in `{count || message}`), in order of first use.
    public var tokenNames: [String] { names { if case .token(let token) = $0 { token.name } else { nil } } }
    /// The names of every decoration token (`bold` in `[bold: …]`), in order of first use.
    public var decorationNames: [String] {
        names { if case .decoration(let decoration) = $0 { decoration.name } else { nil } }
    }

    private func names(_ pick: (TMLNode) -> String?) -> [String] {
        var found: [String] = []
        func walk(_ nodes: [TMLNode]) {
            for node in nodes {
                if let name = pick(node), !found.contains(name) { found.append(name) }
                if case .decoration(let decoration) = node { walk(decoration.children) }
            }
        }
        walk(nodes)
        return found
    }
}

/// One node of a TML label.
public indirect enum TMLNode: Sendable, Hashable {
    /// Literal text.
    case text(String, TMLSourceRange)
    /// A data, method, piped or map token.
    case token(TMLToken)
    /// A decoration token with its content.
    case decoration(TMLDecoration)
}

/// A range of a TML label: 1-based line and column of its start, and its character offsets.
public struct TMLSourceRange: Sendable, Hashable {
    /// Character offsets in the label, `start..<end`.
    public let offsets: Range<Int>
    /// Where it starts.
    public let start: SourceLocation

    /// Creates a range.
    public init(offsets: Range<Int>, start: SourceLocation) {
        self.offsets = offsets
        self.start = start
    }
}

/// A problem found by the TML parser: the message parsers' one diagnostic shape, ``SyntaxDiagnostic``.
@available(*, deprecated, renamed: "SyntaxDiagnostic")
public typealias TMLDiagnostic = SyntaxDiagnostic

/// A decoration token: `[name: …]`, `[name]…[/name]` or `<name>…</name>`.
public struct TMLDecoration: Sendable, Hashable {
    /// How it is written.
    public enum Form: Sendable, Hashable {
        /// `[name: content]`.
        case short
        /// `[name]content[/name]`.
        case long
        /// `<name>content</name>`.
        case html
    }

    /// The name (`bold`, `link1`).
    public let name: String
    /// The form.
    public let form: Form
    /// The content.
    public let children: [TMLNode]
    /// Whether the label closed it (unclosed decorations end with the label).
    public let isClosed: Bool
    /// Where it is.
    public let range: TMLSourceRange
}

/// A data token and its variants.
public struct TMLToken: Sendable, Hashable {
    /// The token's form.
    public enum Kind: Sendable, Hashable {
        /// `{name}`.
        case data
        /// `{name.attribute}`.
        case method(attribute: String)
        /// `{name | forms}` (implied: only the form is shown) or `{name || forms}` (displayed: the
        /// value, a space, and the form).
        case piped(displaysValue: Bool, parameters: [TMLParameter])
        /// `{name @ a, b}` or `{name @ key: value, …}`.
        case map(parameters: [TMLParameter])
    }

    /// The token's name (`count`, `user`).
    public let name: String
    /// What kind of token.
    public let kind: Kind
    /// Type hints (`{count:number}` → `["number"]`).
    public let contextKeys: [String]
    /// Language cases applied in order (`{user::gen}` → `["gen"]`).
    public let caseKeys: [String]
    /// The token exactly as written (including a legacy `%` or doubled braces).
    public let source: String
    /// Where it is.
    public let range: TMLSourceRange
}

/// One parameter of a piped or map token: positional (`message`) or named (`one: message`).
public struct TMLParameter: Sendable, Hashable {
    /// The key of a named parameter, `nil` for a positional one.
    public let key: String?
    /// The value, trimmed.
    public let value: String

    /// Creates a parameter.
    public init(key: String?, value: String) {
        self.key = key
        self.value = value
    }
}
