import NIOConcurrencyHelpers

/// Built response bodies by project and resource (`content/fr?tags=a,b&status=reviewed`,
/// `languages`), each remembered with the project revision it was built from.
///
/// A hit younger than the revalidation interval is served without touching the database; an older one
/// is served if the project's revision has not moved, and rebuilt otherwise. Writes through this
/// server and `POST /invalidate` drop entries at once.
final class ResponseCache: Sendable {
    struct Key: Hashable, Sendable {
        var projectID: String
        var resource: String
        var language: String?
    }

    private struct Entry {
        var body: CachedBody
        var revision: Int64
        var checked: UInt64
    }

    private let store: any ProjectStore
    private let clock: any MonotonicClock
    private let interval: UInt64
    private let entries = NIOLockedValueBox<[Key: Entry]>([:])

    init(store: any ProjectStore, clock: any MonotonicClock, revalidationInterval: Duration) {
        self.store = store
        self.clock = clock
        self.interval = revalidationInterval.nanoseconds
    }

    /// The body for `key`, from the cache or from `build`.
    func body(for key: Key, build: @Sendable () async throws -> [UInt8]) async throws -> CachedBody {
        let now = clock.nanoseconds()
        let cached = entries.withLockedValue { $0[key] }
        if let cached, now < cached.checked + interval { return cached.body }
        let revision = try await store.revision(of: key.projectID)
        if let cached, cached.revision == revision {
            entries.withLockedValue { $0[key]?.checked = now }
            return cached.body
        }
        let body = CachedBody(bytes: try await build())
        entries.withLockedValue { entries in
            if entries.count > 50_000 { entries.removeAll() }
            entries[key] = Entry(body: body, revision: revision, checked: now)
        }
        return body
    }

    /// Drops the entries of `projectID` (only those of `language` if given); returns how many.
    @discardableResult
    func invalidate(projectID: String, language: String? = nil) -> Int {
        entries.withLockedValue { entries in
            let doomed = entries.keys.filter {
                $0.projectID == projectID && (language == nil || $0.language == language)
            }
            for key in doomed { entries[key] = nil }
            return doomed.count
        }
    }
}
