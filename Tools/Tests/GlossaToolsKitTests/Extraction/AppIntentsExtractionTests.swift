import GlossaToolsKit
import Testing

/// App Intents' strings, which Xcode extracts into the String Catalog.
@Suite struct AppIntentsExtractionTests {
    private func extract(_ source: String) -> FileExtraction {
        SourceFileExtractor.extract(file: "Intents.swift", bytes: Array(source.utf8))
    }

    @Test func intentsParametersDialogsAndRepresentations() {
        let source = """
            struct PostIntent: AppIntent {
                static let title: LocalizedStringResource = "Compose a post"
                static let description: IntentDescription = "Compose a post for Mastodon"
                static let other = IntentDescription("Described by a call", categoryName: "Posting")

                @Parameter(title: "Post content", requestValueDialog: IntentDialog("What should it say?"))
                var content: String

                @Parameter(title: title) var notALiteral: String

                func perform() async throws -> some IntentResult & ProvidesDialog {
                    .result(dialog: "Posted")
                }
            }
            enum Visibility: AppEnum {
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Visibility"
                static let kind = TypeDisplayRepresentation(name: "Kind")
                static var caseDisplayRepresentations: [Visibility: DisplayRepresentation] {
                    [
                        .pub: "Public", .priv: DisplayRepresentation(title: "Private", subtitle: "Only followers"),
                        .local: .init(title: "Local timeline"),
                    ]
                }
                var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\\(name)") }
            }
            """
        let result = extract(source)
        #expect(
            Set(result.strings.map(\.key)) == [
                "Compose a post", "Compose a post for Mastodon", "Described by a call", "Posting", "Post content",
                "What should it say?", "Posted", "Visibility", "Kind", "Public", "Private", "Only followers",
                "Local timeline", "%@",
            ])
        #expect(result.strings.allSatisfy { $0.table == nil })
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test func shortcutPhrasesGoToTheAppShortcutsTable() throws {
        let source = """
            struct Shortcuts: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
                    AppShortcut(
                        intent: PostIntent(),
                        phrases: ["Post in \\(.applicationName)", "Post \\(\\.$content) with \\(.applicationName)"],
                        shortTitle: "Compose a post",
                        systemImageName: "square.and.pencil")
                }
            }
            """
        let result = extract(source)
        let phrases = result.strings.filter { $0.table == "AppShortcuts" }.map(\.key)
        #expect(phrases == ["Post in ${applicationName}", "Post ${content} with ${applicationName}"])
        let title = try #require(result.strings.first { $0.key == "Compose a post" })
        #expect(title.table == nil)
        #expect(title.apis == [.appIntents])
    }
}
