import Testing

@testable import GlossaCLDR

@Suite("Likely subtags: maximize and minimize")
struct LikelySubtagsTests {
    static let maximize: [(String, String)] = [
        ("en", "en-Latn-US"), ("en-GB", "en-Latn-GB"), ("en-Cyrl", "en-Cyrl-US"), ("en-001", "en-Latn-001"),
        ("de", "de-Latn-DE"), ("de-AT", "de-Latn-AT"), ("fr", "fr-Latn-FR"), ("fr-CA", "fr-Latn-CA"),
        ("ru", "ru-Cyrl-RU"), ("uk", "uk-Cyrl-UA"), ("ja", "ja-Jpan-JP"), ("ko", "ko-Kore-KR"),
        ("zh", "zh-Hans-CN"), ("zh-TW", "zh-Hant-TW"), ("zh-HK", "zh-Hant-HK"), ("zh-MO", "zh-Hant-MO"),
        ("zh-Hant", "zh-Hant-TW"), ("zh-Hans", "zh-Hans-CN"), ("zh-SG", "zh-Hans-SG"),
        ("zh-Hant-CN", "zh-Hant-CN"), ("yue", "yue-Hant-HK"),
        ("sr", "sr-Cyrl-RS"), ("sr-Latn", "sr-Latn-RS"), ("sr-ME", "sr-Latn-ME"), ("sr-RS", "sr-Cyrl-RS"),
        ("sh", "sr-Latn-RS"),
        ("pt", "pt-Latn-BR"), ("pt-PT", "pt-Latn-PT"), ("pt-AO", "pt-Latn-AO"),
        ("es", "es-Latn-ES"), ("es-419", "es-Latn-419"), ("es-MX", "es-Latn-MX"),
        ("ar", "ar-Arab-EG"), ("fa", "fa-Arab-IR"), ("he", "he-Hebr-IL"), ("iw", "he-Hebr-IL"),
        ("hi", "hi-Deva-IN"), ("hi-Latn", "hi-Latn-IN"), ("az-IR", "az-Arab-IR"), ("uz-AF", "uz-Arab-AF"),
        ("pa-PK", "pa-Arab-PK"), ("mn-CN", "mn-Mong-CN"), ("nb", "nb-Latn-NO"), ("no", "no-Latn-NO"),
        ("gsw", "gsw-Latn-CH"),
        // Undetermined language: the language comes from the data.
        ("und-RU", "ru-Cyrl-RU"), ("und-Latn", "en-Latn-US"), ("und-Hant", "zh-Hant-TW"),
        ("und-Cyrl", "ru-Cyrl-RU"), ("und-CN", "zh-Hans-CN"), ("und-TW", "zh-Hant-TW"),
        ("und-Arab-PK", "ur-Arab-PK"),
        // Variants and extensions are kept.
        ("ca-ES-valencia", "ca-Latn-ES-valencia"), ("de-u-co-phonebk", "de-Latn-DE-u-co-phonebk"),
        ("en-x-private", "en-Latn-US-x-private"),
        // Root, Base and unknown languages are unchanged.
        ("root", "root"), ("Base", "Base"), ("zz", "zz"), ("zz-ZZ", "zz-ZZ"), ("qaa-Latn", "qaa-Latn"),
    ]

    @Test("maximized()", arguments: maximize)
    func maximized(_ input: String, _ expected: String) throws {
        #expect(try LocaleIdentifier(parsing: input).maximized().description == expected)
    }

    static let minimize: [(String, String)] = [
        ("en-Latn-US", "en"), ("en-US", "en"), ("en", "en"), ("en-Latn-GB", "en-GB"), ("en-GB", "en-GB"),
        ("de-Latn-DE", "de"), ("de-AT", "de-AT"), ("de-Latn", "de"),
        ("zh-Hant-TW", "zh-TW"), ("zh-Hans-CN", "zh"), ("zh-Hant", "zh-TW"), ("zh-Hans", "zh"),
        ("zh-Hant-HK", "zh-HK"), ("zh-Hans-SG", "zh-SG"), ("zh-Hant-CN", "zh-Hant-CN"),
        ("sr-Latn-RS", "sr-Latn"), ("sr-Cyrl-RS", "sr"), ("sr-Latn-ME", "sr-ME"), ("sr-Cyrl-ME", "sr-Cyrl-ME"),
        ("pt-Latn-BR", "pt"), ("pt-BR", "pt"), ("pt-Latn-PT", "pt-PT"), ("es-Latn-419", "es-419"),
        ("ja-Jpan-JP", "ja"), ("ru-Cyrl-RU", "ru"), ("ru-UA", "ru-UA"), ("az-Arab-IR", "az-IR"),
        ("und-RU", "ru"), ("und-Latn", "en"), ("und-Hant", "zh-TW"),
        ("ca-Latn-ES-valencia", "ca-valencia"), ("de-Latn-DE-u-co-phonebk", "de-u-co-phonebk"),
        ("root", "root"), ("Base", "Base"), ("zz", "zz"), ("zz-ZZ", "zz-ZZ"),
    ]

    @Test("minimized()", arguments: minimize)
    func minimized(_ input: String, _ expected: String) throws {
        #expect(try LocaleIdentifier(parsing: input).minimized().description == expected)
    }

    @Test("minimized() then maximized() gives maximized()", arguments: maximize.map(\.0))
    func roundTrip(_ input: String) throws {
        let identifier = try LocaleIdentifier(parsing: input)
        #expect(identifier.minimized().maximized() == identifier.maximized())
    }
}
