/// Renders to plain text: nothing is escaped and decorations contribute only their content (and the
/// text templates, such as `br` → line break, with the caller's attributes).
public struct PlainTextOutput: MessageOutput {
    /// The text rendered so far.
    public private(set) var text = ""
    /// Templates applied to decorations in text output.
    public var templates: DecorationTemplates
    private var stack: [(template: DecorationTemplate?, attributes: [String: String], contentStart: Int)] = []

    /// Creates an empty output, with room for about `capacity` bytes.
    public init(templates: DecorationTemplates = .text, capacity: Int = 0) {
        self.templates = templates
        text.reserveCapacity(capacity)
    }

    /// Appends message text.
    public mutating func appendLiteral(_ text: String) { self.text += text }

    /// Appends an argument's text as it is.
    public mutating func appendValue(_ text: String, isSafe: Bool) { self.text += text }

    /// Applies the text template of the decoration, if any, with the caller's attributes.
    public mutating func beginDecoration(named name: String, value: MessageValue?) {
        let request = DecorationRequest(value)
        let template = request.contentOnly ? nil : templates.template(for: name)
        if let template {
            text += DecorationTemplate.render(template.prefix, attributes: request.attributes) { $0 }
        }
        stack.append((template, request.attributes, text.utf8.count))
    }

    /// Closes the decoration.
    public mutating func endDecoration() {
        guard let open = stack.popLast(), let template = open.template else { return }
        if !template.includesContent || template.suffixRepeatsContent {
            let content = String(decoding: text.utf8.dropFirst(open.contentStart), as: UTF8.self)
            text = String(decoding: text.utf8.prefix(open.contentStart), as: UTF8.self)
            if template.includesContent { text += content }
            text += DecorationTemplate.render(template.suffix, attributes: open.attributes, content: content) { $0 }
        } else {
            text += DecorationTemplate.render(template.suffix, attributes: open.attributes) { $0 }
        }
    }
}
