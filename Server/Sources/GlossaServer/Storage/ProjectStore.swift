/// Where the server keeps projects, tokens, source strings and translations.
///
/// Implementations: ``SQLProjectStore`` over SQLite (the embedded default) or PostgreSQL, and
/// ``MemoryProjectStore`` for tests. Every method that writes is one transaction: it lands whole or
/// not at all. Every write that changes what clients are served raises the project's ``revision(of:)``,
/// which caches compare to know when to rebuild.
public protocol ProjectStore: Sendable {
    /// Creates or upgrades the schema; called once at start.
    func migrate() async throws
    /// How many of the schema migrations this build knows are not applied yet (0 once ``migrate()`` has
    /// run, here or on another server sharing the database); asking also proves the database answers.
    func pendingMigrations() async throws -> Int
    /// Stores a new project. Throws ``StoreError/conflict(_:)`` if the identifier is taken.
    func createProject(_ project: Project) async throws
    /// The project with `id`, or nil.
    func project(id: String) async throws -> Project?
    /// Every project, sorted by identifier.
    func projects() async throws -> [Project]
    /// Adds target languages to a project (ignoring ones it already has).
    func addLanguages(_ codes: [String], to projectID: String) async throws
    /// Removes a target language and its translations.
    func removeLanguage(_ code: String, from projectID: String) async throws
    /// Stores a token. Throws ``StoreError/conflict(_:)`` if the token exists.
    func addToken(_ token: ProjectToken) async throws
    /// The stored token whose public part is `token`, or nil.
    func token(_ token: String) async throws -> ProjectToken?
    /// The project's tokens, sorted by token.
    func tokens(of projectID: String) async throws -> [ProjectToken]
    /// Sets when `token` expires (Unix milliseconds; nil for never). Returns false if there is no such token.
    func setExpiry(of token: String, to expiresAt: Int64?) async throws -> Bool
    /// Deletes `token` (revokes it). Returns false if there is no such token.
    func removeToken(_ token: String) async throws -> Bool
    /// A number that grows whenever the project's served content changes.
    func revision(of projectID: String) async throws -> Int64
    /// The project's source strings, sorted by key.
    func sourceStrings(of projectID: String) async throws -> [SourceString]
    /// The project's translations into `language` whose status is at least `minimumStatus` (all of them
    /// when nil), by key: a reviewed-only release reads only the translations it ships.
    func translations(of projectID: String, language: String, minimumStatus: TranslationStatus?) async throws
        -> [String: Translation]
    /// Plans `payload` against the stored strings and, unless it is a dry run, applies the plan, all in
    /// one transaction; with `completion`, the job is stored as completed in that same transaction, which
    /// first checks that the job is still unfinished and `completion.instance`'s (else it throws
    /// ``StoreError/jobLost(_:)`` and writes nothing) and, on PostgreSQL, locks the job's row so that no
    /// other server fails it while the push commits.
    func push(_ payload: PushPayload, to projectID: String, completing completion: PushJobCompletion?) async throws
        -> PushReport
    /// Stores (or replaces) a push job's status, and deletes finished jobs that `retention` no longer keeps.
    func saveJob(_ job: StoredPushJob, retention: PushJobRetention) async throws
    /// The stored job with `id`, or nil.
    func job(id: String) async throws -> StoredPushJob?
    /// Stores `job` (pending, its server's) as the project's running push, unless another job of the project
    /// is unfinished and live: renewed at or after `liveSince`, or, on PostgreSQL, with its push's
    /// transaction running. Unfinished jobs of the project whose lease expired are failed
    /// (`StoredPushJob.interrupted(id:projectID:instance:at:)`) in the same transaction. Returns false,
    /// storing nothing, if a push of the project is live; then applies `retention` like ``saveJob(_:retention:)``.
    func claimJob(_ job: StoredPushJob, liveSince: Int64, retention: PushJobRetention) async throws -> Bool
    /// Records `job`'s status and time (a new status, or the same one later: the lease's renewal) if the job is
    /// still unfinished and `job.instance`'s. Returns false if it is not (another server failed it after its
    /// lease expired). On PostgreSQL a job whose push's transaction holds its row is left as it is, and true
    /// is returned: the transaction keeps it live.
    func renewJob(_ job: StoredPushJob) async throws -> Bool
    /// Fails, at `time`, the unfinished jobs (only `id`, if given) not renewed since `liveSince`, except, on
    /// PostgreSQL, those whose push's transaction is running (`FOR UPDATE SKIP LOCKED`). Returns the jobs
    /// it failed.
    func failExpiredJobs(liveSince: Int64, at time: Int64, id: String?) async throws -> [StoredPushJob]
    /// The unfinished (pending or processing) jobs of the server instance named `owner` (their
    /// ``StoredPushJob/instance`` starts with `owner` and `#`). A store that only one server can use
    /// (SQLite, memory) returns every unfinished job: they are all its own.
    func unfinishedJobs(ownedBy owner: String) async throws -> [StoredPushJob]
    /// Sets (or, with an empty string, removes) translations of existing keys in one transaction.
    /// Returns the keys that have no source string (nothing is written for them).
    func setTranslations(_ translations: [Translation], language: String, projectID: String) async throws -> [String]
    /// Releases connections.
    func close() async throws
}

extension ProjectStore {
    /// The project's translations into `language`, by key.
    public func translations(of projectID: String, language: String) async throws -> [String: Translation] {
        try await translations(of: projectID, language: language, minimumStatus: nil)
    }

    /// Plans and applies `payload` in one transaction, without recording a job.
    public func push(_ payload: PushPayload, to projectID: String) async throws -> PushReport {
        try await push(payload, to: projectID, completing: nil)
    }
}

/// Why a store refused a write.
public enum StoreError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The project does not exist.
    case unknownProject(String)
    /// The language is not one of the project's.
    case unknownLanguage(String)
    /// A unique identifier is already taken.
    case conflict(String)
    /// The database answered something the store could not read.
    case corrupt(String)
    /// The project has no release with this number.
    case unknownRelease(Int)
    /// The channel has no entry for these app versions.
    case unknownChannel(String)
    /// The change is not possible in the current state (a roll back with nothing to go back to).
    case notPossible(String)
    /// The push job is no longer the server's to complete: its lease expired and another server failed it.
    case jobLost(String)

    /// A sentence saying what went wrong.
    public var description: String {
        switch self {
        case .unknownProject(let id): "no project \"\(id)\""
        case .unknownLanguage(let code): "the project has no language \"\(code)\""
        case .conflict(let what): "\(what) already exists"
        case .corrupt(let what): "unreadable stored data: \(what)"
        case .unknownRelease(let number): "no release \(number)"
        case .unknownChannel(let what): "no channel \(what)"
        case .notPossible(let why): why
        case .jobLost(let id): "push job \(id) was failed by another server after its lease expired"
        }
    }
}
