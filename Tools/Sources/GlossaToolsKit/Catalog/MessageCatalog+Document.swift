import GlossaFormats
import GlossaLint

extension MessageCatalog {
    /// The catalog view of a document read by GlossaFormats (`.strings`, `.stringsdict`, XLIFF, the seeds'
    /// JSON files, `txstrings.json`, TML archives). A value is placed at `valueLocations[key]` when
    /// the reader knew it (`.strings`), else at the file; the reader's diagnostics carry their own.
    public init(
        document: LocalizationDocument, path: String, sourceLocale: String?, syntax: MessageSyntax?,
        valueLocations: [String: SourceLocation] = [:]
    ) {
        let source = sourceLocale ?? document.sourceLocale ?? document.locales.first ?? "en"
        self.init(path: path, sourceLocale: source, syntax: syntax)
        var locales = [source]
        for locale in document.locales where !locales.contains(locale) { locales.append(locale) }
        self.locales = locales
        entries = document.entries.map { entry in
            var result = CatalogEntry(
                key: entry.key, comment: entry.comment, shouldTranslate: entry.shouldTranslate ?? true,
                extractionState: entry.extractionState?.rawValue, characterLimit: entry.characterLimit,
                position: FilePosition(file: path))
            for (locale, localization) in entry.localizations {
                let file =
                    valueLocations[entry.key].map {
                        FilePosition(file: path, line: $0.line, column: $0.column)
                    } ?? FilePosition(file: path)
                var forms = localization.variant.units().map {
                    CatalogForm(path: $0.path, value: $0.unit.value, state: $0.unit.state?.catalogName, position: file)
                }
                var substitutions: [String: CatalogSubstitution] = [:]
                for substitution in localization.substitutions {
                    substitutions[substitution.name] = CatalogSubstitution(
                        argumentNumber: substitution.argumentNumber, formatSpecifier: substitution.formatSpecifier)
                    let variant = Variant(variations: substitution.variations)
                    forms += variant.units(prefix: ["substitutions", substitution.name]).map {
                        CatalogForm(
                            path: $0.path, value: $0.unit.value, state: $0.unit.state?.catalogName, position: file)
                    }
                }
                result.localizations[locale] = CatalogLocalization(forms: forms, substitutions: substitutions)
            }
            return result
        }
    }

    /// Adds the entries of `other` (the same table in other locales) to this catalog, key by key.
    public mutating func merge(_ other: MessageCatalog) {
        var index: [String: Int] = [:]
        for (position, entry) in entries.enumerated() { index[entry.key] = position }
        for entry in other.entries {
            if let position = index[entry.key] {
                for (locale, localization) in entry.localizations {
                    entries[position].localizations[locale] = localization
                }
                if entries[position].comment == nil { entries[position].comment = entry.comment }
            } else {
                index[entry.key] = entries.count
                entries.append(entry)
            }
        }
        for locale in other.locales where !locales.contains(locale) { locales.append(locale) }
        problems += other.problems
    }
}
