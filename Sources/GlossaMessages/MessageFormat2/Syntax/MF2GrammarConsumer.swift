/// What ``MF2Reader``, the one grammar of MessageFormat 2, tells as it reads a message: it has two
/// consumers, ``MF2TreeBuilder`` (the full-fidelity ``MF2Message`` tools read, through
/// ``MF2Parser``) and ``MF2ProgramEmitter`` (the compiled message straight away, without the tree),
/// so both read messages alike by construction.
///
/// Events come in source order. Declarations and placeholders come whole (their expressions are
/// small); patterns come part by part, each closed by ``endPattern(_:)``. A `.match` comes as
/// ``beginMatcher(selectors:)``, then per variant ``beginVariant(keys:)``, its pattern and
/// ``endVariant(_:)``, and ``endMatcher(_:)``. A piece with a syntax error is reported by the reader
/// and, in a pattern, handed on as an ``MF2PatternPart/invalid(_:)`` part; a declaration or variant
/// with one is left out.
protocol MF2GrammarConsumer {
    /// An `.input` or `.local` declaration.
    mutating func declaration(_ declaration: MF2Declaration)
    /// A part of the pattern being read: text (escapes resolved), a placeholder, markup, or what was
    /// skipped of a broken placeholder.
    mutating func part(_ part: MF2PatternPart)
    /// Text at `range` as the source writes it (no escape in it): a part of the pattern being read
    /// whose text `text()` makes; by default, the ``part(_:)`` of that text.
    mutating func sourceText(_ range: SourceRange, _ text: () -> String)
    /// A placeholder that only shows a variable, `{$name}` (with any white space inside its braces),
    /// at `range`: the commonest placeholder, which the reader tells apart; by default, the
    /// ``part(_:)`` of its expression.
    mutating func variablePlaceholder(_ variable: MF2Variable, range: SourceRange)
    /// The end of the pattern being read: the message's body, or a variant's.
    mutating func endPattern(_ range: SourceRange)
    /// `.match` and its selectors, before its variants.
    mutating func beginMatcher(selectors: [MF2Variable])
    /// A variant's keys, before its pattern.
    mutating func beginVariant(keys: [MF2Key])
    /// The end of a variant, from its first key to the end of its pattern.
    mutating func endVariant(_ range: SourceRange)
    /// The end of the `.match`, from `.match` to the end of its last variant.
    mutating func endMatcher(_ range: SourceRange)
}

extension MF2GrammarConsumer {
    mutating func sourceText(_ range: SourceRange, _ text: () -> String) {
        part(.text(text(), range))
    }

    mutating func variablePlaceholder(_ variable: MF2Variable, range: SourceRange) {
        part(.expression(MF2Expression(operand: .variable(variable), function: nil, attributes: [], range: range)))
    }
}
