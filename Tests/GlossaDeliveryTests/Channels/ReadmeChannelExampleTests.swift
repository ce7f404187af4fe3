import Foundation
import GlossaTestSupport
import Testing

@testable import GlossaDelivery

/// The README's channel example, run against a loopback server answering as Glossa's server does.
/// `readmeMatchesThisTest()` fails when the README and `example()` drift apart.
@Suite("README channel example")
struct ReadmeChannelExampleTests {
    @Test func example() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        let archive = Data(ReleaseValidatingTests.formatsArchive())
        let sha256 = SHA256.hexDigest(of: archive)
        server.script("/releases/channels/production", .json(200, ChannelTransport.channelAnswer(4, archive)))
        server.script("/releases/files/\(sha256)", ScriptedResponse(status: 200, body: archive))
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let (host, token, releasesURL) = (server.baseURL, "1/token", temporary.url)

        // README channel example begins
        let installer = ReleaseInstaller(directory: releasesURL)
        if let bundled = Bundle.main.resourceURL.flatMap({ ReleaseArchiveName.bundledArchive(in: $0) }) {
            _ = await installer.installBundledArchive(at: bundled)  // a first launch, even offline
        }
        let channel = ChannelReleaseSource(
            client: CDSClient(configuration: CDSConfiguration(host: host, token: token)), channel: "production",
            appVersion: "2.1.0")
        let outcome = await installer.updateIfAvailable(from: channel)  // the channel's release, if it is another
        // README channel example ends

        guard case .installed(let release, _) = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(release.version == "4")
        #expect(
            server.requests.map(\.target) == [
                "/releases/channels/production?app_version=2.1.0", "/releases/files/\(sha256)",
            ])
        #expect(server.requests.first?.header("Authorization") == "Bearer 1/token")
    }

    @Test func readmeMatchesThisTest() throws {
        let readme = try DocumentationExamples.repositoryFile("README.md", from: #filePath)
        let source = try DocumentationExamples.repositoryFile(
            "Tests/GlossaDeliveryTests/Channels/ReadmeChannelExampleTests.swift", from: #filePath)
        let block = try #require(
            DocumentationExamples.swiftBlocks(inMarkdown: readme).first { lines in
                lines.contains { $0.contains("ChannelReleaseSource(") }
            })
        let readmeBody = Array(block.drop { $0.hasPrefix("import ") || $0.isEmpty })
        let testBody = DocumentationExamples.lines(
            of: source, between: "// README channel example begins", and: "// README channel example ends")
        #expect(readmeBody == testBody)
    }
}
