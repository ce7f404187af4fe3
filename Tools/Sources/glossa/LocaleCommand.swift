import ArgumentParser
import GlossaCLDR
import GlossaJSON

/// `glossa locale`: canonical, maximised and minimised forms and the CLDR parent chain of a locale, or the
/// negotiated fallback chain for a user's preferences.
struct LocaleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "locale",
        abstract: "Show a locale's canonical form, likely subtags and parents, or negotiate locales.",
        discussion: """
            Examples:
              glossa locale en_au
                canonical: en-AU
                maximized: en-Latn-AU
                minimized: en-AU
                parents:   en-AU → en-001 → en → root
              glossa locale --json zh_hant_hk
              glossa locale --negotiate --available en,ru,pt-BR --preferred pt-PT,fr
                pt-BR
                en
              glossa locale --negotiate --available en,ru --default en

            Without --preferred, --negotiate reads the user's preferred languages from the environment: \
            LANGUAGE (a colon-separated list), then LC_ALL, LC_MESSAGES and LANG (such as ru_RU.UTF-8); \
            "C" and "POSIX" name no language.

            \(ExitStatus.documentation)
            """
    )

    @Argument(help: "A locale identifier, such as en_us, zh-hant-hk or iw.")
    var identifier: String?

    @Flag(help: "Print the fallback chain of the available locales for the preferred ones, one per line.")
    var negotiate = false

    @Option(help: ArgumentHelp("The locales the app has, comma-separated.", valueName: "locales"))
    var available: String?

    @Option(
        help: ArgumentHelp(
            "The user's preferred locales, comma-separated, best first (default: from the environment).",
            valueName: "locales"
        )
    )
    var preferred: String?

    @Option(
        name: .customLong("default"),
        help: ArgumentHelp(
            "The app's development locale, last in the chain (default: the first available).",
            valueName: "locale"
        )
    )
    var defaultLocale: String?

    @OptionGroup
    var output: OutputOptions

    mutating func validate() throws {
        if negotiate {
            guard identifier == nil else {
                throw ValidationError("--negotiate takes --available and --preferred, not a locale argument.")
            }
            guard let available else { throw ValidationError("--negotiate needs --available.") }
            // Bad input: reported as `glossa: …` with exit status 1 (see GlossaCommand.main()).
            _ = try LocaleIdentifier.list(validating: available)
            if let preferred { _ = try LocaleIdentifier.list(validating: preferred) }
            if let defaultLocale { _ = try LocaleIdentifier(validating: defaultLocale) }
        } else {
            guard available == nil, preferred == nil, defaultLocale == nil else {
                throw ValidationError("--available, --preferred and --default need --negotiate.")
            }
            guard let identifier else { throw ValidationError("Missing expected argument '<identifier>'.") }
            _ = try LocaleIdentifier(validating: identifier)
        }
    }

    func run() throws {
        if negotiate {
            try runNegotiation()
        } else {
            describe(try LocaleIdentifier(validating: identifier ?? ""))
        }
    }

    private func describe(_ locale: LocaleIdentifier) {
        let chain = locale.parentChain
        if output.json {
            let object = JSONValue.object([
                "input": .string(identifier ?? ""),
                "canonical": .string(locale.description),
                "maximized": .string(locale.maximized().description),
                "minimized": .string(locale.minimized().description),
                "parents": .array(chain.map { .string($0.description) }),
            ])
            StandardOutput.write(lines: [object.line])
        } else {
            StandardOutput.write(lines: [
                "canonical: \(locale)",
                "maximized: \(locale.maximized())",
                "minimized: \(locale.minimized())",
                "parents:   \(chain.map(\.description).joined(separator: " → "))",
            ])
        }
    }

    private func runNegotiation() throws {
        let available = try LocaleIdentifier.list(validating: available ?? "")
        let preferred = try preferred.map(LocaleIdentifier.list(validating:)) ?? PreferredLanguages.current()
        let defaultLocale = try defaultLocale.map(LocaleIdentifier.init(validating:))
        let chain = LocaleNegotiator(available: available, default: defaultLocale).negotiate(preferred: preferred)
        if output.json {
            let object = JSONValue.object([
                "preferred": .array(preferred.map { .string($0.description) }),
                "available": .array(available.map { .string($0.description) }),
                "chain": .array(chain.map { .string($0.description) }),
            ])
            StandardOutput.write(lines: [object.line])
        } else {
            StandardOutput.write(lines: chain.map(\.description))
        }
    }
}
