/// Where the resolver writes a rendered message. Plain text, HTML and `AttributedString` are the
/// outputs Glossa ships; adding one never touches a parser or the resolver.
public protocol MessageOutput {
    /// Appends text written in the message itself (trusted).
    mutating func appendLiteral(_ text: String)
    /// Appends the display text of an argument. `isSafe` is false for caller-supplied text, which an
    /// HTML output must escape.
    mutating func appendValue(_ text: String, isSafe: Bool)
    /// The text as the output would insert an unsafe value, for transforms that must see it that way
    /// (TML applies language cases to the escaped value, so the case's own additions stay unescaped).
    /// By default the text itself.
    func escapedValue(_ text: String) -> String
    /// Starts decorated content; `value` is what the caller passed under the decoration's name, if anything.
    mutating func beginDecoration(named name: String, value: MessageValue?)
    /// Ends the innermost decorated content.
    mutating func endDecoration()
}

extension MessageOutput {
    /// Outputs that do not escape return the text itself.
    public func escapedValue(_ text: String) -> String { text }
}

/// Decoration templates by name, with `{$0}` for the content and `{$attribute}` for attributes
/// (TMLKit's `default_tokens[format][:decoration]`). Templates are parsed when the table is made.
public struct DecorationTemplates: Sendable, Hashable {
    /// Parsed templates by decoration name.
    public let templates: [String: DecorationTemplate]

    /// Creates a table from template strings.
    public init(_ templates: [String: String]) {
        self.templates = templates.mapValues(DecorationTemplate.init)
    }

    /// The template for `name`: exact, else without trailing digits (`link1` → `link`), else the part
    /// after the last underscore without digits (`my_bold2` → `bold`).
    public func template(for name: String) -> DecorationTemplate? {
        for candidate in Self.candidateNames(for: name) {
            if let template = templates[candidate] { return template }
        }
        return nil
    }

    /// The names a decoration named `name` is looked up under, in order: itself, without trailing
    /// digits, and the part after the last underscore without digits.
    static func candidateNames(for name: String) -> [String] {
        // Cheap byte checks first: most names have neither a digit suffix nor an underscore.
        guard let last = name.utf8.last, (0x30...0x39).contains(last) || name.utf8.contains(UInt8(ascii: "_")) else {
            return [name]
        }
        var withoutDigits = Substring(name)
        while let last = withoutDigits.last, last.isASCII, last.isNumber { withoutDigits = withoutDigits.dropLast() }
        var names = [name, String(withoutDigits)]
        if let underscore = withoutDigits.lastIndex(of: "_") {
            names.append(String(withoutDigits[withoutDigits.index(after: underscore)...]))
        }
        return names
    }

    /// TML's HTML defaults (Ruby `lib/tml/config.rb`).
    public static let html = DecorationTemplates([
        "strong": "<strong>{$0}</strong>", "bold": "<strong>{$0}</strong>", "b": "<strong>{$0}</strong>",
        "em": "<em>{$0}</em>", "italic": "<i>{$0}</i>", "i": "<i>{$0}</i>",
        "link": "<a href='{$href}' class='{$class}' style='{$style}' title='{$title}'>{$0}</a>",
        "anchor": "<a href='{$href}'>{$0}</a>", "br": "<br>{$0}", "strike": "<strike>{$0}</strike>",
        "div": "<div id='{$id}' class='{$class}' style='{$style}'>{$0}</div>",
        "span": "<span id='{$id}' class='{$class}' style='{$style}'>{$0}</span>",
        "h1": "<h1>{$0}</h1>", "h2": "<h2>{$0}</h2>", "h3": "<h3>{$0}</h3>",
    ])

    /// TML's text-format defaults: content only, `br` as a line break.
    public static let text = DecorationTemplates(["br": "\n{$0}"])
}
