/// An immutable, numbered snapshot of a project's translations: one CDS content file per language
/// (the source language included) and a TMLKit release archive of them all, each stored once and
/// addressed by its SHA-256 (``ReleaseFile``).
///
/// What it holds beyond its project is its manifest, GlossaCDS's `PublishedRelease`, the one
/// definition the server writes and clients read; its members read through (`release.number`).
@dynamicMemberLookup
public struct Release: Sendable, Hashable {
    /// The project.
    public var projectID: String
    /// The manifest: number, author, languages and their files, archive.
    public var manifest: PublishedRelease

    /// Creates a release value.
    public init(projectID: String, manifest: PublishedRelease) {
        self.projectID = projectID
        self.manifest = manifest
    }

    /// A member of the manifest (`release.number`, `release.languages`).
    public subscript<Value>(dynamicMember member: KeyPath<PublishedRelease, Value>) -> Value {
        manifest[keyPath: member]
    }

    /// The file of `code`, if the release has it.
    public func language(_ code: String) -> PublishedRelease.Language? { manifest.language(code) }
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

    /// The reference to this file, as a manifest lists it.
    public var reference: PublishedRelease.File { PublishedRelease.File(sha256: sha256, size: bytes.count) }
}
