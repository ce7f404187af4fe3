/// What a message computes at most once per render, from the render's arguments: MessageFormat 2's
/// declarations (`.local $x = {$y :number}`), which several placeholders and selectors may read.
///
/// The resolver asks for the locals at the first argument or selection of a render that its
/// shortcuts cannot answer (an integer written or selected on directly needs none) and hands them
/// to the message's transforms and selectors in ``RenderContext/locals``, so that what they share
/// is computed once. A message without one, or a render the shortcuts answer, pays nothing. A class,
/// so that a program holds it as one reference.
protocol MessagePrelude: AnyObject, Sendable {
    /// The values the message's transforms and selectors read during the render of `context`.
    func locals(for context: RenderContext) -> MessageLocals
}
