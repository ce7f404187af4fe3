/// The CDS's handling of ICU plurals, so that every official client reads them.
///
/// A string that is exactly one `{var, plural, …}` argument, with both `one` and `other` and no `zero`,
/// is served as `{???, plural, one {…} few {…} other {…}}`: the variable named `???` (the Python and
/// JavaScript clients put the name back from the source string; Swift ignores it) and the forms in CLDR
/// order. `=N` selects the N-th CLDR keyword (`=1` is `one`), as the CDS maps it. Anything else, including
/// leading or trailing text, `offset:` and `zero`, is served unchanged.
enum PluralForm {
    static let keywords = ["zero", "one", "two", "few", "many", "other"]

    /// The served form of `text`: the normalised plural, or `text` itself.
    static func wire(_ text: String) -> String {
        guard text.hasPrefix("{"), text.hasSuffix("}"), let forms = explode(text) else { return text }
        var result = "{???, plural,"
        for keyword in keywords {
            if let body = forms[keyword] { result += " \(keyword) {\(body)}" }
        }
        return result + "}"
    }

    /// The forms of a plural string by CLDR keyword, or nil if `text` is not a plural the CDS recognises.
    static func explode(_ text: String) -> [String: String]? {
        let scalars = Array(text.unicodeScalars)
        var index = 0
        func skipSpace() { while index < scalars.count, scalars[index].properties.isWhitespace { index += 1 } }
        func word() -> String {
            let start = index
            while index < scalars.count, !scalars[index].properties.isWhitespace,
                !"{},".unicodeScalars.contains(scalars[index])
            {
                index += 1
            }
            return String(String.UnicodeScalarView(scalars[start..<index]))
        }
        guard scalars.first == "{" else { return nil }
        index = 1
        skipSpace()
        guard !word().isEmpty else { return nil }
        skipSpace()
        guard index < scalars.count, scalars[index] == "," else { return nil }
        index += 1
        skipSpace()
        guard word() == "plural" else { return nil }
        skipSpace()
        guard index < scalars.count, scalars[index] == "," else { return nil }
        index += 1
        var forms: [String: String] = [:]
        while true {
            skipSpace()
            guard index < scalars.count else { return nil }
            if scalars[index] == "}" {
                index += 1
                break
            }
            let selector = word()
            let keyword: String
            if selector.hasPrefix("="), let number = Int(selector.dropFirst()), (0...5).contains(number) {
                keyword = keywords[number]
            } else if keywords.contains(selector) {
                keyword = selector
            } else {
                return nil
            }
            skipSpace()
            guard index < scalars.count, scalars[index] == "{", let body = braced(scalars, &index) else { return nil }
            if forms[keyword] == nil { forms[keyword] = body }
        }
        guard index == scalars.count, forms["one"] != nil, forms["other"] != nil, forms["zero"] == nil else {
            return nil
        }
        return forms
    }

    /// Reads `{…}` starting at `index` (which is at `{`), honouring nesting and ICU apostrophe quoting;
    /// returns the text between the braces and leaves `index` after the closing brace.
    private static func braced(_ scalars: [Unicode.Scalar], _ index: inout Int) -> String? {
        var depth = 0
        var quoted = false
        let start = index + 1
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "'" {
                let next = index + 1 < scalars.count ? scalars[index + 1] : " "
                if next == "'" {
                    index += 2
                    continue
                }
                if quoted {
                    quoted = false
                } else if "{}#|".unicodeScalars.contains(next) {
                    quoted = true
                }
            } else if !quoted {
                if scalar == "{" {
                    depth += 1
                } else if scalar == "}" {
                    depth -= 1
                    if depth == 0 {
                        let body = String(String.UnicodeScalarView(scalars[start..<index]))
                        index += 1
                        return body
                    }
                }
            }
            index += 1
        }
        return nil
    }
}
