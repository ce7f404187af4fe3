import Foundation
import Testing

/// A project made on a scratch data directory with `glossa project create --json`: the credentials
/// the tests that talk to a live `glossa serve` push and read with.
struct CreatedProject {
    /// The project's public token.
    let token: String
    /// The project's secret.
    let secret: String

    /// Runs `glossa project create ID --source SOURCE --languages LANGUAGES --json --data-dir DATA`.
    init(_ id: String, source: String, languages: String, dataDirectory: String) throws {
        let created = try Glossa.run([
            "project", "create", id, "--source", source, "--languages", languages, "--json", "--data-dir",
            dataDirectory,
        ])
        #expect(created.status == 0, "\(created)")
        let credentials = try #require(
            try JSONSerialization.jsonObject(with: Data(created.standardOutput.utf8)) as? [String: Any])
        token = try #require(credentials["token"] as? String)
        secret = try #require(credentials["secret"] as? String)
    }
}
