import GlossaFormats
import GlossaToolsKit
import Testing

/// Converting a catalog's values from ICU MessageFormat to MessageFormat 2.
@Suite struct CatalogMF2ConversionTests {
    @Test func everyUnitIsConvertedForItsLocale() {
        var plural = Localization(value: "")
        plural.variant = Variant(
            variations: Variations(kind: .plural, strings: ["one": "'{'one'}' {n}", "other": "{n, number, integer}"]))
        let document = LocalizationDocument(
            sourceLocale: "en",
            entries: [
                LocalizationEntry(
                    key: "price",
                    localizations: [
                        "en": Localization(value: "{amount, number, currency}"),
                        "de-CH": Localization(value: "{amount, number, currency}"),
                    ]),
                LocalizationEntry(key: "files", localizations: ["en": plural]),
            ])
        let (converted, errors) = CatalogMF2Conversion.convert(document)
        #expect(errors.isEmpty, "\(errors)")
        #expect(
            converted.entries[0].localizations["en"]?.plainValue
                == "{$amount :currency currency=USD roundingMode=halfEven}")
        #expect(
            converted.entries[0].localizations["de-CH"]?.plainValue
                == "{$amount :currency currency=CHF roundingMode=halfEven}")
        let variations = converted.entries[1].localizations["en"]?.variant.variations
        #expect(variations?["one"]?.unit?.value == "\\{one\\} {$n}")
        #expect(variations?["other"]?.unit?.value == "{$n :number maximumFractionDigits=0 roundingMode=halfEven}")
    }

    @Test func whatDoesNotConvertIsNamedWithKeyLocaleAndPosition() {
        let document = LocalizationDocument(
            sourceLocale: "en",
            entries: [
                LocalizationEntry(key: "ok", localizations: ["en": Localization(value: "Hi {name}")]),
                LocalizationEntry(
                    key: "due", localizations: ["fr": Localization(value: "Le\n{d, date, yyyy-MM-dd}")]),
                LocalizationEntry(
                    key: "broken", localizations: ["en": Localization(value: "{count, plural, one {#}}")]),
            ])
        let (converted, errors) = CatalogMF2Conversion.convert(document)
        #expect(errors.map(\.key) == ["due", "broken"])
        #expect(errors.allSatisfy { $0.severity == .error })
        #expect(errors.first?.message.hasPrefix("key \"due\", locale fr, 2:1: not converted") == true, "\(errors)")
        #expect(
            errors.last?.message.contains("1:1: not converted to MessageFormat 2: the plural argument has no") == true)
        // Converted values are converted; the others are left as they were.
        #expect(converted.entries[0].localizations["en"]?.plainValue == "Hi {$name}")
        #expect(converted.entries[2].localizations["en"]?.plainValue == "{count, plural, one {#}}")
    }
}
