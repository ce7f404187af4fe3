import Foundation
import GlossaJSON

/// Remembers the ETag of each locale's content per filter, so the next fetch can send
/// `If-None-Match` and get a `304` when nothing changed.
public protocol ETagStore: Sendable {
    /// The ETag stored for `locale` under `filter`.
    func etag(locale: String, filter: ContentFilter) async -> String?
    /// Stores ETags for several locales under `filter` (`nil` removes one).
    func setETags(_ etags: [String: String?], filter: ContentFilter) async throws(CacheError)
    /// Forgets every ETag.
    func removeAll() async throws(CacheError)
}

/// ETags in memory only: lost when the app quits.
public actor MemoryETagStore: ETagStore {
    private var etags: [String: String] = [:]

    /// Creates an empty store.
    public init() {}

    /// The ETag stored for `locale` under `filter`.
    public func etag(locale: String, filter: ContentFilter) -> String? {
        etags[ETagKey.make(locale: locale, filter: filter)]
    }

    /// Stores ETags.
    public func setETags(_ etags: [String: String?], filter: ContentFilter) {
        for (locale, etag) in etags { self.etags[ETagKey.make(locale: locale, filter: filter)] = etag }
    }

    /// Forgets every ETag.
    public func removeAll() {
        etags = [:]
    }
}

/// ETags persisted in a JSON file (`etags.json` of a ``CacheDirectory``), written atomically.
public actor FileETagStore: ETagStore {
    /// The file.
    public nonisolated let fileURL: URL
    private var etags: [String: String]?

    /// Creates a store backed by `fileURL`; a missing or unreadable file means no ETags.
    public init(fileURL: URL) {
        self.fileURL = fileURL
    }

    /// The ETag stored for `locale` under `filter`.
    public func etag(locale: String, filter: ContentFilter) -> String? {
        load()[ETagKey.make(locale: locale, filter: filter)]
    }

    /// Stores ETags and rewrites the file.
    public func setETags(_ etags: [String: String?], filter: ContentFilter) throws(CacheError) {
        var next = load()
        for (locale, etag) in etags { next[ETagKey.make(locale: locale, filter: filter)] = etag }
        let object = JSONObject(next.sorted { $0.key < $1.key }.map { ($0.key, JSONValue.string($0.value)) })
        try AtomicFile.write(Data(JSONWriter().bytes(from: .object(object))), to: fileURL)
        self.etags = next
    }

    /// Forgets every ETag and deletes the file.
    public func removeAll() throws(CacheError) {
        etags = [:]
        guard FileManager.default.fileExists(atPath: fileURL.path) else { return }
        do {
            try FileManager.default.removeItem(at: fileURL)
        } catch {
            throw .writeFailed(path: fileURL.path, reason: error.localizedDescription)
        }
    }

    private func load() -> [String: String] {
        if let etags { return etags }
        var loaded: [String: String] = [:]
        if let data = try? AtomicFile.read(fileURL), let object = (try? JSONParser().parse(data))?.objectValue {
            for (key, value) in object { if let etag = value.stringValue { loaded[key] = etag } }
        }
        etags = loaded
        return loaded
    }
}

/// The storage key of an ETag: locale and normalized filter.
enum ETagKey {
    static func make(locale: String, filter: ContentFilter) -> String {
        "\(locale) \(filter.storageKey)"
    }
}
