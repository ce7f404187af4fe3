/// CLDR 41's likely subtags (`likelySubtags.xml`) and the UTS #35 section 4.3 algorithms over them,
/// decoded once from `Generated/LikelySubtagsData.swift`.
enum LikelySubtags {
    /// `from` key (`zh_TW`, `und_Latn`) → maximal identifier (`zh_Hant_TW`).
    static let table: [String: LocaleIdentifier] = {
        var result: [String: LocaleIdentifier] = [:]
        for row in LocaleDataTable.rows(LikelySubtagsData.entries) where row.count == 2 {
            result[String(row[0])] = LocaleDataTable.identifier(fromKey: row[1])
        }
        return result
    }()

    /// Every language that is the language of some key or value in the table.
    static let languages: Set<String> = Set(
        table.keys.map { key in
            String(key.prefix { $0 != "_" })
        } + table.values.map(\.language)
    ).subtracting(["und"])

    static func isKnownLanguage(_ language: String) -> Bool {
        languages.contains(language)
    }

    /// "Add Likely Subtags": fills in the missing language (if `und`), script and region; returns nil if
    /// no rule applies (an unknown language). Variants, extensions and private use are kept.
    static func maximize(_ tag: LocaleIdentifier) -> LocaleIdentifier? {
        let language = tag.language
        var keys: [String] = []
        if let script = tag.script, let region = tag.region { keys.append("\(language)_\(script)_\(region)") }
        if let region = tag.region { keys.append("\(language)_\(region)") }
        if let script = tag.script { keys.append("\(language)_\(script)") }
        keys.append(language)
        if language != "und", let script = tag.script { keys.append("und_\(script)") }
        guard let match = keys.lazy.compactMap({ table[$0] }).first else { return nil }
        return LocaleIdentifier(
            language: language == "und" ? match.language : language,
            script: tag.script ?? match.script,
            region: tag.region ?? match.region,
            variants: tag.variants,
            extensions: tag.extensions,
            privateUse: tag.privateUse
        )
    }

    /// "Remove Likely Subtags", favouring the region: the shortest of `language`, `language-region`,
    /// `language-script` that maximises to the same identifier. Returns `tag` if it cannot be maximised.
    static func minimize(_ tag: LocaleIdentifier) -> LocaleIdentifier {
        guard let maximal = maximize(tag.languageScriptRegion) else { return tag }
        let trials = [
            LocaleIdentifier(language: maximal.language),
            LocaleIdentifier(language: maximal.language, region: maximal.region),
            LocaleIdentifier(language: maximal.language, script: maximal.script),
        ]
        let minimal = trials.first { maximize($0) == maximal } ?? maximal
        return LocaleIdentifier(
            language: minimal.language,
            script: minimal.script,
            region: minimal.region,
            variants: tag.variants,
            extensions: tag.extensions,
            privateUse: tag.privateUse
        )
    }
}

extension LocaleIdentifier {
    /// The identifier with CLDR's likely script and region added (UTS #35 "Add Likely Subtags"):
    /// `en` → `en-Latn-US`, `zh-TW` → `zh-Hant-TW`, `sr` → `sr-Cyrl-RS`, `und-RU` → `ru-Cyrl-RU`.
    /// Subtags already present are kept (`en-Cyrl` → `en-Cyrl-US`), as are variants and extensions.
    ///
    /// ``root`` and ``base`` are returned unchanged, and so is an identifier whose language CLDR does not
    /// know (`zz-ZZ`).
    public func maximized() -> LocaleIdentifier {
        guard !isRoot, !isBase else { return self }
        return LikelySubtags.maximize(self) ?? self
    }

    /// The shortest equivalent identifier (UTS #35 "Remove Likely Subtags", favouring the region):
    /// `en-Latn-US` → `en`, `zh-Hant-TW` → `zh-TW`, `sr-Latn-RS` → `sr-Latn`, `de-AT` stays `de-AT`.
    /// Variants and extensions are kept. ``root``, ``base`` and unknown languages are returned unchanged.
    public func minimized() -> LocaleIdentifier {
        guard !isRoot, !isBase else { return self }
        return LikelySubtags.minimize(self)
    }
}
