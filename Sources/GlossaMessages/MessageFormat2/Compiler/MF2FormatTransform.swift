/// Formats a placeholder whose value reads arguments: resolves its term with the render's
/// arguments and declaration values (``MF2Declarations``) and formats the value, isolated by the default bidi strategy when the compiler asks
/// for it.
///
/// A value that cannot be resolved or formatted (a string that is not a number for `:number`)
/// makes the transform fail: the resolver then shows the placeholder's fallback (`{$x}`) and
/// reports it.
///
/// A placeholder that shows an argument's integers in the locale's standard integer format (`{$n}`,
/// or `{$n :number}` without options, directly or through a declaration, not isolated) answers the
/// engine's ``IntegerFormattingTransform``: the resolver writes such values itself, and neither
/// the declarations nor the function are resolved for them.
struct MF2FormatTransform: ValueFormattingTransform {
    let term: MF2Term
    /// The message's declaration slots, which the term may read.
    let declarations: MF2Declarations
    /// The message's direction, or `nil` when placeholders are not isolated.
    let messageDirection: MF2Direction?
    let name: String
    /// How the placeholder shows integer values of the argument it reads, when it shows them as the
    /// locale's standard integer format does, without bidi controls.
    let integerFormat: IntegerArgumentFormat?
    /// A placeholder that cannot be formatted shows its fallback, as the specification says.
    var failureShowsVerbatim: Bool { true }

    /// The transform of a placeholder whose value is `term`, shown as `argument` (the argument the
    /// resolver reads for it) in a message of direction `messageDirection`; `integerDigits` is the
    /// locale's standard integer format.
    init(
        term: MF2Term, argument: String, declarations: MF2Declarations, messageDirection: MF2Direction?,
        integerDigits: IntegerDigitsFormat
    ) {
        self.term = term
        self.declarations = declarations
        self.messageDirection = messageDirection
        if case .call(let call) = term { name = ":\(call.name)" } else { name = "formatting" }
        // A number is left to right: isolated only in a message that is not.
        let isolates = messageDirection.map { $0 != .leftToRight } ?? false
        if !isolates, declarations.integerFormattedArgument(of: term) == argument {
            integerFormat = IntegerArgumentFormat(digits: integerDigits, offset: 0)
        } else {
            integerFormat = nil
        }
    }

    /// The formatted text, safe only when it is the value's own text and the caller marked that
    /// safe: what a function writes (an app's function too) is escaped by HTML, as a caller's text is.
    func format(
        _ value: MessageValue, text: String, isSafe: Bool, in renderContext: RenderContext
    ) -> (text: String, isSafe: Bool)? {
        guard let formatted = formatted(in: renderContext) else { return nil }
        return (isolated(formatted), isSafe && formatted.text == text)
    }

    /// The formatted text for `text` as the output inserts the value (the resolver calls
    /// ``format(_:text:isSafe:in:)`` instead): the value's own text stays as given.
    func transform(_ text: String, of value: MessageValue, in renderContext: RenderContext) -> String? {
        guard var formatted = formatted(in: renderContext) else { return nil }
        if formatted.text == DisplayText.of(value).0 { formatted.text = text }
        return isolated(formatted)
    }

    /// The term resolved with the render's arguments and formatted, or `nil` when it cannot be.
    private func formatted(in renderContext: RenderContext) -> MF2FormattedText? {
        let context = declarations.context
        let locals = declarations.locals(in: renderContext)
        guard let resolved = term.resolve(arguments: renderContext.arguments, locals: locals, in: context) else {
            return nil
        }
        return try? resolved.format(in: context)
    }

    /// The text, isolated by the default bidi strategy when the compiler asks for it.
    private func isolated(_ formatted: MF2FormattedText) -> String {
        guard let messageDirection else { return formatted.text }
        return formatted.isolated(in: messageDirection)
    }
}
