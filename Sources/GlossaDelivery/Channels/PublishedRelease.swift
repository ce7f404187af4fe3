import GlossaJSON

/// A release of Glossa's server as its manifest describes it: an immutable, numbered snapshot of a
/// project's strings whose files (one CDS content file per language, and a TMLKit release archive of
/// them all) are addressed by their SHA-256.
///
/// The manifest is what `GET /api/v1/projects/{project}/releases/{number}` answers and what
/// `GET /releases/channels/{name}` answers under `release` (see ``ChannelRelease``); read it with
/// ``init(json:at:)``. ``CDSClient/releaseFile(sha256:project:)`` downloads a file by its address.
public struct PublishedRelease: Sendable, Hashable {
    /// A file of the release: its address and size.
    public struct File: Sendable, Hashable {
        /// The SHA-256 of the file's bytes, 64 lowercase hexadecimal digits: its address
        /// (`/releases/files/{sha256}`).
        public var sha256: String
        /// The size in bytes.
        public var size: Int

        /// Creates a file reference.
        public init(sha256: String, size: Int) {
            self.sha256 = sha256
            self.size = size
        }
    }

    /// One language of the release.
    public struct Language: Sendable, Hashable {
        /// The language code (`fr`, `pt_BR`).
        public var code: String
        /// Its CDS content file (`{"data":{"key":{"string":"…"}}}`).
        public var file: File
        /// The number of keys.
        public var strings: Int
        /// The keys with a non-empty string.
        public var translated: Int

        /// Creates a language entry.
        public init(code: String, file: File, strings: Int, translated: Int) {
            self.code = code
            self.file = file
            self.strings = strings
            self.translated = translated
        }
    }

    /// The release's number: 1 for the project's first, then one more for each.
    public var number: Int
    /// Whether only reviewed translations are in it.
    public var reviewedOnly: Bool
    /// The project's source language when the release was made.
    public var sourceLanguage: String
    /// The languages, in the manifest's order (the source language included).
    public var languages: [Language]
    /// The TMLKit release archive of every language (a `.tar.gz`).
    public var archive: File

    /// Creates a release description.
    public init(number: Int, reviewedOnly: Bool, sourceLanguage: String, languages: [Language], archive: File) {
        self.number = number
        self.reviewedOnly = reviewedOnly
        self.sourceLanguage = sourceLanguage
        self.languages = languages
        self.archive = archive
    }

    /// The version ``ReleaseInstaller`` knows the release by: its number.
    public var version: String { String(number) }

    /// The name of its archive as an app bundles it: `tml_<number>.tar.gz`.
    public var archiveName: ReleaseArchiveName { ReleaseArchiveName(version: version, format: .tarGZip) }

    /// The language `code`, if the release has it.
    public func language(_ code: String) -> Language? { languages.first { $0.code == code } }

    /// Reads a manifest.
    ///
    /// - Parameters:
    ///   - json: the manifest object.
    ///   - path: where the manifest is in the answer, for messages (`release`).
    /// - Throws: ``CDSError/malformedResponse(_:)`` naming the member that is missing or wrong
    ///   (`release.languages.fr.sha256 is not a SHA-256`).
    public init(json: JSONValue, at path: String = "release") throws(CDSError) {
        let reader = WireMembers(json, at: path)
        number = try reader.integer("number", minimum: 1)
        reviewedOnly = try reader.optionalBool("reviewed_only") ?? false
        sourceLanguage = try reader.string("source_language")
        archive = try File(reader.member("archive"))
        var languages: [Language] = []
        for (code, value) in try reader.object("languages").members {
            let language = WireMembers(value, at: "\(path).languages.\(code)")
            languages.append(
                Language(
                    code: code, file: try File(language),
                    strings: try language.integer("strings", minimum: 0),
                    translated: try language.integer("translated", minimum: 0)))
        }
        self.languages = languages
    }
}

extension PublishedRelease.File {
    /// Reads `{"sha256": "…", "size": n}`.
    fileprivate init(_ reader: WireMembers) throws(CDSError) {
        let sha256 = try reader.string("sha256")
        guard sha256.utf8.count == 64, sha256.utf8.allSatisfy({ (48...57).contains($0) || (97...102).contains($0) })
        else { throw reader.error("sha256", "is not a SHA-256 (64 lowercase hexadecimal digits)") }
        self.init(sha256: sha256, size: try reader.integer("size", minimum: 0))
    }
}
