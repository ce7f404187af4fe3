/// What a ``MessagePrelude`` computed for one render, as ``RenderContext/locals`` carries it.
///
/// A class: every render context holds one optional reference, which costs a render of a message
/// without a prelude (nearly every message) no more than a pointer to copy.
final class MessageLocals: Sendable {
    /// The values, in the prelude's own type.
    let value: any Sendable

    init(_ value: any Sendable) {
        self.value = value
    }
}
