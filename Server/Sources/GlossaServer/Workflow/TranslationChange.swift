/// How a change reached a translation, as history records it.
public enum ChangeChannel: String, Sendable, Hashable, CaseIterable {
    /// The workflow API (the editor) or `POST /translations/{lang}`.
    case api
    /// An imported file.
    case `import`
    /// A push that changed the source text (the translation was flagged) or dropped it.
    case push
}

/// One change to one translation: what it becomes (nil removes it), who made it, how, and an optional
/// comment (a reviewer's reason to reject).
public struct TranslationChange: Sendable, Hashable {
    /// The string key.
    public var key: String
    /// The new state; nil removes the translation.
    public var new: WorkflowTranslation?
    /// Who made it.
    public var actor: WorkflowActor
    /// How it arrived.
    public var channel: ChangeChannel
    /// Why (a reviewer's comment), if given.
    public var comment: String?

    /// Creates a change.
    public init(
        key: String, new: WorkflowTranslation?, actor: WorkflowActor, channel: ChangeChannel, comment: String? = nil
    ) {
        self.key = key
        self.new = new
        self.actor = actor
        self.channel = channel
        self.comment = comment
    }
}

/// A recorded change to a translation: who, when, how, from what to what.
public struct HistoryEntry: Sendable, Hashable {
    /// Identifies the entry among the translation's history; grows with time (the project's revision
    /// when the change was made). `WorkflowStore.restore(version:key:language:projectID:actor:at:)`
    /// takes it.
    public var version: Int64
    /// Who made the change.
    public var actor: WorkflowActor
    /// How it arrived.
    public var channel: ChangeChannel
    /// When (Unix milliseconds).
    public var createdAt: Int64
    /// The state before (nil: there was no translation).
    public var old: WorkflowTranslation?
    /// The state after (nil: the translation was removed).
    public var new: WorkflowTranslation?
    /// The comment given with it.
    public var comment: String?

    /// Creates an entry.
    public init(
        version: Int64, actor: WorkflowActor, channel: ChangeChannel, createdAt: Int64, old: WorkflowTranslation?,
        new: WorkflowTranslation?, comment: String?
    ) {
        self.version = version
        self.actor = actor
        self.channel = channel
        self.createdAt = createdAt
        self.old = old
        self.new = new
        self.comment = comment
    }
}

/// A comment on a string in one language.
public struct StringComment: Sendable, Hashable {
    /// A unique identifier.
    public var id: String
    /// The string key.
    public var key: String
    /// The language it is about.
    public var language: String
    /// Who wrote it.
    public var author: WorkflowActor
    /// When (Unix milliseconds).
    public var createdAt: Int64
    /// The text.
    public var body: String

    /// Creates a comment.
    public init(id: String, key: String, language: String, author: WorkflowActor, createdAt: Int64, body: String) {
        self.id = id
        self.key = key
        self.language = language
        self.author = author
        self.createdAt = createdAt
        self.body = body
    }
}
