import GlossaJSON

extension PublishedRelease {
    /// The manifest as the server writes it:
    ///
    /// ```json
    /// {"number": 3, "created_at": 1764115200000, "created_by": {"id": "u1", "name": "Ana"},
    ///  "reviewed_only": false, "source_language": "en",
    ///  "languages": {"en": {"sha256": "…", "size": 20, "url": "/releases/files/…", "strings": 2, "translated": 2}},
    ///  "archive": {"sha256": "…", "size": 310, "url": "/releases/files/…", "file_name": "tml_3.tar.gz"}}
    /// ```
    ///
    /// Each file carries its ``File/path`` as `url`, and the archive its ``archiveFileName`` as
    /// `file_name`; languages are written in ``languages``' order.
    public var json: JSONValue {
        var languages = JSONObject()
        for language in self.languages {
            var object = language.file.jsonObject
            object.append("strings", .number(JSONNumber(language.strings)))
            object.append("translated", .number(JSONNumber(language.translated)))
            languages.append(language.code, .object(object))
        }
        var archive = self.archive.jsonObject
        archive.append("file_name", .string(archiveFileName))
        return .object([
            "number": .number(JSONNumber(number)), "created_at": .number(JSONNumber(Int(createdAt))),
            "created_by": .object(["id": .string(createdBy.id), "name": .string(createdBy.name)]),
            "reviewed_only": .bool(reviewedOnly), "source_language": .string(sourceLanguage),
            "languages": .object(languages), "archive": .object(archive),
        ])
    }

    /// Reads a manifest written by ``json``. Members it does not know (and the `url` and `file_name`
    /// derived from the others) are ignored.
    ///
    /// - Parameters:
    ///   - json: the manifest object.
    ///   - path: where the manifest is in its document, for messages (`data.release`).
    /// - Throws: ``CDSWireError`` naming the member that is missing or wrong
    ///   (`release.languages.fr.sha256 is not a SHA-256 (64 lowercase hexadecimal digits)`).
    public init(json: JSONValue, at path: String = "release") throws(CDSWireError) {
        let reader = WireMembers(json, at: path)
        let number = try reader.integer("number", minimum: 1)
        let sourceLanguage = try reader.string("source_language")
        let archive = try File(reader.member("archive"))
        var languages: [Language] = []
        for (code, value) in try reader.object("languages").members {
            let language = WireMembers(value, at: "\(path).languages.\(code)")
            languages.append(
                Language(
                    code: code, file: try File(language),
                    strings: try language.integer("strings", minimum: 0),
                    translated: try language.integer("translated", minimum: 0)))
        }
        let author = try reader.member("created_by")
        self.init(
            number: number, createdAt: Int64(try reader.integer("created_at", minimum: 0)),
            createdBy: Author(id: try author.string("id"), name: try author.string("name")),
            reviewedOnly: try reader.bool("reviewed_only"), sourceLanguage: sourceLanguage, languages: languages,
            archive: archive)
    }
}

extension PublishedRelease.File {
    /// `{"sha256": "…", "size": n, "url": "/releases/files/…"}`.
    fileprivate var jsonObject: JSONObject {
        ["sha256": .string(sha256), "size": .number(JSONNumber(size)), "url": .string(path)]
    }

    /// Reads `{"sha256": "…", "size": n}`.
    fileprivate init(_ reader: WireMembers) throws(CDSWireError) {
        let sha256 = try reader.string("sha256")
        guard Self.isAddress(sha256) else {
            throw reader.error("sha256", "is not a SHA-256 (64 lowercase hexadecimal digits)")
        }
        self.init(sha256: sha256, size: try reader.integer("size", minimum: 0))
    }
}
