import Testing

@testable import GlossaCLDR

@Suite("CLDR parent locales")
struct ParentLocaleTests {
    static let chains: [(String, [String])] = [
        ("en-AU", ["en-AU", "en-001", "en", "root"]),
        ("en-GB", ["en-GB", "en-001", "en", "root"]),
        ("en-DE", ["en-DE", "en-150", "en-001", "en", "root"]),
        ("en-US", ["en-US", "en", "root"]),
        ("en-001", ["en-001", "en", "root"]),
        ("en", ["en", "root"]),
        ("es-MX", ["es-MX", "es-419", "es", "root"]),
        ("es-AR", ["es-AR", "es-419", "es", "root"]),
        ("es-ES", ["es-ES", "es", "root"]),
        ("zh-Hant-HK", ["zh-Hant-HK", "zh-Hant", "root"]),
        ("zh-Hant-MO", ["zh-Hant-MO", "zh-Hant-HK", "zh-Hant", "root"]),
        ("zh-Hans-CN", ["zh-Hans-CN", "zh-Hans", "zh", "root"]),
        ("zh-HK", ["zh-HK", "zh-Hant", "root"]),
        ("zh-TW", ["zh-TW", "zh-Hant", "root"]),
        ("zh-MO", ["zh-MO", "zh-Hant-HK", "zh-Hant", "root"]),
        ("zh-CN", ["zh-CN", "zh", "root"]),
        ("pt-PT", ["pt-PT", "pt", "root"]),
        ("pt-AO", ["pt-AO", "pt-PT", "pt", "root"]),
        ("pt-BR", ["pt-BR", "pt", "root"]),
        ("sr-Latn-RS", ["sr-Latn-RS", "sr-Latn", "root"]),
        ("sr-ME", ["sr-ME", "sr-Latn", "root"]),
        ("sr-RS", ["sr-RS", "sr", "root"]),
        ("az-Cyrl-AZ", ["az-Cyrl-AZ", "az-Cyrl", "root"]),
        ("nb-NO", ["nb-NO", "nb", "no", "root"]),
        ("nn", ["nn", "no", "root"]),
        ("hi-Latn", ["hi-Latn", "en-IN", "en-001", "en", "root"]),
        ("ca-ES-valencia", ["ca-ES-valencia", "ca-ES", "ca", "root"]),
        ("de-DE-u-co-phonebk", ["de-DE-u-co-phonebk", "de-DE", "de", "root"]),
        ("und-US", ["und-US", "root"]),
        ("root", ["root"]),
        ("Base", ["Base"]),
    ]

    @Test("parent chains", arguments: chains)
    func chain(_ input: String, _ expected: [String]) throws {
        #expect(try LocaleIdentifier(parsing: input).parentChain.map(\.description) == expected)
    }

    @Test(
        "single parents",
        arguments: [
            ("en-AU", "en-001"), ("en-001", "en"), ("es-MX", "es-419"), ("pt-AO", "pt-PT"), ("zh-Hant", "root"),
            ("sr-Latn", "root"), ("zh-Hant-HK", "zh-Hant"), ("pt-PT", "pt"), ("en", "root"),
        ])
    func parent(_ input: String, _ expected: String) throws {
        #expect(try LocaleIdentifier(parsing: input).parent?.description == expected)
    }

    @Test("root and Base have no parent")
    func noParent() {
        #expect(LocaleIdentifier.root.parent == nil)
        #expect(LocaleIdentifier.base.parent == nil)
    }
}
