import Foundation

/// Renders to plain text: nothing is escaped and decorations contribute only their content (and the
/// text templates, such as `br` → line break).
public struct PlainTextOutput: MessageOutput {
    /// The text rendered so far.
    public private(set) var text = ""
    /// Templates applied to decorations in text output.
    public var templates: DecorationTemplates
    private var pendingSuffixes: [String] = []

    /// Creates an empty output.
    public init(templates: DecorationTemplates = .text) {
        self.templates = templates
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
        let parts = template.components(separatedBy: "{$0}")
        text += parts.first ?? ""
        pendingSuffixes.append(parts.dropFirst().joined())
    }

    /// Closes the decoration.
    public mutating func endDecoration() {
        text += pendingSuffixes.popLast() ?? ""
    }
}
