import GlossaTestSupport
import GlossaToolsKit
import Testing

/// Lint's time grows linearly with the number of selections in one message: a translation (pushed,
/// imported or saved in the editor, all linted) with thousands of sibling plurals must not make a
/// check match every selection against every selection of the source.
@Suite struct LintScalingTests {
    /// English and Russian catalogs of one key whose message has `count` sibling selections, written
    /// by `message` for each index and locale.
    private func catalogs(
        _ count: Int, syntax: MessageSyntax, extension fileExtension: String,
        message: (_ count: Int, _ russian: Bool) -> String
    ) throws -> [MessageCatalog] {
        let directory = try TemporaryDirectory()
        func json(_ text: String) -> String {
            "{\"many\": \"" + text.replacingOccurrences(of: "\n", with: "\\n") + "\"}"
        }
        let paths = try [
            directory.write("en.\(fileExtension)", json(message(count, false))),
            directory.write("ru.\(fileExtension)", json(message(count, true))),
        ]
        return try CatalogLoader(sourceLocale: "en", syntax: syntax).load(paths)
    }

    /// The time of linting `large` selections over that of `small`, the catalogs written beforehand.
    private func ratio(small: Int, large: Int, _ input: (Int) throws -> [MessageCatalog]) throws -> Double {
        let inputs = [small: try input(small), large: try input(large)]
        return TimeScaling.ratio(
            small: small, large: large, input: { inputs[$0] ?? [] }, work: { _ = Linter().lint($0) })
    }

    @Test func icuSiblingPluralsAreLintedInLinearTime() throws {
        // Russian lacks `many` in each plural: every selection is reported, as it is checked.
        let input = { (count: Int) in
            try catalogs(count, syntax: .icu, extension: "json") { count, russian in
                (0..<count).map { index in
                    russian
                        ? "{c\(index), plural, one {# файл} few {# файла} other {# файлов}}"
                        : "{c\(index), plural, one {# file} other {# files}}"
                }.joined(separator: " ")
            }
        }
        let report = Linter().lint(try input(10))
        #expect(report.findings.filter { $0.check == .pluralCategories }.count == 10)
        let ratio = try ratio(small: 1_500, large: 6_000, input)
        #expect(ratio < TimeScaling.bound, "4× the plurals took \(ratio)× as long")
    }

    @Test func mf2SelectorsAreLintedInLinearTime() throws {
        let input = { (count: Int) in
            try catalogs(count, syntax: .mf2, extension: "json") { count, russian in
                let declarations = (0..<count).map { ".input {$c\($0) :integer}" }.joined(separator: " ")
                let selectors = (0..<count).map { "$c\($0)" }.joined(separator: " ")
                let keys = Array(repeating: "*", count: count).joined(separator: " ")
                let one = (["one"] + Array(repeating: "*", count: count - 1)).joined(separator: " ")
                return "\(declarations) .match \(selectors) \(one) {{\(russian ? "один" : "one")}} \(keys) {{x}}"
            }
        }
        // Russian lacks few and many in all ten selectors; English lacks one in the nine that only `*`
        // matches.
        let report = Linter().lint(try input(10))
        #expect(report.findings.filter { $0.check == .pluralCategories }.count == 19)
        let ratio = try ratio(small: 1_000, large: 4_000, input)
        #expect(ratio < TimeScaling.bound, "4× the selectors took \(ratio)× as long")
    }
}
