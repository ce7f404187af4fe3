/// The workflow storage in memory, with the SQL stores' semantics.
extension MemoryProjectStore {
    public func strings(of projectID: String, query: StringQuery) async throws -> StringPage {
        let table = translationsByProject[projectID]?[query.language] ?? [:]
        let needle = query.search.flatMap { $0.isEmpty ? nil : $0.lowercased() }
        let commented = Set(
            (commentsByProject[projectID] ?? []).filter { $0.language == query.language }.map(\.key))
        let history = historyByProject[projectID]?[query.language] ?? [:]
        // A loop over a named predicate, not a `compactMap` closure: Swift 6.3.1's optimizer crashes
        // on the closure form (CopyPropagation's ownership verifier), so release builds failed.
        var matching: [WorkflowString] = []
        for source in (strings[projectID] ?? [:]).values.sorted(by: { $0.key < $1.key }) {
            let listed = WorkflowString(source: source, translation: table[source.key])
            if Self.matches(listed, query, needle: needle, commented: commented, history: history[source.key]) {
                matching.append(listed)
            }
        }
        return StringPage(total: matching.count, strings: Array(matching.dropFirst(query.offset).prefix(query.limit)))
    }

    /// Whether `listed` passes `query`'s filters: status, tag, comments, change day and search (`needle`,
    /// lowercased, in the key, source and translation).
    private static func matches(
        _ listed: WorkflowString, _ query: StringQuery, needle: String?, commented: Set<String>,
        history: [HistoryEntry]?
    ) -> Bool {
        let source = listed.source
        if let status = query.status, listed.status != status { return false }
        if let tag = query.tag, !source.tags.contains(tag) { return false }
        if query.withComments, !commented.contains(source.key) { return false }
        if let since = query.changedSince, !(history ?? []).contains(where: { $0.createdAt >= since }) { return false }
        guard let needle else { return true }
        for text in [source.key, source.string, listed.translation?.string ?? ""]
        where text.lowercased().contains(needle) {
            return true
        }
        return false
    }

    public func string(_ key: String, language: String, projectID: String) async throws -> WorkflowString? {
        guard let source = strings[projectID]?[key] else { return nil }
        return WorkflowString(source: source, translation: translationsByProject[projectID]?[language]?[key])
    }

    public func apply(_ changes: [TranslationChange], language: String, projectID: String, at time: Int64)
        async throws -> [String]
    {
        guard let project = projectsByID[projectID] else { throw StoreError.unknownProject(projectID) }
        guard project.languages.contains(language) else { throw StoreError.unknownLanguage(language) }
        let known = strings[projectID] ?? [:]
        if write(changes.filter { known[$0.key] != nil }, language: language, projectID: projectID, time: time) {
            bump(projectID)
        }
        return changes.map(\.key).filter { known[$0] == nil }
    }

    public func history(of key: String, language: String, projectID: String, offset: Int, limit: Int)
        async throws -> [HistoryEntry]
    {
        Array((historyByProject[projectID]?[language]?[key] ?? []).reversed().dropFirst(offset).prefix(limit))
    }

    public func addComment(_ comment: StringComment, projectID: String) async throws {
        guard projectsByID[projectID] != nil else { throw StoreError.unknownProject(projectID) }
        commentsByProject[projectID, default: []].append(comment)
    }

    public func comments(on key: String, language: String, projectID: String) async throws -> [StringComment] {
        (commentsByProject[projectID] ?? []).filter { $0.key == key && $0.language == language }
    }

    public func memoryCandidates(for text: String, sourceLanguage: String, targetLanguage: String, limit: Int)
        async throws -> [MemoryCandidate]
    {
        var result: [MemoryCandidate] = []
        for project in projectsByID.values where project.sourceLanguage == sourceLanguage {
            for (key, translation) in translationsByProject[project.id]?[targetLanguage] ?? [:] {
                guard let source = strings[project.id]?[key] else { continue }
                result.append(
                    MemoryCandidate(projectID: project.id, key: key, source: source.string, target: translation.string))
            }
        }
        return result
    }

    public func glossary(of projectID: String) async throws -> [GlossaryTerm] {
        (glossaries[projectID] ?? [:]).values.sorted { $0.term < $1.term }
    }

    public func saveGlossaryTerm(_ term: GlossaryTerm, projectID: String) async throws {
        guard projectsByID[projectID] != nil else { throw StoreError.unknownProject(projectID) }
        glossaries[projectID, default: [:]][term.term] = term
    }

    public func removeGlossaryTerm(_ term: String, projectID: String) async throws -> Bool {
        glossaries[projectID]?.removeValue(forKey: term) != nil
    }

    /// Writes the changes that alter something and records them; returns whether there were any.
    func write(_ changes: [TranslationChange], language: String, projectID: String, time: Int64) -> Bool {
        let version = (revisions[projectID] ?? 0) + 1
        var wrote = false
        for change in changes {
            let old = translationsByProject[projectID]?[language]?[change.key]
            guard old != change.new else { continue }
            translationsByProject[projectID, default: [:]][language, default: [:]][change.key] = change.new
            historyByProject[projectID, default: [:]][language, default: [:]][change.key, default: []].append(
                HistoryEntry(
                    version: version, actor: change.actor, channel: change.channel, createdAt: time, old: old,
                    new: change.new, comment: change.comment))
            wrote = true
        }
        return wrote
    }

    /// Flags (`flagged`) or removes (`dropped`) the translations of strings whose source text a push changed.
    func recordSourceChanges(flagged: [String], dropped: [String], projectID: String, time: Int64) {
        for language in projectsByID[projectID]?.languages ?? [] {
            let changes = PushSourceChanges.changes(
                flagged: flagged, dropped: dropped, current: translationsByProject[projectID]?[language] ?? [:])
            _ = write(changes, language: language, projectID: projectID, time: time)
        }
    }
}
