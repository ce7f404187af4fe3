import GlossaFormats
import Testing

@Suite("LocalizationDocument.merge")
struct DocumentMergeTests {
    @Test func mergeKeepsTheDocumentAndCountsWhatChanged() {
        var catalog = LocalizationDocument(sourceLocale: "en", version: "1.1")
        catalog.entries = [
            LocalizationEntry(
                key: "a", localizations: ["en": Localization(value: "A"), "de": Localization(value: "A-de")]),
            LocalizationEntry(key: "b", localizations: ["en": Localization(value: "B")]),
            LocalizationEntry(key: "c", localizations: ["en": Localization(value: "C")]),
        ]
        var german = LocalizationDocument(sourceLocale: "de")
        german.entries = [
            LocalizationEntry(key: "a", comment: "first", localizations: ["de": Localization(value: "A-de")]),
            LocalizationEntry(key: "b", localizations: ["de": Localization(value: "B-de")]),
            LocalizationEntry(key: "d", localizations: ["de": Localization(value: "D-de")]),
        ]
        let summary = catalog.merge(german)
        #expect(catalog.sourceLocale == "en")
        #expect(catalog.version == "1.1")
        #expect(catalog.entries.map(\.key) == ["a", "b", "c", "d"])
        #expect(catalog.entries[0].comment == "first")
        #expect(catalog.entries[1].localizations["de"]?.plainValue == "B-de")
        #expect(catalog.entries[1].localizations["en"]?.plainValue == "B")
        #expect(summary.keysAdded == 1)
        #expect(summary.valuesAdded == 1)
        #expect(summary.valuesUpdated == 0)
        #expect(summary.valuesUnchanged == 1)
        #expect(summary.keysKept == 1)
        #expect(
            summary.description
                == "1 key added, 1 value added, 0 values updated, 1 unchanged; 1 key only in the existing file kept")
    }

    /// One summary type counts both kinds of merge: an extraction's counts follow the document
    /// merge's when they are not zero.
    @Test func extractionCountsAreInTheSameSummary() {
        var summary = MergeSummary()
        summary.keysAdded = 2
        summary.keysMarkedStale = 1
        summary.keysUnchanged = 3
        #expect(
            summary.description
                == "2 keys added, 0 values added, 0 values updated, 0 unchanged; 0 keys only in the existing file "
                + "kept; 1 key marked stale; 3 keys found unchanged")
    }
}
