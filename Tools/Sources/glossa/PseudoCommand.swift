import ArgumentParser
import GlossaFormats
import GlossaToolsKit

/// `glossa pseudo`: writes a pseudo-locale.
struct PseudoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pseudo",
        abstract: "Write a pseudo-locale that keeps every placeholder and token intact.",
        discussion: """
            Styles (repeat --style to combine, applied in order):
              accented   Settings → Šéţţîñĝš (en-XA): unlocalized text stands out
              expanded   Settings → Seettiings (en-XL): about 40% longer, room for German or Finnish
              bracketed  Settings → [Settings] (en-XB): truncation and concatenation show
              rtl        text forced right to left with bidi overrides (ar-XB): mirrored layout

            Only text changes: printf conversions (%@, %1$lld, %#@var@, %arg), TML tokens and decoration \
            syntax ({user}, {count || message}, [bold: …]), ICU arguments, #, and plural/select syntax, \
            MessageFormat 2 declarations, placeholders, markup and keys stay as written, so the \
            pseudo-locale renders with the same arguments as the source (in a complex MessageFormat 2 \
            message, brackets go inside each {{pattern}}, so it still parses). Plural \
            and device variations and substitutions are pseudo-localized case by case.

            A String Catalog (or XLIFF, MCLocalization JSON, txstrings.json) gets the pseudo-locale added \
            in place, or written to --output. A single-locale file (.strings, .stringsdict, flat JSON) \
            gets a sibling file: ru.lproj/… beside en.lproj/…, en-XA.json beside en.json.

            Examples:
              glossa pseudo Resources/Localizable.xcstrings --style accented
              glossa pseudo Localizable.xcstrings --style accented --style expanded \\
                --style bracketed --locale en-XX
              glossa pseudo en.lproj/Localizable.strings --style rtl   # ar-XB.lproj/…
              glossa pseudo en.json --style bracketed --syntax icu -o pseudo.json

            \(ExitStatus.documentation)
            """
    )

    @Argument(help: ArgumentHelp("The catalog or source-language file.", valueName: "file"))
    var file: String

    @Option(help: "accented, expanded, bracketed or rtl (repeat to combine).")
    var style: [PseudoStyle] = []

    @Option(help: ArgumentHelp("The pseudo-locale (default: the first style's, such as en-XA).", valueName: "locale"))
    var locale: String?

    @Option(name: .shortAndLong, help: ArgumentHelp("Where to write (default: see above).", valueName: "path"))
    var output: String?

    @Option(help: ArgumentHelp("The source language (default: the file's, or en).", valueName: "locale"))
    var sourceLocale: String?

    @Option(help: "The syntax of the values (apple, tml, icu or mf2; default: guessed per value).")
    var syntax: MessageSyntax?

    func validate() throws {
        guard !style.isEmpty else { throw ValidationError("Give a --style: accented, expanded, bracketed or rtl.") }
    }

    func run() throws {
        do {
            try writePseudoLocale()
        } catch {
            throw InputError(description: error.description)
        }
    }

    private func writePseudoLocale() throws(CatalogError) {
        let read = try DocumentFiles.read(file, sourceLocale: sourceLocale)
        let source = read.locale ?? sourceLocale ?? read.document.sourceLocale ?? "en"
        let target = locale ?? style[0].defaultLocale
        let appleFormats: [LocalizationFormat] = [.stringCatalog, .strings, .stringsDict, .xliff]
        let pseudo = PseudoLocalizer(styles: style).localize(
            read.document, sourceLocale: source, into: target,
            syntax: syntax ?? (appleFormats.contains(read.format) ? .apple : nil))
        let single = read.format.isSingleLocale
        let destination = output ?? (single ? DocumentFiles.sibling(of: file, locale: target) : file)
        try DocumentFiles.write(pseudo, as: read.format, to: destination, locale: single ? target : nil)
        let styles = style.map(\.rawValue).joined(separator: "+")
        StandardError.write("pseudo: wrote \(target) (\(styles)) to \(destination)\n")
    }
}

extension PseudoStyle: ExpressibleByArgument {}
