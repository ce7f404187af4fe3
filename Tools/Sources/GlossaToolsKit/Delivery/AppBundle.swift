import GlossaFormats

/// What `glossa bundle` writes into an app: Transifex Native's cache file (`txstrings.json`, which
/// GlossaDelivery and the Transifex SDKs read at start-up before any download) and a TML release archive
/// (`tml_<version>.tar.gz`, which GlossaDelivery's release installer and TMLKit apps read offline).
public enum AppBundle {
    /// The files: name and bytes, in the order written.
    public static func files(
        for document: LocalizationDocument, version: String, archive: ArchiveKind = .tarGZip
    ) -> (files: [(name: String, bytes: [UInt8])], diagnostics: [FormatDiagnostic]) {
        let cache = TransifexCacheFormat().write(document)
        let release = TMLReleaseFormat().writeArchive(document, kind: archive)
        let extensionName = archive.fileExtension
        return (
            [("txstrings.json", cache.bytes), ("tml_\(version).\(extensionName)", release.bytes)],
            cache.diagnostics + release.diagnostics
        )
    }

    /// The documents merged key by key (the same table in several locales, from several files; the
    /// bundle's formats hold one table, so tables are not told apart): later files' translations win.
    public static func merge(_ documents: [LocalizationDocument]) -> LocalizationDocument {
        var merged = LocalizationDocument(sourceLocale: documents.first?.sourceLocale, version: "1.0")
        for var document in documents {
            for index in document.entries.indices { document.entries[index].table = nil }
            merged.merge(document)
        }
        return merged
    }
}
