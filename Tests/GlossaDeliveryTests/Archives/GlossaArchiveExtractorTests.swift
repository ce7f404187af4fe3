import Foundation
import GlossaFormats
import Testing

@testable import GlossaDelivery

/// The installer with its default extractor (GlossaFormats' tar, gzip and zip readers) on the real
/// 2016 TML release and on hostile archives.
@Suite struct GlossaArchiveExtractorTests {
    static let realArchive = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/tml_20160218065921.tar.gz")
    static let realChecksum = "9d54e5f3083de613bc7e42469d0ca33af319298164c76fe58a2164cba13e5907"

    struct Fixture {
        let temporary: TemporaryDirectory
        let installer: ReleaseInstaller

        init() throws {
            temporary = try TemporaryDirectory()
            installer = ReleaseInstaller(
                directory: temporary.url.appendingPathComponent("tml"), logger: RecordingLogger())
        }

        func bundled(_ name: String, _ bytes: [UInt8]) throws -> URL {
            let url = temporary.url.appendingPathComponent("App.app/\(name)")
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
            return url
        }
    }

    @Test func theRealReleaseInstallsFromTheBundle() async throws {
        let fixture = try Fixture()
        defer { fixture.temporary.remove() }

        let outcome = await fixture.installer.installBundledArchive(at: Self.realArchive)

        guard case .installed(let release, _) = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(release.version == "20160218065921")
        let files = try ArchiveReader().read(directory: release.directory)
        #expect(files.count == 22)
        #expect(files["ru/translations.json"]?.isEmpty == false)
        #expect(files["en/sources/docs/index.json"]?.isEmpty == false)
    }

    @Test func theRealReleaseInstallsFromAServerWithItsChecksum() async throws {
        let fixture = try Fixture()
        defer { fixture.temporary.remove() }
        let server = try LoopbackServer()
        defer { server.stop() }
        ReleaseInstallerTests.serve(
            server, version: "20160218065921", archive: try Data(contentsOf: Self.realArchive),
            sha256: Self.realChecksum)

        let outcome = await fixture.installer.updateIfAvailable(from: ReleaseInstallerTests.source(server))

        guard case .installed(let release, nil) = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(release.version == "20160218065921")
        #expect(!release.isConfirmed)
    }

    @Test func aTruncatedGzipIsRejectedAndTheCurrentReleaseStays() async throws {
        let fixture = try Fixture()
        defer { fixture.temporary.remove() }
        let server = try LoopbackServer()
        defer { server.stop() }
        let release = ArchiveReader.write(Self.release(version: "100"), as: .tarGZip)
        _ = await fixture.installer.installBundledArchive(at: try fixture.bundled("tml_100.tar.gz", release))
        let real = try Data(contentsOf: Self.realArchive)
        ReleaseInstallerTests.serve(
            server, version: "20160218065921", archive: real.prefix(real.count / 2), sha256: nil)

        let outcome = await fixture.installer.updateIfAvailable(from: ReleaseInstallerTests.source(server))

        guard case .rejected(.extractionFailed, let current) = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(current?.version == "100")
        #expect(
            fixture.temporary.fileNames(in: fixture.temporary.url.appendingPathComponent("tml")) == [
                "releases", "state.json",
            ])
    }

    @Test func aPathTraversalArchiveIsRefusedAndWritesNothingOutside() async throws {
        let fixture = try Fixture()
        defer { fixture.temporary.remove() }
        var files = Self.release(version: "100")
        files["../../escaped.json"] = Array("{}".utf8)
        let archive = try fixture.bundled("tml_100.tar", ArchiveReader.write(files, as: .tar))

        let outcome = await fixture.installer.installBundledArchive(at: archive)

        guard case .rejected(.extractionFailed, nil) = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(
            !FileManager.default.fileExists(atPath: fixture.temporary.url.appendingPathComponent("escaped.json").path))
        #expect(
            !FileManager.default.fileExists(
                atPath: fixture.temporary.url.appendingPathComponent("tml/escaped.json").path))
        #expect(await fixture.installer.currentRelease() == nil)
    }

    @Test func aZipReleaseInstalls() async throws {
        let fixture = try Fixture()
        defer { fixture.temporary.remove() }
        let archive = try fixture.bundled("tml_300.zip", ArchiveReader.write(Self.release(version: "300"), as: .zip))
        guard case .installed(let release, _) = await fixture.installer.installBundledArchive(at: archive) else {
            Issue.record("not installed")
            return
        }
        #expect(release.version == "300")
    }

    static func release(version: String) -> FileTree {
        var files = FileTree()
        files["snapshot.json"] = Array(#"{"version": "\#(version)"}"#.utf8)
        files["en/translations.json"] = Array(#"{"results": {}}"#.utf8)
        return files
    }
}
