import Foundation
import GlossaCLDR
import Testing

@testable import GlossaLocalization
@testable import GlossaMessages

/// Render settings' decoration tables: the defaults stand for the standard tables without storing
/// them, and render as the standard tables do.
struct RenderSettingsTests {
    static func localizer(_ settings: RenderSettings) -> Localizer {
        let localizer = Localizer(
            sourceLocale: TestLocale.english, appLocales: [TestLocale.english], catalogs: [],
            preferredLanguages: [TestLocale.english], store: InMemoryLocaleStore(), notificationCenter: nil)
        localizer.settings = settings
        return localizer
    }

    @Test func defaultsAreTheStandardTablesWithoutStoringThem() {
        let settings = RenderSettings()
        #expect(settings.customTextDecorations == nil)
        #expect(settings.customHTMLDecorations == nil)
        #expect(settings.textDecorations.isSameTable(as: .text))
        #expect(settings.htmlDecorations.isSameTable(as: .html))
    }

    @Test func explicitTablesAreStoredAndRead() {
        let stars = DecorationTemplates(["bold": "*{$0}*"])
        let spans = DecorationTemplates(["bold": "<span>{$0}</span>"])
        // Calls written for the non-optional parameters still compile.
        let standard = RenderSettings(htmlDecorations: .html, textDecorations: .text)
        #expect(standard.textDecorations.isSameTable(as: .text))
        #expect(standard.htmlDecorations.isSameTable(as: .html))
        var settings = RenderSettings(htmlDecorations: spans, textDecorations: stars)
        #expect(settings.customTextDecorations?.isSameTable(as: stars) == true)
        #expect(settings.customHTMLDecorations?.isSameTable(as: spans) == true)
        settings.textDecorations = .text
        #expect(settings.textDecorations.isSameTable(as: .text))
    }

    @Test func defaultSettingsRenderAsTheStandardTables() {
        let label = "a[br]b[/br] [bold: {user}] & [link: more]"
        let tokens: MessageArguments = ["user": "<Anna>"]
        let byDefault = Self.localizer(RenderSettings())
        let explicit = Self.localizer(RenderSettings(htmlDecorations: .html, textDecorations: .text))
        #expect(byDefault.localize(label, tokens: tokens) == explicit.localize(label, tokens: tokens))
        #expect(byDefault.localizeHTML(label, tokens: tokens) == explicit.localizeHTML(label, tokens: tokens))
        #expect(byDefault.localize(label, tokens: tokens).contains("a\nb"))
        #expect(byDefault.localizeHTML(label, tokens: tokens).contains("&lt;Anna&gt;"))
        let custom = Self.localizer(
            RenderSettings(
                htmlDecorations: DecorationTemplates(["bold": "<i>{$0}</i>"]),
                textDecorations: DecorationTemplates(["bold": "*{$0}*"])))
        #expect(custom.localize("[bold: {user}]", tokens: tokens) == "*<Anna>*")
        #expect(custom.localizeHTML("[bold: {user}]", tokens: tokens) == "<i>&lt;Anna&gt;</i>")
    }
}
