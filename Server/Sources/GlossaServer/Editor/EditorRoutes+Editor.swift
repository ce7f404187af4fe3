import Foundation
import Hummingbird

/// What a form sent back to the editor page when it did not go through: the fields as typed and
/// what the checks said, shown next to them.
struct EditorSubmission: Sendable {
    /// The translation's fields as the translator typed them (`translation`, or `form_one`, …).
    var fields: [String: String]
    /// The errors that refused the save (or the review).
    var errors: [String]
    /// The history version the page shows next: the one the submission was based on, or, after a
    /// conflict, the newer one it was refused for (so that saving again replaces it knowingly).
    var basedOn: String? = nil
}

extension EditorRoutes {
    /// How many translation-memory suggestions the editor shows.
    static let suggestionCount = 5
    /// How many changes the history shows at a time (`history=N` in the query pages through them).
    static let historyPageSize = 10

    /// `GET /projects/{project}/{lang}/edit?key=…`: one string, next to its neighbours in the list the
    /// translator came from.
    func editor(_ request: Request, _ context: DeliveryRequestContext, _ visitor: EditorVisitor) async throws
        -> Response
    {
        let (project, language, store) = try await target(context, visitor, .readStrings)
        let query = request.decodedQuery
        let string = try await editedString(query, project: project, language: language, store: store)
        let notice = query["saved"] == "1" ? visitor.text("editor.saved") : nil
        return try await editorPage(
            string, project: project, language: language, store: store, query: query, visitor: visitor,
            submission: nil, notice: notice)
    }

    /// The query's `key` with its source and translation, or 404.
    func editedString(_ query: [String: String], project: Project, language: String, store: any WorkflowStore)
        async throws -> WorkflowString
    {
        guard let key = query["key"], !key.isEmpty else { throw EditorFormError("The editor needs ?key=…") }
        guard let string = try await store.string(key, language: language, projectID: project.id) else {
            throw ProtocolError.notFound("No string with the key \"\(key)\"")
        }
        return string
    }

    /// The keys before and after `key`, the `i`-th string of the list (nil at either end, or without
    /// `i`), with their places in the list.
    func neighbours(
        of key: String, _ query: [String: String], project: Project, language: String, store: any WorkflowStore
    ) async throws -> (previous: (key: String, index: Int)?, next: (key: String, index: Int)?) {
        guard let raw = query["i"], let index = Int(raw), index >= 0, index < Int(Int32.max) else { return (nil, nil) }
        let listing = try EditorListing(query)
        let neighbours = try await store.neighbours(
            of: key, projectID: project.id, in: listing.query(language: language))
        return (neighbours.previous.map { ($0, max(0, index - 1)) }, neighbours.next.map { ($0, index + 1) })
    }

