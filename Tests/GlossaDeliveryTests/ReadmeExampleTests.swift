import Foundation
import GlossaTestSupport
import Testing

@testable import GlossaDelivery

/// The `GlossaDelivery` example in README.md, run against a loopback server. `readmeMatchesThisTest()`
/// fails when the README and `example()` drift apart.
@Suite("README delivery example")
struct ReadmeExampleTests {
    @Test func example() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.script("/content/el", .json(200, #"{"data": {"Hello": {"string": "Γεια"}}}"#))
        server.script("/content/fr", .json(200, #"{"data": {"Hello": {"string": "Bonjour"}}}"#))
        let temporary = try TemporaryDirectory()
        defer { temporary.remove() }
        let (host, token, cacheURL) = (server.baseURL, "1/token", temporary.url)

        // README example begins
        let cache = await StandardCache.load(
            bundled: FileTranslationProvider.bundled(), directory: CacheDirectory(url: cacheURL),
            policy: .updateUsingTranslated, applyMode: .immediately, appVersion: CacheDirectory.appVersion())
        let delivery = TranslationDelivery(
            client: CDSClient(configuration: CDSConfiguration(host: host, token: token)), cache: cache,
            locales: ["el", "fr"], filter: ContentFilter(tags: ["ios"]))
        let report = await delivery.fetchTranslations()  // report.updatedLocales == ["el", "fr"]
        let greeting = await delivery.translations().string(forKey: "Hello", locale: "el")  // "Γεια"
        // README example ends

        #expect(report.updatedLocales == ["el", "fr"])
        #expect(greeting == "Γεια")
        #expect(
            server.requests.map(\.target).sorted() == [
                "/content/el?filter%5Btags%5D=ios", "/content/fr?filter%5Btags%5D=ios",
            ])
    }

    @Test func readmeMatchesThisTest() throws {
        let readme = try DocumentationExamples.repositoryFile("README.md", from: #filePath)
        let source = try DocumentationExamples.repositoryFile(
            "Tests/GlossaDeliveryTests/ReadmeExampleTests.swift", from: #filePath)
        let block = try #require(
            DocumentationExamples.swiftBlocks(inMarkdown: readme).first { $0.first == "import GlossaDelivery" })
        let readmeBody = Array(block.dropFirst().drop(while: \.isEmpty))
        let testBody = DocumentationExamples.lines(
            of: source, between: "// README example begins", and: "// README example ends")
        #expect(readmeBody == testBody)
    }
}
