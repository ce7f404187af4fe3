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
