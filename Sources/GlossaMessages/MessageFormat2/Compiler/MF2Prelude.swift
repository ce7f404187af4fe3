/// A message's declaration slots as the engine runs them: at the first placeholder or selector of a
/// render that needs them, every slot resolved once, in order (``MF2Declarations/resolve(arguments:)``),
/// for the placeholders and selectors to read.
final class MF2Prelude: MessagePrelude {
    let declarations: MF2Declarations

    init(declarations: MF2Declarations) {
        self.declarations = declarations
    }

    func locals(for context: RenderContext) -> MessageLocals {
        let locals = declarations.resolve(arguments: context.arguments)
        return MessageLocals(locals, problems: locals.problems)
    }
}
