import ArgumentParser

/// `glossa generate`: code from catalogs.
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generate code from catalogs.",
        discussion: """
            Examples:
              glossa generate swift Resources/Localizable.xcstrings \\
                -o Sources/App/L10n.swift

            \(ExitStatus.documentation)
            """,
        subcommands: [GenerateSwiftCommand.self]
    )
}
