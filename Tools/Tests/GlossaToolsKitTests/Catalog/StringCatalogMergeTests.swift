import GlossaFormats
import GlossaJSON
import GlossaToolsKit
import Testing

@Suite struct StringCatalogMergeTests {
    private let merge = StringCatalogMerge(sourceLanguage: "en")

    private func string(_ key: String, value: String? = nil, comment: String? = nil) -> ExtractedString {
        ExtractedString(
            key: key, defaultValue: value, comments: comment.map { [$0] } ?? [], syntax: .apple, apis: [.swiftUI],
            occurrences: [])
    }

    @Test(arguments: ["Localizable", "FormatSpecifiers", "Positional", "Substitution", "Variations", "Multiline"])
    func catalogsOfManualKeysAreWrittenBackByteForByte(name: String) throws {
        let bytes = try Fixture.bytes("xcstrings/\(name).xcstrings")
        let catalog = try StringCatalogFormat().read(bytes).document
        let merged = merge.merge([], into: catalog)
        #expect(StringCatalogFormat().write(merged.catalog).bytes == bytes)
        #expect(merged.summary == MergeSummary())
    }

    @Test func xcodeKeyOrderMatchesARealCatalog() throws {
        let catalog = try JSONParser().parse(try Fixture.bytes("xcstrings/Localizable.xcstrings"))
        let keys = try #require(catalog["strings"]?.objectValue?.keys)
        #expect(keys.sorted(by: XcodeKeyOrder.areInIncreasingOrder) == keys)
        #expect(keys.contains("my_snake_case"))
    }

    @Test func newCatalogGetsEntriesInXcodesLayout() throws {
        let merged = merge.merge(
            [string("Save", comment: "Button"), string("greeting", value: "Hello"), string("apple")], into: nil)
        let text = String(decoding: StringCatalogFormat().write(merged.catalog).bytes, as: UTF8.self)
        #expect(
            text == """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "apple" : {

                    },
                    "greeting" : {
                      "extractionState" : "extracted_with_value",
                      "localizations" : {
                        "en" : {
                          "stringUnit" : {
                            "state" : "new",
                            "value" : "Hello"
                          }
                        }
                      }
                    },
                    "Save" : {
                      "comment" : "Button"
                    }
                  },
                  "version" : "1.0"
                }
                """)
        #expect(merged.summary.keysAdded == 3)
    }

    @Test func vanishedKeysBecomeStaleAndComeBack() throws {
        let first = merge.merge([string("kept", comment: "Old"), string("gone")], into: nil).catalog
        let second = merge.merge([string("kept", comment: "New")], into: first)
        #expect(second.catalog.entry(forKey: "gone")?.extractionState == .stale)
        #expect(second.catalog.entry(forKey: "kept")?.comment == "New")
        #expect(second.summary.keysMarkedStale == 1)
        #expect(second.summary.keysUpdated == 1)
        let third = merge.merge([string("kept", comment: "New"), string("gone")], into: second.catalog)
        #expect(third.catalog.entry(forKey: "gone")?.extractionState == nil)
        #expect(third.summary.keysRevived == 1)
        #expect(third.summary.keysUnchanged == 1)
    }

    @Test func translationsAndManualKeysAreKept() throws {
        let catalog = try StringCatalogFormat().read(try Fixture.bytes("xcstrings/Localizable.xcstrings")).document
        let merged = merge.merge([string("Key", comment: "A new comment")], into: catalog)
        let key = try #require(merged.catalog.entry(forKey: "Key"))
        #expect(key.comment == "A new comment")
        #expect(key.localizations == catalog.entry(forKey: "Key")?.localizations)
        #expect(merged.summary.keysMarkedStale == 0, "every other key in the fixture is manual")
    }

    @Test func anEmptyCommentInCodeLeavesAManualKeyWithoutOne() throws {
        var catalog = LocalizationDocument(sourceLocale: "en", version: "1.0")
        var manual = LocalizationEntry(key: "Hand added")
        manual.extractionState = .manual
        var commented = LocalizationEntry(key: "Commented", comment: "Kept")
        commented.extractionState = .manual
        catalog.entries = [manual, commented]
        let merged = merge.merge([string("Hand added", comment: ""), string("Commented", comment: "")], into: catalog)
        #expect(merged.catalog.entry(forKey: "Hand added")?.comment == nil)
        #expect(merged.catalog.entry(forKey: "Commented")?.comment == "Kept")
        #expect(merged.summary.keysUnchanged == 2)
        let text = String(decoding: StringCatalogFormat().write(merged.catalog).bytes, as: UTF8.self)
        #expect(!text.contains(#""comment" : """#))
    }
}
