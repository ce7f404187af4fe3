/// What a message computes once per render, before any of its parts is rendered, from the render's
/// arguments: MessageFormat 2's declarations (`.local $x = {$y :number}`), which several
/// placeholders and selectors may read.
///
/// The resolver asks for the locals at the start of each render and hands them to the message's
/// transforms and selectors in ``RenderContext/locals``, so that what they share is computed once.
/// A message without one pays nothing. A class, so that a program holds it as one reference.
protocol MessagePrelude: AnyObject, Sendable {
    /// The values the message's transforms and selectors read during the render of `context`.
    func locals(for context: RenderContext) -> MessageLocals
}
