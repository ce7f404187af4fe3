/// Renders to plain text: nothing is escaped and decorations contribute only their content (and the
/// text templates, such as `br` → line break).
public struct PlainTextOutput: MessageOutput {
    /// The text rendered so far.
    public private(set) var text = ""
    /// Templates applied to decorations in text output.
    public var templates: DecorationTemplates
    private var pendingSuffixes: [String] = []

    /// Creates an empty output, with room for about `capacity` bytes.
    public init(templates: DecorationTemplates = .text, capacity: Int = 0) {
        self.templates = templates
        text.reserveCapacity(capacity)
    }

    /// Appends message text.
    public mutating func appendLiteral(_ text: String) { self.text += text }

    /// Appends an argument's text as it is.
    public mutating func appendValue(_ text: String, isSafe: Bool) { self.text += text }

    /// Applies the text template of the decoration, if any.
    public mutating func beginDecoration(named name: String, value: MessageValue?) {
        guard let template = templates.template(for: name) else {
            pendingSuffixes.append("")
            return
        }
        text += DecorationTemplate.render(template.prefix, attributes: [:]) { $0 }
        pendingSuffixes.append(DecorationTemplate.render(template.suffix, attributes: [:]) { $0 })
    }

    /// Closes the decoration.
    public mutating func endDecoration() {
        text += pendingSuffixes.popLast() ?? ""
    }
}
