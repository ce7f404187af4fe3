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
