import Foundation
import GlossaJSON
import Testing

@testable import GlossaMessages

@Suite("Translation keys")
struct TMLTranslationKeyTests {
    /// The verified values of “Translation keys” in the TMLSemantics article.
    @Test(arguments: [
        ("Hello World", "", "d541c79af1be6a05b1f16fca8b5730de"),
        ("You have {count || message}", "", "2844c0e6ecf4635e242aa72c81ecd39e"),
        ("Invite", "An invitation", "e97bd268318503635e55b91c0f70a2a8"),
        ("honorific", "", "cab8116dabaf43487323435af35bb61c"),
        ("У вас есть {count||сообщение,сообщения,сообщений}", "", "f987257a05a8e974eef068d12b3b918f"),
    ])
    func verifiedKeys(label: String, description: String, key: String) {
        let translationKey = TranslationKey(label: label, description: description)
        #expect(translationKey.rawValue == key)
        #expect(translationKey.description == key)
    }

    @Test func rawValues() {
        let key = TranslationKey(label: "Hello World")
        #expect(TranslationKey(rawValue: "d541c79af1be6a05b1f16fca8b5730de") == key)
        #expect(TranslationKey(rawValue: "D541C79AF1BE6A05B1F16FCA8B5730DE") == nil)
        #expect(TranslationKey(rawValue: "d541c79af1be6a05b1f16fca8b5730d") == nil)
        #expect(TranslationKey(rawValue: "g541c79af1be6a05b1f16fca8b5730de") == nil)
    }

    @Test func descriptionDefaultsToEmpty() {
        #expect(TranslationKey(label: "Hello World") == TranslationKey(label: "Hello World", description: ""))
    }

    @Test func labelIsUsedVerbatim() {
        #expect(TranslationKey(label: "{count||message}") != TranslationKey(label: "{count || message}"))
        #expect(TranslationKey(label: "Hello World ") != TranslationKey(label: "Hello World"))
    }

    /// Every key of the real release archive `20160218065921` (tml-python's fixture) is
    /// `md5(label;;;description)`.
    @Test func allKeysOfTheReleaseArchive() throws {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/TML/release-20160218065921-translation_keys.json")
        let json = try JSONValue(parsing: String(contentsOf: url, encoding: .utf8))
        let results = try #require(json["results"]?.objectValue)
        #expect(results.count == 235)
        var withDescription = 0
        for (key, entry) in results {
            let label = try #require(entry["label"]?.stringValue, "no label for \(key)")
            let description = entry["description"]?.stringValue ?? ""
            if !description.isEmpty { withDescription += 1 }
            #expect(TranslationKey(label: label, description: description) == TranslationKey(rawValue: key), "\(label)")
        }
        #expect(withDescription == 8)
    }
}
