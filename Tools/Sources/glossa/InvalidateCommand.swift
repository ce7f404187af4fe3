import ArgumentParser
import GlossaDelivery

/// `glossa invalidate`: makes a CDS host drop its cached content.
struct InvalidateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "invalidate",
        abstract: "Make a CDS host refresh its cached content (or --purge it).",
        discussion: """
            Invalidation makes the host rebuild the content it serves (after translations changed); \
            --purge drops it at once. Without --locale, every locale. Needs the project secret.

            Examples:
              glossa invalidate --host https://cds.example.com
              glossa invalidate --host http://127.0.0.1:10300 --locale de --purge

            \(ExitStatus.documentation) invalidate: 1 also when the host refuses.
            """
    )

    @OptionGroup var cds: CDSOptions

    @Option(help: ArgumentHelp("Only this locale.", valueName: "locale"))
    var locale: String?

    @Flag(help: "Drop the cached content at once instead of refreshing it.")
    var purge = false

    func run() async throws {
        let client = try cds.client(needsSecret: true)
        let result: InvalidationResult
        do {
            result = purge ? try await client.purge(locale: locale) : try await client.invalidate(locale: locale)
        } catch {
            throw InputError(
                description: "\(purge ? "purge" : "invalidate") on \(cds.hostDescription) failed: \(error)")
        }
        StandardOutput.write(lines: ["\(purge ? "purged" : "invalidated") \(result.count) \(locale ?? "locales")"])
    }
}
