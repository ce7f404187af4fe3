import GlossaLocalization
import GlossaMessages
import Testing

/// Transifex Native's README (seed 001) and its key and policy behaviour (cds-protocol.md §1), in
/// Swift idiom: the app owns the localizer instead of `TXNative.initialize`.
struct TransifexExamplesTests {
    /// `TXNative.initialize(locales: TXLocaleState(sourceLocale: "en", appLocales: ["en", "el", "fr"]),
    /// missingPolicy: TXCompositePolicy(TXPseudoTranslationPolicy(), TXWrappedStringPolicy(start: "[", end: "]")))`
    static func localizer(current: String, catalogs: [Catalog]) -> Localizer {
        Localizer(
            sourceLocale: TestLocale.english, appLocales: [TestLocale.english, TestLocale.greek, TestLocale.french],
            catalogs: catalogs, preferredLanguages: [TestLocale.parse(current)], store: InMemoryLocaleStore(),
            notificationCenter: nil,
            configuration: Localizer.Configuration(
                missingPolicy: CompositePolicy(PseudoTranslationPolicy(), WrappedStringPolicy(start: "[", end: "]")),
                sourceSyntax: .icu))
    }

    @Test func theREADMEConfiguration() throws {
        let greek = try Catalog(locale: TestLocale.greek, syntax: .icu, messages: ["Hello": "Γεια"])
        let localizer = Self.localizer(current: "fr", catalogs: [greek])
        #expect(localizer.translate("Hello") == "[Ȟêĺĺø]")
        let inGreek = Self.localizer(current: "el", catalogs: [greek])
        #expect(inGreek.translate("Hello") == "Γεια")
        // The source locale needs no translation and gets no missing policy.
        #expect(Self.localizer(current: "en", catalogs: [greek]).translate("Hello") == "Hello")
    }

    @Test func everyKeySchemeFindsTheTranslation() throws {
        let catalog = try Catalog(
            locale: TestLocale.greek, syntax: .icu,
            messages: [
                "Save": "Αποθήκευση",
                "Open::menu": "Άνοιγμα",
                CatalogKey.transifexGenerated(sourceString: "Close", context: "a,b").rawValue: "Κλείσιμο",
                CatalogKey.transifexHashed(sourceString: "Delete").rawValue: "Διαγραφή",
                "settings.title": "Ρυθμίσεις",
                "Untranslated": "",
            ])
        let localizer = Self.localizer(current: "el", catalogs: [catalog])
        #expect(localizer.translate("Save") == "Αποθήκευση")
        #expect(localizer.translate("Open", context: "menu") == "Άνοιγμα")
        #expect(localizer.translate("Close", context: "a,b") == "Κλείσιμο")
        #expect(localizer.translate("Delete") == "Διαγραφή")
        #expect(localizer.translate("Settings", key: "settings.title") == "Ρυθμίσεις")
        // "" is known but untranslated: the missing policy applies to the source.
        #expect(localizer.translate("Untranslated") == "[Üñťȓàñšĺàťêđ]")
    }

    @Test func icuPluralsFromTheCDSGetTheirArgumentBack() throws {
        let source = "{cnt, plural, one {# file} other {# files}}"
        let catalog = try Catalog(
            locale: TestLocale.greek, syntax: .icu,
            messages: [source: "{???, plural, one {# αρχείο} other {# αρχεία}}"])
        let localizer = Self.localizer(current: "el", catalogs: [catalog])
        #expect(localizer.translate(source, arguments: ["cnt": 1]) == "1 αρχείο")
        #expect(localizer.translate(source, arguments: ["cnt": 5]) == "5 αρχεία")
        let french = Self.localizer(current: "fr", catalogs: [catalog])
        // The policy transforms the message, not the user's data (both Transifex SDKs pseudo-translate
        // the arguments too: "[Ȟêĺĺø Åđà]").
        #expect(french.translate("Hello {name}", arguments: ["name": "Ada"]) == "[Ȟêĺĺø Ada]")
        #expect(french.translate(source, arguments: ["cnt": 5]) == "[5 ƒıĺêš]")
    }

    @Test func errorPolicies() throws {
        let catalog = try Catalog(
            locale: TestLocale.greek, syntax: .icu, messages: ["Hello {name}": "Γεια {name"])
        let localizer = Self.localizer(current: "el", catalogs: [catalog])
        let issues = IssueRecorder()
        localizer.configuration.issueHandler = { issues.record($0) }
        #expect(localizer.translate("Hello {name}", arguments: ["name": "Ada"]) == "Γεια {name")
        localizer.configuration.errorPolicy = SourceStringErrorPolicy()
        #expect(localizer.translate("Hello {name}", arguments: ["name": "Ada"]) == "Hello Ada")
        localizer.configuration.errorPolicy = RawMessageErrorPolicy()
        #expect(localizer.translate("Hello {name}", arguments: ["name": "Ada"]) == "Γεια {name")
        localizer.configuration.errorPolicy = FixedTextErrorPolicy("ERROR")
        #expect(localizer.translate("Hello {name}", arguments: ["name": "Ada"]) == "ERROR")
        #expect(
            issues.issues.contains {
                if case .renderProblems(let failure) = $0 { return failure.locale == TestLocale.greek }
                return false
            })
    }
}
