import Foundation
import Testing

@Suite("glossa extract")
struct ExtractCommandTests {
    private let source = """
        import SwiftUI
        struct V: View {
            let count: Int
            var body: some View {
                Text("\\(count) items", comment: "Cart badge")
                Button("Save") {}
            }
            func f(key: String) -> String {
                NSLocalizedString(key, comment: "dynamic")
            }
        }
        """

    @Test func writesJSONWithOccurrencesAndWarnsAboutDynamicKeys() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("Sources/V.swift", source)
        let result = try Glossa.run(["extract", directory.path + "/Sources"])
        #expect(result.status == 0, "\(result)")
        #expect(result.standardOutput.contains(#""key": "%lld items""#))
        #expect(result.standardOutput.contains(#""comment": "Cart badge""#))
        #expect(result.standardOutput.contains("\"\(file):5\""))
        #expect(result.standardError.contains("\(file):9:27: warning: NSLocalizedString key is not a string literal"))
        #expect(result.standardError.contains("extract: 1/1 files"), "plain progress lines when not a terminal")
        #expect(result.standardError.contains("extract: 2 strings, 1 warnings, 1 files, 11 lines"))
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func drawsAProgressBarOnATerminal() throws {
        let directory = try TemporaryDirectory()
        try directory.write("A.swift", #"let a = Text("A")"#)
        try directory.write("B.swift", #"let b = Text("B")"#)
        // `script` runs the command on a pseudo-terminal, as a developer's shell would.
        let command = "\(Glossa.executableURL.path) extract \(directory.path) -o \(directory.path)/out.json"
        let result = try Glossa.run(
            ["-qec", command, "/dev/null"], executable: URL(fileURLWithPath: "/usr/bin/script"))
        #expect(result.status == 0, "\(result)")
        #expect(result.standardOutput.contains("\rextract [###############"), "\(result)")
        #expect(result.standardOutput.contains("] 100% 2/2 files"))
        #expect(!result.standardOutput.contains("extract: 1/2 files"), "no plain lines on a terminal")
    }

    @Test func strictFailsOnWarnings() throws {
        let directory = try TemporaryDirectory()
        try directory.write("V.swift", source)
        let result = try Glossa.run(["extract", "--strict", "--quiet", directory.path])
        #expect(result.status == 1, "\(result)")
        #expect(!result.standardError.contains("extract: 1/1 files"))
    }

    @Test func mergesIntoAStringCatalogAndMarksVanishedKeysStale() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Sources/V.swift", source)
        let catalog = directory.path + "/Localizable.xcstrings"
        let first = try Glossa.run(["extract", directory.path + "/Sources", "-o", catalog, "--quiet"])
        #expect(first.status == 0, "\(first)")
        let written = try directory.read("Localizable.xcstrings")
        #expect(written.hasPrefix("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"%lld items\" : {"))
        #expect(written.contains("\"Save\" : {\n\n    }"))

        try directory.write("Sources/V.swift", #"let t = Text("Save")"#)
        let dryRun = try Glossa.run(["extract", directory.path + "/Sources", "-o", catalog, "--dry-run"])
        #expect(
            dryRun.standardError.contains(
                "would change \(catalog): 0 added, 0 updated, 0 back from stale, 1 marked stale"))
        #expect(try directory.read("Localizable.xcstrings") == written, "a dry run writes nothing")

        let second = try Glossa.run(["extract", directory.path + "/Sources", "-o", catalog])
        #expect(second.status == 0, "\(second)")
        #expect(try directory.read("Localizable.xcstrings").contains("\"extractionState\" : \"stale\""))
    }

    @Test func writesOneCatalogPerTableIntoADirectory() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "A.swift", #"let a = NSLocalizedString("x", tableName: "Alerts", comment: ""); let b = Text("y")"#)
        let result = try Glossa.run([
            "extract", directory.path + "/A.swift", "--format", "xcstrings", "-o", directory.path + "/out/", "--quiet",
        ])
        #expect(result.status == 0, "\(result)")
        #expect(FileManager.default.fileExists(atPath: directory.path + "/out/Alerts.xcstrings"))
        #expect(FileManager.default.fileExists(atPath: directory.path + "/out/Localizable.xcstrings"))
    }

    @Test func aMalformedCatalogIsAnErrorThatSaysWhereAndIsLeftAlone() throws {
        let directory = try TemporaryDirectory()
        try directory.write("A.swift", #"let b = Text("y")"#)
        let catalog = try directory.write("Localizable.xcstrings", "{\n  \"strings\" : {,\n}")
        let result = try Glossa.run(["extract", directory.path + "/A.swift", "-o", catalog, "--quiet"])
        #expect(result.status == 1, "\(result)")
        #expect(result.standardError.hasPrefix("glossa: \(catalog):2:16: error: "), "\(result)")
        #expect(try directory.read("Localizable.xcstrings") == "{\n  \"strings\" : {,\n}")
    }

    @Test func aCatalogNotNamedAfterTheTableOfTheStringsIsRefused() throws {
        let directory = try TemporaryDirectory()
        try directory.write("A.swift", #"let b = Text("y")"#)
        let catalog = directory.path + "/out.xcstrings"
        let result = try Glossa.run(["extract", directory.path + "/A.swift", "-o", catalog, "--quiet"])
        #expect(result.status == 1, "\(result)")
        #expect(
            result.standardError
                == "glossa: \(catalog): a String Catalog holds the table it is named after (out), but the strings "
                + "found are in table Localizable: name the file Localizable.xcstrings, or give a directory to "
                + "--output for one catalog per table\n")
        #expect(!FileManager.default.fileExists(atPath: catalog), "nothing is written")
    }

    @Test func projectFunctionNamesAreExtractedLikeNSLocalizedString() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "A.swift", #"let a = LocalizedString("Pod paired", comment: "Status"); let b = L10n("Done", comment: "")"#)
        let without = try Glossa.run(["extract", directory.path, "--quiet"])
        #expect(!without.standardOutput.contains("Pod paired"))
        let with = try Glossa.run([
            "extract", directory.path, "--quiet", "--localized-string-macro-names", "LocalizedString L10n",
        ])
        #expect(with.status == 0, "\(with)")
        #expect(with.standardOutput.contains(#""key": "Pod paired""#))
        #expect(with.standardOutput.contains(#""key": "Done""#))
    }

    @Test func missingPathAndMissingOutputAreErrors() throws {
        let missing = try Glossa.run(["extract", "/nonexistent/glossa"])
        #expect(missing.status == 1)
        #expect(missing.standardError == "glossa: /nonexistent/glossa: no such file or directory\n")
        let noOutput = try Glossa.run(["extract", "--format", "xcstrings", "."])
        #expect(noOutput.status == 64)
        #expect(noOutput.standardError.contains("--format xcstrings needs --output"))
    }
}
