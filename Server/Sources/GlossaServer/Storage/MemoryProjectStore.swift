/// A store in memory, for tests: the same semantics as the SQL stores, nothing persisted.
public actor MemoryProjectStore: ProjectStore {
    private var projectsByID: [String: Project] = [:]
    private var tokens: [String: ProjectToken] = [:]
    private var revisions: [String: Int64] = [:]
    private var strings: [String: [String: SourceString]] = [:]
    /// project → language → key → translation
    private var translationsByProject: [String: [String: [String: Translation]]] = [:]
    private var jobs: [String: StoredPushJob] = [:]
    /// Users, sessions, tokens, invitations, memberships and sign-in failures (``AccountStore``).
    var accounts = MemoryAccounts()

    /// Creates an empty store.
    public init() {}

    public func migrate() async throws {}

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

    public func translations(of projectID: String, language: String) async throws -> [String: Translation] {
        translationsByProject[projectID]?[language] ?? [:]
    }

    public func push(_ payload: PushPayload, to projectID: String, completing completion: PushJobCompletion?)
        async throws -> PushReport
    {
        guard projectsByID[projectID] != nil else { throw StoreError.unknownProject(projectID) }
        let plan = PushPlanner.plan(payload, existing: strings[projectID] ?? [:])
        if payload.options.dryRun || !plan.changesContent {
            let report = PushReport(plan: plan, dryRun: payload.options.dryRun)
            if let completion { jobs[completion.id] = completion.job(projectID: projectID, report: report) }
            return report
        }
        var stored = strings[projectID] ?? [:]
        for string in plan.created + plan.updated { stored[string.key] = string }
        var translations = translationsByProject[projectID] ?? [:]
        for string in plan.deleted {
            stored[string.key] = nil
        }
        for language in translations.keys {
            for key in plan.translationsDropped + plan.deleted.map(\.key) { translations[language]?[key] = nil }
        }
        strings[projectID] = stored
        translationsByProject[projectID] = translations
        bump(projectID)
        let report = PushReport(plan: plan, dryRun: false)
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

    public func setTranslations(_ translations: [Translation], language: String, projectID: String) async throws
        -> [String]
    {
        guard let project = projectsByID[projectID] else { throw StoreError.unknownProject(projectID) }
        guard project.languages.contains(language) else { throw StoreError.unknownLanguage(language) }
        let known = strings[projectID] ?? [:]
        var unknown: [String] = []
        var table = translationsByProject[projectID]?[language] ?? [:]
        for translation in translations {
            guard known[translation.key] != nil else {
                unknown.append(translation.key)
                continue
            }
            table[translation.key] = translation.string.isEmpty ? nil : translation
        }
        translationsByProject[projectID, default: [:]][language] = table
        bump(projectID)
        return unknown
    }

    public func close() async throws {}

    private func bump(_ projectID: String) { revisions[projectID, default: 0] += 1 }
}
