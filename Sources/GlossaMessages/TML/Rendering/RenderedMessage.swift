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

/// The output formats of ``CompiledMessage/render(_:format:)``.
public enum MessageFormat: String, Sendable, Hashable, CaseIterable {
    /// Plain text: nothing escaped, decorations contribute their content.
    case text
    /// HTML: caller values escaped unless safe, decorations through their templates.
    case html
}

extension CompiledMessage {
    /// Renders the message into any output.
    public func render<Output: MessageOutput>(into output: Output, context: RenderContext) -> (
        Output, [MessageDiagnostic]
    ) {
        var resolver = MessageResolver(context: context, output: output)
        resolver.render(parts)
        return (resolver.output, resolver.diagnostics)
    }

    /// Renders the message as plain text or HTML.
    public func render(_ context: RenderContext, format: MessageFormat = .text) -> RenderedMessage {
        switch format {
        case .text:
            let (output, diagnostics) = render(
                into: PlainTextOutput(capacity: source.utf8.count + 32), context: context)
            return RenderedMessage(text: output.text, diagnostics: diagnostics)
        case .html:
            let (output, diagnostics) = render(into: HTMLOutput(capacity: source.utf8.count * 2 + 32), context: context)
            return RenderedMessage(text: output.html, diagnostics: diagnostics)
        }
    }
}
