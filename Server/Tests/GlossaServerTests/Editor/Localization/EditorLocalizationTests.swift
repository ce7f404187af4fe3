import GlossaCLDR
import Testing

@testable import GlossaServer

@Suite("Editor interface languages")
struct EditorLocalizationTests {
    let localization = EditorLocalization()

    @Test func theUsersSettingWinsOverTheBrowser() {
        #expect(localization.text(setting: "ru", acceptLanguage: "en-US,en").code == "ru")
        #expect(localization.text(setting: "en", acceptLanguage: "ru").code == "en")
        // A setting the editor does not have (an older server's, say) falls back to the browser.
        #expect(localization.text(setting: "xx", acceptLanguage: "ru").code == "ru")
    }

    @Test func theBrowsersLanguagesAreNegotiatedWithCLDR() {
        #expect(localization.text(setting: nil, acceptLanguage: "ru-RU,ru;q=0.9,en;q=0.8").code == "ru")
        #expect(localization.text(setting: nil, acceptLanguage: "ru-UA").code == "ru")
        #expect(localization.text(setting: nil, acceptLanguage: "de-DE, ru;q=0.5").code == "ru")
        #expect(localization.text(setting: nil, acceptLanguage: "en-GB, ru;q=0.5").code == "en")
        #expect(localization.text(setting: nil, acceptLanguage: "fr-FR").code == "en")
        #expect(localization.text(setting: nil, acceptLanguage: nil).code == "en")
    }

    @Test func theChoicesNameEachLanguageInItself() {
        let choices = localization.choices(setting: "ru")
        #expect(choices.map(\.code) == ["", "en", "ru"])
        #expect(choices.map(\.name) == [nil, "English", "Русский"])
        #expect(choices.map(\.selected) == [false, false, true])
        #expect(localization.choices(setting: nil).first?.selected == true)
    }

    @Test func russianPluralsFollowCLDR() throws {
        let russian = try #require(localization.text(code: "ru"))
        let rendered = [1, 2, 5, 21, 1000].map { russian("editor.characters", ["count": $0]) }
        // CLDR's Russian groups thousands with a no-break space.
        #expect(rendered == ["1 символ", "2 символа", "5 символов", "21 символ", "1\u{A0}000 символов"])
        #expect(localization.english("editor.characters", ["count": 1]) == "1 character")
        #expect(localization.english("editor.characters", ["count": 2]) == "2 characters")
        #expect(
            russian("projects.summary", ["languages": 2, "strings": 3]) == "2 языка, 3 строки")
    }
}
