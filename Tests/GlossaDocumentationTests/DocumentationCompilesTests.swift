import Foundation
import GlossaTestSupport
import Testing

/// Every ```` ```swift ```` block of the README and of every DocC article of the runtime's modules
/// compiles against the built modules, all in one executable (``DocumentationRunner``), and every
/// block that prints is run and prints what the ```` ```output ```` block after it shows. The values
/// of the printing blocks' parameters are in ``arguments(scratch:cdn:)``. The values the other blocks
/// compute (shown in `// "…"` comments) are checked by the tests that mirror them
/// (`ReadmeExampleTests`, `ExpressionsArticleExampleTests`, the seed guides' tests…).
@Suite struct DocumentationCompilesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// README.md and every article of every `.docc` catalog under `Sources/`, relative to the root.
    static func documents() throws -> [String] {
        ["README.md"]
            + (try DocumentationTypeChecker.articles(in: root.appendingPathComponent("Sources"), path: "Sources"))
    }

    static func blocks(of documents: [String]) throws -> [DocumentationTypeChecker.Block] {
        try documents.flatMap { path in
            DocumentationTypeChecker.blocks(
                inMarkdown: try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8), file: path)
        }
    }

    static func modules() throws -> URL {
        try #require(
            DocumentationTypeChecker.modulesDirectory(packageRoot: root, module: "GlossaDelivery"),
            "the built modules were not found next to the test binary nor in .build/debug/Modules")
    }

    /// Documents whose printing blocks another package's tests run, because they need a server the
    /// root package cannot build; their blocks are still compiled here.
    static let runElsewhere = [
        // Tools/Tests/GlossaCLITests/DocumentationServerTests.swift, against `glossa serve`.
        "Sources/GlossaDelivery/GlossaDelivery.docc/OverTheAirDelivery.md"
    ]

    /// The modules the examples import, linked into the executable.
    static let linked = [
        "GlossaCLDR", "GlossaJSON", "GlossaMessages", "GlossaFormats", "GlossaLocalization", "GlossaCDS",
        "GlossaDelivery",
    ]

    /// The printing blocks' parameters, as Swift expressions (by `<document>#<name>` or `<name>`):
    /// files under `scratch`, the example data of `Examples/Data/`, fixtures, and `cdn`'s URL.
    static func arguments(scratch: URL, cdn: URL) -> [String: String] {
        func file(_ path: String) -> String { "URL(fileURLWithPath: \"\(root.appendingPathComponent(path).path)\")" }
        func folder(_ name: String) -> String {
            "URL(fileURLWithPath: \"\(scratch.appendingPathComponent(name).path)\")"
        }
        let fixtures = "Tests/GlossaDocumentationTests/Fixtures/"
        return [
            "Sources/GlossaFormats/GlossaFormats.docc/GlossaFormats.md#catalogBytes":
                "Array(try Data(contentsOf: \(file(fixtures + "Localizable.xcstrings"))))",
            "Sources/GlossaFormats/GlossaFormats.docc/GlossaFormats.md#archiveBytes":
                "Array(try Data(contentsOf: \(file("Examples/Data/TMLKit/tml_20261125120000.tar.gz"))))",
            "Sources/GlossaDelivery/GlossaDelivery.docc/ReleaseArchives.md#applicationSupport": folder("support"),
            "Sources/GlossaDelivery/GlossaDelivery.docc/ReleaseArchives.md#cdnURL":
                "URL(string: \"\(cdn.absoluteString)\")!",
            "Sources/GlossaLocalization/GlossaLocalization.docc/ComingFromTMLKit.md#releasesURL": folder("releases"),
            "Sources/GlossaLocalization/GlossaLocalization.docc/ComingFromTMLKit.md#bundledArchive":
                file("Examples/Data/TMLKit/tml_20261125120000.tar.gz"),
            // The localizer of the guide's first block, after it ran.
            "Sources/GlossaLocalization/GlossaLocalization.docc/ComingFromMCLocalization.md#localizer": """
            Localizer(
                sourceLocale: "en", appLocales: ["en", "ru"],
                catalogs: try Catalog.load(contentsOf: \(file("Examples/Data/MCLocalization/strings.json"))).catalogs,
                preferredLanguages: ["ru-RU"], store: InMemoryLocaleStore())
            """,
        ]
    }

    /// The release the documentation's update example downloads: `version.json` and the archive.
    static func cdnFolder(in scratch: URL) throws -> URL {
        let cdn = scratch.appendingPathComponent("cdn")
        try FileManager.default.createDirectory(at: cdn, withIntermediateDirectories: true)
        try Data(#"{"version": "20261125120000"}"#.utf8).write(to: cdn.appendingPathComponent("version.json"))
        try FileManager.default.copyItem(
            at: root.appendingPathComponent("Examples/Data/TMLKit/tml_20261125120000.tar.gz"),
            to: cdn.appendingPathComponent("20261125120000.tar.gz"))
        return cdn
    }

    @Test func everySwiftBlockCompiles() throws {
        let documents = try Self.documents()
        #expect(documents.contains("Sources/GlossaLocalization/GlossaLocalization.docc/GlossaLocalization.md"))
        let blocks = try Self.blocks(of: documents)
        #expect(blocks.count >= 20)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-docs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let cdn = try StaticFileServer(folder: try Self.cdnFolder(in: scratch))
        let arguments = Self.arguments(scratch: scratch, cdn: cdn.url)
        let problems = DocumentationRunner.conventionProblems(
            blocks.filter { !Self.runElsewhere.contains($0.file) }, arguments: arguments)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        let result = try DocumentationRunner.run(
            blocks, arguments: arguments, imports: Self.linked, modules: try Self.modules(), link: Self.linked,
            notRunning: Set(Self.runElsewhere))
        #expect(result.compilerOutput == nil, "\(result.compilerOutput ?? "")")
        #expect(result.runs.count >= 4)
        for mismatch in result.runs.compactMap(\.mismatch) { Issue.record("\(mismatch)") }
    }

    /// Blocks fenced `swift-fragment` are not compiled: they stay few.
    @Test func fragmentsAreFew() throws {
        let fragments = try Self.documents().map {
            DocumentationTypeChecker.fragmentCount(
                inMarkdown: try String(contentsOf: Self.root.appendingPathComponent($0), encoding: .utf8))
        }
        #expect(fragments.reduce(0, +) <= 3)
    }

    /// The check fails for a block that does not compile, naming the document and line: a block using
    /// a module it does not import, and one using a name it does not define.
    @Test func aBlockThatDoesNotCompileFails() throws {
        let markdown = """
            Text.

            ```swift
            import GlossaMessages

            let value = try JSONParser().parse("{}")
            ```

            <!-- example parameters: token: String -->
            ```swift
            import GlossaDelivery

            let configuration = CDSConfiguration(token: token)
            let report = await delivery.fetchTranslations()
            ```
            """
        let blocks = DocumentationTypeChecker.blocks(inMarkdown: markdown, file: "Guide.md")
        #expect(blocks.map(\.line) == [4, 11])
        #expect(blocks.map(\.parameters) == ["", "token: String"])
        let result = try DocumentationTypeChecker.typecheck(blocks, modules: try Self.modules())
        #expect(result.status != 0)
        #expect(result.output.contains("Guide.md:6:"), "\(result.output)")
        #expect(result.output.contains("Guide.md:14:"), "\(result.output)")
        #expect(!result.output.contains("Guide.md:13:"), "\(result.output)")
    }

    /// Declarations stay at file scope; statements go into the example's function.
    @Test func declarationsStayAtFileScope() throws {
        let block = DocumentationTypeChecker.Block(
            file: "A.md", line: 3,
            lines: ["import GlossaLocalization", "", "struct Person {", "    let name: String", "}", "let x = 1"])
        let lines = DocumentationTypeChecker.source(for: block, name: "example0").components(separatedBy: "\n")
        let function = try #require(lines.firstIndex(of: "func example0() async throws {"))
        let structure = try #require(lines.firstIndex(of: "struct Person {"))
        let statement = try #require(lines.firstIndex(of: "let x = 1"))
        #expect(structure < function)
        #expect(statement > function)
        #expect(lines.contains("#sourceLocation(file: \"A.md\", line: 8)"))
    }
}
