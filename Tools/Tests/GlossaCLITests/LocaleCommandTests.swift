import Testing

@Suite("glossa locale")
struct LocaleCommandTests {
    @Test func describesALocale() throws {
        let result = try Glossa.run(["locale", "en_au"])
        #expect(result.status == 0, "\(result)")
        #expect(
            result.lines == [
                "canonical: en-AU",
                "maximized: en-Latn-AU",
                "minimized: en-AU",
                "parents:   en-AU → en-001 → en → root",
            ]
        )
    }

    @Test func describesAsJSON() throws {
        let result = try Glossa.run(["locale", "--json", "zh_hant_hk"])
        #expect(result.status == 0, "\(result)")
        #expect(
            result.lines == [
                #"{"input":"zh_hant_hk","canonical":"zh-Hant-HK","maximized":"zh-Hant-HK","minimized":"zh-HK","#
                    + #""parents":["zh-Hant-HK","zh-Hant","root"]}"#
            ]
        )
    }

    @Test func replacesLegacyCodes() throws {
        let result = try Glossa.run(["locale", "iw"])
        #expect(result.status == 0, "\(result)")
        #expect(result.lines.first == "canonical: he")
        #expect(result.lines.dropFirst().first == "maximized: he-Hebr-IL")
    }

    @Test func negotiatesWithExplicitPreferences() throws {
        let result = try Glossa.run([
            "locale", "--negotiate", "--available", "en,ru,pt-BR", "--preferred", "pt-PT,fr", "--default", "en",
        ])
        #expect(result.status == 0, "\(result)")
        #expect(result.lines == ["pt-BR", "en"])
    }

    @Test func negotiatesWithPreferencesFromTheEnvironment() throws {
        // As GNU gettext reads them: LANGUAGE's entries first, then the effective locale (LANG here).
        let environment = ["LANGUAGE": "ru:fr", "LANG": "de_DE.UTF-8"]
        let result = try Glossa.run(
            ["locale", "--negotiate", "--available", "en,fr,ru,de", "--default", "en"],
            environment: environment
        )
        #expect(result.status == 0, "\(result)")
        #expect(result.lines == ["ru", "fr", "de", "en"])
    }

    @Test func theCLocaleNamesNoLanguage() throws {
        let result = try Glossa.run(
            ["locale", "--negotiate", "--available", "fr,en", "--default", "en"],
            environment: ["LANG": "C.UTF-8", "LANGUAGE": "fr"]
        )
        #expect(result.status == 0, "\(result)")
        #expect(result.lines == ["en"])
    }

    @Test func unknownLocale() throws {
        let result = try Glossa.run(["locale", "zz"])
        #expect(result.status == 1)
        #expect(result.standardOutput == "")
        #expect(result.standardError == "glossa: \"zz\" is not a known locale: CLDR has no language \"zz\"\n")
    }

    @Test func unknownLocaleInANegotiationList() throws {
        let result = try Glossa.run(["locale", "--negotiate", "--available", "en,zz", "--preferred", "en"])
        #expect(result.status == 1)
        #expect(result.standardError == "glossa: \"zz\" is not a known locale: CLDR has no language \"zz\"\n")
    }

    @Test func malformedLocale() throws {
        let result = try Glossa.run(["locale", "en--US"])
        #expect(result.status == 1)
        #expect(result.standardError.hasPrefix(#"glossa: "en--US" is not a locale identifier"#), "\(result)")
    }

    @Test func negotiationOptionsNeedNegotiate() throws {
        let result = try Glossa.run(["locale", "en", "--available", "en"])
        #expect(result.status == 64)
        #expect(result.standardError.contains("--available, --preferred and --default need --negotiate."))
    }
}
