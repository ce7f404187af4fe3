/// What a ``MessagePrelude`` computed for one render, as ``RenderContext/locals`` carries it.
///
/// A class: every render context holds one optional reference, which costs a render of a message
/// without a prelude (nearly every message) no more than a pointer to copy.
final class MessageLocals: Sendable {
    /// The values, in the prelude's own type.
    let value: any Sendable
    /// What computing them found (a declaration whose argument is missing), which the resolver
    /// reports once, when it asks for the locals.
    let problems: [RenderProblem]

    init(_ value: any Sendable, problems: [RenderProblem] = []) {
        self.value = value
        self.problems = problems
    }
}
