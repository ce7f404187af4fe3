import Testing

@testable import GlossaServer

/// The workflow storage contract on every store: statuses, push flags, history, comments, glossary and
/// translation-memory candidates.
@Suite("WorkflowStore")
struct WorkflowStoreTests {
    static let editor = WorkflowActor(id: "u1", name: "Ana")

    private func withProject(
        _ kind: StoreKind, sourceLanguage: String = "en", _ body: (any WorkflowStore, Project) async throws -> Void
    ) async throws {
        let store = try #require(try await kind.makeStore() as? any WorkflowStore)
        let project = Project(
            id: uniqueProjectID(), name: "Test", sourceLanguage: sourceLanguage, languages: ["fr", "de"])
        try await store.createProject(project)
        do {
            try await body(store, project)
        } catch {
            try? await store.close()
            throw error
        }
        try await store.close()
    }

    private func change(_ key: String, _ text: String?, _ status: TranslationStatus = .translated) -> TranslationChange
    {
        TranslationChange(
            key: key, new: text.map { WorkflowTranslation(string: $0, status: status) }, actor: Self.editor,
            channel: .api)
    }

    @Test(arguments: StoreKind.available)
    func statusesFiltersAndSearch(_ kind: StoreKind) async throws {
        try await withProject(kind) { store, project in
            _ = try await store.push(
                PushPayload(strings: [
                    SourceString(key: "a", string: "Add to cart"), SourceString(key: "b", string: "Remove"),
                    SourceString(key: "c", string: "Checkout 100%"),
                ]), to: project.id)
            let unknown = try await store.apply(
                [change("a", "Ajouter au panier"), change("b", "Retirer", .reviewed), change("zz", "?")],
                language: "fr", projectID: project.id, at: 1_000)
            #expect(unknown == ["zz"])
            func keys(_ status: WorkflowStatus?, _ search: String? = nil) async throws -> [String] {
                try await store.strings(
                    of: project.id, query: StringQuery(language: "fr", status: status, search: search)
                ).strings.map(\.source.key)
            }
            #expect(try await keys(nil) == ["a", "b", "c"])
            #expect(try await keys(.untranslated) == ["c"])
            #expect(try await keys(.translated) == ["a"])
            #expect(try await keys(.reviewed) == ["b"])
            #expect(try await keys(.needsReview) == [])
            #expect(try await keys(nil, "PANIER") == ["a"])
            #expect(try await keys(nil, "remove") == ["b"])
            #expect(try await keys(nil, "100%") == ["c"])
            #expect(try await keys(nil, "0_") == [])
            let page = try await store.strings(of: project.id, query: StringQuery(language: "fr", offset: 1, limit: 1))
            #expect(page.total == 3 && page.strings.map(\.source.key) == ["b"])
            #expect(
                try await store.strings(of: project.id, query: StringQuery(language: "de")).strings.allSatisfy {
                    $0.status == .untranslated
                })
        }
    }

    /// Keys are searched in any case, alone and with a status, through the trigram index on PostgreSQL
    /// (``SearchIndexSchema/lowercasedKeys``) and by scanning on SQLite.
    @Test(arguments: StoreKind.available)
    func keysAreSearchedInAnyCase(_ kind: StoreKind) async throws {
        try await withProject(kind) { store, project in
            _ = try await store.push(
                PushPayload(strings: [
                    SourceString(key: "Settings.Title", string: "Preferences"),
                    SourceString(key: "checkout.PAY_now", string: "Buy"),
                    SourceString(key: "settings.subtitle", string: "Options"),
                ]), to: project.id)
            _ = try await store.apply(
                [change("settings.subtitle", "Réglages"), change("checkout.PAY_now", "Acheter")],
                language: "fr", projectID: project.id, at: 1_000)
            // A changed source flags its translation for review.
            _ = try await store.push(
                PushPayload(strings: [SourceString(key: "settings.subtitle", string: "More options")]), to: project.id)
            func keys(_ search: String, _ status: WorkflowStatus? = nil) async throws -> [String] {
                try await store.strings(
                    of: project.id, query: StringQuery(language: "fr", status: status, search: search)
                ).strings.map(\.source.key)
            }
            #expect(try await keys("SETTINGS") == ["Settings.Title", "settings.subtitle"])
            #expect(try await keys("title") == ["Settings.Title", "settings.subtitle"])
            #expect(try await keys("pay_NOW") == ["checkout.PAY_now"])
            #expect(try await keys("Settings.T") == ["Settings.Title"])
            #expect(try await keys("settings", .needsReview) == ["settings.subtitle"])
            #expect(try await keys("SUBTITLE", .untranslated) == [])
            #expect(try await keys("title", .untranslated) == ["Settings.Title"])
        }
    }

    /// Searches of one and two letters, which give `pg_trgm` no trigram (PostgreSQL scans the project's
    /// strings for them instead of reading its trigram indexes), find what longer ones would: in keys,
    /// sources and translations, in any case, with every status and filter, paged and counted.
    @Test(arguments: StoreKind.available)
    func shortSearchesFindWhatLongerOnesWould(_ kind: StoreKind) async throws {
        try await withProject(kind) { store, project in
            _ = try await store.push(
                PushPayload(strings: [
                    SourceString(key: "a.ok", string: "Open"), SourceString(key: "b", string: "Close", tags: ["x"]),
                    SourceString(key: "c", string: "Go to page"), SourceString(key: "d", string: "Quit"),
                    SourceString(key: "e", string: "Zoom in"), SourceString(key: "f_1", string: "50% off"),
                ]), to: project.id)
            _ = try await store.apply(
                [change("b", "Fermer"), change("c", "Aller", .reviewed), change("d", "Quitter OK")],
                language: "fr", projectID: project.id, at: 1_000)
            _ = try await store.apply([change("e", "Zoomen")], language: "de", projectID: project.id, at: 1_000)
            try await store.addComment(
                StringComment(id: "n", key: "d", language: "fr", author: Self.editor, createdAt: 1, body: "?"),
                projectID: project.id)
            func check(
                _ query: StringQuery, _ keys: [String], total: Int, sourceLocation: SourceLocation = #_sourceLocation
            ) async throws {
                let page = try await store.strings(of: project.id, query: query)
                #expect(page.strings.map(\.source.key) == keys, "\(query)", sourceLocation: sourceLocation)
                #expect(page.total == total, "\(query)", sourceLocation: sourceLocation)
            }
            // One letter: in keys ("a.ok", "e"), sources and French translations ("Quitter OK"), not German ones.
            try await check(StringQuery(language: "fr", search: "a"), ["a.ok", "c"], total: 2)
            try await check(StringQuery(language: "fr", search: "E"), ["a.ok", "b", "c", "d", "e"], total: 5)
            try await check(StringQuery(language: "de", search: "e"), ["a.ok", "b", "c", "e"], total: 4)
            try await check(StringQuery(language: "fr", search: "q"), ["d"], total: 1)
            try await check(StringQuery(language: "fr", search: "y"), [], total: 0)
            // Two letters: "ok" in a key and a translation, "Er" in a translation only, wildcards as text.
            try await check(StringQuery(language: "fr", search: "ok"), ["a.ok", "d"], total: 2)
            try await check(StringQuery(language: "fr", search: "Er"), ["b", "c", "d"], total: 3)
            try await check(StringQuery(language: "de", search: "er"), [], total: 0)
            try await check(StringQuery(language: "fr", search: "0%"), ["f_1"], total: 1)
            try await check(StringQuery(language: "fr", search: "_"), ["f_1"], total: 1)
            try await check(StringQuery(language: "fr", search: "%"), ["f_1"], total: 1)
            try await check(StringQuery(language: "fr", search: "o t"), ["c"], total: 1)
            // Paged and counted, past the end too.
            try await check(StringQuery(language: "fr", search: "o", limit: 2), ["a.ok", "b"], total: 6)
            try await check(StringQuery(language: "fr", search: "o", offset: 2, limit: 2), ["c", "d"], total: 6)
            try await check(StringQuery(language: "fr", search: "o", offset: 9), [], total: 6)
            // With each status and the other filters.
            try await check(
                StringQuery(language: "fr", status: .untranslated, search: "o"), ["a.ok", "e", "f_1"], total: 3)
            try await check(StringQuery(language: "fr", status: .untranslated, search: "er"), [], total: 0)
            try await check(StringQuery(language: "fr", status: .translated, search: "er"), ["b", "d"], total: 2)
            try await check(StringQuery(language: "fr", status: .reviewed, search: "Al"), ["c"], total: 1)
            try await check(StringQuery(language: "fr", search: "er", withComments: true), ["d"], total: 1)
            try await check(StringQuery(language: "fr", search: "er", tag: "x"), ["b"], total: 1)
            try await check(StringQuery(language: "fr", search: "er", changedSince: 1_000), ["b", "c", "d"], total: 3)
            try await check(StringQuery(language: "fr", search: "er", changedSince: 1_001), [], total: 0)
            // The editor's neighbours within a short search.
            let neighbours = try await store.neighbours(
                of: "c", projectID: project.id, in: StringQuery(language: "fr", search: "er"))
            #expect(neighbours == StringNeighbours(previous: "b", next: "d"))
        }
    }

    @Test(arguments: StoreKind.available)
    func statusCountsAreThoseOfEachStatusList(_ kind: StoreKind) async throws {
        try await withProject(kind) { store, project in
            let strings = ["a": "Add", "b": "Remove", "c": "Pay", "d": "Done", "e": "Edit"]
            _ = try await store.push(
                PushPayload(strings: strings.map { SourceString(key: $0.key, string: $0.value) }), to: project.id)
            _ = try await store.apply(
                [change("a", "Ajouter"), change("b", "Retirer", .reviewed), change("c", "Payer", .proofread)],
                language: "fr", projectID: project.id, at: 1_000)
            // A changed source flags its reviewed translation for review.
            _ = try await store.push(
                PushPayload(
                    strings: strings.map { SourceString(key: $0.key, string: $0.key == "c" ? "Pay now" : $0.value) }),
                to: project.id)
            let counts = try await store.statusCounts(of: project.id, language: "fr")
            #expect(counts == [.untranslated: 2, .translated: 1, .needsReview: 1, .reviewed: 1])
            for status in WorkflowStatus.allCases {
                let listed = try await store.strings(
                    of: project.id, query: StringQuery(language: "fr", status: status, limit: 10))
                #expect(counts[status] == listed.total && listed.strings.count == listed.total, "\(status)")
            }
            #expect(
                try await store.statusCounts(of: project.id, language: "de")
                    == [.untranslated: 5, .translated: 0, .needsReview: 0, .reviewed: 0])
        }
    }

    @Test(arguments: StoreKind.available)
    func statusCountsFollowEveryWrite(_ kind: StoreKind) async throws {
        try await withProject(kind) { store, project in
            /// The counts against the strings each status lists, row by row.
            func expectCounts(_ language: String, _ expected: [WorkflowStatus: Int], _ when: String) async throws {
                let counts = try await store.statusCounts(of: project.id, language: language)
                #expect(counts == expected, "\(language) \(when)")
                for status in WorkflowStatus.allCases {
                    let listed = try await store.strings(
                        of: project.id, query: StringQuery(language: language, status: status, limit: 100))
                    #expect(listed.strings.count == counts[status], "\(language) \(status) \(when)")
                }
            }
            let keys = (0..<12).map { "k\($0)" }
            _ = try await store.push(
                PushPayload(strings: keys.map { SourceString(key: $0, string: "Text \($0)") }), to: project.id)
            _ = try await store.apply(
                (0..<8).map { change("k\($0)", "T \($0)", $0 < 3 ? .reviewed : .translated) }, language: "fr",
                projectID: project.id, at: 1_000)
            _ = try await store.apply([change("k0", "D 0")], language: "de", projectID: project.id, at: 1_000)
            try await expectCounts(
                "fr", [.untranslated: 4, .translated: 5, .needsReview: 0, .reviewed: 3], "after saves")
            // A review, a translation changed without a change of state, and one removed.
            _ = try await store.apply(
                [change("k3", "T 3", .reviewed), change("k4", "T four"), change("k5", nil)], language: "fr",
                projectID: project.id, at: 2_000)
            try await expectCounts(
                "fr", [.untranslated: 5, .translated: 3, .needsReview: 0, .reviewed: 4], "after edits")
            // Changed sources flag their translations; a purge deletes strings with their translations.
            var changed = keys.map { SourceString(key: $0, string: "Text \($0)") }
            changed[0].string = "New 0"
            changed[6].string = "New 6"
            _ = try await store.push(PushPayload(strings: Array(changed.prefix(10))), to: project.id)
            _ = try await store.push(
                PushPayload(strings: Array(changed.dropFirst().prefix(9)), options: PushOptions(purge: true)),
                to: project.id)
            try await expectCounts(
                "fr", [.untranslated: 3, .translated: 2, .needsReview: 1, .reviewed: 3], "after pushes")
            try await expectCounts(
                "de", [.untranslated: 9, .translated: 0, .needsReview: 0, .reviewed: 0], "after pushes")
            // A changed source whose translations are dropped, and new strings.
            changed[1].string = "New 1"
            _ = try await store.push(
                PushPayload(
                    strings: [changed[1], SourceString(key: "n1", string: "N"), SourceString(key: "n2", string: "N")],
                    options: PushOptions(keepTranslations: false)), to: project.id)
            try await expectCounts(
                "fr", [.untranslated: 6, .translated: 2, .needsReview: 1, .reviewed: 2], "after drops")
            try await store.removeLanguage("fr", from: project.id)
            try await store.addLanguages(["fr"], to: project.id)
            try await expectCounts(
                "fr", [.untranslated: 11, .translated: 0, .needsReview: 0, .reviewed: 0], "re-added")
        }
    }

    @Test(arguments: StoreKind.available)
    func neighboursAreThoseOfTheListing(_ kind: StoreKind) async throws {
        try await withProject(kind) { store, project in
            let keys = (0..<9).map { "k\($0)" }
            _ = try await store.push(
                PushPayload(
                    strings: keys.enumerated().map { index, key in
                        SourceString(key: key, string: index % 2 == 0 ? "Even \(index)" : "Odd \(index)")
                    }), to: project.id)
            _ = try await store.apply(
                [change("k1", "Un"), change("k2", "Deux", .reviewed), change("k5", "Cinq"), change("k6", "Six")],
                language: "fr", projectID: project.id, at: 1_000)
            let queries = [
                StringQuery(language: "fr"), StringQuery(language: "fr", status: .untranslated),
                StringQuery(language: "fr", status: .translated), StringQuery(language: "fr", search: "even"),
                StringQuery(language: "fr", changedSince: 1_000), StringQuery(language: "fr", changedSince: 2_000),
            ]
            for query in queries {
                var all = query
                all.limit = 100
                let listed = try await store.strings(of: project.id, query: all).strings.map(\.source.key)
                for key in keys {
                    let neighbours = try await store.neighbours(of: key, projectID: project.id, in: query)
                    // Whether or not the key is listed itself.
                    #expect(neighbours.previous == listed.last { $0 < key }, "\(query) before \(key)")
                    #expect(neighbours.next == listed.first { $0 > key }, "\(query) after \(key)")
                }
            }
            let listed = try await store.strings(
                of: project.id, query: StringQuery(language: "fr", status: .translated))
            #expect(listed.strings.map(\.source.key) == ["k1", "k5", "k6"])
            let middle = try await store.neighbours(
                of: "k5", projectID: project.id, in: StringQuery(language: "fr", status: .translated))
            #expect(middle == StringNeighbours(previous: "k1", next: "k6"))
        }
    }

    @Test(arguments: StoreKind.available)
    func filtersByCommentsTagAndChangeTime(_ kind: StoreKind) async throws {
        try await withProject(kind) { store, project in
            _ = try await store.push(
                PushPayload(strings: [
                    SourceString(key: "a", string: "Add to cart", tags: ["checkout", "main"]),
                    SourceString(key: "b", string: "Remove", tags: ["checkout-old"]),
                    SourceString(key: "c", string: "Pay", tags: [#"say "hi", then"#]),
                    SourceString(key: "d", string: "Done"),
                ]), to: project.id)
            _ = try await store.apply(
                [change("a", "Ajouter au panier"), change("b", "Retirer", .reviewed)], language: "fr",
                projectID: project.id, at: 1_000)
            _ = try await store.apply(
                [change("b", "Supprimer", .reviewed), change("c", "Payer")], language: "fr", projectID: project.id,
                at: 5_000)
            _ = try await store.apply([change("d", "Fertig")], language: "de", projectID: project.id, at: 9_000)
            for (key, language) in [("b", "fr"), ("d", "fr"), ("b", "de")] {
                try await store.addComment(
                    StringComment(
                        id: "\(key)-\(language)", key: key, language: language, author: Self.editor, createdAt: 1,
                        body: "Check"), projectID: project.id)
            }
            func check(
                _ query: StringQuery, _ keys: [String], total: Int, sourceLocation: SourceLocation = #_sourceLocation
            ) async throws {
                let page = try await store.strings(of: project.id, query: query)
                #expect(page.strings.map(\.source.key) == keys, sourceLocation: sourceLocation)
                #expect(page.total == total, sourceLocation: sourceLocation)
            }
            try await check(StringQuery(language: "fr", withComments: true), ["b", "d"], total: 2)
            try await check(StringQuery(language: "de", withComments: true), ["b"], total: 1)
            try await check(StringQuery(language: "fr", status: .untranslated, withComments: true), ["d"], total: 1)
            try await check(StringQuery(language: "fr", tag: "checkout"), ["a"], total: 1)
            try await check(StringQuery(language: "fr", tag: "main"), ["a"], total: 1)
            try await check(StringQuery(language: "fr", tag: "check"), [], total: 0)
            try await check(StringQuery(language: "fr", tag: #"say "hi", then"#), ["c"], total: 1)
            try await check(StringQuery(language: "fr", tag: "hi"), [], total: 0)
            try await check(StringQuery(language: "fr", tag: "CHECKOUT"), [], total: 0)
            try await check(StringQuery(language: "fr", changedSince: 1_000), ["a", "b", "c"], total: 3)
            try await check(StringQuery(language: "fr", changedSince: 1_001), ["b", "c"], total: 2)
            try await check(StringQuery(language: "fr", changedSince: 5_001), [], total: 0)
            try await check(StringQuery(language: "de", changedSince: 5_001), ["d"], total: 1)
            try await check(StringQuery(language: "fr", status: .reviewed, changedSince: 1_001), ["b"], total: 1)
            try await check(
                StringQuery(language: "fr", search: "r", withComments: true, tag: "checkout-old", changedSince: 2_000),
                ["b"], total: 1)
            try await check(StringQuery(language: "fr", changedSince: 1_000, offset: 1, limit: 1), ["b"], total: 3)
            // A page past the end still counts every match.
            try await check(StringQuery(language: "fr", changedSince: 1_000, offset: 10), [], total: 3)
            try await check(StringQuery(language: "fr", search: "r", offset: 10), [], total: 3)
            try await check(StringQuery(language: "fr", search: "r"), ["a", "b", "c"], total: 3)
        }
    }

    @Test(arguments: StoreKind.available)
    func aPushThatChangesTheSourceFlagsTranslationsWhichStayDelivered(_ kind: StoreKind) async throws {
        try await withProject(kind) { store, project in
            _ = try await store.push(
                PushPayload(strings: [SourceString(key: "a", string: "Save"), SourceString(key: "b", string: "Open")]),
                to: project.id)
            _ = try await store.apply(
                [change("a", "Enregistrer", .reviewed), change("b", "Ouvrir", .reviewed)], language: "fr",
                projectID: project.id, at: 1_000)
            _ = try await store.push(
                PushPayload(strings: [
                    SourceString(key: "a", string: "Save all"), SourceString(key: "b", string: "Open"),
                ]),
                to: project.id)
            let a = try #require(try await store.string("a", language: "fr", projectID: project.id))
            #expect(a.translation?.string == "Enregistrer")
            #expect(a.status == .needsReview)
            #expect(try await store.string("b", language: "fr", projectID: project.id)?.status == .reviewed)
            // Still delivered, as `translated`: only `filter[status]=reviewed` leaves it out.
            #expect(try await store.translations(of: project.id, language: "fr")["a"]?.status == .translated)
            let history = try await store.history(of: "a", language: "fr", projectID: project.id)
            #expect(history.first?.channel == .push)
            #expect(history.first?.old?.status == .reviewed && history.first?.new?.needsReview == true)
            // keep_translations false drops them, recorded too.
            _ = try await store.push(
                PushPayload(
                    strings: [SourceString(key: "b", string: "Open…")], options: PushOptions(keepTranslations: false)),
                to: project.id)
            #expect(try await store.string("b", language: "fr", projectID: project.id)?.translation == nil)
            let dropped = try await store.history(of: "b", language: "fr", projectID: project.id)
            #expect(dropped.first?.new == nil && dropped.first?.old?.string == "Ouvrir")
        }
    }

    @Test(arguments: StoreKind.available)
    func historyRecordsEveryChangeNewestFirst(_ kind: StoreKind) async throws {
        try await withProject(kind) { store, project in
            _ = try await store.push(PushPayload(strings: [SourceString(key: "a", string: "Hello")]), to: project.id)
            _ = try await store.apply([change("a", "Salut")], language: "fr", projectID: project.id, at: 10)
            _ = try await store.apply([change("a", "Salut")], language: "fr", projectID: project.id, at: 20)
            _ = try await store.setTranslations(
                [Translation(key: "a", string: "Bonjour")], language: "fr", projectID: project.id)
            _ = try await store.apply([change("a", nil)], language: "fr", projectID: project.id, at: 40)
            let history = try await store.history(of: "a", language: "fr", projectID: project.id)
            // The identical save changed nothing and is not recorded.
            #expect(history.map { $0.new?.string } == [nil, "Bonjour", "Salut"])
            #expect(history.map { $0.old?.string } == ["Bonjour", "Salut", nil])
            #expect(history.map(\.actor) == [Self.editor, .projectSecret, Self.editor])
            #expect(history.last?.createdAt == 10)
            #expect(history[0].version > history[1].version && history[1].version > history[2].version)
            #expect(try await store.history(of: "a", language: "de", projectID: project.id).isEmpty)
        }
    }

    @Test(arguments: StoreKind.available)
    func commentsAndGlossary(_ kind: StoreKind) async throws {
        try await withProject(kind) { store, project in
            _ = try await store.push(PushPayload(strings: [SourceString(key: "a", string: "Hello")]), to: project.id)
            for (index, body) in ["First", "Second"].enumerated() {
                try await store.addComment(
                    StringComment(
                        id: "c\(index)", key: "a", language: "fr", author: Self.editor, createdAt: Int64(index),
                        body: body), projectID: project.id)
            }
            #expect(
                try await store.comments(on: "a", language: "fr", projectID: project.id).map(\.body) == [
                    "First", "Second",
                ])
            #expect(try await store.comments(on: "a", language: "de", projectID: project.id).isEmpty)
            let cart = GlossaryTerm(term: "cart", translations: ["fr": "panier"], note: "shopping")
            try await store.saveGlossaryTerm(cart, projectID: project.id)
            try await store.saveGlossaryTerm(GlossaryTerm(term: "account", translations: [:]), projectID: project.id)
            #expect(
                try await store.glossary(of: project.id) == [GlossaryTerm(term: "account", translations: [:]), cart])
            #expect(try await store.removeGlossaryTerm("account", projectID: project.id))
            #expect(try await !store.removeGlossaryTerm("account", projectID: project.id))
            #expect(try await store.glossary(of: project.id) == [cart])
        }
    }

    @Test(arguments: StoreKind.available)
    func memoryCandidatesComeFromEveryProjectWithTheSourceLanguage(_ kind: StoreKind) async throws {
        try await withProject(kind) { store, project in
            let other = Project(id: uniqueProjectID(), name: "Other", sourceLanguage: "en", languages: ["fr"])
            let german = Project(id: uniqueProjectID(), name: "German", sourceLanguage: "de", languages: ["fr"])
            for extra in [other, german] { try await store.createProject(extra) }
            let marker = "zq\(project.id.suffix(6).filter(\.isLetter))"
            _ = try await store.push(
                PushPayload(strings: [SourceString(key: "a", string: "Delete \(marker) files")]), to: project.id)
            _ = try await store.push(
                PushPayload(strings: [SourceString(key: "x", string: "Delete \(marker) file")]), to: other.id)
            _ = try await store.push(
                PushPayload(strings: [SourceString(key: "y", string: "Delete \(marker) files")]), to: german.id)
            _ = try await store.apply(
                [change("a", "Supprimer les fichiers")], language: "fr", projectID: project.id, at: 1)
            _ = try await store.apply([change("x", "Supprimer le fichier")], language: "fr", projectID: other.id, at: 1)
            _ = try await store.apply([change("y", "Falsch")], language: "fr", projectID: german.id, at: 1)
            let candidates = try await store.memoryCandidates(
                for: "Delete \(marker) files", sourceLanguage: "en", targetLanguage: "fr", limit: 10)
            let targets = Set(candidates.map(\.target))
            #expect(targets.contains("Supprimer les fichiers"))
            #expect(targets.contains("Supprimer le fichier"))
            #expect(!targets.contains("Falsch"))
        }
    }

    /// A memory lookup finds strings of another length that still reach the memory's threshold: a
    /// shorter and a longer sentence (about 80 % alike), and a source with a placeholder the text lacks
    /// (PostgreSQL counts its trigrams; the memory's score leaves it out), so that no length bound of
    /// the lookup is tighter than the similarity allows.
    @Test(arguments: StoreKind.available)
    func memoryFindsMatchesOfAnotherLength(_ kind: StoreKind) async throws {
        try await withProject(kind) { store, project in
            // A word of this project's own (its ID's hex digits as letters), so that strings other tests
            // leave in a shared database never rank above these.
            let marker =
                "zq"
                + String(project.id.compactMap { $0.hexDigitValue.map { Character(Unicode.Scalar(UInt8(97 + $0))) } })
            let short = "Delete the selected \(marker) files"
            let long = "Delete all the selected \(marker) files now"
            let placeholder = "Delete {count} \(marker) items"
            let shortTrigrams = Trigrams.of(short)
            let longTrigrams = Trigrams.of(long)
            try #require(shortTrigrams.count < longTrigrams.count)
            try #require((0.7..<0.9).contains(Trigrams.similarity(shortTrigrams, longTrigrams)))
            _ = try await store.push(
                PushPayload(strings: [
                    SourceString(key: "short", string: short), SourceString(key: "long", string: long),
                    SourceString(key: "placeholder", string: placeholder),
                ]), to: project.id)
            _ = try await store.apply(
                [
                    change("short", "Supprimer les \(marker) choisis"),
                    change("long", "Supprimer tous les \(marker) choisis"),
                    change("placeholder", "Supprimer {count} \(marker) éléments"),
                ], language: "fr", projectID: project.id, at: 1)
            func suggestions(for text: String) async throws -> [MemorySuggestion] {
                let candidates = try await store.memoryCandidates(
                    for: text, sourceLanguage: "en", targetLanguage: "fr", limit: 10)
                return TranslationMemory.suggestions(for: text, from: candidates, limit: 10)
            }
            let forLong = try await suggestions(for: long)
            #expect(forLong.contains { $0.key == "short" && (70..<100).contains($0.score) })
            let forShort = try await suggestions(for: short)
            #expect(forShort.contains { $0.key == "long" && (70..<100).contains($0.score) })
            let forPlain = try await suggestions(for: "Delete \(marker) items")
            #expect(forPlain.contains { $0.key == "placeholder" && $0.score == 99 })
        }
    }

    /// The memory follows the source strings: a changed text is found by its new text and no longer by
    /// its old one, and a deleted string is found no more (SQL stores: the trigram index is written with
    /// the strings).
    @Test(arguments: StoreKind.available)
    func memoryFollowsChangedAndDeletedStrings(_ kind: StoreKind) async throws {
        try await withProject(kind) { store, project in
            let marker =
                "zq"
                + String(project.id.compactMap { $0.hexDigitValue.map { Character(Unicode.Scalar(UInt8(97 + $0))) } })
            _ = try await store.push(
                PushPayload(strings: [
                    SourceString(key: "a", string: "Delete the \(marker) files"),
                    SourceString(key: "b", string: "Keep \(marker) around"),
                ]), to: project.id)
            _ = try await store.apply(
                [change("a", "Supprimer les \(marker)"), change("b", "Garder \(marker)")], language: "fr",
                projectID: project.id, at: 1)
            func keys(for text: String) async throws -> Set<String> {
                let candidates = try await store.memoryCandidates(
                    for: text, sourceLanguage: "en", targetLanguage: "fr", limit: 10)
                return Set(
                    TranslationMemory.suggestions(for: text, from: candidates, limit: 10)
                        .filter { $0.projectID == project.id }.map(\.key))
            }
            #expect(try await keys(for: "Delete the \(marker) file") == ["a"])
            _ = try await store.push(
                PushPayload(strings: [SourceString(key: "a", string: "Rename the \(marker) folders")]), to: project.id)
            #expect(try await keys(for: "Delete the \(marker) file").isEmpty)
            #expect(try await keys(for: "Rename the \(marker) folder") == ["a"])
            _ = try await store.push(
                PushPayload(
                    strings: [SourceString(key: "b", string: "Keep \(marker) around")],
                    options: PushOptions(purge: true)), to: project.id)
            #expect(try await keys(for: "Rename the \(marker) folder").isEmpty)
            #expect(try await keys(for: "Keep \(marker) round") == ["b"])
        }
    }

    /// A source that differs from the text only in case and whitespace is suggested at 100 % however
    /// large the memory: here more strings share every trigram of the text than the trigram index's
    /// budget reads (``MemoryIndex/readBudget``), all with the same trigrams as the text (they differ in
    /// punctuation) and stored before it, so the fuzzy ranking alone, which reads the rarest trigram
    /// and keeps the first strings, leaves it out.
    @Test(arguments: StoreKind.available)
    func caseAndWhitespaceVariantsAreFoundPastTheBudget(_ kind: StoreKind) async throws {
        try await withProject(kind) { store, project in
            let marker =
                "zq"
                + String(project.id.compactMap { $0.hexDigitValue.map { Character(Unicode.Scalar(UInt8(97 + $0))) } })
            let crowd = (0...MemoryIndex.readBudget).map {
                SourceString(key: String(format: "crowd.%05d", $0), string: "Delete the \(marker) files.")
            }
            _ = try await store.push(PushPayload(strings: crowd), to: project.id)
            _ = try await store.push(
                PushPayload(strings: [SourceString(key: "target", string: "Delete  the \(marker) FILES")]),
                to: project.id)
            _ = try await store.apply(
                [change("target", "Supprimer les \(marker)"), change("crowd.00000", "Supprimer les \(marker).")],
                language: "fr", projectID: project.id, at: 1)
            let text = "delete the \(marker) files"
            let candidates = try await store.memoryCandidates(
                for: text, sourceLanguage: "en", targetLanguage: "fr", limit: 10)
            let suggestions = TranslationMemory.suggestions(for: text, from: candidates, limit: 10)
                .filter { $0.projectID == project.id }
            #expect(suggestions.first?.key == "target")
            #expect(suggestions.first?.score == 100)
            #expect(suggestions.dropFirst().allSatisfy { $0.score < 100 })
        }
    }
}
