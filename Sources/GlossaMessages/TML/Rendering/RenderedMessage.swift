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
        var resolver = MessageResolver(output: output)
        resolver.render(program, context: context)
        return (resolver.output, resolver.diagnostics)
    }

    /// Renders the message as plain text or HTML.
    ///
    /// The text is written into scratch space on the stack and becomes a `String` once, so a render
    /// allocates its result and nothing else unless the message reports diagnostics or overflows
    /// the scratch space. Renders that need nothing the resolver reports or treats specially take
    /// a direct path (the program run straight into UTF-8); the others (and any it gives up on) the
    /// resolver's, with the same result.
    public func render(_ context: RenderContext, format: MessageFormat = .text) -> RenderedMessage {
        if let text = DirectRenderer.render(program, folds: folds, context: context, format: format) {
            return RenderedMessage(text: text, diagnostics: [])
        }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.scratchCapacity) { scratch in
            switch format {
            case .text:
                var resolver = MessageResolver(output: PlainTextOutput(templates: .text, scratch: scratch))
                resolver.render(program, context: context)
                return RenderedMessage(text: resolver.output.finish(), diagnostics: resolver.diagnostics)
            case .html:
                var resolver = MessageResolver(output: HTMLOutput(templates: .html, scratch: scratch))
                resolver.render(program, context: context)
                return RenderedMessage(text: resolver.output.finish(), diagnostics: resolver.diagnostics)
            }
        }
    }

    /// Renders the message as plain text or HTML with `templates` for its decorations (TMLKit's
    /// configurable decoration tokens), as `render(into:context:)` with a ``PlainTextOutput`` or an
    /// ``HTMLOutput`` would. With the standard tables (``DecorationTemplates/text``,
    /// ``DecorationTemplates/html``) it is ``render(_:format:)``, direct path included.
    public func render(_ context: RenderContext, format: MessageFormat, templates: DecorationTemplates)
        -> RenderedMessage
    {
        switch format {
        case .text:
            if templates.isSameTable(as: .text) { return render(context, format: .text) }
            let (output, diagnostics) = render(
                into: PlainTextOutput(templates: templates, capacity: source.utf8.count + 32), context: context)
            return RenderedMessage(text: output.text, diagnostics: diagnostics)
        case .html:
            if templates.isSameTable(as: .html) { return render(context, format: .html) }
            let (output, diagnostics) = render(
                into: HTMLOutput(templates: templates, capacity: source.utf8.count * 2 + 32), context: context)
            return RenderedMessage(text: output.html, diagnostics: diagnostics)
        }
    }

    /// Renders the message as plain text or HTML and appends its UTF-8 to `bytes`, for callers that
    /// send bytes on (a server's response body) or render many messages into one buffer.
    ///
    /// The text is the one ``render(_:format:)`` gives. A buffer kept between renders
    /// (`bytes.removeAll(keepingCapacity: true)`) makes a render allocate nothing at all, as ICU's
    /// `MessageFormat::format` into a reused `UnicodeString` does.
    ///
    /// - Returns: what could not be resolved, as ``RenderedMessage/diagnostics``.
    @discardableResult
    public func render(
        _ context: RenderContext, format: MessageFormat = .text, appendingTo bytes: inout [UInt8]
    ) -> [MessageDiagnostic] {
        if DirectRenderer.render(program, folds: folds, context: context, format: format, appendingTo: &bytes) {
            return []
        }
        let rendered = render(context, format: format)
        bytes.append(contentsOf: rendered.text.utf8)
        return rendered.diagnostics
    }

    /// Renders the message with ``MessageResolver`` alone, never ``DirectRenderer`` (for tests that
    /// compare the two paths).
    func renderWithResolver(_ context: RenderContext, format: MessageFormat) -> RenderedMessage {
        switch format {
        case .text:
            let (output, diagnostics) = render(into: PlainTextOutput(templates: .text), context: context)
            return RenderedMessage(text: output.text, diagnostics: diagnostics)
        case .html:
            let (output, diagnostics) = render(into: HTMLOutput(templates: .html), context: context)
            return RenderedMessage(text: output.html, diagnostics: diagnostics)
        }
    }

    /// Bytes of stack scratch space a render writes into before it spills into an array.
    static var scratchCapacity: Int { 1024 }
}
