/// The result of rendering a message: its text (plain or HTML) and what could not be resolved.
public struct RenderedMessage: Sendable, Hashable {
    /// The rendered text.
    public let text: String
    /// Pieces that stayed verbatim, with where and why.
    public let diagnostics: [MessageDiagnostic]

    /// Creates a result.
    public init(text: String, diagnostics: [MessageDiagnostic]) {
        self.text = text
        self.diagnostics = diagnostics
    }
}
