import ArgumentParser
import GlossaDelivery
import GlossaToolsKit

/// `glossa push`: sends source strings to a CDS host.
struct PushCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "push",
        abstract: "Push source strings to a CDS host (Glossa's server or Transifex).",
        discussion: """
            The strings come from catalogs (each key with its source-language value, comment and \
            character limit; a plural becomes one ICU plural message) or, with --sources, straight from \
            Swift code as glossa extract finds it (with file:line occurrences; a TML description or \
            Transifex context becomes the context). The push is a job: glossa waits for it and prints \
            created, updated, skipped, deleted and failed counts. --purge deletes the keys the push does \
            not name; --dry-run asks the host what it would do and changes nothing.

            The host comes from --host or GLOSSA_HOST and is required: push never sends the secret to \
            a default host. The token and secret come from --token/--secret or \
            GLOSSA_TOKEN/GLOSSA_SECRET; they are never printed.

            Examples:
              glossa push Resources/Localizable.xcstrings --host https://cds.example.com \\
                --tag ios
              glossa push --sources Sources --host http://127.0.0.1:10300 --dry-run
              export GLOSSA_HOST=http://127.0.0.1:10300 GLOSSA_TOKEN=… GLOSSA_SECRET=…
              glossa push en.lproj/Localizable.strings --purge

            \(ExitStatus.documentation) push: 1 also when the host refuses the push or the job fails.
            """
    )

    @OptionGroup var cds: CDSOptions

    @Argument(help: ArgumentHelp("Catalogs whose source strings to push.", valueName: "file"))
    var files: [String] = []

    @Option(
        help: ArgumentHelp("Swift files or directories to extract and push instead of catalogs.", valueName: "path"))
    var sources: [String] = []

    @Option(help: ArgumentHelp("The source language of catalogs that do not say (default: en).", valueName: "locale"))
    var sourceLocale: String?

    @Option(help: ArgumentHelp("A tag for every string (repeat for several).", valueName: "tag"))
    var tag: [String] = []

    @Flag(help: "Delete keys on the host that this push does not name.")
    var purge = false

    @Flag(help: "Replace the strings' tags on the host instead of adding to them.")
    var overrideTags = false

    @Flag(help: "Replace the strings' occurrences on the host instead of adding to them.")
    var overrideOccurrences = false

    @Flag(help: "Drop the translations of strings whose source text changed.")
    var dropChangedTranslations = false

    @Flag(help: "Report what would change without changing anything.")
    var dryRun = false

    func validate() throws {
        if files.isEmpty == sources.isEmpty {
            throw ValidationError("Give either catalog files or --sources (Swift code), not both.")
        }
    }

    func run() async throws {
        let strings: [SourceString]
        if sources.isEmpty {
            let catalogs: [MessageCatalog]
            do {
                catalogs = try CatalogLoader(sourceLocale: sourceLocale).load(files)
            } catch {
                throw InputError(description: error.description)
            }
            strings = SourceStrings.from(catalogs, tags: tag)
        } else {
            let files: [String]
            do {
                files = try SourceFileFinder.files(at: sources)
            } catch {
                throw InputError(description: error.description)
            }
            strings = SourceStrings.from(await Extractor().extract(files: files), tags: tag)
        }
        let options = PushOptions(
            purge: purge, overrideTags: overrideTags, overrideOccurrences: overrideOccurrences,
            keepTranslations: !dropChangedTranslations, dryRun: dryRun)
        let client = try cds.client(needsSecret: true)
        let report: JobReport
        do {
            report = try await client.push(strings, options: options)
        } catch {
            throw InputError(description: "push to \(cds.hostDescription) failed: \(error)")
        }
        StandardOutput.write(lines: Self.lines(for: report, count: strings.count, dryRun: dryRun))
        if !report.succeeded { throw ExitCode(ExitStatus.badInput.rawValue) }
    }

    static func lines(for report: JobReport, count: Int, dryRun: Bool) -> [String] {
        let details = report.details ?? JobDetails()
        var lines = [
            "push\(dryRun ? " (dry run)" : ""): \(count) strings, job \(report.jobID) \(report.status): "
                + "\(details.created) created, \(details.updated) updated, \(details.skipped) skipped, "
                + "\(details.deleted) deleted, \(details.failed) failed"
        ]
        lines += report.errors.map { "push: error: \($0)" }
        lines += report.warnings.map { "push: warning: \($0)" }
        return lines
    }
}
