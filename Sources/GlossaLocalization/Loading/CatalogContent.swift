import GlossaMessages

/// What a catalog stores for one key of a file (``MessageSyntax/catalogContent(for:)``): the message,
/// and TML translations whose use depends on the tokens (a `context` such as
/// `{"user": {"gender": "female"}}`), tried in order before the message.
public struct CatalogContent: Sendable, Hashable {
    /// The message shown when no alternative applies; nil when every translation has a context (the
    /// source text is shown when none applies).
    public var message: String?
    /// Translations chosen by context, in the order they are tried.
    public var alternatives: [TMLTranslation]

    /// Creates the content of one key.
    public init(message: String?, alternatives: [TMLTranslation] = []) {
        self.message = message
        self.alternatives = alternatives
    }
}
