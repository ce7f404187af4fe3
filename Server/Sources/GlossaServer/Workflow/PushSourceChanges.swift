/// What a push does to the translations (in one language) of strings whose source text changed: those
/// of `flagged` keys are kept as `translated` and flagged as needing review; those of `dropped` keys
/// (`keep_translations: false`) are removed. Both stores record these changes as the push's.
enum PushSourceChanges {
    /// The changes, given the language's current translations by key.
    static func changes(flagged: [String], dropped: [String], current: [String: WorkflowTranslation])
        -> [TranslationChange]
    {
        var changes: [TranslationChange] = []
        for key in flagged {
            guard var translation = current[key] else { continue }
            translation.status = .translated
            translation.needsReview = true
            changes.append(TranslationChange(key: key, new: translation, actor: .projectSecret, channel: .push))
        }
        for key in dropped where current[key] != nil {
            changes.append(TranslationChange(key: key, new: nil, actor: .projectSecret, channel: .push))
        }
        return changes
    }
}
