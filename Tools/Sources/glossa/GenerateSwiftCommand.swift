import ArgumentParser
import Foundation
import GlossaToolsKit

/// `glossa generate swift`: typed Swift accessors for a catalog's strings.
struct GenerateSwiftCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swift",
        abstract: "Write typed Swift accessors for the strings of catalogs.",
        discussion: """
            Dotted keys become nested namespaces (home.greeting → L10n.Home.greeting), other keys \
            lowerCamelCase names (“%lld items selected” → itemsSelected). Keys whose source value has \
            format specifiers become functions with parameters typed from them (%lld → Int, %f → Double, \
            %@ → String, %u → UInt; %#@name@ variables by their substitution's specifier, named after the \
            variable); the others are properties. Translators' comments become doc comments. The code \
            looks strings up with Bundle.localizedString(forKey:value:table:) with the source text as the \
            fallback, and formats with String(format:locale:arguments:): Foundation only, so it compiles \
            on Apple platforms and Linux. Several catalogs (tables) get one namespace each. Stale keys are \
            left out.

            For TML and ICU catalogs (Glossa's own, or --lookup localizer) the accessors call Glossa's \
            Localizer instead, with named parameters: ICU plural arguments are Int, number Double, date \
            Date, select and plain arguments String; TML tokens take any MessageValueConvertible. Each takes \
            a localizer: parameter (Localizer.shared by default) and imports GlossaLocalization.

            Examples:
              glossa generate swift Resources/Localizable.xcstrings \\
                -o Sources/App/L10n.swift
              glossa generate swift en.lproj/Localizable.strings \\
                en.lproj/Localizable.stringsdict \\
                --type-name Strings --public --bundle module
              glossa generate swift Localizable.xcstrings Alerts.xcstrings > Strings.swift
              # Localizer accessors:
              glossa generate swift en.json --syntax icu -o Sources/App/Messages.swift

            \(ExitStatus.documentation)
            """
    )

    @OptionGroup var catalogs: CatalogOptions

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp("The Swift file to write (default: standard output).", valueName: "path"))
    var output: String?

    @Option(help: ArgumentHelp("The outermost enum's name.", valueName: "name"))
    var typeName = "L10n"

    @Flag(name: .customLong("public"), help: "Make the accessors public (default: internal).")
    var isPublic = false

    @Option(help: "The bundle to look strings up in: main or module (a Swift package's resources).")
    var bundle: BundleChoice = .main

    @Option(
        help:
            "How the code looks strings up: bundle or localizer (default: bundle for Apple format strings, localizer for TML and ICU)."
    )
    var lookup: SwiftAccessorGenerator.Lookup?

    func validate() throws {
        guard typeName.first?.isLetter == true, typeName.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
            throw ValidationError("--type-name must be a Swift identifier, such as L10n.")
        }
    }

    func run() throws {
        let loaded = try catalogs.load()
        // A table is named by its file (Localizable.xcstrings), except files named by their locale (en.json).
        let tables = loaded.map {
            let name = URL(fileURLWithPath: $0.path).deletingPathExtension().lastPathComponent
            let isLocaleName = CatalogLoader.impliedLocale($0.path) == name
            return SwiftAccessorGenerator.Table(name: isLocaleName ? "Localizable" : name, catalog: $0)
        }
        let isApple = loaded.allSatisfy { catalog in
            (catalog.syntax ?? catalog.entries.lazy.compactMap {
                $0.localizations[catalog.sourceLocale]?.forms.first?.value
            }
            .first.map(MessageSyntax.guess) ?? .apple) == .apple
        }
        let code = SwiftAccessorGenerator(
            typeName: typeName, accessLevel: isPublic ? "public" : "internal",
            bundle: bundle == .module ? "Bundle.module" : "Bundle.main",
            lookup: lookup ?? (isApple ? .bundle : .localizer)
        ).generate(tables, sourceNames: catalogs.files.map { URL(fileURLWithPath: $0).lastPathComponent })
        if let output {
            try OutputFile.write(Array(code.utf8), to: output)
        } else {
            StandardOutput.write(lines: [String(code.dropLast())])
        }
    }
}

extension SwiftAccessorGenerator.Lookup: ExpressibleByArgument {}

/// Where generated code looks strings up.
enum BundleChoice: String, ExpressibleByArgument, CaseIterable {
    case main, module
}
