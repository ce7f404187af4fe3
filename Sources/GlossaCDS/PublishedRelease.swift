/// A release of Glossa's server as its manifest describes it: an immutable, numbered snapshot of a
/// project's strings whose files (one CDS content file per language, and a TMLKit release archive of
/// them all) are addressed by their SHA-256.
///
/// The manifest is what `GET /api/v1/projects/{project}/releases/{number}` answers and what
/// `GET /releases/channels/{name}` answers under `release` (see ``ChannelRelease``). The server writes
/// it with ``json``; the delivery client and the `glossa` tool read it with ``init(json:at:)``. Both
/// directions live here so that the two cannot disagree.
public struct PublishedRelease: Sendable, Hashable {
    /// A file of the release: its address and size.
    public struct File: Sendable, Hashable {
        /// The SHA-256 of the file's bytes, 64 lowercase hexadecimal digits: its address.
        public var sha256: String
        /// The size in bytes.
        public var size: Int

        /// Creates a file reference.
        public init(sha256: String, size: Int) {
            self.sha256 = sha256
            self.size = size
        }

        /// The path the server serves the file at: `/releases/files/{sha256}`.
        public var path: String { "/releases/files/\(sha256)" }

        /// Whether `text` can be a file's address: 64 lowercase hexadecimal digits.
        public static func isAddress(_ text: String) -> Bool {
            text.utf8.count == 64 && text.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
        }
    }

    /// One language of the release.
    public struct Language: Sendable, Hashable {
        /// The language code (`fr`, `pt_BR`).
        public var code: String
        /// Its CDS content file (`{"data":{"key":{"string":"…"}}}`, as `GET /content/{lang}` serves it).
        public var file: File
        /// The number of keys.
        public var strings: Int
        /// The keys with a non-empty string (every key, for the source language).
        public var translated: Int

        /// Creates a language entry.
        public init(code: String, file: File, strings: Int, translated: Int) {
            self.code = code
            self.file = file
            self.strings = strings
            self.translated = translated
        }
    }

    /// Who made a release: a user of the server, or the project's secret (`project-secret`).
    public struct Author: Sendable, Hashable {
        /// A stable identifier (a user's id, or `project-secret`).
        public var id: String
        /// The name shown for it.
        public var name: String

        /// Creates an author.
        public init(id: String, name: String) {
            self.id = id
            self.name = name
        }
    }

    /// The release's number: 1 for the project's first, then one more for each.
    public var number: Int
    /// When it was made (Unix milliseconds).
    public var createdAt: Int64
    /// Who made it.
    public var createdBy: Author
    /// Whether only reviewed translations are in it (the others fall back to the source, as untranslated
    /// strings do).
    public var reviewedOnly: Bool
    /// The project's source language when the release was made.
    public var sourceLanguage: String
    /// The languages, sorted by code, the source language included.
    public var languages: [Language]
    /// The TMLKit release archive of every language (a `.tar.gz`).
    public var archive: File

    /// Creates a release description.
    public init(
        number: Int, createdAt: Int64, createdBy: Author, reviewedOnly: Bool, sourceLanguage: String,
        languages: [Language], archive: File
    ) {
        self.number = number
        self.createdAt = createdAt
        self.createdBy = createdBy
        self.reviewedOnly = reviewedOnly
        self.sourceLanguage = sourceLanguage
        self.languages = languages
        self.archive = archive
    }

    /// The name of its archive as TMLKit and an app's bundle know it: `tml_<number>.tar.gz`.
    public var archiveFileName: String { "tml_\(number).tar.gz" }

    /// The language `code`, if the release has it.
    public func language(_ code: String) -> Language? { languages.first { $0.code == code } }
}
