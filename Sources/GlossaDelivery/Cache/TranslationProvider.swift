/// A source of strings loaded once into a cache at start-up: a file in the app bundle, a downloaded
/// file.
public protocol TranslationProvider: Sendable {
    /// A name for reports (`bundle`, `download`).
    var name: String { get }
    /// Loads the strings; `nil` when the source does not exist (not an error).
    ///
    /// - Throws: ``CacheError`` when the source exists but cannot be read or is corrupt.
    func loadTranslations() throws(CacheError) -> Translations?
}
