import GlossaDelivery
import GlossaFormats
import GlossaLint

/// The source strings `glossa push` sends: from catalogs (their source-language values) or straight
/// from an extraction.
public enum SourceStrings {
    /// One source string per key of each catalog, with its comment, character limit and the given tags.
    /// A plural source becomes one ICU plural message (`{cnt, plural, one {…} other {…}}`), device
    /// variations and substitutions `<cds-root>` units, as CDS clients expect.
    public static func from(_ catalogs: [MessageCatalog], tags: [String]) -> [SourceString] {
        var strings: [SourceString] = []
        for catalog in catalogs {
            for entry in catalog.entries where entry.extractionState != "stale" {
                let forms = entry.localizations[catalog.sourceLocale]?.forms.filter { !$0.value.isEmpty } ?? []
                strings.append(
                    SourceString(
                        key: entry.key, string: sourceText(forms, key: entry.key), developerComment: entry.comment,
                        characterLimit: entry.characterLimit, tags: tags))
            }
        }
        return strings
    }

    /// One source string per extracted string: the key, the default value (or the key), the comment, the
    /// TML description or context as context, and the `file:line` occurrences.
    public static func from(_ result: ExtractionResult, tags: [String]) -> [SourceString] {
        result.strings.map { string in
            SourceString(
                key: string.context.map { "\(string.key)::\($0)" } ?? string.key,
                string: string.defaultValue ?? string.key, developerComment: string.comment, tags: tags,
                occurrences: string.occurrences.map(\.fileAndLine), context: string.context.map { [$0] } ?? [])
        }
    }

    /// The text pushed for one key's source forms: the plain value, a plural as one ICU plural message
    /// (`{cnt, plural, one {…} other {…}}`), and device variations and substitutions as `<cds-root>` units
    /// (``CDSText``, as Transifex's CLI pushes them).
    static func sourceText(_ forms: [CatalogForm], key: String) -> String {
        CDSText.text(units: forms.map { (path: $0.path, value: $0.value) }, pluralName: "cnt")
            ?? forms.first(where: { $0.path.isEmpty })?.value ?? forms.first?.value ?? key
    }
}
