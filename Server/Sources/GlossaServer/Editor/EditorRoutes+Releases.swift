import Hummingbird

/// What the releases page shows once: a notice after a form's redirect, or why a form was refused
/// (with the fields as they were sent).
struct ReleasesOutcome {
    var notice: String?
    var error: String?
    var form: EditorForm?
    var status: HTTPResponse.Status = .ok
}

extension EditorRoutes {
    /// The storage of releases, or 404 on a server whose store has none.
    func releaseStore() throws -> any ReleaseStore {
        guard let store = services.releases else { throw ProtocolError.notFound("This server stores no releases") }
        return store
    }

    /// The path of the project's releases page.
    static func releasesPath(_ projectID: String) -> String { "/projects/\(queryEncoded(projectID))/releases" }

    /// `GET /projects/{project}/releases`: the releases (number, date, author, languages with their
    /// counts, reviewed only or not), the channels with the release each entry serves and its app
    /// versions, and a form to compare two releases; for those who may manage releases, the forms to
    /// create one, promote one to a channel and roll a channel entry back. Reading needs
    /// ``Action/readReleases`` (403 otherwise), the forms ``Action/manageReleases``.
    func releasesPage(_ projectID: String, _ visitor: EditorVisitor, _ outcome: ReleasesOutcome) async throws
        -> Response
    {
        try await require(visitor, .readReleases, projectID: projectID)
        let store = try releaseStore()
        guard let project = try await store.project(id: projectID) else {
            throw ProtocolError.notFound("No project \"\(projectID)\"")
        }
        let mayManage = try await allows(visitor, .manageReleases, projectID: project.id)
        let releases = try await store.releases(of: project.id)
        let entries = try await store.channelEntries(of: project.id)
        let text = visitor.text
        let base = Self.releasesPath(project.id)
        let form = outcome.form
        var values: [String: Any] = [
            "project": [
                "id": project.id, "name": project.name,
                "caption": text("projects.caption", ["id": project.id, "source": project.sourceLanguage]),
            ],
            "action": base, "notice": EditorPages.shown(outcome.notice), "error": EditorPages.shown(outcome.error),
            "releases": releases.map { releaseValues($0, entries: entries, base: base, text) },
            "noReleases": releases.isEmpty,
            "channels": entries.map { entryValues($0, mayManage: mayManage, text) }, "noChannels": entries.isEmpty,
        ]
        if releases.count >= 2 {
            values["compare"] = Self.compareValues(
                base: base, releases: releases, from: releases[1].number, to: releases[0].number,
                languages: Set(releases.flatMap { $0.languages.map(\.code) }).sorted(), selected: nil, text)
        }
        if mayManage {
            values["create"] = [
                "source": text(
                    "releases.sourceIncluded",
                    ["language": LanguageInfo(code: project.sourceLanguage).name, "code": project.sourceLanguage]),
                "languages": project.languages.map { code in
                    [
                        "code": code, "name": LanguageInfo(code: code).name,
                        "checked": form.map { $0["language_" + code] != nil } ?? true,
                    ] as [String: Any]
                },
                "reviewedOnly": form.map { $0["reviewed_only"] != nil } ?? false,
            ]
            if !releases.isEmpty {
                let chosen = form?["release"].flatMap { Int($0) } ?? releases[0].number
                values["promote"] = [
                    "releases": Self.releaseChoices(releases, selected: chosen, text),
                    "channel": form?["channel"] ?? "", "minimum": form?["min_app_version"] ?? "",
                    "maximum": form?["max_app_version"] ?? "",
                    "known": Array(Set(entries.map(\.channel))).sorted(),
                ]
            }
        }
        return pages.render(
            "releases", EditorPage(title: text("releases.pageTitle", ["project": project.name]), visitor: visitor),
            values, status: outcome.status)
    }

