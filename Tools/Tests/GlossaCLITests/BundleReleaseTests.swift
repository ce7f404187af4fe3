import Foundation
import GlossaDelivery
import GlossaLocalization
import Testing

/// `glossa bundle --channel | --release | --release-archive` against a live `glossa serve`, and the
/// client library using the bundled release offline.
@Suite("glossa bundle of a release")
struct BundleReleaseTests {
    typealias Published = ChannelClientTests.Published

    /// The SHA-256 of a file, by `sha256sum`.
    static func sha256(_ path: String) throws -> String {
        let result = try Glossa.run(
            ["sha256sum", path], executable: URL(fileURLWithPath: "/usr/bin/env"))
        return String(result.standardOutput.prefix(64))
    }

    @Test func bundlesTheChannelsReleaseAndTheAppUsesItOffline() async throws {
        let published = try Published()
        try published.glossa(["channel", "promote", "production", "--release", "1"])
        try published.glossa(["channel", "promote", "production", "--release", "2", "--min-app-version", "2.0"])
        let folder = published.scratch.path("App/Release")

        let first = try published.glossa(["bundle", "--channel", "production", "-o", folder])
        #expect(
            first.standardError == "bundle: wrote tml_1.tar.gz, release 1 of channel production, to \(folder)\n",
            "\(first)")
        let second = try published.glossa(["bundle", "--channel", "production", "--app-version", "2.1", "-o", folder])
        #expect(
            second.standardError
                == "bundle: wrote tml_2.tar.gz, release 2 of channel production for app version 2.1, to \(folder) (removed tml_1.tar.gz)\n",
            "\(second)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["tml_2.tar.gz"])
        let served = try await published.client().channelRelease("production", appVersion: "2.1").release.archive
        #expect(try Self.sha256(folder + "/tml_2.tar.gz") == served.sha256)

        // By number, with the secret, and from the archive on disk: the same bytes.
        let byNumber = try published.glossa(["bundle", "--release", "2", "-o", published.scratch.path("ByNumber")])
        #expect(byNumber.standardError.hasPrefix("bundle: wrote tml_2.tar.gz, release 2, to "), "\(byNumber)")
        let local = try published.glossa([
            "bundle", "--release-archive", published.scratch.path("ByNumber/tml_2.tar.gz"), "-o",
            published.scratch.path("Local"),
        ])
        #expect(local.standardError.contains("release 2 from "), "\(local)")
        #expect(try Self.sha256(published.scratch.path("Local/tml_2.tar.gz")) == served.sha256)

        // The app's first launch, offline: the bundled release is installed and read.
        _ = published.server.stop()
        let installer = ReleaseInstaller(
            directory: published.scratch.url.appendingPathComponent("Support"), logger: SilentDeliveryLogger())
        let bundled = try #require(ReleaseArchiveName.bundledArchive(in: URL(fileURLWithPath: folder)))
        let source = ReleaseCatalogSource(
            installer: installer, bundledArchive: bundled,
            updates: ChannelReleaseSource(client: try published.client(), channel: "production", appVersion: "2.1"))
        let localizer = Localizer(
            sourceLocale: "en", appLocales: ["en", "fr"], source: source, preferredLanguages: ["en"],
            store: InMemoryLocaleStore(), notificationCenter: nil)
        try await localizer.changeLocale(to: "fr")
        #expect(localizer.localize("Pear") == "Poire")
        let update = await localizer.fetchTranslations()
        guard case .failed(let reason)? = update.outcomes["fr"] else {
            Issue.record("\(update.outcomes)")
            return
        }
        #expect(reason.contains("release server"), "\(reason)")
        #expect(localizer.localize("Pear") == "Poire")
        #expect(await installer.currentRelease()?.version == "2")
    }

    @Test func badInputIsRefusedWithAClearMessage() throws {
        let published = try Published()
        try published.glossa(["channel", "promote", "production", "--release", "1"])
        let out = published.scratch.path("Out")
        let usage: [([String], String)] = [
            (["bundle", "-o", out], "Give catalog files, --release, --channel or --release-archive"),
            (["bundle", "--channel", "production", "--release", "1", "-o", out], "one of them"),
            (["bundle", "x.xcstrings", "--channel", "production", "-o", out], "one of them"),
            (["bundle", "--channel", "Production", "-o", out], "--channel must be a channel name"),
            (["bundle", "--channel", "production", "--app-version", "2.x", "-o", out], "--app-version must be"),
            (["bundle", "--release", "1", "--app-version", "2.1", "-o", out], "--app-version goes with --channel"),
            (["bundle", "--channel", "production", "--version", "3", "-o", out], "--version and --source-locale"),
            (["bundle", "--release-archive", "notes.tar.bz2", "-o", out], "must be named tml_<version>.tar.gz"),
            (["bundle", "--release", "0", "-o", out], "--release must be a release number"),
        ]
        for (arguments, message) in usage {
            let result = try Glossa.run(arguments, environment: published.environment)
            #expect(result.status == 64, "\(arguments): \(result)")
            #expect(result.standardError.contains(message), "\(arguments): \(result)")
        }
        let corrupt = try published.scratch.write("tml_5.tar.gz", "not an archive")
        let failures: [([String], String)] = [
            (["bundle", "--channel", "staging", "-o", out], "No channel"),
            (["bundle", "--release", "9", "-o", out], "not found (404)"),
            (["bundle", "--release-archive", corrupt, "-o", out], "an app would refuse this archive: cannot unpack"),
            (["bundle", "--release-archive", published.scratch.path("tml_6.zip"), "-o", out], "cannot be read"),
        ]
        for (arguments, message) in failures {
            let result = try Glossa.run(arguments, environment: published.environment)
            #expect(result.status == 1, "\(arguments): \(result)")
            #expect(result.standardError.contains(message), "\(arguments): \(result)")
        }
        #expect(!published.scratch.exists("Out"))
    }
}
