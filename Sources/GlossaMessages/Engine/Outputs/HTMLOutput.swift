/// Renders to HTML. Every caller-supplied value is escaped unless marked safe; decoration templates
/// are trusted. Decorations use the caller's value for their name when it is a template or
/// attributes, else the default templates, else `<name>…</name>`.
public struct HTMLOutput: MessageOutput {
    /// The HTML rendered so far.
    public private(set) var html = ""
    /// The default decoration templates.
    public var templates: DecorationTemplates
    private var stack: [OpenDecoration] = []

    /// A decoration whose content is being rendered.
    private struct OpenDecoration {
        let template: DecorationTemplate?
        let attributes: [String: String]
        /// Where the content began, in UTF-8 bytes of `html`.
        let contentStart: Int
    }

    /// Creates an empty output, with room for about `capacity` bytes.
    public init(templates: DecorationTemplates = .html, capacity: Int = 0) {
        self.templates = templates
        html.reserveCapacity(capacity)
    }

    /// Appends message text as it is (it comes from the translation).
    public mutating func appendLiteral(_ text: String) { html += text }

    /// Appends a value, escaped unless safe.
    public mutating func appendValue(_ text: String, isSafe: Bool) {
        if isSafe { html += text } else { Self.appendEscaped(text, to: &html) }
    }

    /// The text HTML-escaped.
    public func escapedValue(_ text: String) -> String { Self.escape(text) }

    /// Opens a decoration.
    public mutating func beginDecoration(named name: String, value: MessageValue?) {
        let request = DecorationRequest(value)
        let template =
            request.contentOnly
            ? nil : request.template ?? templates.template(for: name) ?? DecorationTemplate("<\(name)>{$0}</\(name)>")
        if let template {
            html += DecorationTemplate.render(template.prefix, attributes: request.attributes, escape: Self.escape)
        }
        stack.append(OpenDecoration(template: template, attributes: request.attributes, contentStart: html.utf8.count))
    }

    /// Closes the innermost decoration.
    public mutating func endDecoration() {
        guard let open = stack.popLast(), let template = open.template else { return }
        if !template.includesContent || template.suffixRepeatsContent {
            let content = String(decoding: html.utf8.dropFirst(open.contentStart), as: UTF8.self)
            html = String(decoding: html.utf8.prefix(open.contentStart), as: UTF8.self)
            // A template without {$0} replaces the content (TML's substitution); one with several
            // repeats it at each.
            if template.includesContent { html += content }
            html += DecorationTemplate.render(
                template.suffix, attributes: open.attributes, content: content, escape: Self.escape)
        } else {
            html += DecorationTemplate.render(template.suffix, attributes: open.attributes, escape: Self.escape)
        }
    }

    /// Escapes `& < > " '` for HTML text and attribute values.
    public static func escape(_ text: String) -> String {
        var escaped = ""
        appendEscaped(text, to: &escaped)
        return escaped
    }

    /// Appends `text` escaped, copying it whole when nothing needs escaping.
    static func appendEscaped(_ text: String, to output: inout String) {
        let needsEscaping = text.utf8.contains { byte in
            byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
                || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
        }
        guard needsEscaping else {
            output += text
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&#39;"
            default: output.unicodeScalars.append(scalar)
            }
        }
    }
}
