import Foundation
import GlossaFormats
import Testing

@testable import GlossaDelivery

/// ``ChannelReleaseSource`` with ``ReleaseInstaller``, over an injected transport playing Glossa's
/// server (the same against `glossa serve`: Tools/Tests/GlossaCLITests/ChannelClientTests.swift).
@Suite struct ChannelReleaseSourceTests {
    struct Fixture {
        let temporary: TemporaryDirectory
        let installer: ReleaseInstaller
        let server = ChannelTransport()
        var root: URL { temporary.url.appendingPathComponent("releases") }

        init() throws {
            temporary = try TemporaryDirectory()
            installer = ReleaseInstaller(
                directory: temporary.url.appendingPathComponent("releases"), extractor: JSONArchiveExtractor(),
                logger: RecordingLogger())
            for number in 1...4 { server.publish(number, archive: JSONArchiveExtractor.release("\(number)")) }
        }

        func source(appVersion: String? = nil, maximumArchiveBytes: Int = 64 << 20) -> ChannelReleaseSource {
            ChannelReleaseSource(
                client: server.client(), channel: "production", appVersion: appVersion,
                maximumArchiveBytes: maximumArchiveBytes)
        }

        func update() async -> ReleaseUpdateOutcome { await installer.updateIfAvailable(from: source()) }

        var current: String? { get async { await installer.currentRelease()?.version } }

        var installedVersions: [String] { temporary.fileNames(in: root.appendingPathComponent("releases")) }

        /// What is left in the installer's directory besides releases and state.
        var leftovers: [String] { temporary.fileNames(in: root).filter { $0 != "releases" && $0 != "state.json" } }

        /// Writes a bundled archive of release `number`.
        func bundled(_ number: Int) throws -> URL {
            let url = temporary.url.appendingPathComponent("App.app/tml_\(number).tar.gz")
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try JSONArchiveExtractor.release("\(number)").write(to: url)
            return url
        }
    }

    @Test func promoteRollBackPromoteAgainEndsOnTheChannelsReleaseEachTime() async throws {
        let fixture = try Fixture()
        defer { fixture.temporary.remove() }
        var seen: [(current: String?, previous: String?)] = []
        for number in [1, 2, 1, 2] {
            fixture.server.point(at: number)
            guard case .installed(let release, let previous) = await fixture.update() else {
                Issue.record("release \(number) was not installed")
                return
            }
            #expect(release.version == "\(number)")
            seen.append((await fixture.current, previous?.version))
        }
        #expect(seen.map(\.current) == ["1", "2", "1", "2"])
        // The release replaced is kept each time, so the app can still roll back locally.
        #expect(seen.map(\.previous) == [nil, "1", "2", "1"])
        #expect(fixture.installedVersions == ["1", "2"])
        #expect(fixture.leftovers.isEmpty)
        let archive2 = SHA256.hexDigest(of: JSONArchiveExtractor.release("2"))
        #expect(fixture.server.targets.suffix(2) == ["/releases/channels/production", "/releases/files/\(archive2)"])
    }

    @Test func theChannelsCurrentReleaseIsNotDownloadedAgain() async throws {
        let fixture = try Fixture()
        defer { fixture.temporary.remove() }
        fixture.server.point(at: 3)
        _ = await fixture.update()
        let installed = await fixture.installer.currentRelease()
        #expect(await fixture.update() == .upToDate(installed))
        #expect(fixture.server.targets.filter { $0.hasPrefix("/releases/files/") }.count == 1)
    }

