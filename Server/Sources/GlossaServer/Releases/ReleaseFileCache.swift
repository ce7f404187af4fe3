import HTTPTypes
import NIOConcurrencyHelpers
import NIOCore

/// Release files as served, by project and SHA-256. A file never changes, so an entry is never
/// revalidated: once read from the store, a file is answered from memory like cached content. The
/// cache holds at most ``byteLimit`` bytes and starts afresh when a file would exceed it.
final class ReleaseFileCache: Sendable {
    /// A file's bytes with the headers of its 200 and 304 responses.
    struct Served: Sendable {
        var bytes: ByteBuffer
        var okHeaders: HTTPFields
        var notModifiedHeaders: HTTPFields
    }

    /// Immutable files may be cached by anyone for a year and never revalidated.
    static let cacheControl = "public, max-age=31536000, immutable"

    private struct Key: Hashable {
        var projectID: String
        var sha256: String
    }

    private struct State {
        var entries: [Key: Served] = [:]
        var bytes = 0
    }

    let byteLimit: Int
    private let state = NIOLockedValueBox(State())

    init(byteLimit: Int = 256 << 20) {
        self.byteLimit = byteLimit
    }

    /// The file `sha256` of `projectID`, from memory or read by `load` (nil: no such file).
    func file(projectID: String, sha256: String, load: () async throws -> ReleaseFile?) async throws -> Served? {
        let key = Key(projectID: projectID, sha256: sha256)
        if let hit = state.withLockedValue({ $0.entries[key] }) { return hit }
        guard let file = try await load() else { return nil }
        // The stored bytes must still be what their address says.
        guard file.sha256 == sha256 else { throw StoreError.corrupt("release file \(sha256) does not match its hash") }
        let etag = "\"\(sha256)\""
        let served = Served(
            bytes: ByteBuffer(bytes: file.bytes),
            okHeaders: [
                .contentType: file.kind.mediaType, .eTag: etag, .cacheControl: Self.cacheControl,
                .contentLength: String(file.bytes.count),
            ],
            notModifiedHeaders: [.eTag: etag, .cacheControl: Self.cacheControl])
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
}
