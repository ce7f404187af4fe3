import Foundation
import Testing

/// `glossa lint`, `stats`, `pseudo` and `generate swift` on real and hand-made catalogs.
@Suite("glossa lint, stats, pseudo, generate swift")
struct CatalogCommandTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("GlossaToolsKitTests/Fixtures")

    static func fixture(_ path: String) -> String { fixtures.appendingPathComponent(path).path }

    @Test func lintReportsWithPositionsAndFailsOnErrors() throws {
        let file = Self.fixture("lint/Mistakes.xcstrings")
        let result = try Glossa.run(["lint", file])
        #expect(result.status == 1, "\(result)")
        #expect(
            result.lines.first
                == "\(file):10:72: error: [plural-categories] \"files\" (ru, plural): missing plural few, many, "
                + "which CLDR requires for ru (needs one, few, many, other)")
        #expect(result.lines.last == "lint: 2 keys, 5 errors, 1 warnings; translated: ru 1/2, ja 1/2, de 1/2")
    }

    @Test func lintJSONForMachines() throws {
        let result = try Glossa.run(["lint", "--format", "json", Self.fixture("lint/Mistakes.xcstrings")])
        #expect(result.status == 1)
        #expect(result.standardOutput.contains(#""check": "placeholders""#))
        #expect(result.standardOutput.contains(#""untranslated": 1"#))
    }

    @Test func lintOfACleanCatalogPassesAndStrictFailsOnWarnings() throws {
        let clean = try Glossa.run(["lint", Self.fixture("xcstrings/Localizable.xcstrings")])
        #expect(clean.status == 0, "\(clean)")
        let strict = try Glossa.run(["lint", "--strict", Self.fixture("xcstrings/FormatSpecifiers.xcstrings")])
        #expect(strict.status == 1, "\(strict)")
    }

    @Test func lintWithAProjectsOwnPlaceholders() throws {
        let files = ["lint/custom/en.lproj/Localizable.strings", "lint/custom/it.lproj/Localizable.strings"].map(
            Self.fixture)
        let printf = try Glossa.run(["lint"] + files)
        #expect(printf.status == 1, "\(printf)")
        let custom = try Glossa.run(["lint", "--custom-placeholders", "%"] + files)
        #expect(custom.status == 1, "\(custom)")
        #expect(custom.lines.last == "lint: 2 keys, 1 errors, 1 warnings; translated: it 2/2")
        #expect(custom.standardOutput.contains("placeholder %2 is not in the source"))
        let empty = try Glossa.run(["lint", "--custom-placeholders", ""] + files)
        #expect(empty.status == 64)
    }

    @Test func lintOfAMissingOrMalformedFileSaysWhere() throws {
        let missing = try Glossa.run(["lint", "/nonexistent/Localizable.xcstrings"])
        #expect(missing.status == 1)
        #expect(missing.standardError == "glossa: /nonexistent/Localizable.xcstrings: no such file\n")
        let directory = try TemporaryDirectory()
        let broken = try directory.write("Broken.xcstrings", "{\n  \"strings\" : [\n")
        let malformed = try Glossa.run(["lint", broken])
        #expect(malformed.status == 1)
        #expect(malformed.standardError.hasPrefix("glossa: \(broken):"), "\(malformed)")
        let none = try Glossa.run(["lint"])
        #expect(none.status == 64)
    }

    @Test func statsTableWithBars() throws {
        let result = try Glossa.run(["stats", "--width", "10", Self.fixture("lint/Mistakes.xcstrings")])
        #expect(result.status == 0, "\(result)")
        #expect(result.lines.first == "locale  keys  translated  review  missing  coverage")
        #expect(result.lines.contains("ru         2           1       0        1     50.0%  █████░░░░░"))
    }

    @Test func pseudoAddsALocaleAndKeepsPlaceholders() throws {
        let directory = try TemporaryDirectory()
        let catalog = try directory.write(
            "Localizable.xcstrings",
            try String(contentsOfFile: Self.fixture("lint/Mistakes.xcstrings"), encoding: .utf8))
        let result = try Glossa.run(["pseudo", catalog, "--style", "accented", "--style", "bracketed"])
        #expect(result.status == 0, "\(result)")
        #expect(result.standardError == "pseudo: wrote en-XA (accented+bracketed) to \(catalog)\n")
        let written = try directory.read("Localizable.xcstrings")
        #expect(written.contains(#""value" : "[Ĥéļļö %@, ýöû ĥáṽé %d]""#))
        #expect(written.contains(#""value" : "[%lld ƒîļéš]""#))
        let lint = try Glossa.run(["lint", catalog, "--allow-unused-categories"])
        #expect(!lint.standardOutput.contains("(en-XA"), "the pseudo-locale passes lint: \(lint)")
    }

    @Test func pseudoOfAStringsFileWritesASibling() throws {
        let directory = try TemporaryDirectory()
        let source = try directory.write("en.lproj/Localizable.strings", "\"save\" = \"Save %@\";\n")
        let result = try Glossa.run(["pseudo", source, "--style", "expanded"])
        #expect(result.status == 0, "\(result)")
        #expect(try directory.read("en-XL.lproj/Localizable.strings").contains("\"save\" = \"Saavee %@\";"))
        let usage = try Glossa.run(["pseudo", source])
        #expect(usage.status == 64)
    }

    @Test func generatedSwiftCompiles() throws {
        let directory = try TemporaryDirectory()
        let output = directory.path + "/L10n.swift"
        let catalogs = ["Localizable", "FormatSpecifiers", "Positional", "Substitution", "Variations", "Multiline"]
            .map { Self.fixture("xcstrings/\($0).xcstrings") }
        let result = try Glossa.run(["generate", "swift"] + catalogs + ["-o", output, "--public"])
        #expect(result.status == 0, "\(result)")
        let code = try directory.read("L10n.swift")
        #expect(code.contains("public enum L10n {"))
        #expect(
            code.contains("public static func mySubstitute(_ arg1: Swift.Int, _ count: Swift.Int) -> Swift.String {"))
        #expect(code.contains("public enum SnakeCase {"))
        #expect(code.contains("/// This is a comment"))
        #expect(code.contains("public static var `continue`: Swift.String {"))
        try Self.typecheck(output, in: directory)
    }

    @Test func generatedSwiftFromStringsFilesCompilesAndUsesTheRightTypes() throws {
        let directory = try TemporaryDirectory()
        let output = directory.path + "/Strings.swift"
        let result = try Glossa.run([
            "generate", "swift", Self.fixture("lint/en.lproj/Localizable.strings"), "--type-name", "Strings", "-o",
            output,
        ])
        #expect(result.status == 0, "\(result)")
        let code = try directory.read("Strings.swift")
        #expect(code.contains("internal static func count(_ arg1: Swift.Int, _ arg2: Swift.String) -> Swift.String {"))
        #expect(code.contains("/// Title of the inbox"))
        try Self.typecheck(output, in: directory)
    }

    @Test func generatedLocalizerAccessorsForICUAndTMLCompile() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "en.json",
            #"{"inbox.files": "{count, plural, one {# file} other {# files}} by {owner}", "#
                + #""order.total": "Total: {total, number} on {day, date}", "title": "Inbox"}"#)
        let icu = directory.path + "/Messages.swift"
        let result = try Glossa.run(["generate", "swift", directory.path + "/en.json", "--syntax", "icu", "-o", icu])
        #expect(result.status == 0, "\(result)")
        let code = try directory.read("Messages.swift")
        #expect(code.contains("import GlossaLocalization"))
        #expect(
            code.contains(
                "internal static func files(count: Swift.Int, owner: Swift.String, "
                    + "localizer: GlossaLocalization.Localizer = .shared) -> Swift.String {"))
        #expect(code.contains("total: Swift.Double, day: Foundation.Date"))
        try Self.typecheck(icu, in: directory)

        let tml = directory.path + "/TML.swift"
        let tmlResult = try Glossa.run([
            "generate", "swift", Self.fixture("lint/tml/en.json"), "--syntax", "tml", "-o", tml, "--type-name", "TML",
        ])
        #expect(tmlResult.status == 0, "\(tmlResult)")
        #expect(try directory.read("TML.swift").contains("user: some GlossaMessages.MessageValueConvertible"))
        try Self.typecheck(tml, in: directory)
    }

    @Test func generatedLocalizerAccessorsForMF2TakeArgumentsNotMarkup() throws {
        let directory = try TemporaryDirectory()
        let file = directory.path + "/MF2.swift"
        let result = try Glossa.run([
            "generate", "swift", Self.fixture("lint/mf2/en.json"), "--syntax", "mf2", "-o", file, "--type-name", "MF2",
        ])
        #expect(result.status == 0, "\(result)")
        let code = try directory.read("MF2.swift")
        #expect(
            code.contains(
                "files(count: some GlossaMessages.MessageValueConvertible, "
                    + "folder: some GlossaMessages.MessageValueConvertible"), "\(code)")
        // `{#link href=$url}…{/link}` takes $url; the markup is rendering's business.
        #expect(
            code.contains(
                "link(url: some GlossaMessages.MessageValueConvertible, "
                    + "name: some GlossaMessages.MessageValueConvertible"), "\(code)")
        try Self.typecheck(file, in: directory)
    }

    /// Runs `swiftc -typecheck` on `file`, with the modules of this build (for code that imports
    /// GlossaLocalization).
    static func typecheck(_ file: String, in directory: TemporaryDirectory) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let modules = Glossa.executableURL.deletingLastPathComponent().appendingPathComponent("Modules").path
        process.arguments = ["swiftc", "-typecheck", "-I", modules, file]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "swiftc -typecheck failed:\n\(message)")
    }
}
