import Foundation
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
        let thisFile = URL(fileURLWithPath: #filePath)
        let root = thisFile.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let source = try String(contentsOf: thisFile, encoding: .utf8)
        let block = try #require(
            Self.swiftBlocks(in: readme).first { $0.first == "import GlossaLocalization" },
            "README.md has no ```swift block starting with import GlossaLocalization")
        let readmeBody = Array(block.dropFirst().drop(while: \.isEmpty))
        let marker = "// README example "
        let lines = source.components(separatedBy: "\n")
        let start = try #require(lines.firstIndex { $0.hasSuffix(marker + "begins") })
        let end = try #require(lines.firstIndex { $0.hasSuffix(marker + "ends") })
        let indentation = String(repeating: " ", count: 8)
        let testBody = lines[(start + 1)..<end].map { $0.hasPrefix(indentation) ? String($0.dropFirst(8)) : $0 }
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
            } else if current != nil {
                current?.append(line)
            }
        }
        return blocks
    }
}
