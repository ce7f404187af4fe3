/// Decoding of the compact line-based tables in `Generated/`: one entry a line, fields separated by
/// single spaces. Generated code holds string literals rather than dictionary literals because large
/// collection literals are slow to type-check.
enum LocaleDataTable {
    /// The lines of a table, each split into its space-separated fields; blank lines are skipped.
    static func rows(_ table: String) -> [[Substring]] {
        table.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ")
            return fields.isEmpty ? nil : fields
        }
    }

    /// Splits a CLDR key such as `zh_Hant_TW`, `und_Latn`, `en_001` or `und_aaland` into its fields,
    /// classifying each subtag by shape. No aliases are applied.
    static func identifier(fromKey key: Substring) -> LocaleIdentifier {
        let parts = key.split(separator: "_")
        var language = "und"
        var script: String?
        var region: String?
        var variants: [String] = []
        for (offset, part) in parts.enumerated() {
            if offset == 0 {
                language = part == "root" ? "und" : String(part)
            } else if script == nil, region == nil, variants.isEmpty, LocaleSubtag.isScript(part) {
                script = String(part)
            } else if region == nil, variants.isEmpty, LocaleSubtag.isRegion(part) {
                region = String(part)
            } else {
                variants.append(String(part).lowercased())
            }
        }
        return LocaleIdentifier(language: language, script: script, region: region, variants: variants.sorted())
    }
}