    @Test func theRequestCarriesTheAppsTokenAndVersion() async throws {
        let fixture = try Fixture()
        defer { fixture.temporary.remove() }
        fixture.server.point(at: 1)
        let manifest = try await fixture.source(appVersion: "2.1.0-beta+7").latestRelease()
        #expect(
            manifest
                == ReleaseManifest(
                    version: "1", format: .tarGZip, sha256: SHA256.hexDigest(of: JSONArchiveExtractor.release("1"))))
        let request = try #require(fixture.server.requests.first)
        #expect(
            request.url.absoluteString
                == "https://glossa.example/releases/channels/production?app_version=2.1.0-beta%2B7")
        #expect(request.headers["Authorization"] == "Bearer app-token")
        #expect(fixture.source().updateRule == .followSource)
        #expect(HTTPReleaseSource(baseURL: URL(string: "https://cdn.example")!).updateRule == .newerOnly)
    }

    @Test(arguments: [
        TransportError.connectionLost("reset by peer"), .timedOut, .offline("no route to host"),
    ])
    func aFailedDownloadLeavesTheInstalledRelease(failure: TransportError) async throws {
        let fixture = try Fixture()
        defer { fixture.temporary.remove() }
        fixture.server.point(at: 2)
        _ = await fixture.update()
        fixture.server.point(at: 3)
        fixture.server.downloads(.fail(failure))

        let outcome = await fixture.update()

        guard case .rejected(.source(.transport(let error)), let current) = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(error == failure)
        #expect(current?.version == "2")
        #expect(await fixture.current == "2")
        #expect(fixture.installedVersions == ["2"])
        #expect(fixture.leftovers.isEmpty)
        // Once downloads work again, the channel's release is installed.
        fixture.server.downloads(.serve)
        guard case .installed(let release, _) = await fixture.update() else {
            Issue.record("not installed after the network came back")
            return
        }
        #expect(release.version == "3")
    }

    @Test func aTamperedArchiveIsRefusedByItsHash() async throws {
        let fixture = try Fixture()
        defer { fixture.temporary.remove() }
        fixture.server.point(at: 1)
        _ = await fixture.update()
        fixture.server.point(at: 2)
        fixture.server.downloads(.tamper)

        let outcome = await fixture.update()

        guard case .rejected(.checksumMismatch(let expected, let actual), let current) = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(expected == SHA256.hexDigest(of: JSONArchiveExtractor.release("2")))
        #expect(actual != expected)
        #expect(current?.version == "1")
        #expect(fixture.installedVersions == ["1"])
        #expect(fixture.leftovers.isEmpty)
    }

    @Test func anArchiveLargerThanAllowedIsNotDownloaded() async throws {
        let fixture = try Fixture()
        defer { fixture.temporary.remove() }
        fixture.server.point(at: 1)
        let outcome = await fixture.installer.updateIfAvailable(from: fixture.source(maximumArchiveBytes: 10))
        guard case .rejected(.extractionFailed(let detail), nil) = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(detail.contains("more than 10"))
        #expect(fixture.server.targets == ["/releases/channels/production"])
    }

    @Test func offlineTheBundledReleaseIsUsed() async throws {
        let fixture = try Fixture()
        defer { fixture.temporary.remove() }
        let source = ChannelReleaseSource(
            client: CDSClient(
                configuration: CDSConfiguration(host: URL(string: "http://127.0.0.1:9")!, token: "app-token"),
                transport: OfflineTransport(), clock: TestClock(), logger: RecordingLogger()),
            channel: "production")
        _ = await fixture.installer.installBundledArchive(at: try fixture.bundled(3))

        let outcome = await fixture.installer.updateIfAvailable(from: source)

        guard case .rejected(.source(let error), let current) = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(error.isOffline)
        #expect(current?.version == "3")
        #expect(await fixture.current == "3")
    }

    @Test func anUnknownChannelKeepsTheInstalledRelease() async throws {
        let fixture = try Fixture()
        defer { fixture.temporary.remove() }
        _ = await fixture.installer.installBundledArchive(at: try fixture.bundled(3))
        fixture.server.point(at: nil)
        guard case .rejected(.source(.notFound(let message)), let current) = await fixture.update() else {
            Issue.record("not a 404")
            return
        }
        #expect(message.contains("No channel"))
        #expect(current?.version == "3")
    }

    @Test func aRolledBackChannelIsNotUndoneByTheBundleAtTheNextLaunch() async throws {
        let fixture = try Fixture()
        defer { fixture.temporary.remove() }
        let bundle = try fixture.bundled(3)
        _ = await fixture.installer.installBundledArchive(at: bundle)
        fixture.server.point(at: 2)  // the channel was rolled back below the bundled release
        _ = await fixture.update()
        #expect(await fixture.current == "2")

        // Next launch: the same bundle is offered again and the channel's release stays.
        let installed = await fixture.installer.currentRelease()
        #expect(await fixture.installer.installBundledArchive(at: bundle) == .upToDate(installed))
        #expect(await fixture.current == "2")

        // An app update shipping a newer bundled release installs it.
        guard
            case .installed(let release, _) = await fixture.installer.installBundledArchive(at: try fixture.bundled(4))
        else {
            Issue.record("the new bundle was not installed")
            return
        }
        #expect(release.version == "4")
    }

    @Test func aReleaseTheAppRolledBackFromIsNotReinstalledByTheChannel() async throws {
        let fixture = try Fixture()
        defer { fixture.temporary.remove() }
        fixture.server.point(at: 1)
        _ = await fixture.update()
        try await fixture.installer.confirmCurrentRelease()
        fixture.server.point(at: 2)
        _ = await fixture.update()
        #expect(try await fixture.installer.rollBack().version == "1")  // the app found release 2 broken

        let restored = await fixture.installer.currentRelease()
        #expect(await fixture.update() == .upToDate(restored))
        fixture.server.point(at: 3)  // a fix is promoted
        guard case .installed(let release, _) = await fixture.update() else {
            Issue.record("release 3 was not installed")
            return
        }
        #expect(release.version == "3")
    }

    @Test func aSourceThatPublishesForwardOnlyStillInstallsNewerReleasesOnly() async throws {
        struct Forward: ReleaseSource {
            let archive: Data
            func latestRelease() async throws(ReleaseError) -> ReleaseManifest { ReleaseManifest(version: "1") }
            func downloadArchive(_ release: ReleaseManifest) async throws(ReleaseError) -> Data { archive }
        }
        let fixture = try Fixture()
        defer { fixture.temporary.remove() }
        fixture.server.point(at: 2)
        _ = await fixture.update()
        let installed = await fixture.installer.currentRelease()
        let forward = Forward(archive: JSONArchiveExtractor.release("1"))
        #expect(forward.updateRule == .newerOnly)
        #expect(await fixture.installer.updateIfAvailable(from: forward) == .upToDate(installed))
        fixture.server.point(at: 1)
        guard case .installed(let release, _) = await fixture.update() else {
            Issue.record("the channel's older release was not installed")
            return
        }
        #expect(release.version == "1")
    }

    @Test(arguments: [
        (#"{"data": {"channel": "production"}}"#, "data.release is missing"),
        (
            #"{"data": {"channel": "production", "release": {"number": 0}}}"#,
            "data.release.number is not a whole number"
        ),
        (
            #"{"data": {"channel": "production", "release": {"number": 2, "source_language": "en", "languages": {}, "archive": {"sha256": "../../etc/passwd", "size": 1}}}}"#,
            "data.release.archive.sha256 is not a SHA-256"
        ),
        (
            #"{"data": {"channel": "production", "release": {"number": 2, "source_language": "en", "languages": {"fr": {"size": 1}}, "archive": {"sha256": "\#(String(repeating: "a", count: 64))", "size": 1}}}}"#,
            "data.release.languages.fr.sha256 is missing"
        ),
        ("[1, 2]", "channel"),
    ])
    func aMalformedAnswerIsRefusedSayingWhere(body: String, message: String) async throws {
        let fixture = try Fixture()
        defer { fixture.temporary.remove() }
        fixture.server.answerChannel(with: body)
        let outcome = await fixture.update()
        guard case .rejected(.source(.malformedResponse(let detail)), nil) = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(detail.contains(message), "\(detail)")
        #expect(fixture.server.targets == ["/releases/channels/production"])
    }
}

/// A transport with no network.
struct OfflineTransport: HTTPTransport {
    func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        throw .offline("no route to host")
    }
}
