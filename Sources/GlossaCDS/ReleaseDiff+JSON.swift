import GlossaJSON

extension ReleaseDiff {
    /// The diff as the server writes it: `{"from": 1, "to": 2, "languages": {"fr": {"added": [{"key",
    /// "string"}], "removed": [{"key", "string"}], "changed": [{"key", "old", "new"}]}}}`.
    public var json: JSONValue {
        var languages = JSONObject()
        for language in self.languages {
            languages.append(
                language.code,
                .object([
                    "added": .array(language.added.map(\.json)), "removed": .array(language.removed.map(\.json)),
                    "changed": .array(
                        language.changed.map {
                            .object(["key": .string($0.key), "old": .string($0.old), "new": .string($0.new)])
                        }),
                ]))
        }
        return .object([
            "from": .number(JSONNumber(from)), "to": .number(JSONNumber(to)), "languages": .object(languages),
        ])
    }

    /// Reads a diff written by ``json``; members it does not know are ignored.
    ///
    /// - Parameters:
    ///   - json: the diff object.
    ///   - path: where it is in its document, for messages (`data`).
    /// - Throws: ``CDSWireError`` naming the member that is missing or wrong
    ///   (`data.languages.fr.changed[3].new is missing`).
    public init(json: JSONValue, at path: String = "diff") throws(CDSWireError) {
        let reader = WireMembers(json, at: path)
        let from = try reader.integer("from", minimum: 1)
        let to = try reader.integer("to", minimum: 1)
        var languages: [Language] = []
        for (code, value) in try reader.object("languages").members {
            let changes = WireMembers(value, at: "\(path).languages.\(code)")
            var language = Language(code: code)
            for (position, item) in try changes.array("added").enumerated() {
                language.added.append(try Entry(WireMembers(item, at: "\(changes.path).added[\(position)]")))
            }
            for (position, item) in try changes.array("removed").enumerated() {
                language.removed.append(try Entry(WireMembers(item, at: "\(changes.path).removed[\(position)]")))
            }
            for (position, item) in try changes.array("changed").enumerated() {
                let change = WireMembers(item, at: "\(changes.path).changed[\(position)]")
                language.changed.append(
                    Change(key: try change.string("key"), old: try change.text("old"), new: try change.text("new")))
            }
            languages.append(language)
        }
        self.init(from: from, to: to, languages: languages)
    }
}

extension ReleaseDiff.Entry {
    /// `{"key": "…", "string": "…"}`.
    fileprivate var json: JSONValue { .object(["key": .string(key), "string": .string(string)]) }

    /// Reads `{"key": "…", "string": "…"}`.
    fileprivate init(_ reader: WireMembers) throws(CDSWireError) {
        self.init(key: try reader.string("key"), string: try reader.text("string"))
    }
}
