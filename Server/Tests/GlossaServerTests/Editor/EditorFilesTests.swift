import Foundation
import GlossaJSON
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import GlossaServer

/// The project's files page: a file imported from a browser's form with its report (imported, refused,
/// skipped with why, unknown keys), recorded as the user's change; a language exported as a download.
@Suite("Editor import and export")
struct EditorFilesTests {
    /// A Russian String Catalog: a plural in four forms, a translation the checks refuse, an entry
    /// that varies by device, two unknown keys (one hostile), an empty one, and the hostile key's translation.
    static let catalog = #"""
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "files": {"localizations": {"ru": {"variations": {"plural": {
            "one": {"stringUnit": {"state": "translated", "value": "# файл"}},
            "few": {"stringUnit": {"state": "translated", "value": "# файла"}},
            "many": {"stringUnit": {"state": "translated", "value": "# файлов"}},
            "other": {"stringUnit": {"state": "translated", "value": "# файла"}}}}}}},
          "greet": {"localizations": {"ru": {"stringUnit": {"state": "translated", "value": "Привет, {nom}"}}}},
          "tap": {"localizations": {"ru": {"variations": {"device": {
            "iphone": {"stringUnit": {"state": "translated", "value": "Коснитесь"}},
            "other": {"stringUnit": {"state": "translated", "value": "Нажмите"}}}}}}},
          "<script>x</script>": {"localizations": {"ru": {"stringUnit": {"state": "translated", "value": "y"}}}},
          "nowhere": {"localizations": {"ru": {"stringUnit": {"state": "translated", "value": "z"}}}},
          "blank": {"localizations": {"ru": {"stringUnit": {"state": "new", "value": ""}}}},
          "<img src=x onerror=alert(1)>": {"localizations": {"ru": {"stringUnit": {"state": "translated", "value": "Картинка"}}}}
        }}
        """#

    @Test(arguments: StoreKind.available)
    func aDeveloperImportsAFileAndSeesWhatHappenedToEachEntry(_ kind: StoreKind) async throws {
        let fixture = try await EditorFixture.make(kind)
        let developer = try await fixture.signedIn("Dev", roles: [(.developer, [])])
        let translator = try await fixture.signedIn("Tina", roles: [(.translator, ["ru"])])
        let files = "/projects/\(fixture.projectID)/files"
        let store = fixture.accounts.store
        try await fixture.test { client in
            // Only those who may import or export see the page and its link.
            #expect(try await translator.get(client, files).status == .forbidden)
            #expect(!(try await translator.get(client, "/")).html.contains(files))
            #expect(try await developer.get(client, "/").html.contains(#"href="\#(files)""#))
            let page = try await developer.get(client, files)
            #expect(page.status == .ok)
            #expect(page.html.contains(#"enctype="multipart/form-data""#))
            #expect(page.html.contains(#"id="export""#) && page.html.contains(#"id="import""#))

            let upload = (field: "file", name: "ru.xcstrings", bytes: Array(Self.catalog.utf8))
            // Without the CSRF token nothing is imported.
            let forged = try await developer.upload(client, files, ["language": "ru"], file: upload, csrf: false)
            #expect(forged.status == .forbidden)
            #expect(try await fixture.accounts.base.content(client, "/content/ru")["files"] == "")

            // The format is taken from the file's name.
            let report = try await developer.upload(client, files, ["language": "ru", "format": ""], file: upload)
            #expect(report.status == .ok, "\(report.html)")
            #expect(report.html.contains(#"<dd id="imported-count">2</dd>"#), "\(report.html)")
            #expect(report.html.contains(#"<dd id="empty-count">1</dd>"#))
            #expect(report.html.contains(#"<option value="ru" selected>"#))
            #expect(report.html.contains(#"id="import-refused""#) && report.html.contains("<code>greet</code>"))
            #expect(report.html.contains("token {nom} is not in the source"))
            #expect(report.html.contains("<code>tap</code>: it varies by device"))
            #expect(report.html.contains("<code>&lt;script&gt;x&lt;/script&gt;</code>"))
            // Each list is shown once, under one heading, however many entries it has.
            #expect(report.html.components(separatedBy: #"id="import-unknown""#).count == 2, "\(report.html)")
            #expect(report.html.contains("<li><code>nowhere</code></li>"))
            #expect(!report.html.contains("<script>x"))

            let content = try await fixture.accounts.base.content(client, "/content/ru")
            #expect(content["files"] == "{???, plural, one {# файл} few {# файла} many {# файлов} other {# файла}}")
            #expect(content["greet"] == "")
            #expect(content[EditorFixture.hostile] == "Картинка")
            let workflow = try #require(store as? any WorkflowStore)
            let history = try await workflow.history(of: "files", language: "ru", projectID: fixture.projectID)
            #expect(history.first?.actor.name == "Dev")
            #expect(history.first?.channel == .import)

            // A developer may not import as reviewed; the page says so and nothing changes.
            let refused = try await developer.upload(
                client, files, ["language": "ru", "status": "reviewed"], file: upload)
            #expect(refused.status == .unprocessableContent)
            #expect(refused.html.contains("Only a reviewer of ru may import translations as reviewed"))
        }
    }

    @Test(arguments: StoreKind.available)
    func badUploadsAreShownOnThePageAndChangeNothing(_ kind: StoreKind) async throws {
        let fixture = try await EditorFixture.make(kind)
        let developer = try await fixture.signedIn("Dev", roles: [(.developer, [])])
        let files = "/projects/\(fixture.projectID)/files"
        try await fixture.test { client in
            let broken = try await developer.upload(
                client, files, ["language": "ru"], file: (field: "file", name: "ru.xliff", bytes: Array("<xliff".utf8)))
            #expect(broken.status == .badRequest)
            #expect(broken.html.contains(#"id="files-error""#))
            #expect(broken.html.contains("Cannot read the xliff file"))
            let unnamed = try await developer.upload(
                client, files, ["language": "ru"], file: (field: "file", name: "notes.txt", bytes: Array("x".utf8)))
            #expect(unnamed.status == .unprocessableContent)
            #expect(unnamed.html.contains("Choose the format of notes.txt"))
            let source = try await developer.upload(
                client, files, ["language": "en", "format": "json"],
                file: (field: "file", name: "en.json", bytes: Array(#"{"greet": "Hi"}"#.utf8)))
            #expect(source.status == .badRequest)
            #expect(source.html.contains("is the source language"))

            // A body that is not a well-formed multipart form: 400 saying where, not 500.
            var headers = developer.headers
            headers[.contentType] = "multipart/form-data; boundary=abc"
            let truncated = try await client.execute(
                uri: files, method: .post, headers: headers,
                body: ByteBuffer(string: "--abc\r\nContent-Disposition: form-data; name=\"x\"\r\n\r\nno end")
            ) { Page($0) }
            #expect(truncated.status == .badRequest)
            #expect(truncated.html.contains("Part 1 (byte 7) ends before the form"))
            #expect(try await fixture.accounts.base.content(client, "/content/ru")["greet"] == "")
        }
    }

    @Test(arguments: StoreKind.available)
    func aLanguageIsExportedAsADownload(_ kind: StoreKind) async throws {
        let fixture = try await EditorFixture.make(kind)
        let developer = try await fixture.signedIn("Dev", roles: [(.developer, [])])
        let translator = try await fixture.signedIn("Tina", roles: [(.translator, ["ru"])])
        let export = "/projects/\(fixture.projectID)/files/export?language=ru&format=xliff"
        try await fixture.test { client in
            #expect(try await translator.get(client, export).status == .forbidden)
            let file = try await developer.get(client, export)
            #expect(file.status == .ok)
            #expect(file.headers[.contentDisposition] == #"attachment; filename="ru.xliff""#)
            #expect(file.html.contains(#"target-language="ru""#))
            #expect(file.html.contains("Hello {name}"))
            let unknown = try await developer.get(
                client, "/projects/\(fixture.projectID)/files/export?language=ru&format=doc")
            #expect(unknown.status == .badRequest)
            #expect(unknown.html.contains("Unknown format"))
        }
    }
}

/// Reading multipart bodies as browsers write them, and refusing malformed ones with where.
@Suite("Multipart forms")
struct MultipartFormTests {
    @Test func browsersFormsAreRead() throws {
        let body = Array(
            ("preamble\r\n--b\r\nContent-Disposition: form-data; name=\"language\"\r\n\r\nru\r\n"
                + "--b\r\ncontent-disposition: form-data; name=\"file\"; filename=\"C:\\\\Users\\\\me\\\\fr.xliff\"\r\n"
                + "Content-Type: application/octet-stream\r\n\r\n<x>\n--b\r\n</x>\r\n\r\n--b--\r\nepilogue").utf8)
        let form = try MultipartForm(body, boundary: "b")
        #expect(form.fields == ["language": "ru"])
        #expect(form.files["file"]?.fileName == "fr.xliff")
        // A boundary not preceded by CRLF, and a trailing CRLF, are the file's own bytes.
        #expect(form.files["file"].map { String(decoding: $0.bytes, as: UTF8.self) } == "<x>\n--b\r\n</x>\r\n")
    }

    @Test func boundariesAreReadFromTheContentType() throws {
        #expect(try MultipartForm.boundary(contentType: #"multipart/form-data; boundary="a b""#) == "a b")
        #expect(try MultipartForm.boundary(contentType: "Multipart/Form-Data;boundary=xyz") == "xyz")
        #expect(try MultipartForm.boundary(contentType: "application/x-www-form-urlencoded") == nil)
        #expect(throws: EditorFormError.self) { try MultipartForm.boundary(contentType: "multipart/form-data") }
    }

    @Test func malformedBodiesSayWhere() {
        let cases: [(String, String)] = [
            ("no boundary here", "its boundary never occurs"),
            ("--b\r\nContent-Disposition: form-data; name=\"x\"\r\n\r\nvalue", "Part 1 (byte 5) ends before"),
            ("--b\r\nX-Other: 1\r\n\r\nv\r\n--b--", "Part 1 (byte 5) has no Content-Disposition with a name"),
            ("--b\r\nBroken header\r\n\r\nv\r\n--b--", "header \"Broken header\" has no colon"),
            ("--bxx", "a boundary must end its line"),
        ]
        for (body, message) in cases {
            #expect {
                try MultipartForm(Array(body.utf8), boundary: "b")
            } throws: { error in
                (error as? EditorFormError)?.message.contains(message) == true
            }
        }
    }
}
