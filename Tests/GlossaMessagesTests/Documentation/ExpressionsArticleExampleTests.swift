import GlossaCLDR
import GlossaJSON
import GlossaMessages
import GlossaTestSupport
import Testing

/// The examples of the Expressions and placeholders article
/// (Sources/GlossaMessages/GlossaMessages.docc/ExpressionsAndPlaceholders.md): the same code, run, and
/// `articleMatchesThisTest()` fails when the article and this file drift apart.
@Suite struct ExpressionsArticleExampleTests {
    static let article = "Sources/GlossaMessages/GlossaMessages.docc/ExpressionsAndPlaceholders.md"

    @Test func expressions() throws {
        // Article example 1 begins
        let ru = try LocaleIdentifier(parsing: "ru")
        let json = #"{"one": "%d секунда назад", "few": "%d секунды назад", "many": "%d секунд назад"}"#
        let message = try ExpressionMessage(json: JSONParser().parse(json))
        let ago = ExpressionCompiler(locale: ru).compile(message).render(RenderContext(arguments: ["x": 22])).text
        // "22 секунды назад"
        // Article example 1 ends
        #expect(ago == "22 секунды назад")
    }

    @Test func placeholders() {
        // Article example 2 begins
        let filled = PlaceholderCompiler().compile("%a% {{b}} [c]")
            .render(RenderContext(arguments: ["%a%": "A", "{{b}}": "B", "[c]": "C"])).text  // "A B C"
        // Article example 2 ends
        #expect(filled == "A B C")
    }

    @Test func articleMatchesThisTest() throws {
        let article = try DocumentationExamples.repositoryFile(Self.article, from: #filePath)
        let source = try DocumentationExamples.repositoryFile(
            "Tests/GlossaMessagesTests/Documentation/ExpressionsArticleExampleTests.swift", from: #filePath)
        let blocks = DocumentationExamples.swiftBlocks(inMarkdown: article)
        // Every module a block uses is imported in it (this file imports the same).
        let imports = blocks.map { block in
            block.filter { $0.hasPrefix("import ") }.map { $0.split(separator: " ").prefix(2).joined(separator: " ") }
        }
        #expect(
            imports == [
                ["import GlossaCLDR", "import GlossaJSON", "import GlossaMessages"], ["import GlossaMessages"],
            ])
        for (index, block) in blocks.enumerated() {
            let body = Array(block.filter { !$0.hasPrefix("import ") }.drop(while: \.isEmpty))
            let test = DocumentationExamples.lines(
                of: source, between: "// Article example \(index + 1) begins",
                and: "// Article example \(index + 1) ends")
            #expect(body == test)
        }
    }
}
