/// Decoration templates by name, with `{$0}` for the content and `{$attribute}` for attributes
/// (TMLKit's `default_tokens[format][:decoration]`). Templates are parsed when the table is made.
public struct DecorationTemplates: Sendable, Hashable {
    /// Parsed templates by decoration name.
    public let templates: [String: DecorationTemplate]
    /// The same templates in a flat table searched by a signature of the name (its length and first
    /// bytes): a lookup on every rendered decoration costs a few integer comparisons, not a hash.
    private let entries: [Entry]

    private struct Entry: Sendable, Hashable {
        let signature: UInt64
        let name: String
        let template: DecorationTemplate
    }

    /// Creates a table from template strings.
    public init(_ templates: [String: String]) {
        self.templates = templates.mapValues(DecorationTemplate.init)
        entries = self.templates.map {
            Entry(signature: Self.examine($0.key).signature, name: $0.key, template: $0.value)
        }
        .sorted { $0.name < $1.name }
    }

    /// The template for `name`: exact, else without trailing digits (`link1` → `link`), else the part
    /// after the last underscore without digits (`my_bold2` → `bold`).
    public func template(for name: String) -> DecorationTemplate? {
        let (signature, mayHaveOtherCandidates) = Self.examine(name)
        if let template = exactTemplate(for: name, signature: signature) { return template }
        guard mayHaveOtherCandidates else { return nil }
        for candidate in Self.candidateNames(for: name).dropFirst() {
            if let template = exactTemplate(for: candidate, signature: Self.examine(candidate).signature) {
                return template
            }
        }
        return nil
    }

    private func exactTemplate(for name: String, signature: UInt64) -> DecorationTemplate? {
        for entry in entries where entry.signature == signature {
            if name.utf8.count <= 7 || entry.name == name { return entry.template }
        }
        return nil
    }

    /// The name's signature (its UTF-8 length in the top byte and its first seven bytes below: equal
    /// signatures mean equal names up to seven bytes), and whether it ends in a digit or has an
    /// underscore, so that other candidate names exist. One pass over the bytes.
    private static func examine(_ name: String) -> (signature: UInt64, mayHaveOtherCandidates: Bool) {
        if let result = name.utf8.withContiguousStorageIfAvailable(examine(bytes:)) { return result }
        return Array(name.utf8).withUnsafeBufferPointer(examine(bytes:))
    }

    private static func examine(bytes: UnsafeBufferPointer<UInt8>) -> (signature: UInt64, mayHaveOtherCandidates: Bool)
    {
        var signature = UInt64(truncatingIfNeeded: min(bytes.count, 255)) << 56
        var hasUnderscore = false
        for index in bytes.indices {
            if index < 7 { signature |= UInt64(bytes[index]) << UInt64(index * 8) }
            if bytes[index] == UInt8(ascii: "_") { hasUnderscore = true }
        }
        let endsInDigit = bytes.last.map { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } ?? false
        return (signature, hasUnderscore || endsInDigit)
    }

    /// The names a decoration named `name` is looked up under, in order: itself, without trailing
    /// digits, and the part after the last underscore without digits.
    static func candidateNames(for name: String) -> [String] {
        guard examine(name).mayHaveOtherCandidates else { return [name] }
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
