import ArgumentParser
import Foundation
import GlossaDelivery
import GlossaServer

/// Which release of Glossa's server `glossa pull` and `glossa bundle` fetch: one by number (the
/// release API, with the project's secret or a personal access token, and `--project`), or the one a
/// channel serves to an app version (with the app's token). Neither given: no release.
///
/// The options are checked together in ``validate()``; the host, which lives in the command's
/// ``CDSOptions``, is checked when the release is fetched (``manifest(using:)``): releases and channels
/// exist only on Glossa's server, so there is no default host to fall back to.
struct ReleaseSelection: ParsableArguments {
    @Option(help: ArgumentHelp("A release of Glossa's server, by number (needs --project).", valueName: "number"))
    var release: Int?

    @Option(help: ArgumentHelp("The release this channel of Glossa's server serves.", valueName: "name"))
    var channel: String?

    @Option(help: ArgumentHelp("The app version to ask --channel for (semver, such as 2.1).", valueName: "version"))
    var appVersion: String?

    @Option(help: ArgumentHelp("The project of --release (default: $GLOSSA_PROJECT).", valueName: "id"))
    var project: String?

    /// Whether a release is asked for (by `--release` or `--channel`).
    var isSelected: Bool { release != nil || channel != nil }

    /// Checks the options: `--release` and `--channel` exclude each other, a release number is 1 or
    /// more, a channel name is one the server accepts, `--app-version` is a version and goes with
    /// `--channel`, `--project` goes with `--release`.
    func validate() throws {
        if release != nil && channel != nil {
            throw ValidationError("Give --release or --channel: one of them, not both.")
        }
        if let release, release < 1 { throw ValidationError("--release must be a release number (1 or more).") }
        if let channel, !ChannelName.isValid(channel) {
            throw ValidationError(
                "--channel must be a channel name: 1 to 64 lowercase letters, digits, '-' and '_', such as production.")
        }
        if let appVersion {
            guard channel != nil else { throw ValidationError("--app-version goes with --channel.") }
            guard AppVersion(appVersion) != nil else {
                throw ValidationError("--app-version must be a version such as 2.1 or 2.1.3, not \"\(appVersion)\".")
            }
        }
        if project != nil && release == nil { throw ValidationError("--project goes with --release.") }
    }

    /// The client to read the release's files with, the release's manifest, and the project to name
    /// when reading files with a personal access token (which reads the files of the project it names;
    /// a project token reads its own).
    ///
    /// - Throws: ``InputError`` without a host (``CDSOptions/client(needsSecret:glossaOnly:)``), without
    ///   a project for `--release`, or when the server refuses or answers a malformed manifest.
    func manifest(using cds: CDSOptions) async throws -> (
        client: CDSClient, manifest: PublishedRelease, fileProject: String?
    ) {
        do {
            if let release {
                guard let id = project ?? ProcessInfo.processInfo.environment["GLOSSA_PROJECT"], !id.isEmpty else {
                    throw InputError(description: "no project: give --project or set GLOSSA_PROJECT")
                }
                let client = try cds.managementClient()
                let json = try await client.release(project: id, number: release)
                let manifest = try ReleaseOptions.read("release \(release) on \(cds.hostDescription)") {
                    () throws(CDSWireError) in try PublishedRelease(json: json, at: "data")
                }
                return (client, manifest, client.configuration.token.hasPrefix("glp_") ? id : nil)
            }
            let client = try cds.client(needsSecret: false, glossaOnly: true)
            guard let channel else { throw InputError(description: "give --release or --channel") }
            let answer = try await client.channelRelease(channel, appVersion: appVersion)
            return (client, answer.release, nil)
        } catch let error as CDSError {
            throw InputError(description: "reading the release from \(cds.hostDescription) failed: \(error)")
        }
    }

    /// Where the release came from, for messages: `release 4`, `release 4 of channel production for app
    /// version 2.1`.
    func origin(of manifest: PublishedRelease) -> String {
        var origin = "release \(manifest.number)"
        if let channel { origin += " of channel \(channel)" }
        if let appVersion { origin += " for app version \(appVersion)" }
        return origin
    }
}
