import ArgumentParser
import GlossaDelivery
import GlossaJSON

/// `glossa release …`: numbered, immutable snapshots of a project's translations on Glossa's server.
struct ReleaseCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "release",
        abstract: "Create, list and compare releases of a project on Glossa's server.",
        discussion: """
            A release is an immutable, numbered snapshot of the project's strings: the source language \
            and the target languages (all, or each --language), as CDS content files and a TMLKit release \
            archive, each served at an address made of its SHA-256. With --reviewed-only, translations not \
            yet reviewed are left out as untranslated ones are, so apps show the source text. Channels \
            (glossa channel) point apps at a release.

            The host comes from --host or GLOSSA_HOST and is required; the credentials are the project's \
            token and secret (a manager's rights) or a personal access token (glp_…) as --token; the \
            project from --project or GLOSSA_PROJECT.

            Examples:
              glossa release create --project demo --reviewed-only
              glossa release create --project demo --language fr --language de
              glossa release list --project demo
              glossa release diff 3 4 --project demo

            \(ExitStatus.documentation) release: 1 also when the host refuses.
            """,
        subcommands: [ReleaseCreateCommand.self, ReleaseListCommand.self, ReleaseDiffCommand.self]
    )
}

/// `glossa release create`.
struct ReleaseCreateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "create", abstract: "Make a release of the project's current strings.")

    @OptionGroup var options: ReleaseOptions

    @Option(help: ArgumentHelp("A target language (repeat; default: every one).", valueName: "locale"))
    var language: [String] = []

    @Flag(help: "Only reviewed translations; the others fall back to the source text.")
    var reviewedOnly = false

    func run() async throws {
        let release = try await options.call("release create") { client, project throws(CDSError) in
            try await client.createRelease(
                project: project, languages: language.isEmpty ? nil : language, reviewedOnly: reviewedOnly)
        }
        if options.json { return options.printJSON(release) }
        StandardOutput.write(
            lines: ReleaseOptions.describe(try options.manifest(release, at: "data", from: "release create")))
    }
}

/// `glossa release list`.
struct ReleaseListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List the project's releases, newest first.")

    @OptionGroup var options: ReleaseOptions

    func run() async throws {
        let releases = try await options.call("release list") { client, project throws(CDSError) in
            try await client.releases(project: project)
        }
        if options.json { return options.printJSON(releases) }
        guard let list = releases.arrayValue else {
            throw InputError(description: "release list on \(options.cds.hostDescription) answered no list of releases")
        }
        StandardOutput.write(
            lines: try list.enumerated().map { position, json in
                let release = try options.manifest(json, at: "data[\(position)]", from: "release list")
                return "\(release.number)  \(release.languages.map(\.code).joined(separator: ", "))"
                    + "\(release.reviewedOnly ? "  reviewed only" : "")  by \(release.createdBy.name)"
            })
    }
}

/// `glossa release diff`.
struct ReleaseDiffCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Show what changed from one release to another.",
        discussion: """
            One block per language with changes: + key: string (added), - key: string (removed), \
            ~ key: old → new (changed).
            """)

    @OptionGroup var options: ReleaseOptions

    @Argument(help: ArgumentHelp("The older release's number.", valueName: "from"))
    var from: Int

    @Argument(help: ArgumentHelp("The newer release's number.", valueName: "to"))
    var to: Int

    func run() async throws {
        let diff = try await options.call("release diff") { client, project throws(CDSError) in
            try await client.releaseDiff(project: project, from: from, to: to)
        }
        if options.json { return options.printJSON(diff) }
        let changes = try ReleaseOptions.read("release diff on \(options.cds.hostDescription)") {
            () throws(CDSWireError) in try ReleaseDiff(json: diff, at: "data")
        }
        var lines: [String] = []
        for language in changes.languages where !language.isEmpty {
            lines.append(
                "\(language.code): \(language.added.count) added, \(language.removed.count) removed, "
                    + "\(language.changed.count) changed")
            lines += language.added.map { "  + \($0.key): \($0.string)" }
            lines += language.removed.map { "  - \($0.key): \($0.string)" }
            lines += language.changed.map { "  ~ \($0.key): \($0.old) → \($0.new)" }
        }
        StandardOutput.write(lines: lines.isEmpty ? ["no changes from release \(from) to \(to)"] : lines)
    }
}
