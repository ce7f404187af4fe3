import Foundation
import GlossaDelivery

/// How `glossa pull` and `glossa bundle` find a release of Glossa's server: by number (the release API,
/// with the project's secret or a personal access token, and the project), or the one a channel serves
/// to an app version (with the app's token).
struct ReleaseFetch {
    let cds: CDSOptions
    /// `--project`, else `GLOSSA_PROJECT`; needed for a release by number.
    let project: String?

    /// The client to read the release's files with, the release's manifest, and the project to name
    /// when reading files with a personal access token (which reads the files of the project it names;
    /// a project token reads its own).
    func manifest(release: Int?, channel: String?, appVersion: String?) async throws -> (
        client: CDSClient, manifest: PublishedRelease, fileProject: String?
    ) {
        do {
            if let release {
                guard let id = project ?? ProcessInfo.processInfo.environment["GLOSSA_PROJECT"], !id.isEmpty else {
                    throw InputError(description: "no project: give --project or set GLOSSA_PROJECT")
                }
                let client = try cds.managementClient()
                let json = try await client.release(project: id, number: release)
                return (
                    client, try PublishedRelease(json: json), client.configuration.token.hasPrefix("glp_") ? id : nil
                )
            }
            let client = try cds.client(needsSecret: false, glossaOnly: true)
            guard let channel else { throw InputError(description: "give --release or --channel") }
            let answer = try await client.channelRelease(channel, appVersion: appVersion)
            return (client, answer.release, nil)
        } catch let error as CDSError {
            throw InputError(description: "reading the release from \(cds.hostDescription) failed: \(error)")
        }
    }
}
