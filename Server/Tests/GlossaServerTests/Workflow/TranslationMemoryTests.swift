import Testing

@testable import GlossaServer

@Suite("Translation memory, placeholders, glossary check")
struct TranslationMemoryTests {
    private func candidate(_ source: String, _ target: String, key: String = "k") -> MemoryCandidate {
        MemoryCandidate(projectID: "p", key: key, source: source, target: target)
    }

    @Test func trigramsAndSimilarityFollowPgTrgm() {
        #expect(Trigrams.of("Cat") == ["  c", " ca", "cat", "at "])
        #expect(Trigrams.of("a-b") == ["  a", " a ", "  b", " b "])
        #expect(Trigrams.of("!!!").isEmpty)
        #expect(Trigrams.similarity(Trigrams.of("word"), Trigrams.of("WORD")) == 1)
        #expect(Trigrams.similarity(Trigrams.of("word"), Trigrams.of("two")) < 0.3)
        #expect(Trigrams.similarity([], []) == 0)
    }

    @Test func exactMatchesComeFirstThenFuzzyOnesAboveSeventyPercent() {
        let suggestions = TranslationMemory.suggestions(
            for: "Delete all files",
            from: [
                candidate("Delete all file", "Supprimer tout le fichier", key: "fuzzy"),
                candidate("Delete all files", "Supprimer tous les fichiers", key: "exact"),
                candidate("Rename the folder", "Renommer le dossier", key: "far"),
                candidate("Delete all files", "Supprimer tous les fichiers", key: "duplicate"),
            ], limit: 10)
        #expect(suggestions.map(\.key) == ["exact", "fuzzy"])
        #expect(suggestions[0].score == 100)
        #expect((70...99).contains(suggestions[1].score))
        #expect(TranslationMemory.suggestions(for: "x", from: [candidate("y", "z")], limit: 10).isEmpty)
    }

    /// A source that differs only in letter case and whitespace is an exact match (100); one that
    /// differs in punctuation is not, even with the same trigrams (99).
    @Test func caseAndWhitespaceOnlyDifferencesAreExact() {
        #expect(TranslationMemory.normalized("  Delete\tthe \n FILES ") == "delete the files")
        let suggestions = TranslationMemory.suggestions(
            for: "delete the  selected FILES",
            from: [
                candidate("Delete the selected files.", "Supprimer les fichiers.", key: "punctuation"),
                candidate("Delete the selected files", "Supprimer les fichiers choisis", key: "case"),
                candidate("Delete {n} selected files", "Supprimer {n} fichiers", key: "placeholder"),
            ], limit: 10)
        #expect(suggestions.map(\.key) == ["case", "punctuation", "placeholder"])
        #expect(suggestions[0].score == 100)
        #expect(suggestions[1].score == 99)
        #expect((70..<99).contains(suggestions[2].score))
        #expect(MemoryIndex.exactKey(of: "Delete  the FILES") == MemoryIndex.exactKey(of: "delete the files"))
        #expect(MemoryIndex.exactKey(of: "Delete the files.") != MemoryIndex.exactKey(of: "delete the files"))
    }

    @Test func placeholdersAreAdaptedToTheNewSource() {
        #expect(
            PlaceholderAdaptation.placeholders(in: "%1$@ has %lld items, 100%% {name} %#@count@") == [
                "%1$@", "%lld", "{name}", "%#@count@",
            ])
        #expect(TranslationMemory.withoutPlaceholders("Hi {name}, %d new") == "Hi  ,   new")
        #expect(
            PlaceholderAdaptation.adapt("%@ a %d messages", from: "%@ has %d messages", to: "%1$@ has %2$lld messages")
                == "%1$@ a %2$lld messages")
        #expect(
            PlaceholderAdaptation.adapt("Bonjour {name}", from: "Hello {name}", to: "Hello {user}") == "Bonjour {user}")
        // Different counts: left as it is.
        #expect(PlaceholderAdaptation.adapt("{a} {b}", from: "{a} {b}", to: "{c}") == "{a} {b}")
        // Swapped placeholders are each replaced once.
        #expect(PlaceholderAdaptation.adapt("{b} puis {a}", from: "{a} then {b}", to: "{b} then {a}") == "{a} puis {b}")
        let suggestion = TranslationMemory.suggestions(
            for: "Welcome back, {user}!", from: [candidate("Welcome back, {name}!", "Bon retour, {name} !")], limit: 1)
        #expect(suggestion.first?.translation == "Bon retour, {user} !")
        #expect(suggestion.first.map { (70...99).contains($0.score) } == true)
    }

    @Test func theGlossaryCheckFlagsAnIgnoredTerm() {
        let glossary = [
            GlossaryTerm(term: "Cart", translations: ["fr": "panier"]),
            GlossaryTerm(term: "art", translations: ["fr": "art"]),
        ]
        #expect(
            GlossaryCheck.warnings(
                source: "Add to cart", translation: "Ajouter au chariot", language: "fr", glossary: glossary)
                == [#"[glossary] "Cart" should be translated as "panier""#])
        #expect(
            GlossaryCheck.warnings(
                source: "Add to cart", translation: "Ajouter au Panier", language: "fr", glossary: glossary
            )
            .isEmpty)
        #expect(
            GlossaryCheck.warnings(source: "Add to cart", translation: "Zum Wagen", language: "de", glossary: glossary)
                .isEmpty)
    }
}
