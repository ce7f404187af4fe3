import Foundation
import GlossaFormats
import Testing

@testable import GlossaDelivery

@Suite struct ReleaseInstallerTests {
    struct Fixture {
        let temporary: TemporaryDirectory
        let installer: ReleaseInstaller
        var root: URL { temporary.url.appendingPathComponent("tml") }

        init(maximumUnconfirmedLaunches: Int = 1) throws {
            temporary = try TemporaryDirectory()
            installer = ReleaseInstaller(
                directory: temporary.url.appendingPathComponent("tml"), extractor: JSONArchiveExtractor(),
                maximumUnconfirmedLaunches: maximumUnconfirmedLaunches, logger: RecordingLogger())
        }

        /// Writes a bundled archive named `name` holding `data`.
        func bundled(_ name: String, _ data: Data) throws -> URL {
            let url = temporary.url.appendingPathComponent("App.app/\(name)")
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
            return url
        }

        /// What is left in the installer's directory besides releases and state.
        var leftovers: [String] {
            temporary.fileNames(in: root).filter { $0 != "releases" && $0 != "state.json" }
        }

        var installedVersions: [String] { temporary.fileNames(in: root.appendingPathComponent("releases")) }
    }

    /// Scripts `<base>/version.json` and the archive on a loopback server.
    static func serve(_ server: LoopbackServer, version: String, archive: Data, sha256: String?) {
        let checksum = sha256.map { #", "sha256": "\#($0)""# } ?? ""
        server.script("/cdn/app-key/version.json", .json(200, #"{"version": "\#(version)"\#(checksum)}"#))
        server.script("/cdn/app-key/\(version).tar.gz", ScriptedResponse(status: 200, body: archive))
    }

    static func source(_ server: LoopbackServer) -> HTTPReleaseSource {
        HTTPReleaseSource(baseURL: server.baseURL.appendingPathComponent("cdn/app-key"), timeout: 5)
    }

    @Test(arguments: [
        ("tml_20160218065921.tar.gz", "20160218065921", ArchiveKind.tarGZip),
        ("tml_20160218065921.tgz", "20160218065921", .tarGZip), ("tml_1.2.3.tar", "1.2.3", .tar),
        ("tml_7.zip", "7", .zip), ("20160218065921.tar.gzip", "20160218065921", .tarGZip),
    ])
    func archiveNames(name: String, version: String, format: ArchiveKind) {
        #expect(ReleaseArchiveName(fileName: name) == ReleaseArchiveName(version: version, format: format))
    }

    @Test(arguments: ["tml_.tar.gz", "tml_1.rar", "tml_../x.tar", "tml_a b.zip", "notes.txt"])
    func notArchiveNames(name: String) {
        #expect(ReleaseArchiveName(fileName: name) == nil)
    }

    @Test func sha256KnownAnswers() throws {
        #expect(SHA256.hexDigest(of: []) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(
            SHA256.hexDigest(of: Array("abc".utf8))
                == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(
            SHA256.hexDigest(of: [UInt8](repeating: 0x61, count: 1000))
                == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/tml_20160218065921.tar.gz")
        #expect(
            SHA256.hexDigest(of: try Data(contentsOf: fixture))
                == "9d54e5f3083de613bc7e42469d0ca33af319298164c76fe58a2164cba13e5907")
    }

    @Test func theBundledArchiveIsInstalledOnce() async throws {
        let fixture = try Fixture()
        defer { fixture.temporary.remove() }
        let archive = try fixture.bundled("tml_20160218065921.tar.gz", JSONArchiveExtractor.release("20160218065921"))

        guard case .installed(let release, let previous) = await fixture.installer.installBundledArchive(at: archive)
        else {
            Issue.record("not installed")
            return
        }
        #expect(release.version == "20160218065921")
        #expect(release.isConfirmed)
        #expect(previous == nil)
        #expect(
            FileManager.default.fileExists(
                atPath: release.directory.appendingPathComponent("en/translations.json").path))
        #expect(await fixture.installer.installBundledArchive(at: archive) == .upToDate(release))
        let older = try fixture.bundled("tml_20150101000000.tar.gz", JSONArchiveExtractor.release("20150101000000"))
        #expect(await fixture.installer.installBundledArchive(at: older) == .upToDate(release))
        #expect(fixture.leftovers.isEmpty)
    }

    @Test func aNewerReleaseIsDownloadedVerifiedAndInstalledKeepingThePrevious() async throws {
        let fixture = try Fixture()
        defer { fixture.temporary.remove() }
        let server = try LoopbackServer()
        defer { server.stop() }
        let bundled = try fixture.bundled("tml_100.tar.gz", JSONArchiveExtractor.release("100"))
        _ = await fixture.installer.installBundledArchive(at: bundled)
        let archive = JSONArchiveExtractor.release("200")
        Self.serve(server, version: "200", archive: archive, sha256: SHA256.hexDigest(of: archive))

        let outcome = await fixture.installer.updateIfAvailable(from: Self.source(server))

        guard case .installed(let release, let previous) = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(release.version == "200")
        #expect(!release.isConfirmed)
        #expect(previous?.version == "100")
        #expect(fixture.installedVersions == ["100", "200"])
        #expect(await fixture.installer.currentRelease()?.version == "200")
        #expect(server.requests.map(\.target) == ["/cdn/app-key/version.json", "/cdn/app-key/200.tar.gz"])

        try await fixture.installer.confirmCurrentRelease()
        #expect(fixture.installedVersions == ["200"])
        #expect(await fixture.installer.currentRelease()?.isConfirmed == true)
        #expect(await fixture.installer.previousRelease() == nil)
        #expect(fixture.leftovers.isEmpty)

        // Nothing newer: no download.
        #expect(
            await fixture.installer.updateIfAvailable(from: Self.source(server))
                == .upToDate(await fixture.installer.currentRelease()))
        #expect(server.requests.count == 3)
    }

    @Test func aDownloadWithTheWrongChecksumIsRejected() async throws {
        let fixture = try Fixture()
        defer { fixture.temporary.remove() }
        let server = try LoopbackServer()
        defer { server.stop() }
        _ = await fixture.installer.installBundledArchive(
            at: try fixture.bundled("tml_100.tar", JSONArchiveExtractor.release("100")))
        var archive = JSONArchiveExtractor.release("200")
        let checksum = SHA256.hexDigest(of: archive)
        archive[archive.count - 2] ^= 0x01  // one flipped bit in transit
        Self.serve(server, version: "200", archive: archive, sha256: checksum)

        let outcome = await fixture.installer.updateIfAvailable(from: Self.source(server))

        guard case .rejected(.checksumMismatch(let expected, _), let current) = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(expected == checksum)
        #expect(current?.version == "100")
        #expect(fixture.installedVersions == ["100"])
        #expect(fixture.leftovers.isEmpty)
    }

    @Test func aCorruptArchiveIsRejectedAndNothingIsLeftBehind() async throws {
        let fixture = try Fixture()
        defer { fixture.temporary.remove() }
        let server = try LoopbackServer()
        defer { server.stop() }
        _ = await fixture.installer.installBundledArchive(
            at: try fixture.bundled("tml_100.zip", JSONArchiveExtractor.release("100")))
        Self.serve(server, version: "200", archive: Data("{\"snapshot.json\": \"{}\", \"x\": 1}".utf8), sha256: nil)

        let outcome = await fixture.installer.updateIfAvailable(from: Self.source(server))

        guard case .rejected(.extractionFailed, let current) = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(current?.version == "100")
        #expect(fixture.installedVersions == ["100"])
        #expect(fixture.leftovers.isEmpty)
    }

    @Test func aTruncatedDownloadIsRejected() async throws {
        let fixture = try Fixture()
        defer { fixture.temporary.remove() }
        let server = try LoopbackServer()
        defer { server.stop() }
        _ = await fixture.installer.installBundledArchive(
            at: try fixture.bundled("tml_100.tgz", JSONArchiveExtractor.release("100")))
        let archive = JSONArchiveExtractor.release("200")
        server.script("/cdn/app-key/version.json", .json(200, #"{"version": "200"}"#))
        server.script(
            "/cdn/app-key/200.tar.gz", ScriptedResponse(status: 200, body: archive.prefix(10), truncateBy: 500))

        let outcome = await fixture.installer.updateIfAvailable(from: Self.source(server))

        guard case .rejected(_, let current) = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(current?.version == "100")
        #expect(fixture.installedVersions == ["100"])
        #expect(fixture.leftovers.isEmpty)
    }

    @Test(arguments: [
        ["snapshot.json": #"{"version": "999"}"#],
        ["en/translations.json": #"{"results": "#],
        ["snapshot.json": "[]"],
    ])
    func anInvalidReleaseIsRejected(extra: [String: String]) async throws {
        let fixture = try Fixture()
        defer { fixture.temporary.remove() }
        let server = try LoopbackServer()
        defer { server.stop() }
        Self.serve(server, version: "200", archive: JSONArchiveExtractor.release("200", extra: extra), sha256: nil)

        let outcome = await fixture.installer.updateIfAvailable(from: Self.source(server))

        guard case .rejected(.invalidRelease, nil) = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(fixture.installedVersions.isEmpty)
        #expect(fixture.leftovers.isEmpty)
    }

    @Test func rollingBackRestoresThePreviousAndNeverReinstallsTheBadVersion() async throws {
        let fixture = try Fixture()
        defer { fixture.temporary.remove() }
        let server = try LoopbackServer()
        defer { server.stop() }
        _ = await fixture.installer.installBundledArchive(
            at: try fixture.bundled("tml_100.tar.gz", JSONArchiveExtractor.release("100")))
        Self.serve(server, version: "200", archive: JSONArchiveExtractor.release("200"), sha256: nil)
        _ = await fixture.installer.updateIfAvailable(from: Self.source(server))

        let restored = try await fixture.installer.rollBack()

        #expect(restored.version == "100")
        #expect(await fixture.installer.currentRelease()?.version == "100")
        #expect(fixture.installedVersions == ["100"])
        await #expect(throws: ReleaseError.nothingToRollBackTo) { try await fixture.installer.rollBack() }
        let requestsBefore = server.requests.count
        #expect(await fixture.installer.updateIfAvailable(from: Self.source(server)) == .upToDate(restored))
        #expect(server.requests.count == requestsBefore + 1)  // version.json only, no download
    }

    @Test func anUnconfirmedReleaseIsRolledBackAfterTooManyLaunches() async throws {
        let fixture = try Fixture(maximumUnconfirmedLaunches: 1)
        defer { fixture.temporary.remove() }
        let server = try LoopbackServer()
        defer { server.stop() }
        _ = await fixture.installer.installBundledArchive(
            at: try fixture.bundled("tml_100.tar.gz", JSONArchiveExtractor.release("100")))
        Self.serve(server, version: "200", archive: JSONArchiveExtractor.release("200"), sha256: nil)
        _ = await fixture.installer.updateIfAvailable(from: Self.source(server))

        #expect(await fixture.installer.recordLaunch()?.version == "200")  // first launch: give it a chance
        #expect(await fixture.installer.recordLaunch()?.version == "100")  // never confirmed: roll back
        #expect(await fixture.installer.currentRelease()?.isConfirmed == true)
        #expect(fixture.installedVersions == ["100"])
    }

    @Test func aConfirmedReleaseStaysAcrossLaunches() async throws {
        let fixture = try Fixture()
        defer { fixture.temporary.remove() }
        let server = try LoopbackServer()
        defer { server.stop() }
        _ = await fixture.installer.installBundledArchive(
            at: try fixture.bundled("tml_100.tar.gz", JSONArchiveExtractor.release("100")))
        Self.serve(server, version: "200", archive: JSONArchiveExtractor.release("200"), sha256: nil)
        _ = await fixture.installer.updateIfAvailable(from: Self.source(server))
        _ = await fixture.installer.recordLaunch()
        try await fixture.installer.confirmCurrentRelease()
        for _ in 0..<3 { #expect(await fixture.installer.recordLaunch()?.version == "200") }
    }

    @Test func offlineChecksAreRejectedCleanly() async throws {
        let fixture = try Fixture()
        defer { fixture.temporary.remove() }
        let server = try LoopbackServer()
        let source = Self.source(server)
        server.stop()
        let outcome = await fixture.installer.updateIfAvailable(from: source)
        guard case .rejected(.source(let error), nil) = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(error.isOffline)
    }

    @Test(arguments: [#"{"version": "../../etc"}"#, #"{"v": 1}"#, "not json", #"{"version": "1", "format": "rar"}"#])
    func malformedManifestsAreRejected(body: String) async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.script("/cdn/app-key/version.json", .json(200, body))
        await #expect(throws: ReleaseError.self) { try await Self.source(server).latestRelease() }
    }
}
