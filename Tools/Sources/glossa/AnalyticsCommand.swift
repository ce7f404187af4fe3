import ArgumentParser
import Foundation
import GlossaDelivery
import GlossaJSON
import GlossaServer

/// `glossa analytics`: a project's content fetches per day, by language and by client SDK, from a Glossa
/// server's `GET /analytics`.
struct AnalyticsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "analytics",
        abstract: "Show a project's content fetches per day, by language and by client SDK, from a Glossa server.",
        discussion: """
            Reads the server's analytics (GET /analytics, as transifex-delivery serves them): for each UTC \
            day from --from through --to, how many times apps fetched the project's content, by language \
            and by client SDK (their X-NATIVE-SDK header); no per-user data. A server adds its counts to \
            the database every --analytics-flush-interval seconds (30 by default), so today's lag by up to \
            that. Needs the project token with its secret, or a personal access token (glp_…, of a \
            manager or an administrator) with --project. --format json prints the server's document.

            Examples:
              glossa analytics --host http://127.0.0.1:10300
              glossa analytics --from 2026-11-01 --to 2026-11-30
              glossa analytics --token glp_… --project demo --format json

            \(ExitStatus.documentation) analytics: 1 also when the server refuses.
            """
    )

    @OptionGroup var cds: CDSOptions

    @Option(
        help: ArgumentHelp(
            "The project, with a personal access token (default: $GLOSSA_PROJECT); project credentials read their own.",
            valueName: "id"))
    var project: String?

    @Option(
        help: ArgumentHelp("The first UTC day (default: 6 days before --to).", valueName: "YYYY-MM-DD"))
    var from: String?

    @Option(help: ArgumentHelp("The last UTC day (default: today).", valueName: "YYYY-MM-DD"))
    var to: String?

    @Option(help: ArgumentHelp("text (a table) or json (the server's document).", valueName: "format"))
    var format: ReportFormat = .text

    func validate() throws {
        _ = try days(today: AnalyticsDay.day(unixMilliseconds: Int64(Date().timeIntervalSince1970 * 1000)))
    }

    /// The first and last day asked for, `today` being the default last one.
    func days(today: Int64) throws -> (first: String, last: String) {
        func day(_ text: String, _ option: String) throws -> Int64 {
            guard let day = AnalyticsDay.parse(text) else {
                throw ValidationError("\(option) must be a date YYYY-MM-DD (UTC) from 1970, not \"\(text)\"")
            }
            return day
        }
        let last = try to.map { try day($0, "--to") } ?? today
        let first = try from.map { try day($0, "--from") } ?? max(0, last - 6)
        guard first <= last else {
            throw ValidationError("--from (\(AnalyticsDay.string(first))) is after --to (\(AnalyticsDay.string(last)))")
        }
        return (AnalyticsDay.string(first), AnalyticsDay.string(last))
    }

    func run() async throws {
        let (first, last) = try days(
            today: AnalyticsDay.day(unixMilliseconds: Int64(Date().timeIntervalSince1970 * 1000)))
        let environmentProject = ProcessInfo.processInfo.environment["GLOSSA_PROJECT"].flatMap { $0.isEmpty ? nil : $0 }
        let project = self.project ?? environmentProject
        let client = try cds.managementClient()
        // Project credentials read their own project's; a personal access token names one.
        let personal = client.configuration.token.hasPrefix("glp_")
        if personal && project == nil {
            throw InputError(description: "a personal access token reads a project's analytics: give --project")
        }
        let document: JSONValue
        do {
            document = try await client.analytics(since: first, until: last, project: personal ? project : nil)
        } catch {
            throw InputError(description: "analytics on \(cds.hostDescription) failed: \(error)")
        }
        switch format {
        case .json:
            StandardOutput.write(lines: [JSONWriter(style: .pretty(indent: 2)).string(from: document)])
        case .text:
            let table = try ReleaseOptions.read("analytics on \(cds.hostDescription)") { () throws(CDSWireError) in
                try AnalyticsTable(document: document)
            }
            StandardOutput.write(lines: table.lines)
        }
    }
}
