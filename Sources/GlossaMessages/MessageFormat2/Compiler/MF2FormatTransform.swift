/// Formats a placeholder whose value reads arguments: resolves its term with the render's
/// arguments and declaration values (``MF2Declarations``) and formats the value, isolated by the default bidi strategy when the compiler asks
/// for it.
///
/// A value that cannot be resolved or formatted (a string that is not a number for `:number`)
/// makes the transform fail: the resolver then shows the placeholder's fallback (`{$x}`) and
/// reports it.
struct MF2FormatTransform: ValueTransform {
    let term: MF2Term
    /// The message's declaration slots, which the term may read.
    let declarations: MF2Declarations
    /// The message's direction, or `nil` when placeholders are not isolated.
    let messageDirection: MF2Direction?
    let name: String
    /// A placeholder that cannot be formatted shows its fallback, as the specification says.
    var failureShowsVerbatim: Bool { true }

    init(term: MF2Term, declarations: MF2Declarations, messageDirection: MF2Direction?) {
        self.term = term
        self.declarations = declarations
        self.messageDirection = messageDirection
        if case .call(let call) = term { name = ":\(call.name)" } else { name = "formatting" }
    }

    func transform(_ text: String, of value: MessageValue, in renderContext: RenderContext) -> String? {
        let context = declarations.context
        let locals = declarations.locals(in: renderContext)
        guard let resolved = term.resolve(arguments: renderContext.arguments, locals: locals, in: context),
            var formatted = try? resolved.format(in: context)
        else { return nil }
        if formatted.text == DisplayText.of(value).0 {
            // The value's own text: keep it as the output gave it (escaped for HTML).
            formatted.text = text
        }
        guard let messageDirection else { return formatted.text }
        return formatted.isolated(in: messageDirection)
    }
}