    /// Renders the editor page of `string`, with a refused submission's fields and errors if any.
    func editorPage(
        _ string: WorkflowString, project: Project, language: String, store: any WorkflowStore,
        query: [String: String], visitor: EditorVisitor, submission: EditorSubmission?, notice: String?
    ) async throws -> Response {
        let listing = try EditorListing(query)
        let base = "/projects/\(Self.queryEncoded(project.id))/\(Self.queryEncoded(language))"
        let info = LanguageInfo(code: language)
        let direction = info.rightToLeft ? "rtl" : "ltr"
        let plural = EditorPlural(source: string.source.string, language: language)
        let current = string.translation?.string
        let text = visitor.text
        var values: [String: Any] = [
            "project": ["id": project.id, "name": project.name], "language": language, "languageName": info.name,
            "dir": direction, "sourceLanguage": project.sourceLanguage, "key": string.source.key,
            "source": string.source.string, "developerComment": EditorPages.shown(string.source.developerComment),
            "tags": string.source.tags, "hasTags": !string.source.tags.isEmpty,
            "occurrences": string.source.occurrences, "hasOccurrences": !string.source.occurrences.isEmpty,
            "characterLimit": EditorPages.shown(
                string.source.characterLimit.map { text("editor.characters", ["count": $0]) }),
            "status": string.status.templateName, "statusLabel": text.status(string.status),
            "warnings": string.translation?.warnings ?? [],
            "hasWarnings": !(string.translation?.warnings.isEmpty ?? true),
            "list": base + (listing.query(page: listing.page).isEmpty ? "" : "?" + listing.query(page: listing.page)),
            "action": base + "/edit?" + Self.editorQuery(query), "check": base + "/check?" + Self.editorQuery(query),
            "errors": submission?.errors ?? [], "hasErrors": !(submission?.errors.isEmpty ?? true),
            "notice": EditorPages.shown(notice),
        ]
        if let plural {
            let stored = plural.fields(of: current)
            values["plural"] = ["name": plural.name]
            values["fields"] = plural.categories.map { category in
                let name = EditorPlural.fieldName(category)
                return [
                    "label": text("editor.pluralField", ["category": category, "language": info.name]), "name": name,
                    "value": submission?.fields[name] ?? stored[category] ?? "",
                ]
            }
        } else {
            let field: [String: Any] = [
                "label": text("editor.field", ["language": info.name]), "name": "translation",
                "value": submission?.fields["translation"] ?? current ?? "",
            ]
            values["fields"] = [field]
        }
        let (previous, next) = try await neighbours(
            of: string.source.key, query, project: project, language: language, store: store)
        if let previous {
            values["previous"] = base + "/edit?" + listing.query(key: previous.key, index: previous.index)
        }
        if let next { values["next"] = base + "/edit?" + listing.query(key: next.key, index: next.index) }
        values["canTranslate"] = try await allows(visitor, .translate(language: language), projectID: project.id)
        let mayReview = try await allows(visitor, .review(language: language), projectID: project.id)
        values["canReview"] = string.translation != nil && mayReview
        values["canComment"] = try await allows(visitor, .comment(language: language), projectID: project.id)
        if try await allows(visitor, .useTranslationMemory, projectID: project.id) {
            values["suggestions"] = try await suggestions(
                for: string.source.string, project: project, language: language, plural: plural, store: store)
        }
        let glossary = EditorGlossary(
            source: string.source.string, language: language, glossary: try await store.glossary(of: project.id),
            text: text)
        values["sourceSegments"] = glossary.segments
        values["glossaryTerms"] = glossary.terms
        values["hasGlossary"] = !glossary.terms.isEmpty
        let historyPage = max(0, min(Int(query["history"] ?? "") ?? 0, 100_000))
        let history = try await store.history(
            of: string.source.key, language: language, projectID: project.id,
            offset: historyPage * Self.historyPageSize, limit: Self.historyPageSize + 1)
        let latest =
            historyPage == 0
            ? history.first
            : try await store.history(
                of: string.source.key, language: language, projectID: project.id, offset: 0, limit: 1
            )
            .first
        values["basedOn"] = submission?.basedOn ?? EditorConflict.version(of: latest)
        values["changes"] = base + "/changes?key=" + Self.queryEncoded(string.source.key)
        values["revision"] = String(try await store.revision(of: project.id))
        values["history"] = history.prefix(Self.historyPageSize).map { Self.historyValues($0, text) }
        let historyBase = base + "/edit?" + Self.editorQuery(query) + "&history="
        if history.count > Self.historyPageSize { values["olderHistory"] = historyBase + String(historyPage + 1) }
        if historyPage > 0 { values["newerHistory"] = historyBase + String(historyPage - 1) }
        values["comments"] = try await store.comments(
            on: string.source.key, language: language, projectID: project.id
        ).map { ["author": $0.author.name, "when": Self.time($0.createdAt), "body": $0.body] }
        return pages.render(
            "editor", EditorPage(title: "\(string.source.key) · \(language)", visitor: visitor), values,
            status: submission == nil ? .ok : .unprocessableContent)
    }

    /// The translation memory's suggestions for `source`, numbered from 1 (the shortcut inserts
    /// suggestion N); a plural suggestion also in the parts of the target's categories.
    private func suggestions(
        for source: String, project: Project, language: String, plural: EditorPlural?, store: any WorkflowStore
    ) async throws -> [[String: Any]] {
        let candidates = try await store.memoryCandidates(
            for: source, sourceLanguage: project.sourceLanguage, targetLanguage: language, limit: 100)
        let found = TranslationMemory.suggestions(for: source, from: candidates, limit: Self.suggestionCount)
        return found.enumerated().map { (index, suggestion) -> [String: Any] in
            let parts = plural.map { plural in
                plural.fields(of: suggestion.translation).sorted { $0.key < $1.key }.map {
                    ["field": EditorPlural.fieldName($0.key), "value": $0.value]
                }
            }
            return [
                "number": index + 1, "score": suggestion.score, "source": suggestion.source,
                "translation": suggestion.translation, "parts": parts ?? [],
            ]
        }
    }

    private static func historyValues(_ entry: HistoryEntry, _ text: EditorText) -> [String: Any] {
        [
            "version": String(entry.version), "actor": entry.actor.name, "channel": entry.channel.rawValue,
            "when": time(entry.createdAt), "text": entry.new?.string ?? text("history.removed"),
            "status": text.status(entry.new?.workflowStatus ?? .untranslated),
            "comment": EditorPages.shown(entry.comment),
        ]
    }

    /// The editor's own query (key, index, search and filter) without one-time flags such as `saved`.
    static func editorQuery(_ query: [String: String]) -> String {
        ["q", "status", "key", "i"].compactMap { name in
            query[name].map { "\(name)=\(queryEncoded($0))" }
        }.joined(separator: "&")
    }

    /// A Unix-millisecond time as ISO 8601 (UTC).
    static func time(_ milliseconds: Int64) -> String {
        Date(timeIntervalSince1970: Double(milliseconds) / 1000).formatted(.iso8601)
    }
}
