import Foundation
import GlossaFormats
import GlossaJSON
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import GlossaServer

/// TML release archives through `POST /import/{lang}?format=tml` and `GET /export/{lang}?format=tml…`,
/// with the real 2016 release of Translation Exchange's Rails demo (the root package's fixture, see its
/// PROVENANCE.md): English keys, Russian translations, one gender-dependent.
@Suite("TML release archives")
struct TMLReleaseImportExportTests {
    static let archive: [UInt8] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../../Tests/GlossaDeliveryTests/Archives/Fixtures/tml_20160218065921.tar.gz")
            .standardized
        return (try? Array(Data(contentsOf: url))) ?? []
    }()

    @Test(arguments: StoreKind.available)
    func importAndExportTheRealRelease(_ kind: StoreKind) async throws {
        #expect(Self.archive.count > 1000, "the fixture archive is missing")
        let release = try TMLReleaseFormat().release(files: try ArchiveReader().read(Self.archive).files).release
        let labels = Dictionary(release.keys.map { ($0.key, $0.label) }, uniquingKeysWith: { first, _ in first })
        // What the import takes: each key's translation without context (gender-only ones are left out).
        var plain: [String: String] = [:]
        var contextual: [String] = []
        for (key, translations) in release.translations["ru"] ?? [] {
            if let contextFree = translations.first(where: { $0.context == nil }) {
                if !contextFree.label.isEmpty { plain[key] = contextFree.label }
            } else if !translations.isEmpty {
                contextual.append(key)
            }
        }
        // A key written in Russian is its own Russian text when it has no translation.
        for key in release.keys where key.locale == "ru" && plain[key.key] == nil { plain[key.key] = key.label }
        let expected = plain
        #expect(expected.count > 100 && !contextual.isEmpty)

        let fixture = try await ServerFixture.make(kind)
        try await fixture.store.addLanguages(["ru"], to: fixture.project.id)
        try await fixture.test { client in
            // The source strings, keyed by their TML keys, as `glossa push tml_….tar.gz` pushes them.
            var data = JSONObject()
            for key in release.keys { data.append(key.key, .object(["string": .string(key.label)])) }
            let pushed = try await fixture.push(client, JSONWriter().string(from: .object(["data": .object(data)])))
            #expect(pushed["data", "details", "created"] == .integer(release.keys.count))

            // Every translation is imported, or refused by the checks of a save with its key and errors
            // (a translation of the real release that `glossa lint` finds an error in); none is lost.
            let refused = try await client.execute(
                uri: "/import/ru?format=tml&status=reviewed", method: .post, headers: fixture.write,
                body: ByteBuffer(bytes: Self.archive)
            ) { response in
                #expect(response.status == .ok, "\(String(buffer: response.body))")
                let json = try JSONValue(parsing: String(buffer: response.body))
                var refused: [String] = []
                if case .array(let items)? = json["data", "refused"] {
                    for item in items {
                        #expect(item["errors"] != .array([]) && item["errors"] != nil, "\(item)")
                        if let key = item["key"]?.stringValue { refused.append(key) }
                    }
                }
                #expect(json["data", "imported"] == .integer(expected.count - refused.count))
                #expect(json["data", "unknown_keys"] == .array([]))
                return Set(refused)
            }
            // The one broken translation of the real release: its Russian lost an opening bracket and
            // its closing tag was machine-translated (`[link] bold: Нажмите здесь] … [/ ссылка]`).
            #expect(refused == ["963cee6675d75866b2bc69756b19c1fc"])
            let imported = expected.filter { !refused.contains($0.key) }
            let served = try await fixture.content(client, "/content/ru?filter[status]=reviewed")
            #expect(served == imported)
            let english = try await fixture.content(client, "/content/en")
            #expect(english.count == release.keys.count)

            // Export: tar.gz by default, tar and zip on request; the archive reads back with the same keys.
            for (format, kind, fileName) in [
                ("tml", ArchiveKind.tarGZip, "tml_ru.tar.gz"), ("tml-tar", .tar, "tml_ru.tar"),
                ("tml-zip", .zip, "tml_ru.zip"),
            ] {
                try await client.execute(uri: "/export/ru?format=\(format)", method: .get, headers: fixture.write) {
                    response in
                    #expect(response.status == .ok)
                    #expect(response.headers[.contentDisposition] == "attachment; filename=\"\(fileName)\"")
                    let bytes = Array(response.body.readableBytesView)
                    #expect(ArchiveKind(detecting: bytes) == kind, "\(format)")
                    let exported = try TMLReleaseFormat().release(files: try ArchiveReader().read(bytes).files).release
                    #expect(exported.defaultLocale == "en")
                    #expect(Set(exported.keys.map(\.key)) == Set(labels.keys))
                    for key in exported.keys { #expect(labels[key.key] == key.label, "\(key.key)") }
                    var translated: [String: String] = [:]
                    for (key, translations) in exported.translations["ru"] ?? [] {
                        if let label = translations.first?.label { translated[key] = label }
                    }
                    #expect(translated == imported, "\(format)")
                }
            }
            // The exported archive imports again, unchanged.
            let exported = try await client.execute(
                uri: "/export/ru?format=tml", method: .get, headers: fixture.write
            ) {
                Array($0.body.readableBytesView)
            }
            try await client.execute(
                uri: "/import/ru?format=tml&status=reviewed", method: .post, headers: fixture.write,
                body: ByteBuffer(bytes: exported)
            ) { response in
                #expect(response.status == .ok)
            }
            #expect(try await fixture.content(client, "/content/ru?filter[status]=reviewed") == imported)
        }
    }

    @Test func brokenArchivesAre400WithWhere() async throws {
        let fixture = try await ServerFixture.make()
        try await fixture.test { client in
            let truncated = Array(Self.archive.prefix(Self.archive.count / 2))
            let noRelease = ArchiveReader.write(
                {
                    var files = FileTree()
                    files["readme.txt"] = Array("not a release".utf8)
                    return files
                }(), as: .zip)
            for body in [Array("plain text".utf8), truncated, noRelease] {
                try await client.execute(
                    uri: "/import/fr?format=tml", method: .post, headers: fixture.write, body: ByteBuffer(bytes: body)
                ) { response in
                    #expect(response.status == .badRequest)
                    let text = String(buffer: response.body)
                    #expect(
                        text.hasPrefix(#"{"status":400,"message":"Bad Request","details":"Cannot read the tml file: "#),
                        "\(text)")
                }
            }
        }
    }
}
