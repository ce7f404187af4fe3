import Foundation
import GlossaJSON
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import GlossaServer

@Suite("Editor forms without JavaScript")
struct EditorFormTests {
    @Test(arguments: StoreKind.available)
    func aRussianPluralIsEditedInFourFieldsAndSavedWhole(_ kind: StoreKind) async throws {
        let fixture = try await EditorFixture.make(kind)
        let translator = try await fixture.signedIn("Tina", roles: [(.translator, ["ru"])])
        try await fixture.test { client in
            var page = try await translator.get(client, fixture.editor("files"))
            #expect(page.status == .ok)
            // One field per CLDR category of Russian, whatever the English source has.
            for category in ["one", "few", "many", "other"] {
                #expect(
                    page.html.contains(
                        #"<textarea id="form_\#(category)" name="form_\#(category)" dir="ltr" lang="ru""#))
            }
            #expect(!page.html.contains("form_two"))
            #expect(page.html.contains("Files in the folder"))
            #expect(page.html.contains("<code>Sources/App/Folder.swift:12</code>"))
            #expect(page.html.contains("<dd>100 characters</dd>"))
            #expect(page.html.contains("<span>main</span>"))

            var fields = [
                "action": "save", "form_one": "# файл", "form_few": "# файла", "form_many": "# файлов",
                "form_other": "{n} файла",
            ]
            // Without the session's CSRF token, nothing is saved.
            page = try await translator.post(client, fixture.editor("files"), fields, csrf: false)
            #expect(page.status == .forbidden)

            // A placeholder the source lacks is refused by the save's checks, shown next to the fields,
            // which keep what was typed.
            page = try await translator.post(client, fixture.editor("files"), fields)
            #expect(page.status == .unprocessableContent)
            #expect(page.html.contains(#"<div role="alert"><ul class="errors" id="save-errors">"#))
            #expect(page.html.contains("[placeholders] argument {n} is not in the source"))
            #expect(page.html.contains(#"name="form_other" dir="ltr" lang="ru" data-translation>{n} файла</textarea>"#))
            #expect(try await stored(fixture, "files") == nil)

            fields["form_other"] = "# файла"
            page = try await translator.post(client, fixture.editor("files"), fields)
            #expect(page.status == .seeOther)
            #expect(page.location?.hasSuffix("&saved=1") == true)
            #expect(
                try await stored(fixture, "files")
                    == "{count, plural, one {# файл} few {# файла} many {# файлов} other {# файла}}")
            page = try await translator.get(client, try #require(page.location))
            #expect(page.html.contains(#"<p class="notice" role="status">Saved.</p>"#))
            #expect(page.html.contains(#"data-translation>файлов</textarea>"#) == false)
            #expect(page.html.contains(#"name="form_many" dir="ltr" lang="ru" data-translation># файлов</textarea>"#))
        }
    }

    @Test func reviewHistoryRestoreAndComments() async throws {
        let fixture = try await EditorFixture.make()
        let translator = try await fixture.signedIn("Tina", roles: [(.translator, ["ru"])])
        let reviewer = try await fixture.signedIn("Rita", roles: [(.reviewer, ["ru"])])
        try await fixture.test { client in
            let editor = fixture.editor("greet")
            _ = try await translator.post(client, editor, ["action": "save", "translation": "Привет, {name}"])
            _ = try await translator.post(client, editor, ["action": "save", "translation": "Здравствуй, {name}"])

            var page = try await reviewer.post(client, editor, ["action": "reject"])
            #expect(page.status == .unprocessableContent)
            #expect(page.html.contains("A rejection needs a comment"))
            page = try await reviewer.post(client, editor, ["action": "reject", "comment": "Too formal"])
            #expect(page.status == .seeOther)
            page = try await translator.get(client, editor)
            #expect(page.html.contains(#"<span class="status needsReview" id="string-status">Needs review</span>"#))
            #expect(page.html.contains("Too formal"))

            // Restore the first version from the history.
            let first = try #require(
                try await (fixture.accounts.store as? any WorkflowStore)?.history(
                    of: "greet", language: "ru", projectID: fixture.projectID
                ).last?.version)
            page = try await translator.post(client, editor, ["action": "restore", "version": String(first)])
            #expect(page.status == .seeOther)
            #expect(try await stored(fixture, "greet") == "Привет, {name}")

            page = try await translator.post(client, editor, ["action": "comment", "body": "Shorter?"])
            #expect(page.status == .seeOther)
            page = try await translator.get(client, editor)
            #expect(page.html.contains("Shorter?"))
            #expect(page.html.contains("Restored version \(first)"))
        }
    }

    @Test func saveAndNextFollowsTheFilteredList() async throws {
        let fixture = try await EditorFixture.make()
        let translator = try await fixture.signedIn("Tina", roles: [(.translator, ["ru"])])
        try await fixture.test { client in
            let list = try await translator.get(client, "/projects/\(fixture.projectID)/ru?status=untranslated")
            // Keys sort as the store sorts them (the hostile key first); the list links each with its index.
            #expect(list.html.contains("status=untranslated&amp;i=1&amp;key=files"))
            let editor = "/projects/\(fixture.projectID)/ru/edit?status=untranslated&i=1&key=files"
            var page = try await translator.get(client, editor)
            #expect(page.html.contains(#"rel="prev""#))
            #expect(
                page.html.contains(
                    #"rel="next" href="/projects/\#(fixture.projectID)/ru/edit?status=untranslated&amp;i=2&amp;key=greet""#
                ))
            page = try await translator.post(
                client, editor,
                [
                    "action": "save-next", "form_one": "# файл", "form_few": "# файла", "form_many": "# файлов",
                    "form_other": "# файла",
                ])
            #expect(page.status == .seeOther)
            #expect(page.location?.hasSuffix("status=untranslated&i=2&key=greet") == true)
        }
    }

    @Test func theLiveCheckRunsTheSaveChecksAndRendersThePreview() async throws {
        let fixture = try await EditorFixture.make()
        let translator = try await fixture.signedIn("Tina", roles: [(.translator, ["ru"])])
        try await fixture.test { client in
            let check = "/projects/\(fixture.projectID)/ru/check?key=files"
            var page = try await translator.post(
                client, check,
                ["form_one": "# файл", "form_few": "# файла", "form_many": "# файлов", "form_other": "{n} x"])
            #expect(page.status == .ok)
            var json = try JSONValue(parsing: page.html)
            guard case .array(let errors)? = json["errors"] else { throw TestFailure("no errors in \(page.html)") }
            #expect(!errors.isEmpty)
            page = try await translator.post(
                client, check,
                ["form_one": "# файл", "form_few": "# файла", "form_many": "# файлов", "form_other": "# файла"])
            json = try JSONValue(parsing: page.html)
            #expect(json["errors"] == .array([]))
            guard case .array(let preview)? = json["preview"] else { throw TestFailure("no preview") }
            let rendered = preview.compactMap { $0["text"]?.stringValue }
            #expect(rendered.contains("1 файл") && rendered.contains("2 файла") && rendered.contains("5 файлов"))
            #expect(rendered.contains("21 файл"))
            // The same CSRF rule as the forms.
            page = try await translator.post(client, check, ["form_one": "# файл"], csrf: false)
            #expect(page.status == .forbidden)
        }
    }

    private func stored(_ fixture: EditorFixture, _ key: String) async throws -> String? {
        try await (fixture.accounts.store as? any WorkflowStore)?.string(
            key, language: "ru", projectID: fixture.projectID)?.translation?.string
    }
}

struct TestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
