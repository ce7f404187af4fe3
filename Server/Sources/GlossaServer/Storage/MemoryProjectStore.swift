/// A store in memory, for tests: the same semantics as the SQL stores, nothing persisted.
public actor MemoryProjectStore: WorkflowStore {
    var projectsByID: [String: Project] = [:]
    private var tokens: [String: ProjectToken] = [:]
    var revisions: [String: Int64] = [:]
    var strings: [String: [String: SourceString]] = [:]
    /// project → language → key → translation
    var translationsByProject: [String: [String: [String: WorkflowTranslation]]] = [:]
    var jobs: [String: StoredPushJob] = [:]
    /// Request counter key → window start → requests (``RequestCounterStore``).
    var requestWindows: [String: [Int64: Int64]] = [:]
    /// Content fetches per project, day, language and SDK (the key's `fetches` is 0) (``AnalyticsStore``).
    var contentFetches: [ContentFetchCount: Int64] = [:]
    /// Server instance → its last heartbeat, Unix milliseconds (``ProcessRegistryStore``).
    var processHeartbeats: [String: Int64] = [:]
    /// Users, sessions, tokens, invitations, memberships and sign-in failures (``AccountStore``).
    var accounts = MemoryAccounts()
    /// project → language → key → changes, oldest first
    var historyByProject: [String: [String: [String: [HistoryEntry]]]] = [:]
    /// project → comments, oldest first
    var commentsByProject: [String: [StringComment]] = [:]
    /// project → term → glossary term
    var glossaries: [String: [String: GlossaryTerm]] = [:]
    /// project → releases, their files and channels
    var releaseState: [String: MemoryReleases] = [:]
    /// The time recorded in the history of translations a push flags or drops.
    let wallClock: any WallClock

    /// Creates an empty store.
    public init(wallClock: any WallClock = SystemWallClock()) {
        self.wallClock = wallClock
    }

    public func migrate() async throws {}

    public func pendingMigrations() async throws -> Int { 0 }

    public func createProject(_ project: Project) async throws {
        guard projectsByID[project.id] == nil else { throw StoreError.conflict("project \"\(project.id)\"") }
        projectsByID[project.id] = project
        revisions[project.id] = 1
    }

    public func project(id: String) async throws -> Project? { projectsByID[id] }

    public func projects() async throws -> [Project] { projectsByID.values.sorted { $0.id < $1.id } }

    public func addLanguages(_ codes: [String], to projectID: String) async throws {
        guard var project = projectsByID[projectID] else { throw StoreError.unknownProject(projectID) }
        project = Project(
            id: project.id, name: project.name, sourceLanguage: project.sourceLanguage,
            languages: project.languages + codes)
        projectsByID[projectID] = project
        bump(projectID)
    }

    public func removeLanguage(_ code: String, from projectID: String) async throws {
        guard var project = projectsByID[projectID] else { throw StoreError.unknownProject(projectID) }
        project.languages.removeAll { $0 == code }
        projectsByID[projectID] = project
        translationsByProject[projectID]?[code] = nil
        bump(projectID)
    }

    public func addToken(_ token: ProjectToken) async throws {
        guard projectsByID[token.projectID] != nil else { throw StoreError.unknownProject(token.projectID) }
        guard tokens[token.token] == nil else { throw StoreError.conflict("token") }
        tokens[token.token] = token
    }

    public func token(_ token: String) async throws -> ProjectToken? { tokens[token] }

    public func tokens(of projectID: String) async throws -> [ProjectToken] {
        tokens.values.filter { $0.projectID == projectID }.sorted { $0.token < $1.token }
    }

    public func setExpiry(of token: String, to expiresAt: Int64?) async throws -> Bool {
        guard tokens[token] != nil else { return false }
        tokens[token]?.expiresAt = expiresAt
        return true
    }

    public func removeToken(_ token: String) async throws -> Bool {
        tokens.removeValue(forKey: token) != nil
    }

    public func revision(of projectID: String) async throws -> Int64 { revisions[projectID] ?? 0 }

    public func sourceStrings(of projectID: String) async throws -> [SourceString] {
        (strings[projectID] ?? [:]).values.sorted { $0.key < $1.key }
    }

    public func translations(of projectID: String, language: String, minimumStatus: TranslationStatus?)
        async throws -> [String: Translation]
    {
        (translationsByProject[projectID]?[language] ?? [:]).reduce(into: [:]) { result, entry in
            if let minimumStatus, entry.value.status < minimumStatus { return }
            result[entry.key] = Translation(key: entry.key, string: entry.value.string, status: entry.value.status)
        }
    }

    public func push(_ payload: PushPayload, to projectID: String, completing completion: PushJobCompletion?)
        async throws -> PushReport
    {
        guard projectsByID[projectID] != nil else { throw StoreError.unknownProject(projectID) }
        if let completion, !holds(completion) { throw StoreError.jobLost(completion.id) }
        let plan = PushPlanner.plan(payload, existing: strings[projectID] ?? [:])
        if payload.options.dryRun || !plan.changesContent {
            let report = PushReport(plan: plan, dryRun: payload.options.dryRun)
            if let completion { jobs[completion.id] = completion.job(projectID: projectID, report: report) }
            return report
        }
        var stored = strings[projectID] ?? [:]
        for string in plan.created + plan.updated { stored[string.key] = string }
        strings[projectID] = stored
        recordSourceChanges(
            flagged: plan.translationsFlagged, dropped: plan.translationsDropped, projectID: projectID,
            time: wallClock.unixMilliseconds())
        var translations = translationsByProject[projectID] ?? [:]
        for string in plan.deleted {
            stored[string.key] = nil
            for language in translations.keys {
                translations[language]?[string.key] = nil
                historyByProject[projectID]?[language]?[string.key] = nil
            }
        }
        commentsByProject[projectID]?.removeAll { comment in plan.deleted.contains { $0.key == comment.key } }
        strings[projectID] = stored
        translationsByProject[projectID] = translations
        bump(projectID)
        let report = PushReport(plan: plan, dryRun: false, revision: revisions[projectID])
        if let completion { jobs[completion.id] = completion.job(projectID: projectID, report: report) }
        return report
    }

    public func saveJob(_ job: StoredPushJob, retention: PushJobRetention) async throws {
        guard projectsByID[job.projectID] != nil else { throw StoreError.unknownProject(job.projectID) }
        jobs[job.id] = job
        jobs = jobs.filter { _, job in (job.finishedAt ?? job.updatedAt) >= retention.finishedBefore }
        let finished = jobs.values.filter { $0.projectID == job.projectID && $0.finishedAt != nil }
        if finished.count > retention.perProject {
            let ordered = finished.sorted { ($0.finishedAt ?? 0, $1.id) > ($1.finishedAt ?? 0, $0.id) }
            for doomed in ordered.dropFirst(retention.perProject) { jobs[doomed.id] = nil }
        }
    }

    public func job(id: String) async throws -> StoredPushJob? { jobs[id] }

    /// Every unfinished job: a memory store has one server.
    public func unfinishedJobs(ownedBy owner: String) async throws -> [StoredPushJob] {
        jobs.values.filter { $0.finishedAt == nil }.sorted { $0.id < $1.id }
    }

    /// Applies the translations as changes by ``WorkflowActor/projectSecret`` through the API (an empty
    /// string removes one), with history.
    public func setTranslations(_ translations: [Translation], language: String, projectID: String) async throws
        -> [String]
    {
        try await apply(
            translations.map { $0.change(by: .projectSecret, channel: .api) }, language: language,
            projectID: projectID, at: wallClock.unixMilliseconds())
    }

    public func close() async throws {}

    func bump(_ projectID: String) { revisions[projectID, default: 0] += 1 }
}
