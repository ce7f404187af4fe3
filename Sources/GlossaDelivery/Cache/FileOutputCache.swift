import Foundation

/// Writes every update through to a `txstrings.json` file, atomically, and passes it on to the layer
/// below (Transifex's `TXFileOutputCacheDecorator`).
///
/// Unlike Transifex's, the file keeps the locales an update does not contain: a locale whose
/// refresh failed keeps its previous download. The file holds the strings exactly as fetched (before
/// any update policy), so that the next launch applies the policy to them again.
public actor FileOutputCache: TranslationCache {
    /// The file written.
    public nonisolated let fileURL: URL
    private let base: any TranslationCache
    private var persisted: Translations?

    /// Wraps `base`, writing to `fileURL`.
    public init(fileURL: URL, base: any TranslationCache) {
        self.fileURL = fileURL
        self.base = base
    }

    /// The strings of the layer below.
    public func translations() async -> Translations {
        await base.translations()
    }

    /// Updates the layer below, then replaces the updated locales in the file (write, then rename).
    ///
    /// - Throws: ``CacheError/writeFailed(path:reason:)`` (the previous file is intact), or
    ///   ``CacheError/cancelled`` when the task was cancelled before the rename.
    public func update(with translations: Translations) async throws(CacheError) {
        guard !translations.isEmpty else { return }
        var next = loadPersisted()
        for (locale, table) in translations.tables { next[locale] = table }
        try AtomicFile.write(TranslationsFileFormat.encode(next), to: fileURL)
        persisted = next
        try await base.update(with: translations)
    }

    /// The locales in the file.
    public func persistedLocales() -> Set<String> {
        loadPersisted().locales
    }

    /// The file's content; a missing or corrupt file counts as empty (a provider reports it).
    private func loadPersisted() -> Translations {
        if let persisted { return persisted }
        let data = try? AtomicFile.read(fileURL)
        let loaded = data.flatMap { try? TranslationsFileFormat.decode($0, path: fileURL.path).0 } ?? Translations()
        persisted = loaded
        return loaded
    }
}
