import GlossaToolsKit
import Testing

@Suite struct ExtractionResultTests {
    @Test func repeatsMergeOccurrencesAndCommentsAcrossFiles() {
        let first = SourceFileExtractor.extract(
            file: "B.swift", bytes: Array(#"Text("Save", comment: "Button"); Text("Save", comment: "Button")"#.utf8))
        let second = SourceFileExtractor.extract(
            file: "A.swift", bytes: Array("\n\nText(\"Save\", comment: \"Toolbar\")".utf8))
        let result = ExtractionResult(files: [first, second])
        #expect(result.strings.count == 1)
        let save = result.strings[0]
        #expect(save.occurrences.map(\.fileAndLine) == ["A.swift:3", "B.swift:1", "B.swift:1"])
        #expect(save.comments == ["Button", "Toolbar"])
        #expect(save.comment == "Button\nToolbar")
        #expect(result.fileCount == 2)
    }

    @Test func tmlDescriptionsMakeDistinctStrings() {
        let file = SourceFileExtractor.extract(
            file: "A.swift",
            bytes: Array(
                #"t.localize("Invite", description: "Button"); t.localize("Invite", description: "Verb")"#.utf8))
        let result = ExtractionResult(files: [file])
        #expect(result.strings.map(\.context) == ["Button", "Verb"])
    }

    @Test func parallelExtractionMatchesSerialAndIsOrdered() async throws {
        let directory = try TemporaryDirectory()
        for index in 0..<40 {
            try directory.write(
                "Sources/F\(index).swift",
                "let a = NSLocalizedString(\"key.\(index % 7)\", comment: \"c\(index % 3)\")\nText(\"t\(index)\")\n")
        }
        let files = try SourceFileFinder.files(at: [directory.path + "/Sources"])
        #expect(files.count == 40)
        let serial = await Extractor(concurrency: 1).extract(files: files)
        let parallel = await Extractor(concurrency: 4).extract(files: files)
        #expect(serial.strings == parallel.strings)
        #expect(serial.strings.count == 47)
        #expect(serial.lineCount == 80)
    }

    @Test func finderSkipsHiddenDirectoriesAndReportsMissingPaths() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Sources/A.swift", "")
        try directory.write("Sources/.build/B.swift", "")
        try directory.write("Sources/notes.txt", "")
        #expect(try SourceFileFinder.files(at: [directory.path + "/Sources"]) == [directory.path + "/Sources/A.swift"])
        #expect(throws: SourceFileFinder.Failure.self) { try SourceFileFinder.files(at: [directory.path + "/nope"]) }
    }
}

@Suite struct CrossFileTypeTests {
    private func file(_ name: String, _ source: String) -> FileExtraction {
        SourceFileExtractor.extract(file: name, bytes: Array(source.utf8))
    }

    @Test func interpolationsTakeTypesDeclaredInOtherFiles() {
        let view = file(
            "View.swift",
            """
            struct StatusView: View {
                let status: Status
                var body: some View {
                    Text("\\(status.reblogsCount) boosts")
                    Text("\\(status.author.displayName) wrote")
                    Text("\\(formattedCount(status)) likes, \\(ratio ?? 0.5)")
                    Text("\\(unknownThing) stays %@")
                    Text("Count: \\(status.count)")
                }
            }
            """)
        #expect(view.strings.first?.key == "%@ boosts", "alone, the file does not know the type")
        let model = file(
            "Status.swift",
            """
            struct Status { let reblogsCount: Int; var displayName: String?; let ratio: Double? }
            func formattedCount(_ status: Status) -> UInt32 { 0 }
            """)
        let result = ExtractionResult(files: [view, model])
        #expect(
            Set(result.strings.map(\.key)) == [
                "%lld boosts", "%@ wrote", "%u likes, %lf", "%@ stays %%@", "Count: %lld",
            ])
    }

    @Test func conflictingDeclarationsGoToTheMajorityAndATieIsUnknown() {
        let use = file("Use.swift", #"Text("\(size) and \(weight)")"#)
        let a = file("A.swift", "struct A { var size: Int; var weight: Int }")
        let b = file("B.swift", "struct B { var size: Int; var weight: String }")
        let c = file("C.swift", "struct C { var size: String }")
        #expect(ExtractionResult(files: [use, a, b, c]).strings.map(\.key) == ["%lld and %@"])
    }

    @Test func defaultValuesAreResolvedToo() throws {
        let use = file("Use.swift", #"String(localized: "inbox", defaultValue: "\(model.unread) unread")"#)
        let model = file("Model.swift", "final class Model { var unread: Int = 0 }")
        let string = try #require(ExtractionResult(files: [use, model]).strings.first)
        #expect(string.key == "inbox")
        #expect(string.defaultValue == "%lld unread")
    }
}

@Suite struct LocalizableParameterTests {
    @Test func literalsPassedToAProjectsOwnLocalizedStringKeyParametersAreStrings() {
        let use = SourceFileExtractor.extract(
            file: "Use.swift",
            bytes: Array(
                """
                DescribedSetting(description: "Turn on the glow") { Toggle(isOn: $on) {} }
                RenameView("rename.title", name: name)
                SettingItem(title: "config.dpi", state: .idle)
                log("not localized", level: 2)
                """.utf8))
        #expect(use.strings.isEmpty, "alone, the file does not know the parameters")
        let views = SourceFileExtractor.extract(
            file: "Views.swift",
            bytes: Array(
                """
                struct DescribedSetting<V: View>: View { init(description: LocalizedStringKey, _ content: () -> V) {} }
                struct RenameView: View { init(_ title: LocalizedStringKey, name: String) {} }
                struct SettingItem: View { let title: LocalizedStringKey; let state: State }
                func log(_ message: String, level: Int) {}
                """.utf8))
        let keys = ExtractionResult(files: [use, views]).strings.map(\.key)
        #expect(Set(keys) == ["Turn on the glow", "rename.title", "config.dpi"])
    }

    @Test func literalsPassedToEnumCasePayloadsDeclaredLocalizableAreStrings() {
        let use = SourceFileExtractor.extract(
            file: "Use.swift",
            bytes: Array(
                """
                func check(count: Int) -> Validation {
                    if count == 0 { return .invalid(description: "Enter a name") }
                    if count > 500 { return .invalid(description: "\\(count) characters, at most 500") }
                    if count > 100 { return Validation.warning("Long name") }
                    return .other(reason: "not localized")
                }
                let state = Step.done(summary: "All set", code: "E1")
                """.utf8))
        #expect(use.strings.isEmpty, "alone, the file does not know the payloads' types")
        let declarations = SourceFileExtractor.extract(
            file: "Validation.swift",
            bytes: Array(
                """
                enum Validation { case valid, invalid(description: LocalizedStringKey), other(reason: String)
                    case warning(LocalizedStringResource)
                }
                enum Step { case done(summary: String.LocalizationValue, code: String) }
                """.utf8))
        let keys = ExtractionResult(files: [use, declarations]).strings.map(\.key)
        #expect(Set(keys) == ["Enter a name", "%lld characters, at most 500", "Long name", "All set"])
    }

    @Test func literalsAssignedToPropertiesDeclaredLocalizableAreStrings() throws {
        let model = SourceFileExtractor.extract(
            file: "Model.swift",
            bytes: Array(
                """
                @Observable final class Model {
                    var fetchError: LocalizedStringKey?
                    var banner: LocalizedStringResource = "Welcome"
                    var status: String.LocalizationValue
                    var name: String = ""
                    var count: Int = 0
                    func fail() { fetchError = "The server could not be reached" }
                }
                """.utf8))
        #expect(model.strings.map(\.key) == ["Welcome", "The server could not be reached"])
        let use = SourceFileExtractor.extract(
            file: "View.swift",
            bytes: Array(
                """
                func load(model: Model) {
                    model.fetchError = "\\(model.count) posts could not be loaded"
                    model.banner = (model.count > 0 ? "Welcome back" : "Welcome")
                    self.model.status = "Syncing"
                    model.name = "not localized"
                    unknown = "not localized either"
                }
                """.utf8))
        #expect(use.strings.isEmpty, "alone, the file does not know the properties' types")
        let result = ExtractionResult(files: [model, use])
        #expect(
            Set(result.strings.map(\.key)) == [
                "Welcome", "The server could not be reached", "%lld posts could not be loaded", "Welcome back",
                "Syncing",
            ])
        let syncing = try #require(result.strings.first { $0.key == "Syncing" })
        #expect(syncing.apis == [.localizedStringResource])
        #expect(syncing.occurrences.map(\.fileAndLine) == ["View.swift:4"])
    }

    @Test func aLiteralAssignedToANameTheFileDeclaresOtherwiseIsNotAString() {
        let model = SourceFileExtractor.extract(
            file: "Model.swift", bytes: Array("final class Model { var title: LocalizedStringKey = \"Home\" }".utf8))
        let other = SourceFileExtractor.extract(
            file: "Label.swift",
            bytes: Array("final class Label { var title: String = \"\"; func f() { title = \"x\" } }".utf8))
        #expect(ExtractionResult(files: [model, other]).strings.map(\.key) == ["Home"])
    }
}
