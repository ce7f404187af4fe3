import NIOConcurrencyHelpers

/// Built response bodies by project and resource (`content/fr?tags=a,b&status=reviewed`,
/// `languages`), each remembered with the project revision it was built from.
///
/// A hit younger than the revalidation interval is served without touching the database; an older one
/// is served if the project's revision has not moved, and rebuilt otherwise. While the database is
/// unavailable (``isDatabaseUnavailable(_:)``), an older hit is served as it is, and counted as checked
/// so that the requests of the next interval do not each wait for the database again. Writes through this
/// server and `POST /invalidate` drop entries at once; so do other servers' writes, on the change notice
/// they publish (``ChangePropagation``).
///
/// A push through this server is the exception: it leaves the unfiltered content bodies
/// (``contentBody(for:isSource:build:)``) in place, marked stale, and records what it changed under the
/// revision it wrote (``recordPush(projectID:changes:revision:)``). The next read patches the body with
/// the changes of every revision since the body's (``ContentBody/patched(_:)``), at the cost of a copy
/// of the bytes rather than a read and render of the whole project; where a revision's changes are not
/// known (another server's write, or any other kind of write), it rebuilds.
final class ResponseCache: Sendable {
    struct Key: Hashable, Sendable {
        var projectID: String
        var resource: String
        var language: String?
    }

    /// How the cache answered, for tests and benchmarks: whole builds and patches since it was made.
    struct Statistics: Sendable, Hashable {
        var builds = 0
        var patches = 0
    }

    private struct Entry {
        var body: CachedBody
        var revision: Int64
        var checked: UInt64
        /// The body with its entries' offsets, for an unfiltered content body (nil for other resources).
        var content: ContentBody?
        /// Whether a push changed the project since the body was checked: it is not served before it is
        /// patched or rebuilt.
        var stale = false
        /// Unique per stored entry, so a patch replaces only the entry it started from.
        var serial: UInt64 = 0
    }

    /// The most recent pushes' changes kept per project, by the revision each wrote: a body older than
    /// the oldest is rebuilt.
    static let changeLogLength = 256

    private let store: any ProjectStore
    private let clock: any MonotonicClock
    private let interval: UInt64
    private let cacheControl: String
    /// How each read was answered, when metrics are recorded.
    private let counters: ServerMetrics.CacheCounters?
    private struct State {
        var entries: [Key: Entry] = [:]
        /// Raised when every entry is revalidated; ``projectGenerations`` for one project's invalidations
        /// and pushes. A body built from data read before either moved is not cached as fresh after it,
        /// and other projects' changes (another server's notifications included) leave it alone.
        var generation: UInt64 = 0
        var projectGenerations: [String: UInt64] = [:]
        var serial: UInt64 = 0
        /// The changes of recent pushes through this server, by project and revision written.
        var changes: [String: [Int64: ContentChanges]] = [:]
        var statistics = Statistics()

        /// What a read of `projectID` compares before and after: it grows with every change that concerns it.
        func stamp(of projectID: String) -> UInt64 { generation + (projectGenerations[projectID] ?? 0) }

        mutating func store(_ entry: Entry, for key: Key) {
            if entries.count > 50_000 { entries.removeAll() }
            serial += 1
            var entry = entry
            entry.serial = serial
            entries[key] = entry
        }
    }

    private let state = NIOLockedValueBox(State())

    init(
        store: any ProjectStore, clock: any MonotonicClock, revalidationInterval: Duration, cacheControl: String,
        counters: ServerMetrics.CacheCounters? = nil
    ) {
        self.store = store
        self.counters = counters
        self.cacheControl = cacheControl
        self.clock = clock
        self.interval = revalidationInterval.nanoseconds
    }

    /// The counts of builds and patches so far.
    var statistics: Statistics { state.withLockedValue { $0.statistics } }

    /// The cached body for `key` if it was checked within the revalidation interval and no push has
    /// changed it since (what ``body(for:build:)`` would serve without touching the database), else nil.
    func freshBody(for key: Key) -> CachedBody? {
        let now = clock.nanoseconds()
        guard let cached = state.withLockedValue({ $0.entries[key] }), !cached.stale, now < cached.checked + interval
        else { return nil }
        return cached.body
    }

    /// The body for `key`, of `contentType` (a file to download when `contentDisposition` is given),
    /// from the cache or from `build`. With `lock`, builds run one at a time under it, and a read that
    /// has to build waits for the lock and then looks again: a build of the same key that held the lock
    /// has stored its body, so concurrent reads build each body once per revision. Hits and
    /// revalidations do not wait for the lock.
    func body(
        for key: Key, contentType: String = CachedBody.json, contentDisposition: String? = nil,
        buildingUnder lock: AsyncSerialLock? = nil, build: @Sendable () async throws -> [UInt8]
    ) async throws -> CachedBody {
        try await cachedBody(for: key, isSource: false, buildingUnder: lock) {
            let bytes = try await build()
            return (
                CachedBody(
                    bytes: bytes, contentType: contentType, contentDisposition: contentDisposition,
                    cacheControl: cacheControl), nil
            )
        }
    }

