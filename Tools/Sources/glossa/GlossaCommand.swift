import ArgumentParser
import Foundation

/// The `glossa` command: Glossa's tools on the command line.
///
/// Each subcommand is its own `ParsableCommand` in its own file. `main()` is custom only to print bad-input
/// errors as `glossa: <message>` (exit status 1); usage errors keep argument-parser's own form (status 64).
@main
struct GlossaCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "glossa",
        abstract:
            "Glossa's localization tools: plural rules, locales, rendering, extraction, lint, code generation and the delivery server.",
        discussion: """
            Examples:
              glossa plural ru 1 2 5 21 1.5
              glossa plural en --ordinal 1 2 3 4 11
              glossa locale en_au
              glossa locale --negotiate --available en,ru,pt-BR --preferred pt-PT,fr
              glossa render --locale en --tokens '{"count": 5}' \\
                'You have {count || message}'
              glossa convert Localizable.xcstrings de.xliff --locale de
              glossa extract Sources --format xcstrings -o Resources/Localizable.xcstrings
              glossa lint Resources/Localizable.xcstrings
              glossa pseudo Resources/Localizable.xcstrings --style accented
              glossa generate swift Resources/Localizable.xcstrings \\
                -o Sources/App/L10n.swift
              glossa stats Resources/Localizable.xcstrings
              glossa project create demo --source en --languages fr,de
              glossa release create --project demo --reviewed-only
              glossa serve

            \(ExitStatus.documentation)
            """,
        subcommands: [
            PluralCommand.self, LocaleCommand.self, RenderCommand.self, ConvertCommand.self, ExtractCommand.self,
            LintCommand.self, PseudoCommand.self, GenerateCommand.self, StatsCommand.self, PushCommand.self,
            PullCommand.self, InvalidateCommand.self, AnalyticsCommand.self, BundleCommand.self, ServeCommand.self,
            ProjectCommand.self,
            UserCommand.self, ReleaseCommand.self, ChannelCommand.self,
        ]
    )

    static func main() async {
        do {
            var command = try parseAsRoot()
            if var asynchronous = command as? AsyncParsableCommand {
                try await asynchronous.run()
            } else {
                try command.run()
            }
        } catch let exit as ExitCode {
            Self.exit(withError: exit)
        } catch {
            // Bad input (the only errors with argument-parser's generic failure status) is reported in the
            // usual Unix form; help, usage errors and explicit exit codes are left to argument-parser.
            guard exitCode(for: error) == .failure else { Self.exit(withError: error) }
            StandardError.write("glossa: \(message(for: error))\n")
            Foundation.exit(ExitStatus.badInput.rawValue)
        }
    }
}
