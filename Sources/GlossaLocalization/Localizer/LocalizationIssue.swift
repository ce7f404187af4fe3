import GlossaCLDR
import GlossaFormats
import GlossaMessages

/// Something a ``Localizer`` noticed while looking up a string, reported to its issue handler
/// (log it, count it, fail a test with it).
public enum LocalizationIssue: Sendable {
    /// No translation in the locale or its parents; the text came from `missing.source`.
    case missingTranslation(MissingTranslation)
    /// A message rendered with unresolved pieces.
    case renderProblems(RenderFailure)
    /// A rendered text is longer than the maximum length its call allowed (TML's `max-length`).
    case exceedsMaximumLength(key: String, locale: LocaleIdentifier, length: Int, maximum: Int)
    /// The chosen locale could not be saved to the ``LocaleStore``; the switch happened anyway.
    case persistenceFailed(String)
    /// Reading `locale`'s catalogs from the ``CatalogSource`` reported problems: an entry a syntax
    /// error spoiled (with its file, line and column), an entry the catalog's syntax cannot carry. The
    /// rest of the catalogs was loaded.
    case catalogProblems(locale: LocaleIdentifier, diagnostics: [FormatDiagnostic])
}
