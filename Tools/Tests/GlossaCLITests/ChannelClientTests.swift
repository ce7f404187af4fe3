import Foundation
import GlossaDelivery
import GlossaLocalization
import Testing

/// GlossaDelivery's `ChannelReleaseSource` and `ReleaseInstaller` following a channel of a live
/// `glossa serve` over HTTP, as an app does: promotions and rollbacks, a failed download and a
/// tampered archive. (`Tests/GlossaDeliveryTests/Channels/` has the same with an injected transport.)
@Suite("GlossaDelivery follows a channel of glossa serve")
struct ChannelClientTests {
    typealias Scratch = ConvertCommandTests.Scratch

    /// The live server's transport, which cuts or tampers with release-file downloads when told to.
    final class FaultyTransport: HTTPTransport, @unchecked Sendable {
        enum Fault {
            case none
            case cut
            case tamper
        }

        private let lock = NSLock()
        private var fault = Fault.none
        private let base = URLSessionTransport()

        func inject(_ fault: Fault) { lock.withLock { self.fault = fault } }

        func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
            let fault = lock.withLock { self.fault }
            guard request.url.path.hasPrefix("/releases/files/"), fault != .none else {
                return try await base.send(request)
            }
            guard fault == .tamper else { throw .connectionLost("the test cut the download") }
            var response = try await base.send(request)
            response.body[response.body.startIndex + response.body.count / 2] ^= 0x20
            return response
        }
    }

    /// A live server with project `rel` (en → fr): "Apple" reviewed as "Pomme", "Pear" translated (not
    /// reviewed) as "Poire"; release 1 is reviewed-only (no "Poire"), release 2 has everything.
    final class Published {
        let scratch: Scratch
        let server: CDSRoundTripTests.Server
        let project: CreatedProject
        let environment: [String: String]

        init() throws {
            scratch = try Scratch()
            let data = scratch.path("data")
            project = try CreatedProject("rel", source: "en", languages: "fr", dataDirectory: data)
            server = try CDSRoundTripTests.Server(dataDirectory: data)
            var environment = ProcessInfo.processInfo.environment
            environment["GLOSSA_TOKEN"] = project.token
            environment["GLOSSA_SECRET"] = project.secret
            environment["GLOSSA_HOST"] = server.url
            environment["GLOSSA_PROJECT"] = "rel"
            self.environment = environment
            let strings = try scratch.write("Localizable.strings", "\"apple\" = \"Apple\";\n\"pear\" = \"Pear\";\n")
            let push = try Glossa.run(["push", strings, "--source-locale", "en"], environment: environment)
            #expect(push.status == 0, "\(push)")
            try ReleaseCommandTests.translate(
                server, project, "fr", ["apple": ("Pomme", "reviewed"), "pear": ("Poire", "translated")])
            try glossa(["release", "create", "--reviewed-only"])
            try glossa(["release", "create"])
        }

        /// Runs `glossa` with the project's environment and expects success.
        @discardableResult
        func glossa(_ arguments: [String]) throws -> Glossa.Result {
            let result = try Glossa.run(arguments, environment: environment)
            #expect(result.status == 0, "\(arguments): \(result)")
            return result
        }

        /// A client of the server with the app's token.
        func client(transport: any HTTPTransport = URLSessionTransport()) throws -> CDSClient {
            CDSClient(
                configuration: CDSConfiguration(host: try #require(URL(string: server.url)), token: project.token),
                transport: transport, logger: SilentDeliveryLogger())
        }
    }

    /// What `release` shows for "Apple" and "Pear" in French (the source text where it has no translation).
    static func french(_ release: InstalledRelease?) async throws -> [String] {
        let release = try #require(release)
        let localizer = Localizer(
            sourceLocale: "en", appLocales: ["en", "fr"], source: TMLReleaseCatalogSource(folder: release.directory),
            preferredLanguages: ["en"], store: InMemoryLocaleStore(), notificationCenter: nil)
        try await localizer.changeLocale(to: "fr")
        return [localizer.localize("Apple"), localizer.localize("Pear")]
    }

    @Test func promoteRollBackPromoteAgainAFailedDownloadAndATamperedArchive() async throws {
        let published = try Published()
        let transport = FaultyTransport()
        let installer = ReleaseInstaller(
            directory: published.scratch.url.appendingPathComponent("app"), logger: SilentDeliveryLogger())
        let channel = ChannelReleaseSource(
            client: try published.client(transport: transport), channel: "production", appVersion: "2.1.0")

        var installed: [String?] = []
        var shown: [[String]] = []
        for step in [
            ["promote", "production", "--release", "1"], ["promote", "production", "--release", "2"],
            ["rollback", "production"], ["promote", "production", "--release", "2"],
        ] {
            try published.glossa(["channel"] + step)
            let outcome = await installer.updateIfAvailable(from: channel)
            guard case .installed = outcome else {
                Issue.record("\(step): \(outcome)")
                continue
            }
            installed.append(await installer.currentRelease()?.version)
            shown.append(try await Self.french(await installer.currentRelease()))
        }
        #expect(installed == ["1", "2", "1", "2"])
        let strict = ["Pomme", "Pear"]
        let everything = ["Pomme", "Poire"]
        #expect(shown == [strict, everything, strict, everything])
        #expect(await installer.previousRelease()?.version == "1")

        // Release 3 is promoted, but its download is cut: release 2 stays installed.
        try ReleaseCommandTests.translate(
            published.server, published.project, "fr", ["apple": ("Pomme rouge", "reviewed")])
        try published.glossa(["release", "create"])
        try published.glossa(["channel", "promote", "production", "--release", "3"])
        transport.inject(.cut)
        let cut = await installer.updateIfAvailable(from: channel)
        guard case .rejected(.source(.transport(.connectionLost)), let afterCut) = cut else {
            Issue.record("\(cut)")
            return
        }
        #expect(afterCut?.version == "2")
        #expect(try await Self.french(await installer.currentRelease()) == everything)

        // Its bytes are tampered with on the way: refused by their hash, release 2 stays.
        transport.inject(.tamper)
        let tampered = await installer.updateIfAvailable(from: channel)
        guard case .rejected(.checksumMismatch(let expected, let actual), let afterTamper) = tampered else {
            Issue.record("\(tampered)")
            return
        }
        #expect(expected != actual)
        #expect(afterTamper?.version == "2")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: published.scratch.path("app")).sorted()
                == ["releases", "state.json"])

        // The network is sound again: release 3.
        transport.inject(.none)
        guard case .installed(let three, let previous) = await installer.updateIfAvailable(from: channel) else {
            Issue.record("release 3 was not installed")
            return
        }
        #expect(three.version == "3" && previous?.version == "2")
        #expect(try await Self.french(three) == ["Pomme rouge", "Poire"])

        // The server goes away: the installed release stays in use.
        _ = published.server.stop()
        guard case .rejected(.source, let current) = await installer.updateIfAvailable(from: channel) else {
            Issue.record("an update without a server was not rejected")
            return
        }
        #expect(current?.version == "3")
    }

    @Test func appsOfFourVersionsEachInstallTheirEntrysRelease() async throws {
        let published = try Published()
        try published.glossa(["release", "create"])
        try published.glossa(["channel", "promote", "production", "--release", "1"])
        try published.glossa([
            "channel", "promote", "production", "--release", "2", "--min-app-version", "2.0", "--max-app-version",
            "2.9",
        ])
        try published.glossa(["channel", "promote", "production", "--release", "3", "--min-app-version", "3.0"])
        let client = try published.client()
        var installed: [String] = []
        for (index, version) in [nil, "1.4", "2.5", "3.1-beta"].enumerated() {
            let answer = try await client.channelRelease("production", appVersion: version)
            #expect(answer.channel == "production")
            let installer = ReleaseInstaller(
                directory: published.scratch.url.appendingPathComponent("app-\(index)"), logger: SilentDeliveryLogger())
            let outcome = await installer.updateIfAvailable(
                from: ChannelReleaseSource(client: client, channel: "production", appVersion: version))
            guard case .installed(let release, _) = outcome else {
                Issue.record("app version \(version ?? "none"): \(outcome)")
                continue
            }
            #expect(release.version == answer.release.version)
            installed.append(release.version)
        }
        #expect(installed == ["1", "1", "2", "3"])
    }
}
