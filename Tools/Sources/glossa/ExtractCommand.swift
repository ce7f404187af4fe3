import ArgumentParser
import Foundation
import GlossaJSON
import GlossaToolsKit

/// `glossa extract`: finds the localizable strings in Swift sources.
struct ExtractCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "extract",
        abstract: "Find the localizable strings in Swift sources (with SwiftSyntax) and write them out.",
        discussion: """
            Reads every .swift file under the given paths (hidden directories such as .build are skipped) \
            and finds: NSLocalizedString("key", tableName:, value:, comment:); String(localized: "key", \
            defaultValue:, table:, comment:); LocalizedStringResource("key", …) and literals declared as \
            LocalizedStringResource or LocalizedStringKey; SwiftUI Text("…") and the other views and \
            modifiers whose literal title is a LocalizedStringKey (Button, Label, Toggle, .navigationTitle, \
            …); and the calls of Glossa's Localizer on any receiver: localize("label", description:) \
            (also localizeHTML, localizeAttributed; TML, the description is the context), string("key", \
            table:, default:) (also html, attributedString), translate("source", context:, key:) \
            (Transifex Native), string(forKey:) (MCLocalization) and localized("key", tableName:) or \
            "key".localized() (SKLocalizable). Also: a choice between literals (Button(ok ? "On" : \
            "Off") gives both); TableColumn, ContentUnavailableView, .navigationBarTitle, .searchable(prompt:); \
            String(localized:) written .init(localized:); literals passed to the project's own parameters, \
            struct properties and enum case payloads of type LocalizedStringKey, LocalizedStringResource or \
            String.LocalizationValue, or assigned to properties of those types (declared in any file \
            extracted); values, computed properties and functions of type \
            LocalizedStringResource (or LocalizedStringKey, IntentDescription, IntentDialog, \
            DisplayRepresentation, TypeDisplayRepresentation, or arrays and dictionaries of them); App \
            Intents' IntentDescription, IntentDialog, DisplayRepresentation, TypeDisplayRepresentation, \
            @Parameter(title:), .result(dialog:) and AppShortcut (shortTitle, and phrases into table \
            AppShortcuts with ${applicationName}); and the functions given with \
            --localized-string-macro-names (a project's own NSLocalizedString wrappers, such as \
            LocalizedString).

            Interpolations become format specifiers as String.LocalizationValue writes them ("\\(count) \
            items" is "%lld items" when count is declared as an Int; %lf for Double, %@ for strings and for \
            values whose type no file states). A name the file does not declare is looked up in the \
            declarations of every file extracted (properties, variables, function results). A key that is not a literal is a \
            warning (file:line:column: warning: …), as is a file that does not parse.

            Output: --format json (default; to standard output or --output) lists every string with its \
            value, comment, context, table and file:line occurrences. --format xcstrings merges into String \
            Catalogs as Xcode does: new keys added, comments updated, translations kept, keys no longer in \
            code marked stale (hand-added "manual" keys are left alone). --output names the catalog (it \
            receives the strings of its table, Localizable by default) or a directory (one \
            <Table>.xcstrings per table).

            To send the strings straight to a CDS host instead, use glossa push --sources <paths>.

            Progress goes to standard error: a bar on a terminal, a line every tenth of the files \
            otherwise; --quiet silences it.

            Examples:
              glossa extract Sources > strings.json
              glossa extract Sources --format xcstrings \\
                --output Resources/Localizable.xcstrings
              glossa extract Sources App --format xcstrings --output Resources/ \\
                --source-language en
              glossa extract Sources --format xcstrings -o Localizable.xcstrings --dry-run
              glossa extract Sources --strict --quiet         # in CI: fail on dynamic keys

            \(ExitStatus.documentation) extract: 1 also when a path does not exist, a catalog is not \
            valid JSON or cannot be written, and with --strict when there are warnings.
            """
    )

    @Argument(help: ArgumentHelp("Swift files or directories to search.", valueName: "path"))
    var paths: [String] = []

    @Option(help: "Output format: json or xcstrings (default: xcstrings when --output ends in .xcstrings).")
    var format: ExtractFormat?

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp(
            "Where to write: a file (- for standard output), or a directory for one catalog per table.",
            valueName: "path"))
    var output: String?

    @Option(help: ArgumentHelp("The source language of new catalogs.", valueName: "locale"))
    var sourceLanguage = "en"

    @Flag(help: "Show what would change in the catalogs without writing them.")
    var dryRun = false

    @Flag(help: "Exit with status 1 when there are warnings.")
    var strict = false

    @Flag(help: "No progress display.")
    var quiet = false

    @Option(
        name: .customLong("localized-string-macro-names"),
        help: ArgumentHelp(
            "Functions called like NSLocalizedString (key, tableName:, value:, comment:), as Xcode's "
                + "LOCALIZED_STRING_MACRO_NAMES adds them; space- or comma-separated, repeatable.",
            valueName: "names"))
    var localizedStringMacroNames: [String] = []

    /// The function names given with `--localized-string-macro-names`, split.
    var functionNames: Set<String> {
        Set(localizedStringMacroNames.flatMap { $0.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init) })
    }

    @Option(help: ArgumentHelp("How many files to parse at once (default: the number of processors).", valueName: "n"))
    var jobs: Int?

    var resolvedFormat: ExtractFormat {
        format ?? (output?.hasSuffix(".xcstrings") == true ? .xcstrings : .json)
    }

    func validate() throws {
        guard !paths.isEmpty else { throw ValidationError("Give at least one Swift file or directory.") }
        if resolvedFormat == .xcstrings && output == nil {
            throw ValidationError("--format xcstrings needs --output (a .xcstrings file or a directory).")
        }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1.") }
        if dryRun && resolvedFormat != .xcstrings { throw ValidationError("--dry-run applies to --format xcstrings.") }
    }

    func run() async throws {
        let started = Date()
        let files: [String]
        do {
            files = try SourceFileFinder.files(at: paths)
        } catch {
            throw InputError(description: error.description)
        }
        let display = ProgressDisplay(label: "extract", quiet: quiet)
        let extractor =
            jobs.map { Extractor(concurrency: $0, functionNames: functionNames) }
            ?? Extractor(functionNames: functionNames)
        let result = await extractor.extract(files: files) { display.update(completed: $0.completed, total: $0.total) }
        display.finish()
        if !result.warnings.isEmpty { StandardError.write(result.warnings.map { "\($0)\n" }.joined()) }
        let report = try ExtractOutput(result: result, format: resolvedFormat, output: output).write(
            sourceLanguage: sourceLanguage, dryRun: dryRun)
        let seconds = String(format: "%.2f", Date().timeIntervalSince(started))
        if !quiet {
            StandardError.write(
                "extract: \(result.strings.count) strings, \(result.warnings.count) warnings, "
                    + "\(result.fileCount) files, \(result.lineCount) lines in \(seconds) s\n" + report)
        }
        if strict && !result.warnings.isEmpty { throw ExitCode(ExitStatus.badInput.rawValue) }
    }
}

/// The formats `glossa extract` writes.
enum ExtractFormat: String, ExpressibleByArgument, CaseIterable {
    case json, xcstrings
}
