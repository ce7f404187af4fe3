/// The storage of releases and channels, beside ``ProjectStore``. Implemented by ``SQLProjectStore``
/// (SQLite and PostgreSQL) and ``MemoryProjectStore``. Releases never change once stored; their files
/// are stored once per project whatever the number of releases holding them. Each channel change is
/// one transaction: the entry's single row changes and the history records it together.
public protocol ReleaseStore: ProjectStore {
    /// Stores `draft` as the project's next release (numbered one more than the newest) with its files
    /// (those not stored yet), in one transaction. Throws ``StoreError/unknownProject(_:)``.
    func createRelease(_ draft: ReleaseDraft, projectID: String) async throws -> Release
    /// The project's releases, newest first.
    func releases(of projectID: String) async throws -> [Release]
    /// The release numbered `number`, or nil.
    func release(_ number: Int, projectID: String) async throws -> Release?
    /// The project's release file whose SHA-256 is `sha256`, or nil.
    func releaseFile(_ sha256: String, projectID: String) async throws -> ReleaseFile?
    /// Points the entry of `channel` for `range` at release `number` (creating the entry), recording the
    /// change. Throws ``StoreError/unknownRelease(_:)`` for a release the project does not have.
    func promote(
        _ number: Int, channel: String, range: AppVersionRange, projectID: String, actor: WorkflowActor, at time: Int64
    ) async throws -> ChannelEntry
    /// Points the entry of `channel` for `range` back at its previous release (the one it replaced at its
    /// last change; rolling back twice returns to where it was), recording the change. Throws
    /// ``StoreError/unknownChannel(_:)`` without such an entry, ``StoreError/notPossible(_:)`` without a
    /// previous release.
    func rollBack(channel: String, range: AppVersionRange, projectID: String, actor: WorkflowActor, at time: Int64)
        async throws -> ChannelEntry
    /// The entries of `channel`, sorted by range (empty if the channel has none).
    func channelEntries(_ channel: String, projectID: String) async throws -> [ChannelEntry]
    /// Every channel entry of the project, sorted by channel and range.
    func channelEntries(of projectID: String) async throws -> [ChannelEntry]
    /// The changes of `channel`, newest first.
    func channelHistory(_ channel: String, projectID: String) async throws -> [ChannelEvent]
}

/// What ``ReleaseStore/createRelease(_:projectID:)`` stores: a release without its number, and its files.
public struct ReleaseDraft: Sendable {
    /// When it was made (Unix milliseconds).
    public var createdAt: Int64
    /// Who made it.
    public var createdBy: WorkflowActor
    /// Whether only reviewed translations are in it.
    public var reviewedOnly: Bool
    /// The project's source language.
    public var sourceLanguage: String
    /// One entry per language, sorted by language.
    public var languages: [PublishedRelease.Language]
    /// The release archive.
    public var archive: PublishedRelease.File
    /// The files the entries and the archive refer to.
    public var files: [ReleaseFile]

    /// Creates a draft.
    public init(
        createdAt: Int64, createdBy: WorkflowActor, reviewedOnly: Bool, sourceLanguage: String,
        languages: [PublishedRelease.Language], archive: PublishedRelease.File, files: [ReleaseFile]
    ) {
        self.createdAt = createdAt
        self.createdBy = createdBy
        self.reviewedOnly = reviewedOnly
        self.sourceLanguage = sourceLanguage
        self.languages = languages
        self.archive = archive
        self.files = files
    }

    /// The release this draft becomes as number `number` of `projectID`.
    func release(number: Int, projectID: String) -> Release {
        Release(
            projectID: projectID,
            manifest: PublishedRelease(
                number: number, createdAt: createdAt,
                createdBy: PublishedRelease.Author(id: createdBy.id, name: createdBy.name), reviewedOnly: reviewedOnly,
                sourceLanguage: sourceLanguage, languages: languages, archive: archive))
    }
}
