/// Merges a push into the stored strings, as the CDS does: new keys are created, changed ones updated,
/// identical ones skipped; tags and occurrences are unioned unless the push overrides them; with
/// `purge`, stored keys missing from the push are deleted. Pure: storage applies the plan in one
/// transaction.
public enum PushPlanner {
    /// The plan for `payload` over `existing` (keyed by string key).
    public static func plan(_ payload: PushPayload, existing: [String: SourceString]) -> PushPlan {
        var plan = PushPlan()
        plan.failed = payload.failures
        let options = payload.options
        var pushedKeys = Set<String>()
        for pushed in payload.strings {
            pushedKeys.insert(pushed.key)
            guard let stored = existing[pushed.key] else {
                plan.created.append(pushed)
                continue
            }
            let merged = merge(pushed, into: stored, options: options)
            if merged == stored {
                plan.skipped.append(merged)
            } else {
                plan.updated.append(merged)
                if merged.string != stored.string {
                    if options.keepTranslations {
                        plan.translationsFlagged.append(merged.key)
                    } else {
                        plan.translationsDropped.append(merged.key)
                    }
                }
            }
        }
        if options.purge {
            plan.deleted = existing.values.filter { !pushedKeys.contains($0.key) }.sorted { $0.key < $1.key }
        }
        return plan
    }

    /// The stored string after `pushed` is applied: the pushed text, the pushed comment, limit and
    /// context where given, tags and occurrences unioned or replaced.
    static func merge(_ pushed: SourceString, into stored: SourceString, options: PushOptions) -> SourceString {
        var merged = stored
        merged.string = pushed.string
        if let comment = pushed.developerComment { merged.developerComment = comment }
        if let limit = pushed.characterLimit { merged.characterLimit = limit }
        if !pushed.context.isEmpty { merged.context = pushed.context }
        merged.tags = options.overrideTags ? pushed.tags : Array(Set(stored.tags + pushed.tags)).sorted()
        merged.occurrences =
            options.overrideOccurrences ? pushed.occurrences : (stored.occurrences + pushed.occurrences).uniqued()
        return merged
    }
}
