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
    private let cacheControl: String
    private struct State {
        var entries: [Key: Entry] = [:]
        /// Raised by every invalidation, so a body built from data read before it is not cached after it.
        var generation: UInt64 = 0
    }

    private let state = NIOLockedValueBox(State())

    init(store: any ProjectStore, clock: any MonotonicClock, revalidationInterval: Duration, cacheControl: String) {
        self.store = store
        self.cacheControl = cacheControl
        self.clock = clock
        self.interval = revalidationInterval.nanoseconds
    }

    /// The cached body for `key` if it was checked within the revalidation interval (what ``body(for:build:)``
    /// would serve without touching the database), else nil.
    func freshBody(for key: Key) -> CachedBody? {
        let now = clock.nanoseconds()
        guard let cached = state.withLockedValue({ $0.entries[key] }), now < cached.checked + interval else {
            return nil
        }
        return cached.body
    }

    /// The body for `key`, from the cache or from `build`.
    func body(for key: Key, build: @Sendable () async throws -> [UInt8]) async throws -> CachedBody {
        let now = clock.nanoseconds()
        let (cached, generation) = state.withLockedValue { ($0.entries[key], $0.generation) }
        if let cached, now < cached.checked + interval { return cached.body }
        let revision = try await store.revision(of: key.projectID)
        if let cached, cached.revision == revision {
            state.withLockedValue { $0.entries[key]?.checked = now }
            return cached.body
        }
        let body = CachedBody(bytes: try await build(), cacheControl: cacheControl)
        state.withLockedValue { state in
            guard state.generation == generation else { return }
            if state.entries.count > 50_000 { state.entries.removeAll() }
            state.entries[key] = Entry(body: body, revision: revision, checked: now)
        }
        return body
    }

    /// Drops the entries of `projectID` (only those of `language` if given); returns how many.
    @discardableResult
    func invalidate(projectID: String, language: String? = nil) -> Int {
        state.withLockedValue { state in
            state.generation += 1
            let doomed = state.entries.keys.filter {
                $0.projectID == projectID && (language == nil || $0.language == language)
            }
            for key in doomed { state.entries[key] = nil }
            return doomed.count
        }
    }
}
