/// Formats a placeholder whose value reads arguments: resolves its term with the render's
/// arguments and declaration values (``MF2Declarations``) and formats the value, isolated by the default bidi strategy when the compiler asks
/// for it.
///
/// A value that cannot be resolved or formatted (a string that is not a number for `:number`)
/// makes the transform fail: the resolver then shows the placeholder's fallback (`{$x}`). What the
/// function reports (a Bad Operand, a Bad Option it ignored), and the declarations' problems the
/// term reads, are reported with the specification's error types, beside the text or the fallback.
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

    /// Whether a part without a value is formatted all the same: a call or a declaration reports
    /// its missing arguments itself (with what its function makes of their absence, an option left
    /// out), a plain argument is left to the resolver.
    var formatsMissingValues: Bool { term.reportsMissingArguments }

    /// The formatted text, safe only when it is the value's own text and the caller marked that
    /// safe: what a function writes (an app's function too) is escaped by HTML, as a caller's text is.
    /// What the term's resolution or formatting found is reported, beside the text or the fallback.
    func format(_ value: MessageValue?, text: String, isSafe: Bool, in renderContext: RenderContext) -> FormattedValue {
        let (formatted, problems) = formatted(in: renderContext)
        guard let formatted else {
            // Without problems of its own, the value comes from a declaration that failed, which
            // reports why (``FormattedValue/failureIsReported``).
            return FormattedValue(text: nil, isSafe: false, problems: problems)
        }
        return FormattedValue(
            text: isolated(formatted), isSafe: isSafe && value != nil && formatted.text == text, problems: problems)
    }

    /// The formatted text for `text` as the output inserts the value (the resolver calls
    /// ``format(_:text:isSafe:in:)`` instead): the value's own text stays as given.
    func transform(_ text: String, of value: MessageValue, in renderContext: RenderContext) -> String? {
        guard var formatted = formatted(in: renderContext).text else { return nil }
        if formatted.text == DisplayText.of(value).0 { formatted.text = text }
        return isolated(formatted)
    }

    /// The term resolved with the render's arguments and formatted, or `nil` when it cannot be, and
    /// what to report either way.
    private func formatted(in renderContext: RenderContext) -> (text: MF2FormattedText?, problems: [RenderProblem]) {
        let context = declarations.context
        let locals = declarations.locals(in: renderContext)
        let (resolved, problems) = term.resolve(arguments: renderContext.arguments, locals: locals, in: context)
        guard let resolved else { return (nil, problems) }
        do {
            return (try resolved.format(in: context), problems)
        } catch {
            return (nil, problems + [error.problem])
        }
    }

    /// The text, isolated by the default bidi strategy when the compiler asks for it.
    private func isolated(_ formatted: MF2FormattedText) -> String {
        guard let messageDirection else { return formatted.text }
        return formatted.isolated(in: messageDirection)
    }
}
