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

    /// Reads the manifest `json` that `what` answered, or says which member is wrong.
    func manifest(_ json: JSONValue, at path: String, from what: String) throws -> PublishedRelease {
        try Self.read("\(what) on \(cds.hostDescription)") { () throws(CDSWireError) in
            try PublishedRelease(json: json, at: path)
        }
    }

    /// What `read` reads from the answer of `source` (`release diff on http://…`), or an error saying
    /// the answer is malformed and where (GlossaCDS's readers name the member).
    static func read<Value>(_ source: String, _ read: () throws(CDSWireError) -> Value) throws -> Value {
        do {
            return try read()
        } catch {
            throw InputError(description: "\(source) answered something malformed: \(error.message)")
        }
    }

    /// One line per language of a manifest: `fr  118/120 translated  sha256`, then the archive's.
    static func describe(_ release: PublishedRelease) -> [String] {
        var lines = [
            "release \(release.number)\(release.reviewedOnly ? " (reviewed only)" : "") by \(release.createdBy.name)"
        ]
        for language in release.languages {
            lines.append(
                "  \(language.code)  \(language.translated)/\(language.strings) translated  \(language.file.sha256)")
        }
        lines.append("  archive  \(release.archiveFileName)  \(release.archive.sha256)")
        return lines
    }
}
