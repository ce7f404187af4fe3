/// Applies CLDR's alias rules to a syntactically valid identifier (UTS #35 Annex C, "LocaleId
/// Canonicalization"), repeating until nothing changes.
enum LocaleCanonicalizer {
    /// Enough for any chain in the data (`sh` → `sr-Latn`, `mo` → `ro` are one step); guards against cycles.
    private static let maximumPasses = 8

    static func canonicalize(_ identifier: LocaleIdentifier) -> LocaleIdentifier {
        var current = identifier
        for _ in 0..<maximumPasses {
            let next = applyVariantAliases(applyRegionAlias(applyScriptAlias(applyLanguageRule(current))))
            if next == current { break }
            current = next
        }
        return current
    }

    /// Applies the most specific matching `languageAlias` rule, if any.
    private static func applyLanguageRule(_ tag: LocaleIdentifier) -> LocaleIdentifier {
        let candidates =
            (LocaleAliases.languageRules[tag.language] ?? [])
            + (tag.language == "und" ? [] : LocaleAliases.languageRules["und"] ?? [])
        let matching = candidates.filter { rule in
            (rule.type.script == nil || rule.type.script == tag.script)
                && (rule.type.region == nil || rule.type.region == tag.region)
                && rule.type.variants.allSatisfy(tag.variants.contains)
        }
        guard let rule = matching.max(by: { $0.specificity < $1.specificity }) else { return tag }
        let type = rule.type
        let replacement = rule.replacement
        let language =
            type.language != "und" || replacement.language != "und" ? replacement.language : tag.language
        let script = type.script != nil || tag.script == nil ? replacement.script : tag.script
        let region = type.region != nil || tag.region == nil ? replacement.region : tag.region
        let variants = Set(tag.variants.filter { !type.variants.contains($0) } + replacement.variants)
        return LocaleIdentifier(
            language: language,
            script: script,
            region: region,
            variants: variants.sorted(),
            extensions: tag.extensions,
            privateUse: tag.privateUse
        )
    }

    private static func applyScriptAlias(_ tag: LocaleIdentifier) -> LocaleIdentifier {
        guard let script = tag.script, let replacement = LocaleAliases.scripts[script] else { return tag }
        return tag.replacing(script: replacement)
    }

    /// A region that split takes the replacement most likely for the language and script (`hy-SU` →
    /// `hy-AM`), or else the first (`en-SU` → `en-RU`).
    private static func applyRegionAlias(_ tag: LocaleIdentifier) -> LocaleIdentifier {
        guard let region = tag.region, let replacements = LocaleAliases.regions[region],
            let first = replacements.first
        else { return tag }
        guard replacements.count > 1 else { return tag.replacing(region: first) }
        let likely = LikelySubtags.maximize(LocaleIdentifier(language: tag.language, script: tag.script))?.region
        let chosen = likely.flatMap { replacements.contains($0) ? $0 : nil } ?? first
        return tag.replacing(region: chosen)
    }

    private static func applyVariantAliases(_ tag: LocaleIdentifier) -> LocaleIdentifier {
        guard tag.variants.contains(where: { LocaleAliases.variants[$0] != nil }) else { return tag }
        let variants = Set(tag.variants.map { LocaleAliases.variants[$0] ?? $0 })
        return LocaleIdentifier(
            language: tag.language,
            script: tag.script,
            region: tag.region,
            variants: variants.sorted(),
            extensions: tag.extensions,
            privateUse: tag.privateUse
        )
    }
}

extension LocaleIdentifier {
    /// A copy with a different script.
    func replacing(script newScript: String?) -> LocaleIdentifier {
        LocaleIdentifier(
            language: language, script: newScript, region: region, variants: variants, extensions: extensions,
            privateUse: privateUse)
    }

    /// A copy with a different region.
    func replacing(region newRegion: String?) -> LocaleIdentifier {
        LocaleIdentifier(
            language: language, script: script, region: newRegion, variants: variants, extensions: extensions,
            privateUse: privateUse)
    }
}
