/// String Catalog text for the tests, in Xcode's layout (two-space indents, `" : "`, no final
/// newline), built from plain translated values so that the tests that push, pull, convert and merge
/// catalogs share one spelling of it.
enum StringCatalogText {
    /// A catalog in `source` whose keys have the plain translated `values`, keys and locales in the
    /// order given (give them in Xcode's order to compare bytes).
    static func catalog(source: String = "en", _ keys: [(key: String, values: [(locale: String, value: String)])])
        -> String
    {
        let entries = keys.map { "    " + entry($0.key, $0.values) }.joined(separator: ",\n")
        return "{\n  \"sourceLanguage\" : \"\(source)\",\n  \"strings\" : {\n\(entries)\n  },\n"
            + "  \"version\" : \"1.0\"\n}"
    }

    /// One key's member of a catalog's `strings`, as it stands there: the first line unindented (it
    /// goes where the caller puts it), the others indented for a key of `strings` (four spaces).
    static func entry(_ key: String, _ values: [(locale: String, value: String)]) -> String {
        let localizations = values.map { locale, value in
            """
                    "\(locale)" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "\(value)"
                      }
                    }
            """
        }
        return "\"\(key)\" : {\n      \"localizations\" : {\n" + localizations.joined(separator: ",\n")
            + "\n      }\n    }"
    }
}
