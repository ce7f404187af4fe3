import GlossaMessages
import Testing

/// The example of the TML article (Sources/GlossaMessages/GlossaMessages.docc/TML.md), as written there.
@Suite struct TMLArticleExampleTests {
    @Test func articleExampleRendersAsDocumented() {
        let renderer = TMLRenderer()
        #expect(
            renderer.render(label: "You have {count || message}", tokens: ["count": 5], language: .english).text
                == "You have 5 messages")

        let russian = TMLTranslation(label: "У вас есть {count || сообщение, сообщения, сообщений}")
        #expect(
            renderer.render(
                label: "You have {count || message}", tokens: ["count": 2], translations: [russian],
                language: .russian
            ).text == "У вас есть 2 сообщения")
    }

    /// The example in TMLRenderer's documentation.
    @Test func rendererDocumentationExample() {
        let renderer = TMLRenderer()
        let russian = LanguageDefinition.russian
        let text = renderer.render(
            label: "You have {count || message}", tokens: ["count": 2],
            translations: [TMLTranslation(label: "У вас {count || сообщение, сообщения, сообщений}")],
            language: russian
        ).text
        #expect(text == "У вас 2 сообщения")
    }
}
