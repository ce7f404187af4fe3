import ArgumentParser
import GlossaJSON
import GlossaToolsKit

/// `glossa stats`: translation coverage per locale.
struct StatsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Show translation coverage per locale as a table with a bar chart.",
        discussion: """
            Counts, for each locale other than the source, the keys that should be translated (keys \
            marked "don't translate" are left out), how many are translated (every value present and not \
            in state new), how many need review, and how many are missing; sorted by coverage.

            Examples:
              glossa stats Resources/Localizable.xcstrings --width 20
                locale  keys  translated  review  missing  coverage
                de       120         118       2        2    98.3%  ███████████████████▌
                ru       120          60       0       60    50.0%  ██████████░░░░░░░░░░
              glossa stats en.lproj/Localizable.strings ru.lproj/Localizable.strings
              glossa stats Localizable.xcstrings --format json

            \(ExitStatus.documentation)
            """
    )

    @OptionGroup var catalogs: CatalogOptions

    @Option(help: "Output: text or json.")
    var format: ReportFormat = .text

    @Option(help: ArgumentHelp("The width of the bars, in characters.", valueName: "n"))
    var width = 30

    func validate() throws {
        guard (1...200).contains(width) else { throw ValidationError("--width must be between 1 and 200.") }
    }

    func run() throws {
        let counts = TranslationCoverage.count(try catalogs.load())
        switch format {
        case .text:
            guard !counts.isEmpty else {
                StandardOutput.write(lines: ["stats: no locale besides the source language"])
                return
            }
            StandardOutput.write(lines: CoverageTable.render(counts, barWidth: width))
        case .json:
            let report = LintReport(findings: [], keyCount: 0, locales: counts).json
            StandardOutput.write(lines: [JSONWriter(style: .pretty(indent: 2)).string(from: report["locales"] ?? [])])
        }
    }
}
