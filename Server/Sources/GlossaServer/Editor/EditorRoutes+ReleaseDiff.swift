import Hummingbird

extension EditorRoutes {
    /// How many keys the diff page lists per language and kind of change (added, removed, changed);
    /// it says how many more there are (the API and `glossa release diff` list them all).
    static let diffListLimit = 200

    /// `GET /projects/{project}/releases/diff?from=A&to=B[&language=xx]`: what changed from release A to
    /// release B, per language (or in one): the keys added and removed with their string, and those
    /// whose string changed with the old and the new one, as ``ReleaseDiffCache`` answers them. Needs
    /// ``Action/readReleases``.
    func releaseDiffPage(_ request: Request, _ context: DeliveryRequestContext, _ visitor: EditorVisitor)
        async throws -> Response
    {
        let projectID = try context.parameters.identifier("project")
        try await require(visitor, .readReleases, projectID: projectID)
        let store = try releaseStore()
        guard let project = try await store.project(id: projectID) else {
            throw ProtocolError.notFound("No project \"\(projectID)\"")
        }
        let text = visitor.text
        let query = request.decodedQuery
        func release(_ field: String) async throws -> Release {
            let value = query[field] ?? ""
            guard let number = Int(value), number > 0, number <= Int(Int32.max) else {
                throw EditorFormError(text("releases.badNumber", ["value": value]))
            }
            guard let release = try await store.release(number, projectID: project.id) else {
                throw ProtocolError.notFound(text("releases.noRelease", ["number": number]))
            }
            return release
        }
        let old = try await release("from")
        let new = try await release("to")
        let language = query["language"].flatMap { $0.isEmpty ? nil : $0 }
        let diff = try await services.releaseDiffs.diff(from: old, to: new, language: language, in: store)
        let releases = try await store.releases(of: project.id)
        let base = Self.releasesPath(project.id)
        let codes = Set(old.languages.map(\.code) + new.languages.map(\.code)).sorted()
        let limit = Self.diffListLimit
        func more(_ count: Int) -> Any {
            EditorPages.shown(count > limit ? text("releases.more", ["count": count - limit]) : nil)
        }
        let languages: [[String: Any]] = diff.languages.map { change in
            let name = LanguageInfo(code: change.code).name
            return [
                "code": change.code, "name": name,
                "summary": text(
                    "releases.diffSummary",
                    ["added": change.added.count, "removed": change.removed.count, "changed": change.changed.count]),
                "hasAdded": !change.added.isEmpty,
                "added": change.added.prefix(limit).map { ["key": $0.key, "string": $0.string] },
                "addedMore": more(change.added.count),
                "hasRemoved": !change.removed.isEmpty,
                "removed": change.removed.prefix(limit).map { ["key": $0.key, "string": $0.string] },
                "removedMore": more(change.removed.count),
                "hasChanged": !change.changed.isEmpty,
                "changed": change.changed.prefix(limit).map { ["key": $0.key, "old": $0.old, "new": $0.new] },
                "changedMore": more(change.changed.count),
                "dir": LanguageInfo(code: change.code).rightToLeft ? "rtl" : "ltr",
                "addedTitle": text("releases.addedIn", ["language": name]),
                "removedTitle": text("releases.removedIn", ["language": name]),
                "changedTitle": text("releases.changedIn", ["language": name]),
            ]
        }
        let values: [String: Any] = [
            "project": ["id": project.id, "name": project.name], "releases": base,
            "heading": text("releases.diffTitle", ["from": old.number, "to": new.number]),
            "languages": languages, "none": languages.isEmpty,
            "compare": Self.compareValues(
                base: base, releases: releases, from: old.number, to: new.number, languages: codes,
                selected: language, text),
        ]
        return pages.render(
            "releaseDiff",
            EditorPage(
                title: text("releases.diffPageTitle", ["project": project.name, "from": old.number, "to": new.number]),
                visitor: visitor), values)
    }
}
