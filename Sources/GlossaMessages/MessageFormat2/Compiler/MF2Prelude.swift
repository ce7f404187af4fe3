/// A message's declaration slots as the engine runs them: at the start of each render, every slot
/// resolved once, in order (``MF2Declarations/resolve(arguments:)``), for the placeholders and
/// selectors to read.
final class MF2Prelude: MessagePrelude {
    let declarations: MF2Declarations

    init(declarations: MF2Declarations) {
        self.declarations = declarations
    }

    func locals(for context: RenderContext) -> MessageLocals {
        MessageLocals(declarations.resolve(arguments: context.arguments))
    }
}
