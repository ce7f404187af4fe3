import GlossaCLDR
import GlossaLocalization

/// The editor's own catalogs, in ICU MessageFormat: English (the source) and Russian. They are
/// Glossa catalogs like an app's, read by a `Localizer` (``EditorLocalization``) and checked by
/// `glossa lint`'s checks in the tests (placeholders against English, plural categories against
/// CLDR).
///
/// A new interface language is one more list here and one entry in ``all``.
enum EditorCatalog {
    /// Every interface language's messages, English first.
    static let all: [(language: LocaleIdentifier, messages: [(key: String, message: String)])] = [
        ("en", english), ("ru", russian),
    ]

    /// The catalogs of ``all``; a list that does not make a catalog (over 2 GiB) is left out and its
    /// language falls back to English.
    static var catalogs: [Catalog] {
        all.compactMap { language, messages in
            try? Catalog(locale: language, syntax: ICUSyntax(), entries: messages)
        }
    }
}
