import ArgumentParser
import GlossaJSON
import GlossaToolsKit

/// `glossa lint`: checks catalogs before they ship.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check catalogs: placeholders, plural categories, syntax, duplicates, limits, coverage.",
        discussion: """
            Checks, for every key and locale:
              placeholders       translations use the source's placeholders: TML tokens and decorations, \
            ICU arguments, MessageFormat 2 variables ($name, those no .local declares) and markup, printf \
            conversions with compatible types (%d where the source has %@ is an error; %#@var@ variables \
            through their substitutions' specifiers)
              plural-categories  every category CLDR requires for the locale is present (ru needs one, \
            few, many, other), and none it never uses (a warning; zero is allowed in String Catalogs and \
            .stringsdict, where it means exactly 0); also inside ICU plural arguments and MessageFormat 2 \
            .match selectors on :number or :integer (keys that are numbers are exact matches; * stands \
            for other; select=ordinal uses ordinal rules, select=exact is not checked). A count that is \
            a whole number (%lld) needs no category only fractions select (cs, sk, lt many); a category \
            that starts at 1,000,000 (fr, es, it, pt, ca many) is a warning when the source has it, else \
            not reported: Apple shows other there
              plural-number      a plural form for a category the locale uses for several numbers \
            (ru one: 1, 21, 31; fr one: 0 and 1; every other) shows the count when the source does \
            (a warning: "один файл" would be read for 21 files too)
              syntax             every value parses in its syntax (line:column inside the value); for \
            MessageFormat 2 also its data model errors (duplicate-variant, missing-fallback-variant…)
              duplicate-key      a key appears twice in a file
              file-format        a file does not parse; for .strings, an error Apple's parser would turn \
            into a silently empty table
              length             a value is longer than its limit (--max-length, or the catalog's own)
              untranslated       with --require-complete, any key without a translation
              control-character  a value holds a control character (U+0018…) its source does not have
            and prints translated / needs-review / untranslated counts per locale.

            Printf conversions are checked only where a string can be formatted: not in Interface \
            Builder strings (an ObjectID comment or key), InfoPlist tables, nor in translations of a \
            source without arguments whose "%" starts no conversion ("(L/R, %)"). A project that fills \
            its own placeholders (%0, %1) says so with --custom-placeholders %.

            Findings are printed as file:line:column: error|warning: [check] "key" (locale, variation): \
            message. Single-locale files of one table are read together (en.lproj/Localizable.strings \
            with ru.lproj/Localizable.strings; en.json with ru.json); without --source-locale their \
            source is the Xcode project's development region, else en, never the first file given.

            Examples:
              glossa lint Resources/Localizable.xcstrings
              glossa lint */*.lproj/Localizable.strings --source-locale en
              glossa lint en.json ru.json --syntax icu --format json > lint.json
              glossa lint Localizable.xcstrings --max-length 40 --require-complete --strict
              glossa lint */*.lproj/Localizable.strings --custom-placeholders %

            \(ExitStatus.documentation) lint: 1 also when it finds errors (or warnings, with --strict).
            """
    )

    @OptionGroup var catalogs: CatalogOptions

    @Option(help: "Output: text or json.")
    var format: ReportFormat = .text

    @Option(help: ArgumentHelp("The longest a value may be, in characters.", valueName: "n"))
    var maxLength: Int?

    @Flag(help: "Untranslated keys are errors.")
    var requireComplete = false

    @Flag(help: "Warnings fail the run too.")
    var strict = false

    @Flag(help: "Do not report plural categories a locale never uses.")
    var allowUnusedCategories = false

    @Option(
        help: ArgumentHelp(
            "The project fills its own placeholders, this prefix and digits (% for %0, %1), not String(format:).",
            valueName: "prefix"))
    var customPlaceholders: String?

    func validate() throws {
        if let maxLength, maxLength < 1 { throw ValidationError("--max-length must be at least 1.") }
        if customPlaceholders?.isEmpty == true { throw ValidationError("--custom-placeholders needs a prefix.") }
    }

    func run() throws {
        let options = LintOptions(
            maximumLength: maxLength, requireComplete: requireComplete,
            reportUnusedPluralCategories: !allowUnusedCategories, customPlaceholderPrefix: customPlaceholders)
        let report = Linter(options: options).lint(try catalogs.load())
        switch format {
        case .json:
            StandardOutput.write(lines: [JSONWriter(style: .pretty(indent: 2)).string(from: report.json)])
        case .text:
            var lines = report.findings.map(\.description)
            let locales = report.locales.map { "\($0.locale) \($0.translated)/\($0.keys)" }.joined(separator: ", ")
            lines.append(
                "lint: \(report.keyCount) keys, \(report.errorCount) errors, \(report.warningCount) warnings"
                    + (locales.isEmpty ? "" : "; translated: \(locales)"))
            StandardOutput.write(lines: lines)
        }
        if report.errorCount > 0 || (strict && report.warningCount > 0) {
            throw ExitCode(ExitStatus.badInput.rawValue)
        }
    }
}

/// Text for people or JSON for machines.
enum ReportFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}
