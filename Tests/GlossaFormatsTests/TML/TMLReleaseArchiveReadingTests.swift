import GlossaMessages
import Testing

@testable import GlossaFormats

/// ``TMLReleaseFormat/read(archive:options:)`` reads an archive once: a tar.gz release is inflated once
/// (what `POST /import/{lang}?format=tml` and `glossa convert` read), and which members are files of
/// the release is decided once every path is known, so their order in the archive does not matter.
@Suite("TML release archives, read once")
struct TMLReleaseArchiveReadingTests {
    let format = TMLReleaseFormat()

    /// A release of one key, `Hello`, translated into French.
    static func releaseFiles() -> FileTree {
        var document = LocalizationDocument(sourceLocale: "en")
        document.entries = [
            LocalizationEntry(
                key: "greeting",
                localizations: ["en": Localization(value: "Hello"), "fr": Localization(value: "Bonjour")])
        ]
        return TMLReleaseFormat().files(for: TMLReleaseFormat().release(from: document).release)
    }

    /// A tar of `members` in this order (paths may repeat), gzipped.
    static func tarGZip(_ members: [(String, [UInt8])]) -> [UInt8] {
        GZip.compress(
            members.flatMap { ArchiveTests.tarMember($0.0, data: $0.1) } + [UInt8](repeating: 0, count: 1024))
    }

    /// How many gzip streams `body` starts: each is a pass of inflation over the data.
    static func inflations(_ body: () throws -> Void) rethrows -> Int {
        let starts = Locked(0)
        let started: @Sendable () -> Void = { starts.withLock { $0 += 1 } }
        try GZip.Stream.$onStart.withValue(started) { try body() }
        return starts.withLock { $0 }
    }

    @Test func anAcceptedTarGzReleaseIsInflatedOnce() throws {
        let archive = try Fixtures.bytes("TML/20160218065921.tar.gz")
        var document = LocalizationDocument()
        let passes = try Self.inflations {
            document = try format.read(archive: archive).document
        }
        #expect(document.entries.count == 235)
        #expect(passes == 1)
        // `glossa convert` reads it the same way.
        #expect(try Self.inflations { _ = try LocalizationFormat.tmlRelease.read(archive) } == 1)
    }

    @Test func aLaterCopyReplacesAnEarlierOneThatCannotBeParsed() throws {
        let files = Self.releaseFiles()
        let members =
            [("fr/translations.json", Array("{ broken".utf8))] + files.paths.map { ($0, files[$0] ?? []) }
        let result = try format.read(archive: Self.tarGZip(members))
        #expect(result.document.entries.first?.localizations["fr"]?.plainValue == "Bonjour")
        #expect(result.diagnostics.map(\.kind) == [.duplicateKey], "\(result.diagnostics)")
    }

    @Test func aReleaseFileThatCannotBeParsedIsNamedInTheRelease() throws {
        let files = Self.releaseFiles()
        var members = files.paths.map { ("tml_1/" + $0, files[$0] ?? []) }
        members.append(("tml_1/fr/translations.json", Array("{ broken".utf8)))
        let error = try #require(throws: FormatError.self) { try format.read(archive: Self.tarGZip(members)) }
        #expect(error.diagnostic.file == "fr/translations.json", "\(error)")
    }

    @Test func aMemberOutsideTheReleaseIsNeverReported() throws {
        let files = Self.releaseFiles()
        // `notes` holds no translations.json or language.json: it is no locale folder, and its broken
        // JSON is no file of the release.
        let members =
            [("tml_1/notes/sources/draft.json", Array("{ broken".utf8))]
            + files.paths.map { ("tml_1/" + $0, files[$0] ?? []) }
        let result = try format.read(archive: Self.tarGZip(members))
        #expect(result.document.entries.count == 1)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    }

    @Test func aLocaleFolderNamedAfterItsSourcesStillHasThem() throws {
        var files = Self.releaseFiles()
        files["fr/sources/main.json"] = Array(#"{"results": {}}"#.utf8)
        let paths = files.paths.sorted { ($0.contains("sources/") ? 0 : 1, $0) < ($1.contains("sources/") ? 0 : 1, $1) }
        #expect(paths.first == "fr/sources/main.json")
        let (release, _) = try format.release(files: files)
        let read = try format.read(archive: Self.tarGZip(paths.map { ($0, files[$0] ?? []) }))
        #expect(try read.document == format.read(files: files).document)
        #expect(release.sourceFiles["fr"]?.map(\.0) == ["main.json"])
    }
}
