import Foundation
import GlossaFormats
import Testing

@Suite("TMLReleaseFormat")
struct TMLReleaseFormatTests {
    let format = TMLReleaseFormat()

    func archive() throws -> [UInt8] { try Fixtures.bytes("TML/20160218065921.tar.gz") }

    @Test func readsTheRealReleaseArchive() throws {
        let (files, notes) = try ArchiveReader().read(try archive(), fileName: "20160218065921.tar.gz")
        #expect(notes.isEmpty)
        #expect(files.count == 22)
        let (release, diagnostics) = try format.release(files: files)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(release.version == "20160218065921")
        #expect(release.defaultLocale == "en")
        #expect(release.keys.count == 235)
        #expect(release.locales.sorted() == ["en", "ru"])
        #expect(release.sourceFiles["ru"]?.count == 7)
        #expect(release.languages["ru"]?["native_name"] == "Русский")
        let ru = try #require(release.translations["ru"])
        let born = try #require(ru.first { $0.key == "9bda7753182282b3a863a84f3b4cca58" })
        #expect(born.translations.map(\.label) == ["Родился", "Родилась", "Родился/Родилась"])
        #expect(born.translations[1].context?["user"]?["gender"] == "female")
    }

    @Test func documentHasKeysLabelsAndContextVariations() throws {
        let result = try format.read(archive: try archive())
        let document = result.document
        #expect(document.sourceLocale == "en")
        #expect(document.entries.count == 235)
        let key = try #require(document.entry(forKey: "17707f3ba66ab53129e8e7e22aa68efc"))
        #expect(key.localizations["en"]?.plainValue == "To:")
        #expect(key.comment == "List of emails")
        let born = try #require(
            document.entry(forKey: "9bda7753182282b3a863a84f3b4cca58")?.localizations["ru"]?.variant.variations)
        #expect(born.kind == .context)
        #expect(born[#"{"user":{"gender":"male"}}"#]?.unit?.value == "Родился")
        let translated = document.entries.filter { $0.localizations["ru"] != nil }.count
        #expect(translated == 230 + 1)  // 230 translated keys, plus "sssss" whose label is Russian
    }

    @Test(arguments: ArchiveKind.allCases)
    func releaseRoundTripsThroughEveryArchiveKind(_ kind: ArchiveKind) throws {
        let document = try format.read(archive: try archive()).document
        let written = format.writeArchive(document, kind: kind)
        #expect(written.diagnostics.isEmpty, "\(written.diagnostics)")
        let reread = try format.read(archive: written.bytes)
        #expect(reread.diagnostics.isEmpty)
        for (left, right) in zip(reread.document.entries, document.entries) where left != right {
            Issue.record("\(left)\n!=\n\(right)")
            break
        }
        #expect(reread.document.entries.count == document.entries.count)
        let leftKeys = reread.document.extensions.members.map(\.key)
        let rightKeys = document.extensions.members.map(\.key)
        #expect(leftKeys == rightKeys)
        for key in rightKeys where reread.document.extensions[key] != document.extensions[key] {
            Issue.record("extension \(key) differs: \(String(describing: reread.document.extensions[key]).prefix(300))")
        }
        #expect(reread.document == document)
    }

    @Test func readsAnExtractedFolderAndANestedRoot() throws {
        let (files, _) = try ArchiveReader().read(try archive())
        var nested = FileTree()
        for path in files.paths { nested["release/" + path] = files[path] }
        let fromNested = try format.read(files: nested).document
        let direct = try format.read(files: files).document
        #expect(fromNested == direct)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-tml-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try ArchiveReader.write(files, toDirectory: directory)
        #expect(try format.read(files: try ArchiveReader().read(directory: directory)).document == direct)
    }

    @Test(arguments: ArchiveKind.allCases)
    func aStreamedArchiveReadsAsItsFilesWithOtherMembersBesideThem(_ kind: ArchiveKind) throws {
        let (files, _) = try ArchiveReader().read(try archive())
        var nested = FileTree()
        for path in files.paths { nested["release/" + path] = files[path] }
        nested["release/notes/readme.json"] = Array("not JSON the release reads".utf8)
        nested["release/wide.bin"] = [UInt8](repeating: 0x20, count: 2 << 20)
        let streamed = try format.read(archive: ArchiveReader.write(nested, as: kind))
        #expect(streamed.diagnostics.isEmpty, "\(streamed.diagnostics)")
        #expect(streamed.document == (try format.read(files: files).document))
    }

    @Test func aMalformedReleaseFileInAZipIsAnErrorNamingIt() throws {
        var (files, _) = try ArchiveReader().read(try archive())
        files["ru/translations.json"] = Array("{\"results\": [".utf8)
        let error = try #require(
            throws: FormatError.self,
            performing: { try format.read(archive: ArchiveReader.write(files, as: .zip)) })
        #expect(error.diagnostic.file == "ru/translations.json", "\(error)")
    }

    @Test func otherDocumentsGetTMLKeys() throws {
        var document = LocalizationDocument(sourceLocale: "en")
        document.entries = [
            LocalizationEntry(
                key: "greeting", comment: "List of emails",
                localizations: ["en": Localization(value: "To:"), "ru": Localization(value: "Кому:")])
        ]
        let (release, diagnostics) = format.release(from: document)
        #expect(diagnostics.map(\.severity) == [.note])
        #expect(release.keys.first?.key == "17707f3ba66ab53129e8e7e22aa68efc")
        #expect(release.translations["ru"]?.first?.translations.first?.label == "Кому:")
    }

    /// An ICU plural (a CDS's form of a String Catalog plural) is no TML label: it is left out with
    /// a warning, never written as text that TML would show as it is.
    @Test func icuPluralsAreLeftOutWithAWarning() throws {
        var document = LocalizationDocument(sourceLocale: "en")
        document.entries = [
            LocalizationEntry(
                key: "files",
                localizations: [
                    "en": Localization(value: "{???, plural, one {%lld file} other {%lld files}}"),
                    "de": Localization(value: "{???, plural, one {%lld Datei} other {%lld Dateien}}"),
                ]),
            LocalizationEntry(
                key: "To:",
                localizations: [
                    "en": Localization(value: "To:"),
                    "de": Localization(value: "{cnt, plural, one {An einen} other {An alle}}"),
                ]),
        ]
        let (release, diagnostics) = format.release(from: document)
        #expect(release.keys.map(\.label) == ["To:"])
        #expect(release.translations["de"]?.flatMap { $0.translations }.isEmpty == true)
        let warnings = diagnostics.filter { $0.severity == .warning }
        #expect(warnings.map(\.key) == ["files", "To:"], "\(diagnostics)")
        #expect(warnings.allSatisfy { $0.message.contains("ICU plural") && $0.kind == .unrepresentable })
        let written = format.files(for: release)
        for path in written.paths {
            #expect(!String(decoding: written[path] ?? [], as: UTF8.self).contains("plural,"), "\(path)")
        }
    }

    @Test func notAReleaseIsAClearError() {
        var files = FileTree()
        files["readme.txt"] = [1]
        #expect(throws: FormatError.self) { try format.read(files: files) }
    }

    @Test func aZipWithoutKeysIsNoReleaseBeforeAnyMemberIsInflated() throws {
        var files = FileTree()
        files["en/translations.json"] = Array("{}".utf8)
        var zip = ArchiveReader.write(files, as: .zip)
        // Corrupt the member's data: only a reader that inflated it would see.
        zip[30 + "en/translations.json".utf8.count] ^= 0xFF
        let error = try #require(throws: FormatError.self, performing: { try format.read(archive: zip) })
        #expect(error.description.contains("not a TML release: there is no translation_keys.json"), "\(error)")
    }
}
