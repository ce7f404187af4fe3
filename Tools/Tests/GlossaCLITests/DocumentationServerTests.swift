import Foundation
import GlossaTestSupport
import Testing

/// The documentation examples the root package cannot check alone: the Server package's DocC article
/// is compiled against this build's modules (GlossaServer and its dependencies), and the
/// over-the-air delivery article's printing blocks (a push) are compiled and run against a live
/// `glossa serve`, their output checked against the article's ```` ```output ```` blocks (see
/// CONTRIBUTING.md; the root's `DocumentationCompilesTests` checks every other article).
@Suite("documentation examples that need the server")
struct DocumentationServerTests {
    /// The repository's root: three folders above this file's folder.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The Server package's articles, relative to the repository.
    static func serverArticles() throws -> [String] {
        try DocumentationTypeChecker.articles(
            in: repository.appendingPathComponent("Server/Sources"), path: "Server/Sources")
    }

    static func blocks(_ documents: [String]) throws -> [DocumentationTypeChecker.Block] {
        try documents.flatMap { path in
            DocumentationTypeChecker.blocks(
                inMarkdown: try String(contentsOf: repository.appendingPathComponent(path), encoding: .utf8),
                file: path)
        }
    }

    static func modules(_ module: String) throws -> URL {
        try #require(
            DocumentationTypeChecker.modulesDirectory(
                packageRoot: repository.appendingPathComponent("Tools"), module: module),
            "the built modules were not found next to the test binary nor in Tools/.build/debug/Modules")
    }

    @Test func theServerArticleCompiles() throws {
        let articles = try Self.serverArticles()
        #expect(articles.contains("Server/Sources/GlossaServer/GlossaServer.docc/GlossaServer.md"))
        let blocks = try Self.blocks(articles)
        #expect(!blocks.isEmpty)
        // None prints (the server runs until stopped); they are type-checked.
        #expect(blocks.allSatisfy { !$0.prints })
        let modules = try Self.modules("GlossaServer")
        let result = try DocumentationTypeChecker.typecheck(
            blocks, modules: modules,
            extraArguments: DocumentationTypeChecker.clangModuleArguments(
                modules: modules, checkouts: Self.repository.appendingPathComponent("Tools/.build/checkouts")))
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func theDeliveryArticlePushesToGlossaServe() throws {
        let scratch = try TemporaryDirectory()
        let data = scratch.path + "/data"
        let project = try CreatedProject("docs", source: "en", languages: "fr", dataDirectory: data)
        let (token, secret) = (project.token, project.secret)
        let server = try CDSRoundTripTests.Server(dataDirectory: data)

        let blocks = try Self.blocks(["Sources/GlossaDelivery/GlossaDelivery.docc/OverTheAirDelivery.md"])
        let arguments = [
            "host": "URL(string: \"\(server.url)\")!", "token": "\"\(token)\"", "secret": "\"\(secret)\"",
        ]
        #expect(DocumentationRunner.conventionProblems(blocks, arguments: arguments).isEmpty)
        let linked = [
            "GlossaCLDR", "GlossaJSON", "GlossaMessages", "GlossaFormats", "GlossaLocalization", "GlossaCDS",
            "GlossaDelivery",
        ]
        let result = try DocumentationRunner.run(
            blocks, arguments: arguments, imports: ["GlossaDelivery"], modules: try Self.modules("GlossaDelivery"),
            link: linked)
        #expect(result.compilerOutput == nil, "\(result.compilerOutput ?? "")")
        #expect(result.runs.count == 1)
        for mismatch in result.runs.compactMap(\.mismatch) { Issue.record("\(mismatch)") }
    }
}
