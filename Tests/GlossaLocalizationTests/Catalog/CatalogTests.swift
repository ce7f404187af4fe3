import GlossaCLDR
import GlossaTestSupport
import Testing

@testable import GlossaLocalization

struct CatalogTests {
    @Test func looksUpEveryKeyOfALargeCatalog() throws {
        var random = SeededGenerator(seed: 5)
        var entries: [(key: String, message: String)] = []
        for index in 0..<10_000 {
            entries.append(("key.\(index).\(random.next() % 1000)", "Message number \(index) ✓"))
        }
        let catalog = try Catalog(locale: TestLocale.english, entries: entries)
        #expect(catalog.count == 10_000)
        for entry in entries { #expect(catalog.message(for: CatalogKey(entry.key)) == entry.message) }
        #expect(catalog.message(for: "key.missing") == nil)
        #expect(catalog.message(for: "") == nil)
    }

    @Test func aDuplicateKeyKeepsItsLastMessage() throws {
        let catalog = try Catalog(
            locale: TestLocale.english, entries: [("a", "first"), ("b", "B"), ("a", "second")])
        #expect(catalog.count == 2)
        #expect(catalog.duplicateKeyCount == 1)
        #expect(catalog.message(for: "a") == "second")
        #expect(catalog.entries.map { $0.key } == ["b", "a"])
    }

    @Test func keysAreCompared() throws {
        let catalog = try Catalog(
            locale: TestLocale.english,
            entries: [("", "empty key"), ("é", "precomposed"), ("e\u{301}", "decomposed"), ("a\u{0}b", "nul")])
        #expect(catalog.message(for: "") == "empty key")
        #expect(catalog.message(for: "é") == "precomposed")
        #expect(catalog.message(for: "e\u{301}") == "decomposed")
        #expect(catalog.message(for: "a\u{0}b") == "nul")
        #expect(catalog.message(for: "a") == nil)
    }

    @Test func plainMessagesAreNotCompiled() throws {
        let catalog = try Catalog(
            locale: TestLocale.english, syntax: .tml, messages: ["plain": "Hello", "tml": "Hello {user}"])
        #expect(catalog.strings.isPlain(at: try #require(catalog.strings.entry(for: "plain"))))
        #expect(!catalog.strings.isPlain(at: try #require(catalog.strings.entry(for: "tml"))))
        #expect(catalog.compiledMessageCount == 0)
    }

    @Test func storageStaysWithinTwiceTheStrings() throws {
        var entries: [(key: String, message: String)] = []
        for index in 0..<10_000 { entries.append(("screen.\(index).title", "Title of screen \(index)")) }
        let catalog = try Catalog(locale: TestLocale.english, entries: entries)
        #expect(catalog.memoryFootprint <= 2 * catalog.stringByteCount)
    }

    @Test func anEmptyCatalogAnswersNothing() throws {
        let catalog = try Catalog(locale: TestLocale.english, messages: [:])
        #expect(catalog.count == 0)
        #expect(catalog.message(for: "anything") == nil)
    }
}
