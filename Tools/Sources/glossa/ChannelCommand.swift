import ArgumentParser
import GlossaDelivery
import GlossaJSON

/// `glossa channel …`: which release each channel (production, staging) serves to which app versions.
struct ChannelCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "channel",
        abstract: "Promote releases to channels, roll them back, and show them.",
        discussion: """
            A channel (such as production or staging) points apps at a release; an entry may serve only \
            app versions from --min-app-version to --max-app-version (semver, such as 2.1), and an app \
            gets the newest release among the entries its version matches. Promoting and rolling back \
            are each one atomic change, kept in the channel's history. Apps read a channel with their \
            token (GET /releases/channels/{name}): GlossaDelivery's ChannelReleaseSource installs the \
            channel's release in an app (older ones too, after a rollback), glossa pull --channel writes \
            it in any format, and glossa bundle --channel bundles it as the app's offline fallback.

            The host, credentials and project are those of glossa release.

            Examples:
              glossa channel promote production --release 4 --project demo
              glossa channel promote production --release 2 --max-app-version 1.9 \\
                --project demo
              glossa channel rollback production --project demo
              glossa channel show production --project demo

            \(ExitStatus.documentation) channel: 1 also when the host refuses.
            """,
        subcommands: [ChannelPromoteCommand.self, ChannelRollbackCommand.self, ChannelShowCommand.self]
    )
}

/// The app-version range of a channel entry.
struct AppVersionOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp("The lowest app version the entry serves (default: no lower bound).", valueName: "version"))
    var minAppVersion: String?

    @Option(
        help: ArgumentHelp("The highest app version the entry serves (default: no upper bound).", valueName: "version"))
    var maxAppVersion: String?
}

/// One line for a channel entry: `production (every app version) → release 4 (was 3)`.
func channelEntryLine(_ name: String, _ entry: JSONValue) -> String {
    let previous = entry["previous_release"]?.intValue.map { " (was \($0))" } ?? ""
    return "\(name) (\(ReleaseOptions.range(entry))) → release \(entry["release"]?.intValue ?? 0)\(previous)"
}

/// `glossa channel promote`.
struct ChannelPromoteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "promote", abstract: "Point a channel (for some app versions) at a release.")

    @OptionGroup var options: ReleaseOptions
    @OptionGroup var versions: AppVersionOptions

    @Argument(help: ArgumentHelp("The channel, such as production.", valueName: "name"))
    var name: String

    @Option(help: ArgumentHelp("The release to serve.", valueName: "number"))
    var release: Int

    func run() async throws {
        let entry = try await options.call("channel promote") { client, project throws(CDSError) in
            try await client.promote(
                project: project, channel: name, release: release, minimumAppVersion: versions.minAppVersion,
                maximumAppVersion: versions.maxAppVersion)
        }
        if options.json { return options.printJSON(entry) }
        StandardOutput.write(lines: [channelEntryLine(name, entry)])
    }
}

/// `glossa channel rollback`.
struct ChannelRollbackCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rollback", abstract: "Point a channel's entry back at the release it served before.")

    @OptionGroup var options: ReleaseOptions
    @OptionGroup var versions: AppVersionOptions

    @Argument(help: ArgumentHelp("The channel, such as production.", valueName: "name"))
    var name: String

    func run() async throws {
        let entry = try await options.call("channel rollback") { client, project throws(CDSError) in
            try await client.rollBack(
                project: project, channel: name, minimumAppVersion: versions.minAppVersion,
                maximumAppVersion: versions.maxAppVersion)
        }
        if options.json { return options.printJSON(entry) }
        StandardOutput.write(lines: [channelEntryLine(name, entry)])
    }
}

/// `glossa channel show`.
struct ChannelShowCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show", abstract: "Show a channel's entries and its history, newest first.")

    @OptionGroup var options: ReleaseOptions

    @Argument(help: ArgumentHelp("The channel, such as production.", valueName: "name"))
    var name: String

    func run() async throws {
        let channel = try await options.call("channel show") { client, project throws(CDSError) in
            try await client.channel(project: project, name: name)
        }
        if options.json { return options.printJSON(channel) }
        var lines = (channel["entries"]?.arrayValue ?? []).map { channelEntryLine(name, $0) }
        lines.append("history:")
        for event in channel["history"]?.arrayValue ?? [] {
            lines.append(
                "  \(event["sequence"]?.intValue ?? 0). \(event["action"]?.stringValue ?? "") release "
                    + "\(event["release"]?.intValue ?? 0) (\(ReleaseOptions.range(event))) by "
                    + "\(event["actor"]?["name"]?.stringValue ?? "?")")
        }
        StandardOutput.write(lines: lines)
    }
}
