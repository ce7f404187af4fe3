import Foundation
import GlossaTestSupport
import Testing

/// Every ```` ```swift ```` block of the README and of every DocC article of the runtime's modules
/// compiles against the built modules (``DocumentationTypeChecker``). What the blocks print is checked
/// by the tests that mirror them (`ReadmeExampleTests`, `ExpressionsArticleExampleTests`, the seed
/// guides' tests…).
@Suite struct DocumentationCompilesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// README.md and every article of every `.docc` catalog under `Sources/`, relative to the root.
    static func documents() throws -> [String] {
        var documents = ["README.md"]
        let sources = root.appendingPathComponent("Sources")
        for module in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() {
            let moduleFolder = sources.appendingPathComponent(module)
            let catalogs = (try? FileManager.default.contentsOfDirectory(atPath: moduleFolder.path)) ?? []
            for catalog in catalogs.sorted() where catalog.hasSuffix(".docc") {
                let folder = moduleFolder.appendingPathComponent(catalog)
                for article in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
                where article.hasSuffix(".md") {
                    documents.append("Sources/\(module)/\(catalog)/\(article)")
                }
            }
        }
        return documents
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

    @Test func everySwiftBlockCompiles() throws {
        let documents = try Self.documents()
        #expect(documents.contains("Sources/GlossaLocalization/GlossaLocalization.docc/GlossaLocalization.md"))
        let blocks = try Self.blocks(of: documents)
        #expect(blocks.count >= 20)
        let result = try DocumentationTypeChecker.typecheck(blocks, modules: try Self.modules())
        #expect(result.status == 0, "\(result.output)")
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
