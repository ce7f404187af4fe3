import GlossaJSON

/// The JSON of channel entries and events (see the OpenAPI document); a release's manifest and a diff
/// are GlossaCDS's `PublishedRelease` and `ReleaseDiff`, written by their `json`.
enum ReleaseJSON {
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
}
