import Foundation
import Testing

@testable import GlossaCLDR

@Suite("LocaleIdentifier parsing and canonicalisation")
struct LocaleIdentifierParsingTests {
    static let canonical: [(String, String)] = [
        // Case and separators.
        ("en", "en"), ("en_us", "en-US"), ("EN-us", "en-US"), ("zh_hans_cn", "zh-Hans-CN"),
        ("sr-latn-rs", "sr-Latn-RS"), ("ES-419", "es-419"), ("de_DE_1996", "de-DE-1996"),
        ("gsw", "gsw"), ("ca-es-VALENCIA", "ca-ES-valencia"),
        // Variants sorted; extensions sorted by singleton and lowercased; private use kept.
        ("sl-rozaj-biske-1994", "sl-1994-biske-rozaj"),
        ("en-u-ca-gregory", "en-u-ca-gregory"), ("de-DE-U-CO-PHONEBK", "de-DE-u-co-phonebk"),
        ("en-u-ca-gregory-t-ja-a-foo", "en-a-foo-t-ja-u-ca-gregory"), ("en-x-Foo-Bar", "en-x-foo-bar"),
        ("en-US-u-nu-latn-x-private", "en-US-u-nu-latn-x-private"),
        // Root, und and Base.
        ("root", "root"), ("und", "root"), ("UND", "root"), ("Base", "Base"), ("base", "Base"),
        ("und-US", "und-US"), ("und-Latn", "und-Latn"),
        // Deprecated ISO 639 codes and legacy languages.
        ("iw", "he"), ("iw-IL", "he-IL"), ("in", "id"), ("ji", "yi"), ("jw", "jv"), ("mo", "ro"), ("sh", "sr-Latn"),
        ("sh-Cyrl", "sr-Cyrl"), ("tl", "fil"), ("cnr", "sr-ME"), ("swc", "sw-CD"), ("prs", "fa-AF"),
        ("scc", "sr"), ("scr", "hr"),
        // Overlong three-letter codes.
        ("eng", "en"), ("eng-GB", "en-GB"), ("deu", "de"), ("fra_FR", "fr-FR"), ("zho-Hant", "zh-Hant"),
        ("cmn", "zh"), ("hbs", "sr-Latn"),
        // Legacy whole tags and extended-language forms.
        ("no-bok", "nb"), ("no-nyn", "nn"), ("no_bokmal", "nb"), ("i-klingon", "tlh"), ("art-lojban", "jbo"),
        ("zh-min-nan", "nan"), ("zh-yue", "yue"), ("zh-yue-HK", "yue-HK"), ("zh-cmn-Hans-CN", "zh-Hans-CN"),
        ("zh-guoyu", "zh"), ("sgn-BE-FR", "sfb"), ("sgn-BR", "bzs"), ("en-GB-oed", "en-GB-oxendict"),
        ("i-default", "en-x-i-default"), ("no-bok-NO", "nb-NO"), ("zh-min-nan-TW", "nan-TW"), ("hy-arevela", "hy"),
        ("hy-arevmda", "hyw"),
        // Regions, including split ones (the replacement most likely for the language, else the first).
        ("en-BU", "en-MM"), ("de-DD", "de-DE"), ("en-UK", "en-GB"), ("fr-FX", "fr-FR"), ("ru-SU", "ru-RU"),
        ("hy-SU", "hy-AM"), ("en-SU", "en-RU"), ("sr-YU", "sr-RS"), ("sk-200", "sk-SK"), ("cs-CS", "cs-RS"),
        ("es-840", "es-US"),
        // Scripts and variants.
        ("en-Qaai", "en-Zinh"), ("el-polytoni", "el-polyton"), ("ja-Latn-hepburn-heploc", "ja-Latn-alalc97"),
    ]

    @Test("canonical forms", arguments: canonical)
    func canonicalForm(_ input: String, _ expected: String) throws {
        let identifier = try LocaleIdentifier(parsing: input)
        #expect(identifier.description == expected)
        // Canonical forms are fixed points.
        #expect(try LocaleIdentifier(parsing: expected) == identifier)
    }

