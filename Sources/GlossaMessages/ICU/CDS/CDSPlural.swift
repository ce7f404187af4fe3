/// Transifex's CDS form of ICU plurals: the CDS replaces a plural's argument name with `???`
/// (`{???, plural, one {…} other {…}}`); the Python and JavaScript SDKs put the name back from the
/// source string, and so does Glossa.
public enum CDSPlural {
    /// The placeholder the CDS writes instead of the argument name.
    public static let placeholder = "???"

    /// `translation` with a leading `{???` replaced by `{name`, where `name` is the argument of the
    /// first plural (or selectordinal) in `source`. Unchanged when the translation does not start with
    /// `{???` or the source has no plural; such a translation then renders `???` as a missing argument.
    public static func restoringArgumentName(in translation: String, fromSource source: String) -> String {
        guard translation.hasPrefix("{" + placeholder), let name = firstPluralName(in: ICUParser.parse(source).nodes)
        else { return translation }
        return "{" + name + translation.dropFirst(1 + placeholder.count)
    }

    /// The plural `text` is, read as the CDS reads a pushed or served string: exactly one cardinal
    /// `{name, plural, …}` argument (`???` read as a name), without leading or trailing text, offset
    /// (0 in any spelling is none) or syntax error; `nil` for anything else. `source` is the text the
    /// plural's ranges refer to (`text`, with `???` replaced by `n`).
    ///
    /// Read with ``ICUParser``, the ICU reader lint and conversion use, so quoting, nesting and `offset:` mean what they
    /// mean to the compiler; the Transifex cache format and Glossa's server both read CDS plurals here.
    public static func plural(in text: String) -> (plural: ICUPlural, source: String)? {
        guard text.hasPrefix("{"), text.hasSuffix("}") else { return nil }
        let prefix = "{" + placeholder
        let source = text.hasPrefix(prefix) ? "{n" + text.dropFirst(prefix.count) : text
        let message = ICUParser.parse(source)
        guard message.diagnostics.isEmpty, message.nodes.count == 1, case .plural(let plural) = message.nodes[0],
            !plural.isOrdinal, Double(plural.offset) == 0
        else { return nil }
        return (plural, source)
    }

    private static func firstPluralName(in nodes: [ICUNode]) -> String? {
        for node in nodes {
            switch node {
            case .plural(let plural): return plural.name
            case .select(let select):
                for variant in select.variants {
                    if let name = firstPluralName(in: variant.nodes) { return name }
                }
            case .text, .argument, .pound, .invalid: continue
            }
        }
        return nil
    }
}
