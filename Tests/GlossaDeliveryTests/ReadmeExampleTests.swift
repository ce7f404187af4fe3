import Foundation
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
        let thisFile = URL(fileURLWithPath: #filePath)
        let root = thisFile.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let source = try String(contentsOf: thisFile, encoding: .utf8)

        let block = try #require(Self.swiftBlocks(in: readme).first { $0.first == "import GlossaDelivery" })
        let readmeBody = Array(block.dropFirst().drop(while: \.isEmpty))
        let testBody = try Self.lines(of: source, between: "// README example begins", and: "// README example ends")
        #expect(readmeBody == testBody)
    }

    static func swiftBlocks(in markdown: String) -> [[String]] {
        var blocks: [[String]] = []
        var current: [String]?
        for line in markdown.components(separatedBy: "\n") {
            if current == nil, line == "```swift" {
                current = []
            } else if current != nil, line == "```" {
                blocks.append(current ?? [])
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    static func lines(of source: String, between start: String, and end: String) throws -> [String] {
        let all = source.components(separatedBy: "\n")
        let first = try #require(all.firstIndex { $0.trimmingCharacters(in: .whitespaces) == start })
        let last = try #require(all.firstIndex { $0.trimmingCharacters(in: .whitespaces) == end })
        let body = all[(first + 1)..<last]
        let indentation = body.filter { !$0.isEmpty }.map { $0.prefix(while: { $0 == " " }).count }.min() ?? 0
        return body.map { $0.isEmpty ? $0 : String($0.dropFirst(indentation)) }
    }
}
