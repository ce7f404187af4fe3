import GlossaLint
import GlossaMessages

/// Checks a translation before it is saved with `glossa lint`'s own checks (GlossaLint's ``Linter``):
/// placeholders (printf, ICU arguments, TML tokens, MessageFormat 2 variables and markup) against the
/// source, plural categories (ICU plurals, MessageFormat 2 `.match` keys) against CLDR for the target
/// language, syntax errors with their line and column, the source's character limit and control characters. The source and the translation form a one-key catalog, in the syntax the source
/// is written in.
enum SaveValidation {
    /// What the checks say about `translation` of `source` into `language`.
    struct Result: Sendable, Hashable {
        /// Errors: the save is refused.
        var errors: [String]
        /// Warnings: the save goes through and they are stored.
        var warnings: [String]
    }

    static func check(_ translation: String, of source: SourceString, language: String, sourceLanguage: String)
        -> Result
    {
        // The CDS ignores a plural's argument name (it serves `{???, plural, …}` and clients put the
        // source's name back), so a translation that is a CDS plural is checked with the source's name.
        let checked =
            PluralForm.explode(translation) != nil && PluralForm.explode(source.string) != nil
            ? CDSPlural.restoringArgumentName(in: PluralForm.wire(translation), fromSource: source.string)
            : translation
        let entry = CatalogEntry(
            key: source.key, characterLimit: source.characterLimit,
            localizations: [
                sourceLanguage: CatalogLocalization(forms: [CatalogForm(value: source.string)]),
                language: CatalogLocalization(forms: [CatalogForm(value: checked)]),
            ])
        let catalog = MessageCatalog(
            path: "translation", sourceLocale: sourceLanguage, locales: [sourceLanguage, language], entries: [entry],
            syntax: MessageSyntax.guess(source.string))
        var result = Result(errors: [], warnings: [])
        // Only what concerns the translation: the source's own problems are the developer's to fix.
        for finding in Linter().lint([catalog]).findings where finding.locale == language {
            let message = "[\(finding.check.rawValue)] " + finding.message
            if finding.severity == .error { result.errors.append(message) } else { result.warnings.append(message) }
        }
        return result
    }
}
