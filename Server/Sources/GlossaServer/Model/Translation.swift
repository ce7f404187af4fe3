/// The translation of one source string into one language.
public struct Translation: Sendable, Hashable {
    /// The key of the source string.
    public var key: String
    /// The translated text (plain or ICU MessageFormat); never empty (an empty translation is no translation).
    public var string: String
    /// How far the translation has been checked.
    public var status: TranslationStatus

    /// Creates a translation.
    public init(key: String, string: String, status: TranslationStatus = .translated) {
        self.key = key
        self.string = string
        self.status = status
    }
}

extension Translation {
    /// This translation as a change by `actor` (an empty string removes the translation).
    func change(by actor: WorkflowActor, channel: ChangeChannel) -> TranslationChange {
        TranslationChange(
            key: key, new: string.isEmpty ? nil : WorkflowTranslation(string: string, status: status), actor: actor,
            channel: channel)
    }
}
