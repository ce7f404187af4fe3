import Foundation

/// Renders to HTML. Every caller-supplied value is escaped unless marked safe; decoration templates
/// are trusted. Decorations use the caller's value for their name when it is a template or
/// attributes, else the default templates, else `<name>…</name>`.
public struct HTMLOutput: MessageOutput {
    /// The HTML rendered so far.
    public private(set) var html = ""
    /// The default decoration templates.
    public var templates: DecorationTemplates
    private var stack: [(suffix: String, suppressedFromUTF8Offset: Int?)] = []

    /// Creates an empty output.
    public init(templates: DecorationTemplates = .html) {
        self.templates = templates
    }

    /// Appends message text as it is (it comes from the translation).
    public mutating func appendLiteral(_ text: String) { html += text }

    /// Appends a value, escaped unless safe.
    public mutating func appendValue(_ text: String, isSafe: Bool) {
        html += isSafe ? text : Self.escape(text)
    }

    /// The text HTML-escaped.
    public func escapedValue(_ text: String) -> String { Self.escape(text) }

    /// Opens a decoration.
    public mutating func beginDecoration(named name: String, value: MessageValue?) {
        let template: String?
        var attributes: [String: String] = [:]
        switch value {
        case .decoration(let decoration)?:
            template = decoration.template ?? templates.template(for: name) ?? "<\(name)>{$0}</\(name)>"
            attributes = decoration.attributes
        case .object(let object)?:
            // TML passes a hash of attributes (`{"href": "…"}`) for the default template.
            template = templates.template(for: name) ?? "<\(name)>{$0}</\(name)>"
            attributes = object.attributes.mapValues { DisplayText.of($0).0 }
        case .string(let string)?, .safeString(let string)?:
            template = string
        case nil:
            template = templates.template(for: name) ?? "<\(name)>{$0}</\(name)>"
        default:
            template = nil  // TML: a value of another type (1, true) keeps the content only
        }
        guard let template else {
            stack.append(("", nil))
            return
        }
        let filled = Self.fill(template, attributes: attributes)
        if let placeholder = filled.range(of: "{$0}") {
            html += filled[..<placeholder.lowerBound]
            stack.append((String(filled[placeholder.upperBound...]).replacingOccurrences(of: "{$0}", with: ""), nil))
        } else {
            // A template without {$0} replaces the content (TML's `gsub` semantics).
            html += filled
            stack.append(("", html.utf8.count))
        }
    }

    /// Closes the innermost decoration.
    public mutating func endDecoration() {
        guard let (suffix, suppressedFrom) = stack.popLast() else { return }
        if let suppressedFrom, suppressedFrom < html.utf8.count {
            html = String(decoding: html.utf8.prefix(suppressedFrom), as: UTF8.self)
        }
        html += suffix
    }

    /// Replaces `{$name}` with escaped attribute values and removes placeholders left unfilled.
    static func fill(_ template: String, attributes: [String: String]) -> String {
        var result = ""
        var rest = Substring(template)
        while let open = rest.range(of: "{$") {
            result += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].firstIndex(of: "}") else {
                result += rest[open.lowerBound...]
                return result
            }
            let key = String(rest[open.upperBound..<close])
            if key == "0" {
                result += "{$0}"
            } else if let value = attributes[key] {
                result += escape(value)
            }
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// Escapes `& < > " '` for HTML text and attribute values.
    public static func escape(_ text: String) -> String {
        guard text.contains(where: { "&<>\"'".contains($0) }) else { return text }
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count + 16)
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
