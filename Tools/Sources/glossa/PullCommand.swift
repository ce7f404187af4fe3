import ArgumentParser
import Foundation
import GlossaDelivery
import GlossaFormats
import GlossaJSON
import GlossaToolsKit

/// `glossa pull`: fetches translations from a CDS host and writes them in a format the runtime reads.
struct PullCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pull",
        abstract: "Pull translations from a CDS host and write them in any format the runtime reads.",
        discussion: """
            Fetches the content of each locale (all the host's languages unless --locale is given; \
            --tag keeps strings with all the tags, --status those in a state such as reviewed) and writes \
            them as the output's extension says, or --format: txstrings.json (Transifex Native's cache file, \
            the app-bundle cache GlossaDelivery reads at start-up), .xcstrings, .xliff, MCLocalization \
            .json, or a TML release archive (.tar.gz, .zip). Single-locale formats (--format strings, \
            stringsdict, json) write one file per locale into the output folder: <locale>.lproj/<Table>.strings \
            or <locale>.json. Untranslated keys (empty on the host) are left out.

            Examples:
              glossa pull --host https://cds.example.com -o Resources/txstrings.json
              glossa pull --host http://127.0.0.1:10300 --locale de --locale fr \\
                -o Localizable.xcstrings
              glossa pull --tag ios --status reviewed --format strings -o Resources/
              glossa pull --format tml -o Resources/tml_1.tar.gz
              glossa pull --channel production --app-version 2.1 \\
                -o Resources/txstrings.json
              glossa pull --release 4 --project demo -o Resources/txstrings.json

            --channel (with the token) and --release (with the secret or a personal access token, and \
            --project) fetch a release of Glossa's server instead of the current strings: each file by \
            its SHA-256, refused if its bytes do not match.

            \(ExitStatus.documentation) pull: 1 also when the host cannot be reached or refuses.
            """
    )

    @OptionGroup var cds: CDSOptions

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp("The file (or folder, for single-locale formats) to write.", valueName: "path"))
    var output: String

    @Option(
        help:
            "The output format (default: from the output's name): xcstrings, txstrings, xliff, strings, stringsdict, json, mclocalization, tml."
    )
    var format: String?

    @Option(
        help: ArgumentHelp("A locale to pull (repeat; default: every language of the project).", valueName: "locale"))
    var locale: [String] = []

    @Option(help: ArgumentHelp("Only strings with this tag (repeat: all of them).", valueName: "tag"))
    var tag: [String] = []

    @Option(
        help: ArgumentHelp(
            "Only translations in this status: translated, reviewed, proofread or finalized.", valueName: "status"),
        transform: { text in
            guard let status = TranslationStatus(rawValue: text) else {
                throw ValidationError(
                    "unknown status \"\(text)\" for --status: expected translated, reviewed, proofread or finalized")
            }
            return status
        })
    var status: TranslationStatus?

    @Option(help: ArgumentHelp("The table name for single-locale files (default: Localizable).", valueName: "name"))
    var table = "Localizable"

    @OptionGroup var selection: ReleaseSelection

    var resolvedFormat: LocalizationFormat? {
        if let format { return LocalizationFormat(name: format) }
        return LocalizationFormat.detect(path: output, contents: [])
    }

    func validate() throws {
        if let format, LocalizationFormat(name: format) == nil {
            throw ValidationError("Unknown --format \(format).")
        }
        if resolvedFormat == nil {
            throw ValidationError("Cannot tell the format of \(output): name it with --format.")
        }
        if selection.isSelected && (!tag.isEmpty || status != nil) {
            throw ValidationError("A release is pulled whole: --tag and --status do not apply to it.")
        }
    }

    func run() async throws {
        guard let format = resolvedFormat else { return }
        if selection.isSelected { return try await pullRelease(as: format) }
        let client = try cds.client(needsSecret: false)
        var locales = locale
        var source = "en"
        do {
            let languages = try await client.fetchLanguages()
            source = languages.sourceLanguageCode ?? source
            if locales.isEmpty { locales = languages.languages.map(\.code) }
        } catch {
            if locales.isEmpty {
                throw InputError(description: "cannot list the languages of \(cds.hostDescription): \(error)")
            }
        }
        var tables: [(locale: String, table: [String: String])] = []
        for locale in locales {
            do {
                let response = try await client.fetchContent(
                    locale: locale, filter: ContentFilter(tags: tag, status: status))
                if case .content(let table, _, let skipped) = response {
                    tables.append((locale, table))
                    for problem in skipped { StandardError.write("glossa: pull \(locale): skipped \(problem)\n") }
                }
            } catch {
                throw InputError(description: "pull \(locale) from \(cds.hostDescription) failed: \(error)")
            }
        }
        try write(tables, source: source, as: format)
    }

    /// Writes the pulled tables as `format` and says what was written.
    private func write(
        _ tables: [(locale: String, table: [String: String])], source: String, as format: LocalizationFormat
    )
        throws
    {
        let (document, problems) = PulledContent.document(sourceLocale: source, tables: tables)
        for problem in problems { StandardError.write("glossa: pull: \(problem)\n") }
        try write(document, as: format, locales: tables.map(\.locale))
        let counts = tables.map { "\($0.locale) \($0.table.values.filter { !$0.isEmpty }.count)" }
        StandardError.write("pull: \(counts.joined(separator: ", ")) → \(output)\n")
    }

    /// `--release` or `--channel`: the release's manifest (from the release API, or the channel the app
    /// token reads), then each language's file by its SHA-256, verified.
    private func pullRelease(as format: LocalizationFormat) async throws {
        let (client, manifest, fileProject) = try await selection.manifest(using: cds)
        var tables: [(locale: String, table: [String: String])] = []
        for language in manifest.languages where locale.isEmpty || locale.contains(language.code) {
            do {
                if case .content(let table, _, let skipped) = try await client.releaseContent(
                    sha256: language.file.sha256, project: fileProject)
                {
                    tables.append((language.code, table))
                    for problem in skipped {
                        StandardError.write("glossa: pull \(language.code): skipped \(problem)\n")
                    }
                }
            } catch {
                throw InputError(description: "pull \(language.code) from \(cds.hostDescription) failed: \(error)")
            }
        }
        for missing in locale where !tables.contains(where: { $0.locale == missing }) {
            throw InputError(description: "pull: the release has no language \"\(missing)\"")
        }
        StandardError.write("pull: \(selection.origin(of: manifest))\n")
        try write(tables, source: manifest.sourceLanguage, as: format)
    }

    private func write(_ document: LocalizationDocument, as format: LocalizationFormat, locales: [String]) throws {
        do {
            guard format.isSingleLocale else {
                try DocumentFiles.write(document, as: format, to: output, locale: nil)
                return
            }
            for locale in locales {
                let name =
                    format == .flatJSON
                    ? "\(locale).json" : "\(locale).lproj/\(table).\(format == .strings ? "strings" : "stringsdict")"
                try DocumentFiles.write(
                    document, as: format, to: URL(fileURLWithPath: output).appendingPathComponent(name).path,
                    locale: locale)
            }
        } catch {
            throw InputError(description: error.description)
        }
    }
}
