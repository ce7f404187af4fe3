import Foundation
import GlossaTestSupport
import Testing

@testable import GlossaLocalization

/// The Localizer example in README.md, compiled and run; `readmeMatchesThisTest()` fails when the README's
/// block and this test's code differ.
struct ReadmeLocalizerExampleTests {
    @Test func example() async throws {
        // README example begins
        let english = try LocaleIdentifier(parsing: "en")
        let russian = try LocaleIdentifier(parsing: "ru")
        let localizer = Localizer(
            sourceLocale: english, appLocales: [english, russian],
            catalogs: [
                try Catalog(locale: russian, messages: ["inbox": "У вас {count || сообщение, сообщения, сообщений}"])
            ],
            preferredLanguages: [try LocaleIdentifier(parsing: "ru-RU")], store: InMemoryLocaleStore()
        )
        let inbox = localizer.string("inbox", arguments: ["count": 3], default: "You have {count || message}")
        // "У вас 3 сообщения"
        let untranslated = localizer.localize("Hello {user}", tokens: ["user": "Anna"])  // "Hello Anna" (source text)
        try await localizer.changeLocale(to: english)  // loads, switches, persists, notifies observers
        let inEnglish = localizer.string("inbox", arguments: ["count": 3], default: "You have {count || message}")
        // "You have 3 messages"
        // README example ends

        #expect(inbox == "У вас 3 сообщения")
        #expect(untranslated == "Hello Anna")
        #expect(inEnglish == "You have 3 messages")
    }

    @Test func readmeMatchesThisTest() throws {
        let readme = try DocumentationExamples.repositoryFile("README.md", from: #filePath)
        let source = try DocumentationExamples.repositoryFile(
            "Tests/GlossaLocalizationTests/ReadmeLocalizerExampleTests.swift", from: #filePath)
        let block = try #require(
            DocumentationExamples.swiftBlocks(inMarkdown: readme).first { $0.first == "import GlossaLocalization" },
            "README.md has no ```swift block starting with import GlossaLocalization")
        let readmeBody = Array(block.dropFirst().drop(while: \.isEmpty))
        let testBody = DocumentationExamples.lines(
            of: source, between: "// README example begins", and: "// README example ends")
        #expect(readmeBody == testBody)
    }
}
