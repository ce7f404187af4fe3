import GlossaToolsKit
import Testing

/// SwiftUI and Foundation forms Xcode extracts that `glossa extract` once missed without a warning.
@Suite struct SwiftUIExtractionTests {
    private func extract(_ source: String, functionNames: Set<String> = []) -> FileExtraction {
        SourceFileExtractor.extract(file: "App.swift", bytes: Array(source.utf8), functionNames: functionNames)
    }

    private func keys(_ source: String, functionNames: Set<String> = []) -> Set<String> {
        Set(extract(source, functionNames: functionNames).strings.map(\.key))
    }

    @Test func aChoiceBetweenLiteralsGivesBoth() {
        let source = """
            Button(isOn ? "Turn off" : "Turn on") {}
            Text(count > 1 && !done ? "Many" : count == 1 ? "One" : "None")
            Label(("Parenthesised"), systemImage: "x")
            Button(isOn ? title : "Not a literal") {}
            """
        #expect(keys(source) == ["Turn off", "Turn on", "Many", "One", "None", "Parenthesised"])
        #expect(extract(source).warnings.isEmpty)
    }

    @Test func tableColumnsContentUnavailableViewsAndBarTitles() {
        let source = """
            Table(people) {
                TableColumn("Name", value: \\.name)
                TableColumn("Age") { Text("\\($0.age)") }
            }
            ContentUnavailableView("No results", systemImage: "magnifyingglass", description: Text("Try again"))
            List {}.navigationBarTitle("Inbox", displayMode: .inline)
            List {}.searchable(text: $query, prompt: "Search posts")
            CommandMenu("Tools") {}
            """
        #expect(keys(source) == ["Name", "Age", "%@", "No results", "Try again", "Inbox", "Search posts", "Tools"])
    }

    @Test func initLocalizedWithAnInferredType() throws {
        let result = extract(
            """
            let title: String = .init(localized: "settings.title", defaultValue: "Settings", comment: "Screen")
            let text = AttributedString(localized: "Rich \\(name)")
            """)
        #expect(result.strings.map(\.key) == ["settings.title", "Rich %@"])
        let first = try #require(result.strings.first)
        #expect(first.defaultValue == "Settings")
        #expect(first.comment == "Screen")
        #expect(first.apis == [.stringLocalized])
    }

    @Test func computedResourcesReturnTheirLiterals() {
        let source = """
            enum Tab {
                case home, search
                var title: LocalizedStringResource {
                    switch self {
                    case .home: "Home"
                    case .search: return "Search"
                    }
                }
                var subtitle: LocalizedStringResource { "Always" }
                var label: LocalizedStringKey {
                    get { isOn ? "On" : "Off" }
                }
                func help() -> LocalizedStringResource {
                    let unused = { () -> String in return "Not a resource" }
                    if isOn { return "Help on" } else { return "Help off" }
                }
                static let all: [LocalizedStringResource] = ["First", "Second"]
                var plain: String { "Not localized" }
            }
            """
        #expect(
            keys(source) == ["Home", "Search", "Always", "On", "Off", "Help on", "Help off", "First", "Second"])
    }

    @Test func projectFunctionsNamedLikeNSLocalizedString() throws {
        let source = """
            let a = LocalizedString("Pod paired", comment: "Status")
            let b = LocalizedString("Units", tableName: "Pump", value: "U", comment: "")
            let c = other.LocalizedString("Member call, not the function", comment: "")
            """
        #expect(keys(source).isEmpty, "without the name, LocalizedString is an unknown function")
        let result = extract(source, functionNames: ["LocalizedString"])
        #expect(result.strings.map(\.key) == ["Pod paired", "Units"])
        #expect(result.strings[0].comment == "Status")
        #expect(result.strings[1].table == "Pump")
        #expect(result.strings[1].defaultValue == "U")
        #expect(result.strings[1].comments.isEmpty, "an empty comment is no comment")
        #expect(result.strings[0].apis == [.nsLocalizedString])
    }
}
