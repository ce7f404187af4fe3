import Foundation

/// Loads a `txstrings.json` file: the one bundled with the app or the one downloaded last time.
public struct FileTranslationProvider: TranslationProvider {
    /// A name for reports.
    public let name: String
    /// The file.
    public let fileURL: URL

    /// Creates a provider for the file at `fileURL`.
    public init(name: String, fileURL: URL) {
        self.name = name
        self.fileURL = fileURL
    }

    /// Reads and decodes the file; `nil` if it does not exist.
    public func loadTranslations() throws(CacheError) -> Translations? {
        guard let data = try AtomicFile.read(fileURL) else { return nil }
        return try TranslationsFileFormat.decode(data, path: fileURL.path).0
    }
}

extension TranslationProvider where Self == FileTranslationProvider {
    /// The file bundled with the app: `txstrings.json` in `bundle`'s resources. From an app
    /// extension (`.appex`), the containing app's bundle is used, as Transifex Native does.
    ///
    /// Declared on the protocol so `.bundled()` reads where a provider is expected
    /// (`StandardCache.load(bundled: .bundled(), …)`); `FileTranslationProvider.bundled()` works too.
    public static func bundled(in bundle: Bundle = .main, fileName: String = "txstrings.json")
        -> FileTranslationProvider
    {
        var bundleURL = bundle.bundleURL
        if bundleURL.pathExtension == "appex" {
            // …/App.app/PlugIns/Extension.appex → …/App.app
            bundleURL = bundleURL.deletingLastPathComponent().deletingLastPathComponent()
        }
        let resources = Bundle(url: bundleURL)?.resourceURL ?? bundleURL
        return FileTranslationProvider(name: "bundle", fileURL: resources.appendingPathComponent(fileName))
    }

    /// The file downloaded into `directory` by a ``FileOutputCache``.
    public static func downloaded(in directory: CacheDirectory) -> FileTranslationProvider {
        FileTranslationProvider(name: "download", fileURL: directory.translationsFile)
    }
}
