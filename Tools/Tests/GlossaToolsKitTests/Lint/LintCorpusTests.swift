import Foundation
import GlossaToolsKit
import Testing

/// `glossa lint` on real apps' catalogs (`Tests/RealWorld/lint`, see its PROVENANCE.md): every error
/// it reports is a real defect listed in `known-defects.tsv`, every listed defect is reported, and
/// NetNewsWire's catalogs, which Xcode produced cleanly, have no error at all. Rectangle's catalog and
/// Quicksilver's UTF-16 `.strings` are hand-translated: their errors must be listed defects too.
@Suite struct LintCorpusTests {
    static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Lint
        .deletingLastPathComponent()  // GlossaToolsKitTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // Tools
        .deletingLastPathComponent()  // repository root
        .appendingPathComponent("Tests/RealWorld/lint")

    /// One app's files, linted together, with the options its project needs.
    struct App: Sendable, CustomStringConvertible {
        let folder: String
        var options = LintOptions()
        /// Whether Xcode wrote every file as it is (String Catalogs): then no error is expected.
        var producedByXcode = false
        var description: String { folder }
    }

    static let apps: [App] = [
        App(folder: "NetNewsWire", producedByXcode: true),
        // Rectangle's storyboard catalog: Xcode extracted it, translators filled it in Xcode's editor.
        App(folder: "Rectangle"),
        // Quicksilver's `Localizable.strings`, UTF-16 with a byte order mark, English and French.
        App(folder: "Quicksilver"),
        // Stats formats its strings with `%0`, `%1` (its own `localizedString` replaces them).
        App(folder: "Stats", options: LintOptions(customPlaceholderPrefix: "%")),
    ]

    /// `file \t key \t locale \t what` lines of known-defects.tsv, `#` lines being comments.
    static func knownDefects() throws -> Set<String> {
        let text = try String(contentsOf: corpus.appendingPathComponent("known-defects.tsv"), encoding: .utf8)
        return Set(
            text.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty }.map {
                // Keys with line breaks are written with `\n`.
                $0.split(separator: "\t", omittingEmptySubsequences: false).prefix(3).joined(separator: "\t")
                    .replacingOccurrences(of: "\\n", with: "\n")
            })
    }

    static func files(of app: App) throws -> [String] {
        let folder = corpus.appendingPathComponent(app.folder)
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        var files: [String] = []
        while let url = enumerator?.nextObject() as? URL {
            if ["xcstrings", "strings", "stringsdict"].contains(url.pathExtension) { files.append(url.path) }
        }
        return files.sorted()
    }

    /// The errors of one app as `file \t key \t locale`, the file relative to the corpus. An error
    /// of no key (a duplicate key, a file that does not parse) is named by its line, `line N`, so
    /// that each of several in one file is listed and checked on its own.
    static func errors(of app: App) throws -> [String: LintFinding] {
        // `.strings` say nothing of their source language: these apps' is English (`--source-locale en`).
        let catalogs = try CatalogLoader(sourceLocale: "en").load(files(of: app))
        let report = Linter(options: app.options).lint(catalogs)
        var errors: [String: LintFinding] = [:]
        for finding in report.findings where finding.severity == .error {
            let file = String(finding.position.file.dropFirst(corpus.path.count + 1))
            let key = finding.key ?? "line \(finding.position.line)"
            errors[[file, key, finding.locale ?? "-"].joined(separator: "\t")] = finding
        }
        return errors
    }

    @Test(arguments: apps)
    func everyErrorIsAKnownRealDefect(app: App) throws {
        let known = try Self.knownDefects()
        let errors = try Self.errors(of: app)
        let unexpected = errors.filter { !known.contains($0.key) }.map(\.value.description).sorted()
        #expect(unexpected.isEmpty, "errors that are not known defects:\n\(unexpected.joined(separator: "\n"))")
        let expected = known.filter { $0.hasPrefix(app.folder + "/") }
        let missed = expected.subtracting(errors.keys).sorted()
        #expect(missed.isEmpty, "known defects not reported: \(missed)")
        if app.producedByXcode { #expect(errors.isEmpty) }
    }

    @Test func theCorpusIsThere() throws {
        let counts = try Self.apps.map { try Self.files(of: $0).count }
        #expect(counts.allSatisfy { $0 > 0 }, "\(counts)")
        #expect(counts.reduce(0, +) >= 5)
    }
}