    /// The unfiltered content body for `key` (of the source language or of a target language, as
    /// `isSource` says), from the cache, patched with the changes of the pushes since it was built, or
    /// from `build`.
    func contentBody(for key: Key, isSource: Bool, build: @Sendable () async throws -> ContentBody) async throws
        -> CachedBody
    {
        try await cachedBody(for: key, isSource: isSource) {
            let content = try await build()
            return (CachedBody(buffer: content.bytes, cacheControl: cacheControl), content)
        }
    }

    private func cachedBody(
        for key: Key, isSource: Bool, buildingUnder lock: AsyncSerialLock? = nil,
        build: @Sendable () async throws -> (CachedBody, ContentBody?)
    ) async throws -> CachedBody {
        let now = clock.nanoseconds()
        let (cached, generation) = state.withLockedValue { ($0.entries[key], $0.stamp(of: key.projectID)) }
        if let cached, !cached.stale, now < cached.checked + interval {
            counters?.hit.increment()
            return cached.body
        }
        let revision: Int64
        do {
            revision = try await store.revision(of: key.projectID)
        } catch  where isDatabaseUnavailable(error) {
            // The last body known, rather than nothing; unless a push through this server changed it.
            guard let cached, !cached.stale else { throw error }
            counters?.unavailable.increment()
            markChecked(key, serial: cached.serial, at: now)
            return cached.body
        }
        if let cached, cached.revision == revision {
            counters?.revalidated.increment()
            markChecked(key, serial: cached.serial, at: now)
            return cached.body
        }
        if let cached, let content = cached.content, cached.revision < revision,
            let changes = changes(of: key.projectID, after: cached.revision, through: revision, isSource: isSource)
        {
            counters?.patched.increment()
            let patched = content.patched(changes)
            let body = CachedBody(buffer: patched.bytes, cacheControl: cacheControl)
            state.withLockedValue { state in
                state.statistics.patches += 1
                guard state.entries[key]?.serial == cached.serial else { return }
                // A push recorded since this read began leaves the patched body stale, to patch again.
                state.store(
                    Entry(
                        body: body, revision: revision, checked: now, content: patched,
                        stale: state.stamp(of: key.projectID) != generation), for: key)
            }
            return body
        }
        if let lock {
            return try await lock.withLock {
                try await cachedBody(for: key, isSource: isSource, build: build)
            }
        }
        let (body, content) = try await build()
        counters?.built.increment()
        state.withLockedValue { state in
            state.statistics.builds += 1
            // After an invalidation or a push since this read began, the data read may be older or newer
            // than `revision`: only a content body is kept, stale, and the next read patches it with the
            // pushes after `revision` (setting a key to its pushed string is the same whether or not the
            // data held it already) or rebuilds where another write came between.
            let moved = state.stamp(of: key.projectID) != generation
            guard !moved || content != nil else { return }
            state.store(Entry(body: body, revision: revision, checked: now, content: content, stale: moved), for: key)
        }
        return body
    }

    /// Records that the entry of `key` was checked at `now`, if it is still the one numbered `serial`.
    private func markChecked(_ key: Key, serial: UInt64, at now: UInt64) {
        state.withLockedValue { state in
            guard state.entries[key]?.serial == serial else { return }
            state.entries[key]?.checked = now
            state.entries[key]?.stale = false
        }
    }

    /// The changes of the pushes that wrote the revisions after `base` through `revision`, merged in
    /// order, for the source language's content or a target language's; nil if one of them is not known.
    private func changes(of projectID: String, after base: Int64, through revision: Int64, isSource: Bool)
        -> [String: String?]?
    {
        guard revision - base <= Int64(Self.changeLogLength) else { return nil }
        let log = state.withLockedValue { $0.changes[projectID] } ?? [:]
        var merged: [String: String?] = [:]
        for written in (base + 1)...revision {
            guard let changes = log[written] else { return nil }
            merged.merge(changes.changes(isSource: isSource)) { _, later in later }
        }
        return merged
    }

    /// Records that a push through this server wrote `revision` of `projectID` with `changes`: the
    /// project's content bodies turn stale (patched on their next read), its other entries are dropped.
    func recordPush(projectID: String, changes: ContentChanges, revision: Int64) {
        state.withLockedValue { state in
            state.projectGenerations[projectID, default: 0] += 1
            var log = state.changes[projectID] ?? [:]
            log[revision] = changes
            if log.count > Self.changeLogLength, let oldest = log.keys.min() { log[oldest] = nil }
            state.changes[projectID] = log
            for (key, entry) in state.entries where key.projectID == projectID {
                if entry.content == nil {
                    state.entries[key] = nil
                } else {
                    state.entries[key]?.stale = true
                }
            }
        }
    }

    /// Marks every entry to be checked against the database's revision on its next read (served if the
    /// project has not moved, patched or rebuilt otherwise): after the change notifications' connection was
    /// lost, when other servers' writes may have gone unnoticed.
    func revalidateAll() {
        state.withLockedValue { state in
            state.generation += 1
            for key in state.entries.keys { state.entries[key]?.stale = true }
        }
    }

    /// Drops the entries of `projectID` (only those of `language` if given); returns how many.
    @discardableResult
    func invalidate(projectID: String, language: String? = nil) -> Int {
        state.withLockedValue { state in
            state.projectGenerations[projectID, default: 0] += 1
            let doomed = state.entries.keys.filter {
                $0.projectID == projectID && (language == nil || $0.language == language)
            }
            for key in doomed { state.entries[key] = nil }
            return doomed.count
        }
    }
}
