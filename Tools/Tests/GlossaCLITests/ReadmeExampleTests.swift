import Foundation
import GlossaCLDR
import Testing

/// The Swift example in README.md, compiled and run.
///
/// `example()` holds the README's code between the markers below. `readmeMatchesThisTest()` compares the two
/// texts, so an edit to either one that is not made to the other fails the build's tests.
@Suite("README example")
struct ReadmeExampleTests {
    @Test func example() throws {
        // README example begins
        let russian = PluralRules(locale: try LocaleIdentifier(parsing: "ru"))
        let apples = russian.category(for: 21)  // .one: "21 яблоко"
        let litres = russian.category(for: try PluralOperands(parsing: "1.5"))  // .other

        let english = try LocaleIdentifier(parsing: "en")
        let place = PluralRules(locale: english, type: .ordinal).category(for: 3)  // .few: "3rd"
        let oneZero = PluralRules(locale: english).category(for: try PluralOperands(parsing: "1.0"))  // .other

        let negotiator = LocaleNegotiator(
            available: [english, try LocaleIdentifier(parsing: "ru"), try LocaleIdentifier(parsing: "pt-BR")],
            default: english
        )
        let chain = negotiator.negotiate(preferred: [try LocaleIdentifier(parsing: "pt-PT")])  // [pt-BR, en]
        // README example ends

        #expect(apples == .one)
        #expect(litres == .other)
        #expect(place == .few)
        #expect(oneZero == .other)
        #expect(chain.map(\.description) == ["pt-BR", "en"])
    }

    @Test func readmeMatchesThisTest() throws {
        let thisFile = URL(fileURLWithPath: #filePath)
        let root = thisFile.deletingLastPathComponent()  // GlossaCLITests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()  // Tools
            .deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let source = try String(contentsOf: thisFile, encoding: .utf8)

        let readmeCode = try #require(Self.swiftBlocks(in: readme).first, "README.md has no ```swift block")
        let readmeBody = readmeCode.filter { !$0.hasPrefix("import ") }.drop(while: \.isEmpty)
        let testBody = try Self.lines(of: source, between: "// README example begins", and: "// README example ends")
        #expect(Array(readmeBody) == testBody)
        #expect(readmeCode.first == "import GlossaCLDR")
    }

    /// The lines of each ```swift fenced block.
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

    /// The lines strictly between two marker lines, with their common indentation removed.
    static func lines(of source: String, between start: String, and end: String) throws -> [String] {
        let all = source.components(separatedBy: "\n")
        let first = try #require(all.firstIndex { $0.trimmingCharacters(in: .whitespaces) == start })
        let last = try #require(all.firstIndex { $0.trimmingCharacters(in: .whitespaces) == end })
        let body = all[(first + 1)..<last]
        let indentation = body.filter { !$0.isEmpty }.map { $0.prefix(while: { $0 == " " }).count }.min() ?? 0
        return body.map { $0.isEmpty ? $0 : String($0.dropFirst(indentation)) }
    }
}
