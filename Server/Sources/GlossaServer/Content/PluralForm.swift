import GlossaMessages

/// The CDS's handling of ICU plurals, so that every official client reads them.
///
/// A string that is exactly one `{var, plural, …}` argument, with both `one` and `other` and no `zero`,
/// is served as `{???, plural, one {…} few {…} other {…}}`: the variable named `???` (the Python and
/// JavaScript clients put the name back from the source string; Swift ignores it) and the forms in CLDR
/// order, each as written. `=N` selects the N-th CLDR keyword (`=1` is `one`), as the CDS maps it.
/// Anything else, including leading or trailing text, an offset other than 0, `zero` and a message
/// with a syntax error, is served unchanged.
///
/// The string is read by GlossaMessages' `CDSPlural.plural(in:)`, with `ICUParser`, as the
/// Transifex cache format reads it: quoting (`'{'`, `''`, `'#'` only where `#` is the number), nesting
/// and `offset:` mean here what they mean to the compiler and to `glossa lint`.
enum PluralForm {
    static let keywords = ["zero", "one", "two", "few", "many", "other"]

    /// The served form of `text`: the normalised plural, or `text` itself.
    static func wire(_ text: String) -> String {
        guard let forms = explode(text) else { return text }
        var result = "{" + CDSPlural.placeholder + ", plural,"
        for keyword in keywords {
            if let body = forms[keyword] { result += " \(keyword) {\(body)}" }
        }
        return result + "}"
    }

    /// The forms of a plural string by CLDR keyword, each as written, or nil if `text` is not a plural
    /// the CDS recognises.
    static func explode(_ text: String) -> [String: String]? {
        guard let variants = variants(text) else { return nil }
        var forms: [String: String] = [:]
        for (key, body) in variants {
            let keyword: String
            if key.hasPrefix("="), let number = Int(key.dropFirst()), keywords.indices.contains(number) {
                keyword = keywords[number]
            } else if keywords.contains(key) {
                keyword = key
            } else {
                return nil
            }
            if forms[keyword] == nil { forms[keyword] = body }
        }
        guard forms["one"] != nil, forms["other"] != nil, forms["zero"] == nil else { return nil }
        return forms
    }

    /// The variants of the one plural `text` is, in the order written: each key (a CLDR keyword, or
    /// `=N`) with its message as written; nil if `text` is not one plural (``CDSPlural/plural(in:)``).
    /// The editor edits a plural's forms in these parts.
    static func variants(_ text: String) -> [(key: String, body: String)]? {
        // A string served before (`{???, plural, …}`) reads as the plural it is.
        guard let (plural, source) = CDSPlural.plural(in: text) else { return nil }
        let bytes = Array(source.utf8)
        return plural.variants.map { ($0.key, written($0.nodes, in: bytes)) }
    }

    /// The source text of a variant's message, quotes and nested arguments as written.
    private static func written(_ nodes: [ICUNode], in bytes: [UInt8]) -> String {
        guard let first = nodes.first, let last = nodes.last else { return "" }
        let range = first.range.utf8Offsets.lowerBound..<last.range.utf8Offsets.upperBound
        return String(decoding: bytes[range.clamped(to: bytes.indices)], as: UTF8.self)
    }
}
