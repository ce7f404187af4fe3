/// One piece of a compiled message. Every syntax compiles into these; one resolver renders them.
///
/// The compiled form is internal and free to change; tools use each syntax's full syntax tree.
indirect enum MessagePart: Sendable {
    /// Text written in the message itself (trusted: it comes from the translation).
    case literal(String)
    /// A value's display text known when compiling (a MessageFormat 2 placeholder whose operand and
    /// options are literals, formatted by a function): written as a caller's text is, so HTML
    /// escapes it.
    case value(String)
    /// The display text of an argument.
    case argument(ArgumentPart)
    /// One of several variants, chosen by a selector on an argument.
    case selection(SelectionPart)
    /// Decorated content (TML `[bold: …]`, `<b>…</b>`).
    case decoration(DecorationPart)
    /// A piece the compiler could not make sense of: rendered verbatim, reported at render time.
    case unresolved(UnresolvedPart)
}

/// An argument reference: `{name}`, `{user.name}`, `{user::gen}`.
struct ArgumentPart: Sendable {
    /// The argument's name.
    let name: String
    /// Attribute path after the name (`{user.name}` → `["name"]`).
    let attributePath: [String]
    /// Transformations of the display text, in order (language cases, formatting).
    let transforms: [any ValueTransform]
    /// The source text, shown verbatim when the argument cannot be resolved.
    let verbatim: String
    /// Where it starts.
    let location: SourceLocation
    /// What formats the value before ``transforms`` apply (a MessageFormat 2 function): it sees the
    /// value's text unescaped and says whether its result is safe. Kept apart from ``transforms`` so
    /// that the resolver knows it without asking each transform at every render.
    var formatting: (any ValueFormattingTransform)? = nil
}

/// A choice among variants: TML piped and map tokens, ICU plural/select, Apple plural rules.
struct SelectionPart: Sendable {
    /// The argument the selector looks at.
    let argument: String
    /// Decides which variant keys apply, most preferred first.
    let selector: any MessageSelector
    /// Variants by key, in source order.
    let variants: [(key: String, parts: [MessagePart])]
    /// The source text, shown verbatim when no variant can be chosen.
    let verbatim: String
    /// Where it starts.
    let location: SourceLocation
}

/// Decorated content.
struct DecorationPart: Sendable {
    /// The decoration's name as written (`bold`, `link1`).
    let name: String
    /// The content.
    let children: [MessagePart]
    /// Where it starts.
    let location: SourceLocation
    /// The options of markup (MessageFormat 2's `{#b}…{/b}`), `nil` for a decoration whose value
    /// the caller passes under its name (TML's `[bold: …]`).
    var markup: MarkupOptions? = nil
}

/// The options of a markup element, which the render passes to the output as a
/// ``DecorationValue`` marked ``DecorationValue/isMarkup``: text known when compiling, or read from
/// an argument at each render (an argument without a value leaves its option out).
struct MarkupOptions: Sendable {
    /// Where an option's value comes from.
    enum Value: Sendable {
        /// Text known when compiling.
        case text(String)
        /// The display text of the argument of that name.
        case argument(String)
    }

    /// The options, in source order (a later option of the same name wins).
    var options: [(name: String, value: Value)] = []
}

/// A piece of source that does not compile (for example a TML token whose form the language does not
/// support): rendered verbatim, with the reason reported.
struct UnresolvedPart: Sendable {
    /// The verbatim source text.
    let verbatim: String
    /// Why it cannot be rendered.
    let reason: String
    /// Where it starts.
    let location: SourceLocation
}