    static let errors: [(String, LocaleIdentifierError, String)] = [
        ("", .empty, "empty locale identifier"),
        ("en_US.UTF-8", .badSubtag("US.UTF", position: 4), "bad subtag \"US.UTF\" at position 4"),
        ("ru_RU@latin", .badSubtag("RU@latin", position: 4), "bad subtag \"RU@latin\" at position 4"),
        ("en--US", .emptySubtag(position: 4), "empty subtag at position 4"),
        ("en-", .emptySubtag(position: 4), "empty subtag at position 4"),
        ("-en", .emptySubtag(position: 1), "empty subtag at position 1"),
        (
            "e", .badLanguage("e", position: 1),
            "bad language \"e\" at position 1: expected 2–3 or 5–8 letters, root, und or Base"
        ),
        (
            "abcd", .badLanguage("abcd", position: 1),
            "bad language \"abcd\" at position 1: expected 2–3 or 5–8 letters, root, und or Base"
        ),
        (
            "x-foo", .badLanguage("x", position: 1),
            "bad language \"x\" at position 1: expected 2–3 or 5–8 letters, root, und or Base"
        ),
        (
            "root-US", .badLanguage("root", position: 1),
            "bad language \"root\" at position 1: expected 2–3 or 5–8 letters, root, und or Base"
        ),
        (
            "12", .badLanguage("12", position: 1),
            "bad language \"12\" at position 1: expected 2–3 or 5–8 letters, root, und or Base"
        ),
        (
            "en US", .badLanguage("en US", position: 1),
            "bad language \"en US\" at position 1: expected 2–3 or 5–8 letters, root, und or Base"
        ),
        ("en-US-US", .badSubtag("US", position: 7), "bad subtag \"US\" at position 7"),
        ("en-Latn-Cyrl", .badSubtag("Cyrl", position: 9), "bad subtag \"Cyrl\" at position 9"),
        ("fr-é", .badSubtag("é", position: 4), "bad subtag \"é\" at position 4"),
        (
            "en-toolongvariant", .badSubtag("toolongvariant", position: 4),
            "bad subtag \"toolongvariant\" at position 4"
        ),
        ("zh-min-nan-toolongxx", .badSubtag("toolongxx", position: 12), "bad subtag \"toolongxx\" at position 12"),
        ("no-bok-NO-NO", .badSubtag("NO", position: 11), "bad subtag \"NO\" at position 11"),
        ("en-abc-def", .badSubtag("def", position: 8), "bad subtag \"def\" at position 8"),
        ("de-DE-1901-1901", .duplicateVariant("1901", position: 12), "duplicate variant \"1901\" at position 12"),
        (
            "en-u-ca-gregory-u-nu-latn", .duplicateExtension("u", position: 17),
            "duplicate extension \"u\" at position 17"
        ),
        ("en-u", .emptyExtension("u", position: 4), "extension \"u\" at position 4 has no subtags"),
        ("en-u-x-foo", .emptyExtension("u", position: 4), "extension \"u\" at position 4 has no subtags"),
        ("en-x", .emptyExtension("x", position: 4), "extension \"x\" at position 4 has no subtags"),
        ("en-u-c", .emptyExtension("u", position: 4), "extension \"u\" at position 4 has no subtags"),
        ("en-x-toolongxx", .badSubtag("toolongxx", position: 6), "bad subtag \"toolongxx\" at position 6"),
    ]

    @Test("invalid identifiers and their messages", arguments: errors)
    func invalid(_ input: String, _ expected: LocaleIdentifierError, _ message: String) {
        #expect(throws: expected) { try LocaleIdentifier(parsing: input) }
        #expect(expected.description == message)
    }

