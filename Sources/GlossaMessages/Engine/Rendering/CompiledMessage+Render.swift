extension CompiledMessage {
    /// Renders the message into any output.
    public func render<Output: MessageOutput>(into output: Output, context: RenderContext) -> (
        Output, [MessageDiagnostic]
    ) {
        MessageResolver(rendering: program, into: output, context: context).finish()
    }

    /// Renders the message as plain text or HTML.
    ///
    /// The text is written into scratch space on the stack and becomes a `String` once, so a render
    /// allocates its result and nothing else unless the message reports diagnostics or overflows
    /// the scratch space. Decorations the caller passes no value for are written as the text the
    /// output was found to write around them when the message was compiled (`DecorationFolds`).
    public func render(_ context: RenderContext, format: OutputFormat = .text) -> RenderedMessage {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.scratchCapacity) { scratch in
            switch format {
            case .text:
                resolve(PlainTextOutput(scratch: scratch), format, context) {
                    RenderedMessage(text: $0.finish(), diagnostics: $1)
                }
            case .html:
                resolve(HTMLOutput(scratch: scratch), format, context) {
                    RenderedMessage(text: $0.finish(), diagnostics: $1)
                }
            }
        }
    }

    /// Runs the program into a standard output, with its folds, and calls `body` with the output
    /// and the diagnostics where the resolver keeps them (lent, not copied out).
    @inline(__always)
    private func resolve<Output: MessageOutput, Result>(
        _ output: consuming Output, _ format: OutputFormat, _ context: RenderContext,
        _ body: (borrowing Output, [MessageDiagnostic]) -> Result
    ) -> Result {
        let resolver = MessageResolver(rendering: program, into: output, context: context, folds: folds, format: format)
        return body(resolver.output, resolver.diagnostics)
    }

    /// Renders the message as plain text or HTML with `templates` for its decorations (TMLKit's
    /// configurable decoration tokens), as `render(into:context:)` with a ``PlainTextOutput`` or an
    /// ``HTMLOutput`` would. With the standard tables (``DecorationTemplates/text``,
    /// ``DecorationTemplates/html``) it is ``render(_:format:)``, folds included.
    public func render(_ context: RenderContext, format: OutputFormat, templates: DecorationTemplates)
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
        _ context: RenderContext, format: OutputFormat = .text, appendingTo bytes: inout [UInt8]
    ) -> [MessageDiagnostic] {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.scratchCapacity) { scratch in
            switch format {
            case .text:
                resolve(PlainTextOutput(scratch: scratch), format, context) { output, diagnostics in
                    output.withBytes { bytes.append(contentsOf: $0) }
                    return diagnostics
                }
            case .html:
                resolve(HTMLOutput(scratch: scratch), format, context) { output, diagnostics in
                    output.withBytes { bytes.append(contentsOf: $0) }
                    return diagnostics
                }
            }
        }
    }

    /// Renders the message through a new standard output of its own, without folds or scratch space
    /// (``render(into:context:)``): the reference the tests hold ``render(_:format:)`` to.
    func renderUnfolded(_ context: RenderContext, format: OutputFormat) -> RenderedMessage {
        switch format {
        case .text:
            let (output, diagnostics) = render(into: PlainTextOutput(), context: context)
            return RenderedMessage(text: output.text, diagnostics: diagnostics)
        case .html:
            let (output, diagnostics) = render(into: HTMLOutput(), context: context)
            return RenderedMessage(text: output.html, diagnostics: diagnostics)
        }
    }

    /// Bytes of stack scratch space a render writes into before it spills into an array.
    static var scratchCapacity: Int { 1024 }
}
