import ArgumentParser
import Foundation
import GlossaDelivery
import GlossaServer

/// `glossa bundle`'s release sources: a release of Glossa's server by number or by channel, or a release
/// archive on disk; and how it is written into the app's folder.
struct ReleaseBundleOptions: ParsableArguments {
    @OptionGroup var cds: CDSOptions

    @Option(help: ArgumentHelp("Bundle this release of Glossa's server (needs --project).", valueName: "number"))
    var release: Int?

    @Option(help: ArgumentHelp("Bundle the release this channel of Glossa's server serves.", valueName: "name"))
    var channel: String?

    @Option(help: ArgumentHelp("The app version to ask --channel for (semver, such as 2.1).", valueName: "version"))
    var appVersion: String?

    @Option(help: ArgumentHelp("The project of --release (default: $GLOSSA_PROJECT).", valueName: "id"))
    var project: String?

    @Option(
        help: ArgumentHelp("Bundle this release archive (tml_<version>.tar.gz, .tgz, .tar or .zip).", valueName: "path")
    )
    var releaseArchive: String?

    /// Checks the release options (``BundleCommand`` checks that exactly one source is given).
    func validate() throws {
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
        if let releaseArchive,
            ReleaseArchiveName(fileName: URL(fileURLWithPath: releaseArchive).lastPathComponent) == nil
        {
            throw ValidationError(
                "--release-archive must be named tml_<version>.tar.gz (.tgz, .tar or .zip): its name gives the release's version."
            )
        }
    }

    /// Fetches or reads the release, checks it as the app's installer would, and writes it into `output`.
    func bundle(into output: String) async throws {
        let (name, bytes, origin) = try await archive()
        try await ReleaseBundle.check(bytes, named: name, origin: origin)
        let removed = try ReleaseBundle.write(bytes, named: name, into: output)
        let replacing = removed.isEmpty ? "" : " (removed \(removed.joined(separator: ", ")))"
        StandardError.write("bundle: wrote \(name.fileName), \(origin), to \(output)\(replacing)\n")
    }

    /// The archive's name and bytes, and where it came from, for messages.
    private func archive() async throws -> (name: ReleaseArchiveName, bytes: Data, origin: String) {
        if let releaseArchive {
            let url = URL(fileURLWithPath: releaseArchive)
            guard let name = ReleaseArchiveName(fileName: url.lastPathComponent) else {
                throw InputError(description: "\(releaseArchive): not a release archive name")
            }
            do {
                return (name, try Data(contentsOf: url), "release \(name.version) from \(releaseArchive)")
            } catch {
                throw InputError(description: "\(releaseArchive): cannot be read (\(error.localizedDescription))")
            }
        }
        let (client, manifest, fileProject) = try await ReleaseFetch(cds: cds, project: project).manifest(
            release: release, channel: channel, appVersion: appVersion)
        var origin = "release \(manifest.number)"
        if let channel { origin += " of channel \(channel)" }
        if let appVersion { origin += " for app version \(appVersion)" }
        do {
            let bytes = try await client.releaseFile(sha256: manifest.archive.sha256, project: fileProject)
            return (manifest.archiveName, bytes, origin)
        } catch {
            throw InputError(
                description: "downloading the archive of \(origin) from \(cds.hostDescription) failed: \(error)")
        }
    }
}
