import Foundation
import GlossaLocalization
import GlossaMessages
import Testing

/// Arguments held in variables, passed the same way to every lookup that takes named arguments
/// (issue 22: `tokens: ["count": count]` with `count: Int` did not compile).
struct ArgumentVariablesTests {
    struct Person: GenderedMessageObject {
        let displayName: String
        let gender: Gender
    }

    static func localizer(_ russian: [String: String]) throws -> Localizer {
        var messages: [String: String] = [:]
        for (label, translation) in russian { messages[CatalogKey.tml(label: label).rawValue] = translation }
        messages["files"] = "{count || файл, файла, файлов}: {name}"
        messages["sk.greeting"] = "$(Name), $(Count)!"
        return Localizer(
            sourceLocale: TestLocale.english, appLocales: [TestLocale.english, TestLocale.russian],
            catalogs: [try Catalog(locale: TestLocale.russian, syntax: .tml, messages: messages)],
            preferredLanguages: [TestLocale.russian], store: InMemoryLocaleStore(), notificationCenter: nil)
    }

    @Test func standardTypesFromVariables() throws {
        let localizer = try Self.localizer([:])
        let count = 3
        let name = "notes.txt"
        #expect(localizer.string("files", arguments: ["count": count, "name": name]) == "3 файла: notes.txt")
        let small: Int8 = 21
        let large: UInt64 = 5
        let piece: Substring = "a.txt b.txt".split(separator: " ")[0]
        #expect(localizer.string("files", arguments: ["count": small, "name": piece]) == "21 файл: a.txt")
        #expect(localizer.string("files", arguments: ["count": large, "name": name]) == "5 файлов: notes.txt")
        let fraction: Double = 1.5
        let float: Float = 0.1
        let decimal = Decimal(string: "2.50") ?? 0
        #expect(localizer.localize("{x} {y} {z}", tokens: ["x": fraction, "y": float, "z": decimal]) == "1.5 0.1 2.5")
        let flag = true
        let missing: String? = nil
        let present: Int? = 7
        #expect(localizer.localize("{a}|{b}|{c}", tokens: ["a": flag, "b": missing, "c": present]) == "true||7")
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        #expect(localizer.localize("{d}", tokens: ["d": date]) == "2023-11-14")
    }

    @Test func conformingUserTypesCarryTheirGender() throws {
        let localizer = try Self.localizer([
            "{user} liked your post.": "{user} {user| оценил, оценила} ваш пост."
        ])
        let anna = Person(displayName: "Anna", gender: .female)
        let michael = Person(displayName: "Michael", gender: .male)
        #expect(localizer.localize("{user} liked your post.", tokens: ["user": anna]) == "Anna оценила ваш пост.")
        #expect(localizer.localize("{user} liked your post.", tokens: ["user": michael]) == "Michael оценил ваш пост.")
        let people = [anna, michael]
        #expect(localizer.localize("{users}", tokens: ["users": people]) == "Anna and Michael")
    }

    @Test func literalsAndCasesStillWork() throws {
        let localizer = try Self.localizer([:])
        let object = MessageObject(displayText: "Anna", gender: .female)
        #expect(
            localizer.localize(
                "{a} {b} {c} {d}{e}", tokens: ["a": 2, "b": "x", "c": .object(object), "d": 2.5, "e": .null])
                == "2 x Anna 2.5")
        #expect(localizer.localizeHTML("{a}", tokens: ["a": .safeString("<b>")]) == "<b>")
        let value: MessageValue = .string("y")
        #expect(localizer.localize("{a}", tokens: ["a": value]) == "y")
    }

    @Test func everyNamedArgumentAPITakesTheSameArguments() throws {
        let localizer = try Self.localizer([:])
        let count = 2
        let arguments: MessageArguments = ["count": count, "name": "b.txt"]
        #expect(localizer.string("files", arguments: arguments) == "2 файла: b.txt")
        #expect(localizer.html("files", arguments: arguments) == "2 файла: b.txt")
        #expect(String(localizer.attributedString("files", arguments: arguments).characters) == "2 файла: b.txt")
        #expect(localizer.localize("{count}", tokens: arguments) == "2")
        #expect(localizer.translate("{count} items", arguments: arguments) == "2 items")
        #expect(LocalizedValue.string("files", arguments: arguments).render(localizer) == "2 файла: b.txt")
        #expect(LocalizedValue.tml("{name}", tokens: arguments).render(localizer) == "b.txt")
        let renderer = TMLRenderer()
        #expect(
            renderer.render(label: "{count || file}", tokens: ["count": count], language: .english).text == "2 files")
        let name = "Anna"
        #expect(localizer.localized("sk.greeting", arguments: ["Name": name, "Count": count]) == "Anna, 2!")
        #expect("sk.greeting".localized(arguments: ["Name": name, "Count": 1.5], localizer: localizer) == "Anna, 1.5!")
    }
}

/// The example of the GlossaLocalization article's arguments paragraph.
struct ArgumentArticleExampleTests {
    @Test func userTypesAndVariables() {
        struct Uploader: GenderedMessageObject {
            let displayName: String
            let gender: Gender
        }
        let localizer = Localizer(sourceLocale: "en", appLocales: ["en"])
        let count = 3
        let user = Uploader(displayName: "Anna", gender: .female)
        let text = localizer.localize("{user} uploaded {count || photo}", tokens: ["user": user, "count": count])
        #expect(text == "Anna uploaded 3 photos")
    }
}
