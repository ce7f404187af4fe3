/// CLDR 41's explicit parent locales (`<parentLocales>` in `supplementalData.xml`), decoded once from
/// `Generated/ParentLocaleData.swift`.
enum ParentLocales {
    /// Child (`en_AU`) → parent (`en_001`), keyed by POSIX identifier.
    static let table: [String: LocaleIdentifier] = {
        var result: [String: LocaleIdentifier] = [:]
        for row in LocaleDataTable.rows(ParentLocaleData.entries) where row.count == 2 {
            result[String(row[0])] = LocaleDataTable.identifier(fromKey: row[1])
        }
        return result
    }()
}

extension LocaleIdentifier {
    /// The CLDR parent: where lookups go when this locale lacks a resource.
    ///
    /// In order:
    /// 1. ``root`` and ``base`` have no parent (`nil`): Base is the end of Apple's own lookup, not part
    ///    of CLDR's inheritance.
    /// 2. Extensions and private use are dropped first (`de-DE-u-co-phonebk` → `de-DE`), then the last
    ///    variant (`ca-ES-valencia` → `ca-ES`).
    /// 3. An explicit CLDR parent wins: `en-AU` → `en-001`, `nb` → `no`, `es-MX` →
    ///    `es-419`, `pt-AO` → `pt-PT`, `zh-Hant` → `root`, `sr-Latn` → `root`.
    /// 4. Otherwise truncation: the region goes (`pt-PT` → `pt`, `zh-Hant-HK` → `zh-Hant`), then the
    ///    script (`az-Cyrl` excepted by rule 3), then the language (`en` → `root`).
    ///
    /// An identifier with a region but no script whose region implies a script other than the
    /// language's default is treated as if the script were written, as CLDR's own data files are
    /// (`zh_HK` is an alias of `zh_Hant_HK`): `zh-HK` → `zh-Hant`, `zh-MO` → `zh-Hant-HK`, `sr-ME` →
    /// `sr-Latn`.
    public var parent: LocaleIdentifier? {
        if isRoot || isBase { return nil }
        if !extensions.isEmpty || privateUse != nil { return withoutExtensions }
        if !variants.isEmpty {
            return LocaleIdentifier(language: language, script: script, region: region, variants: variants.dropLast())
        }
        if script == nil, language != "und", let region, let implied = impliedScriptOfRegion {
            let full = LocaleIdentifier(language: language, script: implied, region: region)
            return ParentLocales.table[full.posixIdentifier] ?? LocaleIdentifier(language: language, script: implied)
        }
        if let explicit = ParentLocales.table[posixIdentifier] { return explicit }
        if region != nil { return LocaleIdentifier(language: language, script: script) }
        if script != nil { return LocaleIdentifier(language: language) }
        return .root
    }

    /// The likely script for language + region when it differs from the language's own likely script
    /// (`Hant` for `zh-HK`); nil otherwise, or if either is unknown.
    private var impliedScriptOfRegion: String? {
        guard let withRegion = LikelySubtags.maximize(LocaleIdentifier(language: language, region: region))?.script,
            let languageOnly = LikelySubtags.maximize(LocaleIdentifier(language: language))?.script,
            withRegion != languageOnly
        else { return nil }
        return withRegion
    }

    /// This identifier followed by each ``parent`` in turn, ending with ``root``: `en-AU, en-001, en,
    /// root`. ``base`` gives `[Base]` and ``root`` gives `[root]`.
    public var parentChain: [LocaleIdentifier] {
        var chain = [self]
        var current = self
        // CLDR chains are short (at most about 8); the bound only guards against a cycle in bad data.
        while let next = current.parent, chain.count < 32, !chain.contains(next) {
            chain.append(next)
            current = next
        }
        return chain
    }
}
