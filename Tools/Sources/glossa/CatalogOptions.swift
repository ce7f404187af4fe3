import ArgumentParser
import GlossaToolsKit

/// Options of the commands that read catalogs (`lint`, `stats`, `pseudo`, `generate swift`).
struct CatalogOptions: ParsableArguments {
    @Argument(
        help: ArgumentHelp(
            "Catalog files: .xcstrings, .strings, .stringsdict, XLIFF, JSON, txstrings.json, TML archives.",
            valueName: "file"))
    var files: [String] = []

    @Option(help: ArgumentHelp("The source language, when the files do not say (default: en).", valueName: "locale"))
    var sourceLocale: String?

    @Option(
        help: "The syntax of the values (apple, tml, icu or mf2; default: apple for Apple formats, guessed otherwise).")
    var syntax: MessageSyntax?

    func validate() throws {
        guard !files.isEmpty else { throw ValidationError("Give at least one catalog file.") }
    }

    /// The catalogs, or an input error that names the file and position.
    func load() throws -> [MessageCatalog] {
        do {
            return try CatalogLoader(sourceLocale: sourceLocale, syntax: syntax).load(files)
        } catch {
            throw InputError(description: error.description)
        }
    }
}

// `MessageSyntax` is GlossaLint's; reading it from the command line is this tool's concern, and
// GlossaLint (a runtime library) will not depend on ArgumentParser, so the conformance lives here.
// swift-format-ignore: AvoidRetroactiveConformances
extension MessageSyntax: @retroactive ExpressibleByArgument {}
