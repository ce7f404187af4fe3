/// The checks of a single save (``SaveValidation``, then ``GlossaryCheck``'s warnings) over a batch of
/// translations that arrives at once: `POST /translations/{lang}` and imports. A translation with an
/// error is refused (and reported with its key and what is wrong where), the others become changes
/// carrying their warnings; removals (empty strings) and keys without a source string pass through
/// unchecked (the store reports unknown keys).
enum BulkTranslationCheck {
    /// A translation the checks refused.
    struct Refusal: Sendable, Hashable {
        /// Its key.
        var key: String
        /// What is wrong, and where (``SaveValidation`` messages).
        var errors: [String]
    }

    /// The changes to apply and the refused translations, both in the batch's order.
    struct Outcome: Sendable {
        var changes: [TranslationChange]
        var refused: [Refusal]
    }

    /// Checks `translations` into `language` against the project's `sources` and `glossary`; the
    /// changes are by `actor` through `channel`.
    static func check(
        _ translations: [Translation], sources: [SourceString], language: String, sourceLanguage: String,
        glossary: [GlossaryTerm], actor: WorkflowActor, channel: ChangeChannel
    ) -> Outcome {
        var byKey: [String: SourceString] = [:]
        for source in sources { byKey[source.key] = source }
        var outcome = Outcome(changes: [], refused: [])
        for translation in translations {
            guard !translation.string.isEmpty, let source = byKey[translation.key] else {
                outcome.changes.append(translation.change(by: actor, channel: channel))
                continue
            }
            let result = SaveValidation.check(
                translation.string, of: source, language: language, sourceLanguage: sourceLanguage)
            guard result.errors.isEmpty else {
                outcome.refused.append(Refusal(key: translation.key, errors: result.errors))
                continue
            }
            let warnings =
                result.warnings
                + GlossaryCheck.warnings(
                    source: source.string, translation: translation.string, language: language, glossary: glossary)
            outcome.changes.append(
                TranslationChange(
                    key: translation.key,
                    new: WorkflowTranslation(
                        string: translation.string, status: translation.status, warnings: warnings),
                    actor: actor, channel: channel))
        }
        return outcome
    }
}
