import ArgumentParser
import Foundation
import GlossaDelivery
import GlossaJSON

/// What `glossa release` and `glossa channel` share: the host and credentials (``CDSOptions``: the
/// project's token with its secret, or a personal access token `glp_…` as `--token`), the project and
/// the output form.
struct ReleaseOptions: ParsableArguments {
    @OptionGroup var cds: CDSOptions

    @Option(help: ArgumentHelp("The project's identifier on the server (default: $GLOSSA_PROJECT).", valueName: "id"))
    var project: String?

    @Flag(help: "Print the server's JSON instead of lines of text.")
    var json = false

    /// The project from `--project`, else `GLOSSA_PROJECT`.
    func projectID() throws -> String {
        guard let id = project ?? ProcessInfo.processInfo.environment["GLOSSA_PROJECT"], !id.isEmpty else {
            throw InputError(description: "no project: give --project or set GLOSSA_PROJECT")
        }
        return id
    }

    /// Runs `call` with the management client and the project, reporting a failure as `what … failed`.
    func call(_ what: String, _ call: (CDSClient, String) async throws(CDSError) -> JSONValue) async throws
        -> JSONValue
    {
        let client = try cds.managementClient()
        let project = try projectID()
        do {
            return try await call(client, project)
        } catch {
            throw InputError(description: "\(what) on \(cds.hostDescription) failed: \(error)")
        }
    }

    /// Prints `value` as indented JSON.
    func printJSON(_ value: JSONValue) {
        StandardOutput.write(lines: [JSONWriter(style: .pretty(indent: 2)).string(from: value)])
    }

    /// `1.0.0…2.0.0`-style text of a channel entry's range.
    static func range(_ entry: JSONValue) -> String {
        let minimum = entry["min_app_version"]?.stringValue
        let maximum = entry["max_app_version"]?.stringValue
        if minimum == nil && maximum == nil { return "every app version" }
        return "app versions \(minimum ?? "")…\(maximum ?? "")"
    }

    /// One line per language of a manifest: `fr  118/120 translated  sha256`.
    static func describe(_ release: JSONValue) -> [String] {
        let number = release["number"]?.intValue ?? 0
        var lines = [
            "release \(number)\(release["reviewed_only"]?.boolValue == true ? " (reviewed only)" : "")"
                + " by \(release["created_by"]?["name"]?.stringValue ?? "?")"
        ]
        for (language, file) in release["languages"]?.objectValue?.members ?? [] {
            let strings = file["strings"]?.intValue ?? 0
            lines.append(
                "  \(language)  \(file["translated"]?.intValue ?? 0)/\(strings) translated  \(file["sha256"]?.stringValue ?? "")"
            )
        }
        if let archive = release["archive"] {
            lines.append(
                "  archive  \(archive["file_name"]?.stringValue ?? "")  \(archive["sha256"]?.stringValue ?? "")")
        }
        return lines
    }
}
