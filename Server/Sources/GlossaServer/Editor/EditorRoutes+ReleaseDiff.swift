import Hummingbird

extension EditorRoutes {
    /// How many changed keys the diff page lists at a time, over all its languages: a page of the diff of
    /// two releases of a large project stays small (the API and `glossa release diff` list them all).
    static let diffPageSize = 200

    /// `GET /projects/{project}/releases/diff?from=A&to=B[&language=xx]`: what changed from release A to
    /// release B, per language (or in one): the keys added and removed with their string, and those
    /// whose string changed with the old and the new one, as ``ReleaseDiffCache`` answers them, a page
    /// at a time (`page`, from 0: ``diffPageSize`` keys, in the order of languages, then added, removed and
    /// changed keys); every language's summary is on every page, with a link to the page listing its
    /// keys. Needs ``Action/readReleases``.
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
        let page = try Self.diffPage(query["page"], text)
        let first = page * Self.diffPageSize
        let end = first + Self.diffPageSize
        // The keys listed before the current list, over every language and kind of change.
        var position = 0
        func window<Change>(_ changes: [Change]) -> ArraySlice<Change> {
            defer { position += changes.count }
            return changes[max(0, min(changes.count, first - position))..<max(0, min(changes.count, end - position))]
        }
        var path = base + "/diff?from=\(old.number)&to=\(new.number)"
        if let language { path += "&language=" + Self.queryEncoded(language) }
        let languages: [[String: Any]] = diff.languages.map { change in
            let name = LanguageInfo(code: change.code).name
            let start = position
            let added = window(change.added)
            let removed = window(change.removed)
            let changed = window(change.changed)
            let listedHere = !(added.isEmpty && removed.isEmpty && changed.isEmpty)
            let changes = change.added.count + change.removed.count + change.changed.count
            return [
                "code": change.code, "name": name,
                "summary": text(
                    "releases.diffSummary",
                    ["added": change.added.count, "removed": change.removed.count, "changed": change.changed.count]),
                "listedElsewhere": EditorPages.shown(
                    listedHere || changes == 0
                        ? nil
                        : [
                            "href": path + "&page=\(start / Self.diffPageSize)#diff-" + Self.queryEncoded(change.code),
                            "label": text("releases.listedElsewhere", ["language": name]),
                        ]),
                "hasAdded": !added.isEmpty, "added": added.map { ["key": $0.key, "string": $0.string] },
                "hasRemoved": !removed.isEmpty, "removed": removed.map { ["key": $0.key, "string": $0.string] },
                "hasChanged": !changed.isEmpty,
                "changed": changed.map { ["key": $0.key, "old": $0.old, "new": $0.new] },
                "dir": LanguageInfo(code: change.code).rightToLeft ? "rtl" : "ltr",
                "addedTitle": text("releases.addedIn", ["language": name]),
                "removedTitle": text("releases.removedIn", ["language": name]),
                "changedTitle": text("releases.changedIn", ["language": name]),
            ]
        }
        let total = position
        var values: [String: Any] = [
            "project": ["id": project.id, "name": project.name], "releases": base,
            "heading": text("releases.diffTitle", ["from": old.number, "to": new.number]),
            "languages": languages, "none": languages.isEmpty,
            "compare": Self.compareValues(
                base: base, releases: releases, from: old.number, to: new.number, languages: codes,
                selected: language, text),
            "range": EditorPages.shown(
                total > Self.diffPageSize && first < total
                    ? text("releases.diffRange", ["first": first + 1, "last": min(end, total), "total": total]) : nil),
        ]
        // Back from past the end goes to the last page.
        if page > 0 { values["previous"] = path + "&page=\(min(page, (total - 1) / Self.diffPageSize + 1) - 1)" }
        if end < total { values["next"] = path + "&page=\(page + 1)" }
        return pages.render(
            "releaseDiff",
            EditorPage(
                title: text("releases.diffPageTitle", ["project": project.name, "from": old.number, "to": new.number]),
                visitor: visitor), values)
    }

    /// The diff page's `page` (0 when absent); 400 for one that is not a whole number from 0.
    static func diffPage(_ raw: String?, _ text: EditorText) throws -> Int {
        guard let raw, !raw.isEmpty else { return 0 }
        guard let page = Int(raw), (0...Int(Int32.max) / diffPageSize).contains(page) else {
            throw EditorFormError(text("releases.badPage", ["value": raw]))
        }
        return page
    }
}
