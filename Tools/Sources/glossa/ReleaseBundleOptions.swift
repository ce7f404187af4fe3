import ArgumentParser
import Foundation
import GlossaDelivery

/// `glossa bundle`'s release sources: a release of Glossa's server by number or by channel
/// (``ReleaseSelection``), or a release archive on disk; and how it is written into the app's folder.
struct ReleaseBundleOptions: ParsableArguments {
    @OptionGroup var cds: CDSOptions

    @OptionGroup var selection: ReleaseSelection

    @Option(
        help: ArgumentHelp("Bundle this release archive (tml_<version>.tar.gz, .tgz, .tar or .zip).", valueName: "path")
    )
    var releaseArchive: String?

    /// Checks `--release-archive` (``ReleaseSelection`` checks its options, and ``BundleCommand`` that
    /// exactly one source is given).
    func validate() throws {
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
        let (client, manifest, fileProject) = try await selection.manifest(using: cds)
        let origin = selection.origin(of: manifest)
        do {
            let bytes = try await client.releaseFile(sha256: manifest.archive.sha256, project: fileProject)
            return (manifest.archiveName, bytes, origin)
        } catch {
            throw InputError(
                description: "downloading the archive of \(origin) from \(cds.hostDescription) failed: \(error)")
        }
    }
}
