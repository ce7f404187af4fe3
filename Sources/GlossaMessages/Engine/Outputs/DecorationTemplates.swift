/// Decoration templates by name, with `{$0}` for the content and `{$attribute}` for attributes
/// (TMLKit's `default_tokens[format][:decoration]`). Templates are parsed when the table is made.
public struct DecorationTemplates: Sendable, Hashable {
    /// Parsed templates by decoration name.
    public var templates: [String: DecorationTemplate] { table.templates }

    /// The templates and their lookup table behind one reference, so that an output holding them
    /// costs one reference count.
    private final class Table: Sendable {
        /// The templates by name, which is also the index of names by canonical equivalence: Swift's
        /// `String` hashes its NFC form and compares by canonical equivalence, so a name that is not
        /// ASCII (or a table with such a name) is found by one dictionary lookup, whichever of its
        /// canonically equivalent spellings either side uses.
        let templates: [String: DecorationTemplate]
        /// When every name is ASCII, the same templates in a flat list searched by a signature of the
        /// name (its length and first bytes): a lookup on every rendered decoration costs a few integer
        /// comparisons, not a hash. Empty otherwise.
        let entries: [Entry]
        /// Whether every name is ASCII, so that an ASCII name is found by its bytes in ``entries`` (a
        /// non-ASCII name, or an entry's, may be canonically equivalent to other bytes: those are
        /// looked up in ``templates``).
        let namesAreASCII: Bool
        /// What the standard outputs write around each decoration with these templates, as
        /// ``DecorationFolds`` finds it.
        let foldMemo = DecorationFoldMemo()

        init(templates: [String: DecorationTemplate]) {
            self.templates = templates
            namesAreASCII = templates.keys.allSatisfy { DecorationName.examine($0).isASCII }
            entries =
                namesAreASCII
                ? templates.map {
                    Entry(signature: DecorationName.examine($0.key).signature, name: $0.key, template: $0.value)
                }
                .sorted { $0.name < $1.name } : []
        }
    }

    private struct Entry: Sendable, Hashable {
        let signature: UInt64
        let name: String
        let template: DecorationTemplate
    }

    private let table: Table

    /// Creates a table from template strings.
    public init(_ templates: [String: String]) {
        table = Table(templates: templates.mapValues(DecorationTemplate.init))
    }

    /// Tables are equal when they have the same templates.
    public static func == (lhs: DecorationTemplates, rhs: DecorationTemplates) -> Bool {
        lhs.table === rhs.table || lhs.templates == rhs.templates
    }

    /// The fold memo of this table.
    var foldMemo: DecorationFoldMemo { table.foldMemo }

    /// Whether both are the very same table (one comparison of references; equal tables made apart
    /// are not the same).
    func isSameTable(as other: DecorationTemplates) -> Bool { table === other.table }

    /// Hashes the templates.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(templates)
    }

    /// The template for `name`: exact, else without trailing digits (`link1` → `link`), else the part
    /// after the last underscore without digits (`my_bold2` → `bold`).
    public func template(for name: String) -> DecorationTemplate? {
        template(for: DecorationName(name))
    }

    /// The template for a name examined ahead (what compiled messages pass): a lookup compares
    /// signatures, and names without other candidates stop at the first miss.
    public func template(for name: DecorationName) -> DecorationTemplate? {
        if let template = exactTemplate(for: name.text, signature: name.signature, isASCII: name.isASCII) {
            return template
        }
        guard name.mayHaveOtherCandidates else { return nil }
        for candidate in Self.candidateNames(for: name.text).dropFirst() {
            let examined = DecorationName.examine(candidate)
            if let template = exactTemplate(
                for: candidate, signature: examined.signature, isASCII: examined.isASCII)
            {
                return template
            }
        }
        return nil
    }

    /// The template named `name`: when it and every name of the table are ASCII, an entry with the same
    /// signature (for names of up to seven bytes, the same bytes); else the one whose name is
    /// canonically equivalent, looked up in ``Table/templates``.
    private func exactTemplate(for name: String, signature: UInt64, isASCII: Bool) -> DecorationTemplate? {
        guard isASCII, table.namesAreASCII else { return table.templates[name] }
        return table.entries.withUnsafeBufferPointer { entries in
            for index in entries.indices where entries[index].signature == signature {
                if name.utf8.count <= 7 || entries[index].name == name { return entries[index].template }
            }
            return nil
        }
    }

    /// The names a decoration named `name` is looked up under, in order: itself, without trailing
    /// digits, and the part after the last underscore without digits.
    static func candidateNames(for name: String) -> [String] {
        guard DecorationName.examine(name).mayHaveOtherCandidates else { return [name] }
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

    /// The HTML elements MessageFormat 2 markup may write by default (``HTMLOutput/markupTemplates``):
    /// simple inline elements written as themselves (`{#b}` → `<b>`, unlike TML's `[b: …]`, which
    /// follows TMLKit's `<strong>`), `span` and `abbr` with the options `class`, `lang`, `dir` and
    /// `title` as escaped attributes, and the empty elements `br` and `wbr`. Nothing here takes a
    /// URL or a script, so markup from a translation cannot add a link, an image or a handler; an
    /// app that wants them adds templates of its own.
    public static let htmlMarkup: DecorationTemplates = {
        var templates = [
            "span": "<span class='{$class}' lang='{$lang}' dir='{$dir}'>{$0}</span>",
            "abbr": "<abbr title='{$title}'>{$0}</abbr>",
            "br": "<br>{$0}", "wbr": "<wbr>{$0}",
        ]
        let simple = [
            "b", "i", "em", "strong", "u", "s", "small", "mark", "code", "kbd", "samp", "var", "sub", "sup", "del",
            "ins", "q", "cite", "dfn", "bdi",
        ]
        for name in simple { templates[name] = "<\(name)>{$0}</\(name)>" }
        return DecorationTemplates(templates)
    }()

    /// TML's text-format defaults: content only, `br` as a line break.
    public static let text = DecorationTemplates(["br": "\n{$0}"])
}
