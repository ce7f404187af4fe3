/// Renders to plain text: nothing is escaped and decorations contribute only their content (and the
/// text templates, such as `br` → line break, with the caller's attributes). MessageFormat 2 markup
/// (``DecorationValue/isMarkup``) contributes only its content, whatever the templates: the
/// specification formats markup to a string as nothing.
public struct PlainTextOutput: MessageOutput {
    /// The text rendered so far.
    public var text: String { buffer.string() }
    /// Templates applied to decorations in text output.
    public var templates: DecorationTemplates {
        get { customTemplates ?? .text }
        set { customTemplates = newValue }
    }
    /// The templates, or `nil` for the standard ``DecorationTemplates/text`` (read when a decoration
    /// needs it, so a render without decorations neither retains nor releases the table).
    private var customTemplates: DecorationTemplates?
    private var buffer: UTF8Buffer
    private var stack = DecorationStack()

    /// Creates an empty output, with room for about `capacity` bytes.
    ///
    /// - Parameters:
    ///   - templates: the decoration templates; `nil` (the default) for ``DecorationTemplates/text``,
    ///     which the output then reads only when a decoration needs it, so a render without
    ///     decorations neither retains nor releases the table.
    ///   - capacity: the bytes to reserve for the text.
    public init(templates: DecorationTemplates? = nil, capacity: Int = 0) {
        customTemplates = templates
        buffer = UTF8Buffer(capacity: capacity)
    }

    /// Calls `body` with the UTF-8 written so far.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result { buffer.withBytes(body) }

    /// An output that writes into `scratch` while the text fits; it must not outlive `scratch`.
    /// The output has the standard templates.
    init(scratch: UnsafeMutableBufferPointer<UInt8>) {
        buffer = UTF8Buffer(scratch: scratch)
    }

    /// Appends message text.
    public mutating func appendLiteral(_ text: String) { buffer.append(text) }

    /// Appends message text given as UTF-8. Inlined where the resolver calls it (a few bytes; the
    /// call cost more than the copy).
    @inline(__always)
    public mutating func appendLiteral(utf8 bytes: UnsafeBufferPointer<UInt8>) { buffer.append(bytes) }

    /// Appends an argument's text as it is.
    public mutating func appendValue(_ text: String, isSafe: Bool) { buffer.append(text) }

    /// Appends an argument's UTF-8 as it is (inlined, as ``appendLiteral(utf8:)``).
    @inline(__always)
    public mutating func appendValue(utf8 bytes: UnsafeBufferPointer<UInt8>, isSafe: Bool) { buffer.append(bytes) }

    /// Applies the text template of the decoration, if any, with the caller's attributes.
    public mutating func beginDecoration(named name: String, value: MessageValue?) {
        beginDecoration(DecorationName(name), value: value)
    }

    /// Applies the text template of the decoration, if any, with the caller's attributes.
    public mutating func beginDecoration(_ name: DecorationName, value: MessageValue?) {
        guard !DecorationRequest.isMarkup(value), let template = templates.template(for: name) else {
            stack.push(nil)
            return
        }
        let request = DecorationRequest(value)
        guard !request.contentOnly else {
            stack.push(nil)
            return
        }
        DecorationTemplate.append(
            template.prefix, attributes: request.attributes, escapesAttributes: false, to: &buffer)
        stack.push(OpenDecoration(template: template, attributes: request.attributes, contentStart: buffer.count))
    }

    /// Closes the decoration.
    public mutating func endDecoration() {
        guard let open = stack.pop() else { return }
        let template = open.template
        if !template.includesContent || template.suffixRepeatsContent {
            let content = buffer.removeSuffix(from: open.contentStart)
            if template.includesContent { content.withUnsafeBufferPointer { buffer.append($0) } }
            DecorationTemplate.append(
                template.suffix, attributes: open.attributes ?? [:], content: content, escapesAttributes: false,
                to: &buffer)
        } else {
            DecorationTemplate.append(
                template.suffix, attributes: open.attributes ?? [:], escapesAttributes: false, to: &buffer)
        }
    }

    /// The text, for the renderer that lent the scratch space.
    func finish() -> String { buffer.assembledString() }
}
