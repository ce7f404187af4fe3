/// A term of a project's glossary with how it is translated per language.
public struct GlossaryTerm: Sendable, Hashable {
    /// The term in the source language (unique per project, compared case-insensitively when checking).
    public var term: String
    /// Its translation per language code.
    public var translations: [String: String]
    /// A note for translators.
    public var note: String?

    /// Creates a term.
    public init(term: String, translations: [String: String], note: String? = nil) {
        self.term = term
        self.translations = translations
        self.note = note
    }
}
