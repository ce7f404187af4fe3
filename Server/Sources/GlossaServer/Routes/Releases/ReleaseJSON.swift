import GlossaJSON

/// The JSON of releases, channels and diffs (see the OpenAPI document).
enum ReleaseJSON {
    /// The path a release file is served at.
    static func url(_ reference: ReleaseFileReference) -> String { "/releases/files/\(reference.sha256)" }

    static func file(_ reference: ReleaseFileReference) -> JSONObject {
        ["sha256": .string(reference.sha256), "size": .integer(reference.size), "url": .string(url(reference))]
    }

    /// A release's manifest: languages → file, size and counts; the archive.
    static func release(_ release: Release) -> JSONValue {
        var languages = JSONObject()
        for language in release.languages {
            var object = file(language.file)
            object.append("strings", .integer(language.strings))
            object.append("translated", .integer(language.translated))
            languages.append(language.language, .object(object))
        }
        var archive = file(release.archive)
        archive.append("file_name", .string("tml_\(release.number).tar.gz"))
        return .object([
            "number": .integer(release.number), "created_at": .integer(Int(release.createdAt)),
            "created_by": WorkflowJSON.actor(release.createdBy), "reviewed_only": .bool(release.reviewedOnly),
            "source_language": .string(release.sourceLanguage), "languages": .object(languages),
            "archive": .object(archive),
        ])
    }

    static func range(_ range: AppVersionRange) -> JSONObject {
        [
            "min_app_version": range.minimum.map { .string($0.description) } ?? .null,
            "max_app_version": range.maximum.map { .string($0.description) } ?? .null,
        ]
    }

    static func entry(_ entry: ChannelEntry) -> JSONValue {
        var object = range(entry.range)
        object.append("release", .integer(entry.release))
        object.append("previous_release", entry.previousRelease.map { .integer($0) } ?? .null)
        object.append("updated_at", .integer(Int(entry.updatedAt)))
        return .object(object)
    }

    static func event(_ event: ChannelEvent) -> JSONValue {
        var object = range(event.range)
        object.append("sequence", .integer(event.sequence))
        object.append("action", .string(event.action.rawValue))
        object.append("release", .integer(event.release))
        object.append("previous_release", event.previousRelease.map { .integer($0) } ?? .null)
        object.append("actor", WorkflowJSON.actor(event.actor))
        object.append("at", .integer(Int(event.at)))
        return .object(object)
    }

    static func diff(_ diff: ReleaseDiff, from: Int, to: Int) -> JSONValue {
        var languages = JSONObject()
        for language in diff.languages {
            languages.append(
                language.language,
                .object([
                    "added": .array(
                        language.added.map { .object(["key": .string($0.key), "string": .string($0.string)]) }),
                    "removed": .array(
                        language.removed.map { .object(["key": .string($0.key), "string": .string($0.string)]) }),
                    "changed": .array(
                        language.changed.map {
                            .object(["key": .string($0.key), "old": .string($0.old), "new": .string($0.new)])
                        }),
                ]))
        }
        return .object(["from": .integer(from), "to": .integer(to), "languages": .object(languages)])
    }
}
