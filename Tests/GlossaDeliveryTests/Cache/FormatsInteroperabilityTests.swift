import Foundation
import GlossaFormats
import Testing

@testable import GlossaDelivery

/// The cache files the delivery layer writes are Transifex `txstrings.json`: GlossaFormats' reader of
/// that format (what `glossa` converts with) reads them back to the same strings.
@Suite struct FormatsInteroperabilityTests {
    @Test func glossaFormatsReadsTheCacheFile() throws {
        let translations = Translations([
            "el": ["Hello": "Γεια", "Untranslated": "", "quote": "\"q\" \\ \n"],
            "fr": ["Hello": "Bonjour"],
        ])
        let bytes = Array(TranslationsFileFormat.encode(translations))
        let result = try TransifexCacheFormat().read(bytes)
        #expect(result.diagnostics.isEmpty)
        for (locale, table) in translations.tables {
            for (key, text) in table {
                let entry = result.document.entries.first { $0.key == key }
                #expect(entry?.localizations[locale]?.plainValue == text, "\(locale) \(key)")
            }
        }
    }
}