    /// One release as the page lists it.
    private func releaseValues(_ release: Release, entries: [ChannelEntry], base: String, _ text: EditorText)
        -> [String: Any]
    {
        let strings = release.language(release.sourceLanguage)?.strings ?? release.languages.first?.strings ?? 0
        let served = entries.filter { $0.release == release.number }.map { Self.channelLabel($0, text) }
        var values: [String: Any] = [
            "number": release.number, "created": Self.time(release.createdAt), "author": release.createdBy.name,
            "contents": text(release.reviewedOnly ? "releases.reviewedOnly" : "releases.allTranslations"),
            "reviewedOnly": release.reviewedOnly,
            "strings": text("releases.strings", ["count": strings]),
            "languages": release.languages.filter { $0.code != release.sourceLanguage }.map { language in
                [
                    "code": language.code,
                    "counts": text(
                        "releases.translated",
                        ["translated": language.translated, "strings": language.strings]),
                ]
            },
            "channels": EditorPages.shown(served.isEmpty ? nil : served),
        ]
        if release.number > 1 {
            values["changes"] = [
                "href": base + "/diff?from=\(release.number - 1)&to=\(release.number)",
                "label": text("releases.changesSince", ["previous": release.number - 1]),
            ]
        }
        return values
    }

    /// One channel entry as the page lists it, with its roll-back form for managers.
    private func entryValues(_ entry: ChannelEntry, mayManage: Bool, _ text: EditorText) -> [String: Any] {
        var values: [String: Any] = [
            "channel": entry.channel, "versions": Self.versions(entry.range, text),
            "release": entry.release, "previous": EditorPages.shown(entry.previousRelease.map { String($0) }),
            "updated": Self.time(entry.updatedAt),
            "minimum": entry.range.minimum?.description ?? "", "maximum": entry.range.maximum?.description ?? "",
        ]
        if mayManage, let previous = entry.previousRelease {
            values["rollBack"] = [
                "label": text("releases.rollBackTo", ["release": previous]),
                "description": text(
                    "releases.rollBackLabel", ["channel": Self.channelLabel(entry, text), "release": previous]),
            ]
        }
        return values
    }

    /// `production`, or `production (1.0.0 to 1.9.0)`.
    static func channelLabel(_ entry: ChannelEntry, _ text: EditorText) -> String {
        entry.range.isUnbounded ? entry.channel : "\(entry.channel) (\(versions(entry.range, text)))"
    }

    /// The app versions a range holds, in words.
    static func versions(_ range: AppVersionRange, _ text: EditorText) -> String {
        switch (range.minimum, range.maximum) {
        case (nil, nil): text("releases.versionsAll")
        case (let minimum?, nil): text("releases.versionsFrom", ["minimum": minimum.description])
        case (nil, let maximum?): text("releases.versionsUpTo", ["maximum": maximum.description])
        case (let minimum?, let maximum?):
            text("releases.versionsBetween", ["minimum": minimum.description, "maximum": maximum.description])
        }
    }

    /// The options of a choice of release, newest first, `selected` chosen.
    static func releaseChoices(_ releases: [Release], selected: Int, _ text: EditorText) -> [[String: Any]] {
        releases.map {
            [
                "number": $0.number, "selected": $0.number == selected,
                "label": text("releases.releaseNumber", ["number": $0.number]),
            ]
        }
    }

    /// The form comparing two releases (a `GET` of the diff page): `from`, `to` and a language
    /// (`selected`, or every language) chosen.
    static func compareValues(
        base: String, releases: [Release], from: Int, to: Int, languages: [String], selected: String?,
        _ text: EditorText
    ) -> [String: Any] {
        [
            "action": base + "/diff", "from": releaseChoices(releases, selected: from, text),
            "to": releaseChoices(releases, selected: to, text),
            "languages": languages.map {
                ["code": $0, "name": LanguageInfo(code: $0).name, "selected": $0 == selected] as [String: Any]
            },
        ]
    }
}
