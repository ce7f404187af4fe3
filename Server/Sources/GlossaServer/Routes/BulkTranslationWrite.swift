import GlossaJSON

/// Writes a batch of translations from `POST /translations/{lang}` or an import: checked like a single
/// save (``BulkTranslationCheck``) when the store keeps the workflow (both built-in stores do), then
/// applied in one transaction with history; the project's cached responses are dropped, here and on every
/// server sharing the database.
struct BulkTranslationWrite {
    let services: ServerServices

    /// What happened to the batch.
    struct Result: Sendable {
        /// Keys without a source string (nothing written for them).
        var unknownKeys: [String]
        /// Translations the checks refused (nothing written for them).
        var refused: [BulkTranslationCheck.Refusal]

        /// The answer's `data`: `fields`, then `unknown_keys`, then, when the checks refused some,
        /// `refused` as `[{"key": "…", "errors": ["…"]}]`, then `trailing`.
        func data(_ fields: [(String, JSONValue)], trailing: [(String, JSONValue)] = []) -> JSONValue {
            var object = JSONObject()
            for (name, value) in fields { object.append(name, value) }
            object.append("unknown_keys", .strings(unknownKeys))
            if !refused.isEmpty {
                object.append(
                    "refused",
                    .array(
                        refused.map { refusal in
                            .object(["key": .string(refusal.key), "errors": .strings(refusal.errors)])
                        }))
            }
            for (name, value) in trailing { object.append(name, value) }
            return .object(["data": .object(object)])
        }
    }

    /// Writes `translations` of `language` as changes by `actor` through `channel`.
    func write(
        _ translations: [Translation], language: String, project: Project, channel: ChangeChannel,
        actor: WorkflowActor = .projectSecret
    ) async throws -> Result {
        do {
            let result = try await apply(
                translations, language: language, project: project, channel: channel, actor: actor)
            await services.changes.translationsChanged(projectID: project.id, language: language)
            return result
        } catch {
            // A refused batch wrote nothing; dropping the bodies here costs one rebuild and guards the rest.
            services.cache.invalidate(projectID: project.id)
            throw error
        }
    }

    private func apply(
        _ translations: [Translation], language: String, project: Project, channel: ChangeChannel,
        actor: WorkflowActor
    ) async throws -> Result {
        guard let workflow = services.workflow else {
            let unknown = try await services.store.setTranslations(
                translations, language: language, projectID: project.id)
            return Result(unknownKeys: unknown, refused: [])
        }
        let sources = try await workflow.sourceStrings(of: project.id)
        let glossary = try await workflow.glossary(of: project.id)
        // Linting a large import is CPU-heavy: on a thread of its own, like reading the file.
        let outcome = try await DedicatedThread.run(name: "glossa-checks") {
            BulkTranslationCheck.check(
                translations, sources: sources, language: language, sourceLanguage: project.sourceLanguage,
                glossary: glossary, actor: actor, channel: channel)
        }
        let unknown = try await workflow.apply(
            outcome.changes, language: language, projectID: project.id, at: services.wallClock.unixMilliseconds())
        return Result(unknownKeys: unknown, refused: outcome.refused)
    }
}
