/// Renders to HTML. Every caller-supplied value is escaped unless marked safe; decoration templates
/// are trusted. Decorations use the caller's value for their name when it is a template or
/// attributes, else the default templates, else `<name>…</name>`.
public struct HTMLOutput: MessageOutput {
    /// The HTML rendered so far.
    public private(set) var html = ""
    /// The default decoration templates.
    public var templates: DecorationTemplates
    /// Open decorations: the text that closes each, and, for templates without `{$0}`, where the
    /// content began (in UTF-8 bytes) so it can be dropped.
    private var stack: [(suffix: String, suppressedFromUTF8Offset: Int?)] = []

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
        let template: DecorationTemplate?
        var attributes: [String: String] = [:]
        switch value {
        case .decoration(let decoration)?:
            template = decoration.template.map(DecorationTemplate.init) ?? defaultTemplate(for: name)
            attributes = decoration.attributes
        case .object(let object)?:
            // TML passes a hash of attributes (`{"href": "…"}`) for the default template.
            template = defaultTemplate(for: name)
            attributes = object.attributes.mapValues { DisplayText.of($0).0 }
        case .string(let string)?, .safeString(let string)?:
            template = DecorationTemplate(string)
        case nil:
            template = defaultTemplate(for: name)
        default:
            template = nil  // TML: a value of another type (1, true) keeps the content only
        }
        guard let template else {
            stack.append(("", nil))
            return
        }
        html += DecorationTemplate.render(template.prefix, attributes: attributes, escape: Self.escape)
        let suffix = DecorationTemplate.render(template.suffix, attributes: attributes, escape: Self.escape)
        stack.append((suffix, template.includesContent ? nil : html.utf8.count))
    }

    private func defaultTemplate(for name: String) -> DecorationTemplate {
        templates.template(for: name) ?? DecorationTemplate("<\(name)>{$0}</\(name)>")
    }

    /// Closes the innermost decoration.
    public mutating func endDecoration() {
        guard let (suffix, suppressedFrom) = stack.popLast() else { return }
        if let suppressedFrom, suppressedFrom < html.utf8.count {
            html = String(decoding: html.utf8.prefix(suppressedFrom), as: UTF8.self)
        }
        html += suffix
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
