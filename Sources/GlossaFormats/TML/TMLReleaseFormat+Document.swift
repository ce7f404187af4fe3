import GlossaJSON
import GlossaMessages

/// A release as a document.
extension TMLReleaseFormat {
    /// The document for `release`.
    public func document(from release: TMLRelease) -> LocalizationDocument {
        let source = release.defaultLocale ?? "en"
        var document = LocalizationDocument(sourceLocale: source, version: release.version)
        var index: [String: Int] = [:]
        for key in release.keys {
            var entry = LocalizationEntry(key: key.key, comment: key.description)
            entry.localizations[key.locale ?? source] = Localization(value: key.label)
            if key.locale != nil, key.locale != source {
                entry.extensions.set(Self.prefix + "locale", .string(key.locale ?? source))
            }
            if !key.otherMembers.isEmpty { entry.extensions.set(Self.prefix + "key", .object(key.otherMembers)) }
            index[key.key] = document.entries.count
            document.entries.append(entry)
        }
        for locale in release.locales {
            for (key, translations) in release.translations[locale] ?? [] {
                guard !translations.isEmpty else { continue }
                let position =
                    index[key]
                    ?? {
                        index[key] = document.entries.count
                        document.entries.append(LocalizationEntry(key: key))
                        return document.entries.count - 1
                    }()
                document.entries[position].localizations[locale] = localization(translations)
            }
        }
        var extensions = JSONObject()
        if let snapshot = release.snapshot { extensions.append(Self.prefix + "snapshot", snapshot) }
        if let application = release.application { extensions.append(Self.prefix + "application", application) }
        if let sources = release.sources { extensions.append(Self.prefix + "sources", sources) }
        extensions.append(Self.prefix + "locales", .array(release.locales.map { .string($0) }))
        for locale in release.locales {
            if let language = release.languages[locale] {
                extensions.append(Self.prefix + "language/" + locale, language)
            }
            for (path, value) in release.sourceFiles[locale] ?? [] {
                extensions.append(Self.prefix + "source/" + locale + "/" + path, value)
            }
        }
        document.extensions = extensions
        return document
    }

    private func localization(_ translations: [TMLRelease.Translation]) -> Localization {
        if translations.count == 1, let only = translations.first, only.context == nil, only.otherMembers.isEmpty {
            return Localization(value: only.label)
        }
        var variations = Variations(kind: .context, cases: [])
        for translation in translations {
            let key = translation.context.map { JSONWriter(style: .compact).string(from: $0) } ?? ""
            var unit = StringUnit(value: translation.label, state: .translated)
            if !translation.otherMembers.isEmpty {
                unit.extensions.set(Self.prefix + "translation", .object(translation.otherMembers))
            }
            variations.cases.append(.init(key: key, variant: Variant(unit: unit)))
        }
        return Localization(variant: Variant(variations: variations))
    }

    /// The translations a localization of a release document holds (see ``document(from:)``): one
    /// per ``VariationKind/context`` case, in order, with its context (the case key, compact JSON; empty
    /// for none) and the record's other members; a plain string is one translation without context.
    ///
    /// - Returns: nil for substitutions, variations of another kind, and a case whose key is not JSON
    ///   or that holds no string: what such a localization means in TML cannot be known.
    public func translations(of localization: Localization) -> [TMLRelease.Translation]? {
        if let plain = localization.plainValue { return [TMLRelease.Translation(label: plain)] }
        guard let variations = localization.variant.variations, variations.kind == .context,
            localization.substitutions.isEmpty
        else { return nil }
        var translations: [TMLRelease.Translation] = []
        for option in variations.cases {
            guard let unit = option.variant.unit, option.variant.variations == nil else { return nil }
            var context: JSONValue?
            if !option.key.isEmpty {
                guard let parsed = try? JSONValue(parsing: option.key) else { return nil }
                context = parsed
            }
            translations.append(
                TMLRelease.Translation(
                    label: unit.value, context: context,
                    otherMembers: unit.extensions[Self.prefix + "translation"]?.objectValue ?? JSONObject()))
        }
        return translations
    }
}
