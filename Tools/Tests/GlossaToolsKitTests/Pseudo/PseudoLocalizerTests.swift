import GlossaFormats
import GlossaToolsKit
import Testing

@Suite struct PseudoLocalizerTests {
    @Test func stylesChangeTextOnly() {
        #expect(
            PseudoLocalizer(styles: [.accented]).transform("Hello %@, %1$lld%%", syntax: .apple) == "Ĥéļļö %@, %1$lld%%"
        )
        #expect(PseudoLocalizer(styles: [.expanded]).transform("Settings %d", syntax: .apple) == "Seettiings %d")
        #expect(PseudoLocalizer(styles: [.bracketed]).transform("Save", syntax: .apple) == "[Save]")
        #expect(
            PseudoLocalizer(styles: [.rtl]).transform("Hi %@!", syntax: .apple)
                == "\u{202E}Hi \u{202C}%@\u{202E}!\u{202C}")
    }

    @Test func tmlTokensAndDecorationsStayIntact() {
        let pseudo = PseudoLocalizer(styles: [.accented])
        #expect(
            pseudo.transform("Hi {user}, you have {count || message}. [bold: Read] it", syntax: .tml)
                == "Ĥî {user}, ýöû ĥáṽé {count || message}. [bold: Ŕéáð] îţ")
    }

    @Test func icuArgumentsAndPluralSyntaxStayIntact() {
        let pseudo = PseudoLocalizer(styles: [.accented])
        #expect(
            pseudo.transform("{count, plural, one {# file} other {# files in {folder}}}", syntax: .icu)
                == "{count, plural, one {# ƒîļé} other {# ƒîļéš îñ {folder}}}")
    }

    @Test func mf2PlaceholdersMarkupAndSyntaxStayIntact() {
        let accented = PseudoLocalizer(styles: [.accented])
        #expect(
            accented.transform("Hello {$name :string}, {#b}read{/b} \\{this\\}", syntax: .mf2)
                == "Ĥéļļö {$name :string}, {#b}ŕéáð{/b} \\{ţĥîš\\}")
        let message = """
            .input {$count :number}
            .match $count
            one {{{$count} file}}
            * {{}}
            """
        let bracketed = PseudoLocalizer(styles: [.accented, .bracketed]).transform(message, syntax: .mf2)
        #expect(
            bracketed == """
                .input {$count :number}
                .match $count
                one {{[{$count} ƒîļé]}}
                * {{[]}}
                """)
        #expect(MessageAnalysis(bracketed, syntax: .mf2).issues.isEmpty)
        #expect(PseudoLocalizer(styles: [.bracketed]).transform("Hi {$name}", syntax: .mf2) == "[Hi {$name}]")
        let rtl = PseudoLocalizer(styles: [.expanded, .rtl]).transform("{{Save {$n} items}}", syntax: .mf2)
        #expect(rtl == "{{\u{202E}Saavee \u{202C}{$n}\u{202E} iiteems\u{202C}}}")
        #expect(MessageAnalysis(rtl, syntax: .mf2).issues.isEmpty)
    }

    @Test func substitutionArgumentIsCode() {
        #expect(
            PseudoLocalizer(styles: [.accented]).transform("%arg items", syntax: .apple, substitutionArgument: true)
                == "%arg îţéɱš")
    }

    @Test func everyCaseOfVariationsAndSubstitutionsIsPseudoLocalized() throws {
        let bytes = try Fixture.bytes("xcstrings/Substitution.xcstrings")
        let document = try StringCatalogFormat().read(bytes).document
        let pseudo = PseudoLocalizer(styles: [.bracketed]).localize(
            document, sourceLocale: "en", into: "en-XB", syntax: .apple)
        let localization = try #require(pseudo.entries.first?.localizations["en-XB"])
        #expect(
            localization.variant.unit?.value.hasPrefix("[%@! Ţĥéŕé %#@total.strings@") == false
                && localization.variant.unit?.value.hasPrefix("[%@! There %#@total.strings@") == true)
        let cases = localization.substitutions.flatMap { $0.variations.cases }
        #expect(!cases.isEmpty)
        #expect(cases.allSatisfy { $0.variant.unit?.value.hasPrefix("[") == true })
        #expect(cases.allSatisfy { $0.variant.unit?.state == .translated })
    }
}