    @Test("fields of a full identifier")
    func fields() throws {
        let identifier = try LocaleIdentifier(parsing: "SR_latn_rs_1994_u_nu_latn_x_foo")
        #expect(identifier.language == "sr")
        #expect(identifier.script == "Latn")
        #expect(identifier.region == "RS")
        #expect(identifier.variants == ["1994"])
        #expect(identifier.extensions == ["u-nu-latn"])
        #expect(identifier.privateUse == "x-foo")
        #expect(identifier.description == "sr-Latn-RS-1994-u-nu-latn-x-foo")
        #expect(identifier.posixIdentifier == "sr_Latn_RS_1994_u_nu_latn_x_foo")
    }

    @Test(
        "POSIX identifiers",
        arguments: [
            ("zh-Hans-CN", "zh_Hans_CN"), ("en-001", "en_001"), ("root", "root"), ("und", "root"), ("Base", "Base"),
            ("es-419", "es_419"), ("en", "en"),
        ])
    func posix(_ input: String, _ expected: String) throws {
        #expect(try LocaleIdentifier(parsing: input).posixIdentifier == expected)
    }

    @Test("root and Base")
    func rootAndBase() throws {
        #expect(LocaleIdentifier.root.description == "root")
        #expect(LocaleIdentifier.root.language == "und")
        #expect(LocaleIdentifier.root.isRoot)
        #expect(!LocaleIdentifier.root.isBase)
        #expect(try LocaleIdentifier(parsing: "und") == .root)
        #expect(try LocaleIdentifier(parsing: "und-US").isRoot == false)
        let base = try LocaleIdentifier(parsing: "Base")
        #expect(base.isBase)
        #expect(!base.isRoot)
        #expect(base == .base)
        #expect(base.description == "Base")
        #expect(base.language == "Base")
        #expect(base.script == nil && base.region == nil && base.variants.isEmpty)
        #expect(try LocaleIdentifier(parsing: "en").isBase == false)
    }

    @Test(
        "known languages",
        arguments: [
            ("en", true), ("gsw", true), ("yue", true), ("he", true), ("iw", true), ("root", true), ("Base", true),
            ("blo", true), ("lld", true),
            ("zz", false), ("qaa", false), ("xyz", false), ("und-US", false),
        ])
    func knownLanguage(_ input: String, _ known: Bool) throws {
        #expect(try LocaleIdentifier(parsing: input).isKnownLanguage == known)
    }

    @Test("equality is canonical and ordering follows the description")
    func equalityAndOrder() throws {
        #expect(try LocaleIdentifier(parsing: "EN_us") == LocaleIdentifier(parsing: "en-US"))
        #expect(try LocaleIdentifier(parsing: "iw") == LocaleIdentifier(parsing: "he"))
        #expect(try LocaleIdentifier(parsing: "en") != LocaleIdentifier(parsing: "en-US"))
        let sorted = try ["fr", "en-US", "Base", "en", "de"].map(LocaleIdentifier.init(parsing:)).sorted()
        #expect(sorted.map(\.description) == ["Base", "de", "en", "en-US", "fr"])
    }

    @Test("Codable round trip through the canonical string")
    func codable() throws {
        let identifiers = try ["zh_hant_tw", "Base", "root", "en-u-ca-gregory"].map(LocaleIdentifier.init(parsing:))
        let data = try JSONEncoder().encode(identifiers)
        #expect(String(decoding: data, as: UTF8.self) == #"["zh-Hant-TW","Base","root","en-u-ca-gregory"]"#)
        #expect(try JSONDecoder().decode([LocaleIdentifier].self, from: data) == identifiers)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([LocaleIdentifier].self, from: Data(#"["en_US.UTF-8"]"#.utf8))
        }
    }

    @Test("CLDR version of the locale data")
    func cldrVersion() {
        #expect(LocaleIdentifier.cldrVersion == "41")
        #expect(LikelySubtagsData.cldrVersion == "41")
        #expect(ParentLocaleData.cldrVersion == "41")
        #expect(LocaleAliasData.cldrVersion == "41")
    }
}
