import HTTPTypes
import NIOConcurrencyHelpers
import NIOCore

/// Release files as served, by project and SHA-256. A file never changes, so an entry is never
/// revalidated: once read from the store, a file is a ``CachedBody`` like cached content, answered by
/// the same event-loop fast path (``ContentFastPath``, through ``cached(projectID:sha256:)``) without
/// a task, the router or a database query. The cache holds at most ``byteLimit`` bytes and starts
/// afresh when a file would exceed it.
final class ReleaseFileCache: Sendable {
    /// Immutable files may be cached by anyone for a year and never revalidated.
    static let cacheControl = "public, max-age=31536000, immutable"

    private struct Key: Hashable {
        var projectID: String
        var sha256: String
    }

    private struct State {
        var entries: [Key: CachedBody] = [:]
        var bytes = 0
    }

    let byteLimit: Int
    private let state = NIOLockedValueBox(State())

    init(byteLimit: Int = 256 << 20) {
        self.byteLimit = byteLimit
    }

    /// The file `sha256` of `projectID`, from memory or read by `load` (nil: no such file).
    func file(projectID: String, sha256: String, load: () async throws -> ReleaseFile?) async throws -> CachedBody? {
        if let hit = cached(projectID: projectID, sha256: sha256) { return hit }
        let key = Key(projectID: projectID, sha256: sha256)
        guard let file = try await load() else { return nil }
        // The stored bytes must still be what their address says.
        guard file.sha256 == sha256 else { throw StoreError.corrupt("release file \(sha256) does not match its hash") }
        let served = CachedBody(
            buffer: ByteBuffer(bytes: file.bytes), etag: "\"\(sha256)\"", contentType: file.kind.mediaType,
            cacheControl: Self.cacheControl)
        state.withLockedValue { state in
            if state.bytes + file.bytes.count > byteLimit {
                state.entries.removeAll()
                state.bytes = 0
            }
            if file.bytes.count <= byteLimit, state.entries[key] == nil {
                state.entries[key] = served
                state.bytes += file.bytes.count
            }
        }
        return served
    }

    /// The file `sha256` of `projectID` if it is in memory (the fast path's lookup: no store, no task).
    func cached(projectID: String, sha256: String) -> CachedBody? {
        state.withLockedValue { $0.entries[Key(projectID: projectID, sha256: sha256)] }
    }
}
