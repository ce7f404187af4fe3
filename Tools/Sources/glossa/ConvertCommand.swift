import ArgumentParser
import Foundation
import GlossaFormats

/// `glossa convert`: converts localization files between any two formats GlossaFormats knows, reporting
/// what the target cannot represent.
struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Convert localization files between formats (.strings, .stringsdict, .xcstrings, XLIFF, JSON, TML).",
        discussion: """
            Formats (by extension, or named with --from/--to): strings, stringsdict, xcstrings, xliff (.xliff, \
            .xlf), json (flat key-value; MCLocalization's per-language file), mclocalization (one JSON file, \
            every language), swifternalization (a folder of base.json, <lang>.json, expressions.json), \
            txstrings (Transifex Native's cache), tml (a release: folder, .tar, .tar.gz/.tgz or .zip). A .json \
            input is recognised by its shape.

            Examples:
              glossa convert Localizable.xcstrings de.xliff --locale de
              glossa convert en.lproj/Localizable.strings Localizable.xcstrings
              glossa convert "Supporting Files" Localizable.xcstrings
              glossa convert tml_20160218065921.tar.gz ru.json --locale ru
              glossa convert strings.json Localizable.xcstrings --from mclocalization \\
                --source-locale en
              glossa convert Localizable.xcstrings release.zip --to tml
              glossa convert de.xliff Catalogs/ --to xcstrings

            An .xcstrings output that is a folder (it exists, ends in /, or has no extension with --to \
            xcstrings) gets one String Catalog per table, where Xcode keeps it: <folder>/<name>.xcstrings for \
            <folder>/<lang>.lproj/<name>.strings|stringsdict (a key's .stringsdict entry wins, as at run \
            time). One .xcstrings file holds one table: if tables give a key different values (InfoPlist of \
            several targets), nothing is written and the keys are named.

            Single-locale inputs (.strings, .stringsdict, flat JSON) are read in --input-locale, else the \
            locale a <lang>.lproj folder or a <lang>.json name shows, else --source-locale, else "en". \
            A folder of <lang>.lproj/<Table>.strings and .stringsdict files is read whole: every locale, \
            each table's .strings and .stringsdict merged (the .stringsdict entry wins); a String Catalog \
            holds the table it is named after (else Localizable). Single-locale outputs write --locale \
            (default: the source locale); XLIFF writes the source locale and --locale as the target.

            Writing to a String Catalog that exists merges into it, as Xcode's migration does: the catalog \
            keeps its source language and keys, the input's translations are added or replace those of \
            the same locale, and a note on standard error counts the keys added and the values added, \
            updated and unchanged.

            Problems are printed to standard error as file:line:column: severity: message. A duplicate \
            key is an error, as in glossa lint: the later value is kept (as Apple's parser does) and the \
            earlier one is lost.

            --to-syntax mf2 also converts every value (plain values, variations and substitutions) from ICU \
            MessageFormat to Unicode MessageFormat 2, each for its locale (which names the currency of \
            {n, number, currency}): {name} becomes {$name}, plural, selectordinal and select become .match, \
            and the result renders as the ICU message does. A value MessageFormat 2 cannot express \
            identically (a date or time argument, a number pattern with text around the digits, an argument \
            named 0) or with an ICU syntax error is an error naming the key, the locale and the line and \
            column in the value; then nothing is written (exit status 1), so a catalog never mixes the two \
            syntaxes. Example:
              glossa convert messages.json messages-mf2.json --to-syntax mf2 --input-locale de

            Exit status: 0 converted, nothing lost; 1 bad input (the input cannot be read or is not in the \
            format, the output cannot be written or cannot hold the input's tables; nothing is written); 2 converted, but something was lost \
            or skipped (input errors that were recovered from, or things the target format cannot \
            represent; with --strict nothing is written; locales --locale leaves out are no loss); 64 \
            usage error.
            """
    )

    @Argument(help: "The file or folder to read.")
    var input: String

    @Argument(help: "The file or folder to write; - for standard output.")
    var output: String

    @Option(
        help: ArgumentHelp("The input format (default: from the input's extension and contents).", valueName: "format"))
    var from: String?

    @Option(help: ArgumentHelp("The output format (default: from the output's extension).", valueName: "format"))
    var to: String?

    @Option(
        help: ArgumentHelp("The locale to write to a single-locale output, or XLIFF's target.", valueName: "locale"))
    var locale: String?

    @Option(help: ArgumentHelp("The locale of a single-locale input.", valueName: "locale"))
    var inputLocale: String?

    @Option(help: ArgumentHelp("The source (development) locale when the input does not say.", valueName: "locale"))
    var sourceLocale: String?

    @Option(
        help: ArgumentHelp(
            "Convert the values from ICU MessageFormat to another syntax (mf2: Unicode MessageFormat 2).",
            valueName: "syntax"))
    var toSyntax: String?

    @Flag(help: "Write nothing if anything would be lost or was skipped (exit status 2).")
    var strict = false

    @Flag(help: "Print only errors, not warnings and notes.")
    var quiet = false

    mutating func validate() throws {
        if let from, LocalizationFormat(name: from) == nil {
            throw ValidationError("Unknown format \(quoted(from)) for --from; \(Self.formatList).")
        }
        if let to, LocalizationFormat(name: to) == nil {
            throw ValidationError("Unknown format \(quoted(to)) for --to; \(Self.formatList).")
        }
        if let toSyntax, toSyntax != "mf2" {
            throw ValidationError(
                "Unknown syntax \(quoted(toSyntax)) for --to-syntax; the one supported is mf2 (from ICU MessageFormat)."
            )
        }
        if let to, to == "tml" || to == "swifternalization" {
            return
        }
        if to == nil, LocalizationFormat.detect(path: output, contents: []) == nil, ArchiveKind(fileName: output) == nil
        {
            throw ValidationError("Cannot tell the output format from \(quoted(output)); name it with --to.")
        }
    }

    static let formatList =
        "known formats: strings, stringsdict, xcstrings, xliff, json, mclocalization, swifternalization, txstrings, tml"

    func run() throws {
        let conversion = Conversion(command: self)
        let status = try conversion.run()
        if status != 0 { throw ExitCode(status) }
    }
}
