/// CLDR 41's locale aliases (`<alias>` in `supplementalMetadata.xml`), decoded once from
/// `Generated/LocaleAliasData.swift`.
enum LocaleAliases {
    /// A `languageAlias` rule whose type fits the identifier grammar: the fields of `type` that are
    /// present must match, and are then replaced by those of `replacement` (UTS #35 Annex C).
    struct LanguageRule: Sendable {
        let type: LocaleIdentifier
        let replacement: LocaleIdentifier

        /// More specific rules win: more variants, then a real language, then a script, then a region.
        var specificity: Int {
            type.variants.count * 8 + (type.language == "und" ? 0 : 4) + (type.script == nil ? 0 : 2)
                + (type.region == nil ? 0 : 1)
        }
    }

    /// Legacy whole tags that do not fit the grammar (`i-klingon`, `no-bok`, `zh-min-nan`, `sgn-be-fr`),
    /// lowercase with `-`, longest first, with their replacements.
    static let wholeTags: [(type: String, replacement: String)] = LocaleDataTable.rows(LocaleAliasData.wholeTags)
        .compactMap { row in row.count == 2 ? (String(row[0]), String(row[1])) : nil }
        .sorted { $0.type.count != $1.type.count ? $0.type.count > $1.type.count : $0.type < $1.type }

    /// Structured language rules, by the language of their type (`und` for variant-only rules).
    static let languageRules: [String: [LanguageRule]] = {
        var rules: [String: [LanguageRule]] = [:]
        for row in LocaleDataTable.rows(LocaleAliasData.languages) where row.count == 2 {
            let rule = LanguageRule(
                type: LocaleDataTable.identifier(fromKey: row[0]),
                replacement: LocaleDataTable.identifier(fromKey: row[1])
            )
            rules[rule.type.language, default: []].append(rule)
        }
        return rules
    }()

    /// Script aliases: `Qaai` → `Zinh`.
    static let scripts: [String: String] = pairs(LocaleAliasData.scripts)

    /// Variant aliases: `heploc` → `alalc97`, `polytoni` → `polyton`.
    static let variants: [String: String] = pairs(LocaleAliasData.variants)

    /// Region aliases; a deprecated region that split has several replacements, most populous first
    /// (`SU` → `RU AM AZ …`).
    static let regions: [String: [String]] = {
        var table: [String: [String]] = [:]
        for row in LocaleDataTable.rows(LocaleAliasData.territories) where row.count >= 2 {
            table[String(row[0])] = row.dropFirst().map(String.init)
        }
        return table
    }()

    /// The legacy whole tag that `tag` (lowercase, `-` separated) is or starts with: its replacement
    /// (`_` separated) and how many subtags of `tag` it covers.
    static func wholeTagReplacement(for tag: String) -> (replacement: String, subtagCount: Int)? {
        for rule in wholeTags where tag == rule.type || tag.hasPrefix(rule.type + "-") {
            return (rule.replacement, rule.type.split(separator: "-").count)
        }
        return nil
    }

    private static func pairs(_ table: String) -> [String: String] {
        var result: [String: String] = [:]
        for row in LocaleDataTable.rows(table) where row.count == 2 {
            result[String(row[0])] = String(row[1])
        }
        return result
    }
}
