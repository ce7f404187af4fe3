/// An immutable, numbered snapshot of a project's translations: one CDS content file per language
/// (the source language included) and a TMLKit release archive of them all, each stored once and
/// addressed by its SHA-256 (``ReleaseFile``).
public struct Release: Sendable, Hashable {
    /// The project.
    public var projectID: String
    /// The release's number: 1 for the project's first, then one more for each.
    public var number: Int
    /// When it was made (Unix milliseconds).
    public var createdAt: Int64
    /// Who made it (a user, or ``WorkflowActor/projectSecret``).
    public var createdBy: WorkflowActor
    /// Whether only reviewed translations are in it (the others fall back to the source, as untranslated
    /// strings do).
    public var reviewedOnly: Bool
    /// The project's source language when the release was made.
    public var sourceLanguage: String
    /// One file per language, sorted by language, the source language included.
    public var languages: [ReleaseLanguage]
    /// The TMLKit release archive (`tml_<number>.tar.gz`) of every language.
    public var archive: ReleaseFileReference

    /// Creates a release value.
    public init(
        projectID: String, number: Int, createdAt: Int64, createdBy: WorkflowActor, reviewedOnly: Bool,
        sourceLanguage: String, languages: [ReleaseLanguage], archive: ReleaseFileReference
    ) {
        self.projectID = projectID
        self.number = number
        self.createdAt = createdAt
        self.createdBy = createdBy
        self.reviewedOnly = reviewedOnly
        self.sourceLanguage = sourceLanguage
        self.languages = languages
        self.archive = archive
    }

    /// The file of `language`, if the release has it.
    public func language(_ code: String) -> ReleaseLanguage? { languages.first { $0.language == code } }
}

/// One language of a release: its content file and what it holds.
public struct ReleaseLanguage: Sendable, Hashable {
    /// The language code.
    public var language: String
    /// The content file (`{"data":{"key":{"string":"…"}}}`, as `GET /content/{lang}` serves it).
    public var file: ReleaseFileReference
    /// The number of keys.
    public var strings: Int
    /// The keys with a non-empty string (every key, for the source language).
    public var translated: Int

    /// Creates a language entry.
    public init(language: String, file: ReleaseFileReference, strings: Int, translated: Int) {
        self.language = language
        self.file = file
        self.strings = strings
        self.translated = translated
    }
}

/// Where a release file is: its SHA-256 (lowercase hexadecimal) and size in bytes.
public struct ReleaseFileReference: Sendable, Hashable {
    /// The SHA-256 of the bytes, lowercase hexadecimal: the file's address.
    public var sha256: String
    /// The size in bytes.
    public var size: Int

    /// Creates a reference.
    public init(sha256: String, size: Int) {
        self.sha256 = sha256
        self.size = size
    }
}

/// A stored release file, addressed by the SHA-256 of its bytes.
public struct ReleaseFile: Sendable, Hashable {
    /// What the file is.
    public enum Kind: String, Sendable, Hashable {
        /// CDS content JSON of one language.
        case content
        /// A TMLKit release archive (tar.gz).
        case archive

        /// The `Content-Type` it is served with.
        public var mediaType: String {
            switch self {
            case .content: "application/json; charset=utf-8"
            case .archive: "application/gzip"
            }
        }
    }

    /// What the file is.
    public var kind: Kind
    /// The bytes.
    public var bytes: [UInt8]
    /// The SHA-256 of ``bytes``, lowercase hexadecimal.
    public var sha256: String

    /// A file of `bytes`, with their SHA-256.
    public init(kind: Kind, bytes: [UInt8]) {
        self.kind = kind
        self.bytes = bytes
        self.sha256 = ReleaseFile.sha256(of: bytes)
    }

    /// The reference to this file.
    public var reference: ReleaseFileReference { ReleaseFileReference(sha256: sha256, size: bytes.count) }

    /// Whether `text` can be a file's address (64 lowercase hexadecimal digits).
    public static func isAddress(_ text: String) -> Bool {
        text.utf8.count == 64 && text.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }
}
