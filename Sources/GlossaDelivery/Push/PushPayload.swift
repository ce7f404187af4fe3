import Foundation
import GlossaJSON

/// The body of `POST /content`: `{"data": {key: {"string", "meta"}}, "meta": {…}}`.
enum PushPayload {
    /// Encodes `strings`: duplicate keys keep the first position and the last string, blank keys are
    /// left out; both are reported.
    static func encode(_ strings: [SourceString], options: PushOptions) -> (body: Data, warnings: [PushWarning]) {
        var warnings: [PushWarning] = []
        var data = JSONObject()
        var seen = Set<String>()
        for string in strings {
            if string.key.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                warnings.append(.emptyKey(sourceString: string.string))
                continue
            }
            if !seen.insert(string.key).inserted { warnings.append(.duplicateKey(string.key)) }
            data.set(string.key, entry(string))
        }
        let meta: JSONObject = [
            "purge": .bool(options.purge),
            "override_tags": .bool(options.overrideTags),
            "override_occurrences": .bool(options.overrideOccurrences),
            "keep_translations": .bool(options.keepTranslations),
            "dry_run": .bool(options.dryRun),
        ]
        let root: JSONObject = ["data": .object(data), "meta": .object(meta)]
        return (Data(JSONWriter().bytes(from: .object(root))), warnings)
    }

    private static func entry(_ string: SourceString) -> JSONValue {
        var meta = JSONObject()
        if let comment = string.developerComment { meta.append("developer_comment", .string(comment)) }
        meta.append("character_limit", .number(JSONNumber(string.characterLimit)))
        if let tags = string.tags { meta.append("tags", .array(tags.map(JSONValue.string))) }
        meta.append("occurrences", .array(string.occurrences.map(JSONValue.string)))
        if let context = string.context { meta.append("context", .array(context.map(JSONValue.string))) }
        return .object(["string": .string(string.string), "meta": .object(meta)])
    }
}
