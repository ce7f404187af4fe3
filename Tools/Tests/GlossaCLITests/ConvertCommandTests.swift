import Foundation
import Testing

/// `glossa convert`, run as a user runs it, on the repository's fixtures and on hostile files.
@Suite("glossa convert")
struct ConvertCommandTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let catalogs = repository.appendingPathComponent("Tests/GlossaJSONTests/Fixtures")
    static let fixtures = repository.appendingPathComponent("Tests/GlossaFormatsTests/Fixtures")

    /// A fresh temporary folder for one test.
    final class Scratch {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("glossa-convert-\(UUID().uuidString)")

        init() throws { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
        deinit { try? FileManager.default.removeItem(at: url) }

        func path(_ name: String) -> String { url.appendingPathComponent(name).path }

        func write(_ name: String, _ text: String) throws -> String {
            try Data(text.utf8).write(to: url.appendingPathComponent(name))
            return path(name)
        }

        func read(_ name: String) throws -> String {
            String(decoding: try Data(contentsOf: url.appendingPathComponent(name)), as: UTF8.self)
        }

        func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: path(name)) }
    }

    @Test func catalogToCatalogIsByteIdentical() throws {
        let scratch = try Scratch()
        let input = Self.catalogs.appendingPathComponent("Localizable.xcstrings")
        let result = try Glossa.run(["convert", input.path, scratch.path("out.xcstrings")])
        #expect(result.status == 0, "\(result)")
        #expect(result.standardError == "")
        #expect(try scratch.read("out.xcstrings") == String(decoding: try Data(contentsOf: input), as: UTF8.self))
    }

    @Test func catalogThroughXLIFFAndBack() throws {
        let scratch = try Scratch()
        let input = Self.catalogs.appendingPathComponent("Substitution.xcstrings").path
        var result = try Glossa.run(["convert", input, scratch.path("en.xliff")])
        #expect(result.status == 0, "\(result)")
        #expect(try scratch.read("en.xliff").contains("|==|substitutions.total.strings.plural.one"))
        result = try Glossa.run(["convert", scratch.path("en.xliff"), scratch.path("back.xcstrings")])
        #expect(result.status == 0, "\(result)")
        #expect(try scratch.read("back.xcstrings").contains("\"total.strings\""))
    }

    @Test func stringsSyntaxErrorIsReportedWithPositionAndTheRestConverts() throws {
        let scratch = try Scratch()
        let input = try scratch.write("Localizable.strings", "\"a\" = \"1\";\n\"b\" = \"2\"\n\"c\" = \"3\";\n")
        let result = try Glossa.run(["convert", input, scratch.path("out.json"), "--source-locale", "en"])
        #expect(result.status == 2, "\(result)")
        #expect(result.standardError.contains("Localizable.strings:2:10: error: missing ';'"))
        #expect(try scratch.read("out.json") == "{\n  \"a\": \"1\",\n  \"b\": \"2\",\n  \"c\": \"3\"\n}\n")
    }

    @Test func strictWritesNothingWhenSomethingWouldBeLost() throws {
        let scratch = try Scratch()
        let input = Self.catalogs.appendingPathComponent("Variations.xcstrings").path
        let result = try Glossa.run(["convert", input, scratch.path("out.strings"), "--strict"])
        #expect(result.status == 2, "\(result)")
        #expect(result.standardError.contains("cannot represent plural variations"))
        #expect(!scratch.exists("out.strings"))
        let lenient = try Glossa.run(["convert", input, scratch.path("out.strings")])
        #expect(lenient.status == 2)
        #expect(scratch.exists("out.strings"))
    }

    @Test func tmlReleaseToZipToTarGZipToJSON() throws {
        let scratch = try Scratch()
        let archive = Self.fixtures.appendingPathComponent("TML/20160218065921.tar.gz").path
        var result = try Glossa.run(["convert", archive, scratch.path("release.zip")])
        #expect(result.status == 0, "\(result)")
        result = try Glossa.run(["convert", scratch.path("release.zip"), scratch.path("release.tgz")])
        #expect(result.status == 0, "\(result)")
        result = try Glossa.run(["convert", scratch.path("release.tgz"), scratch.path("folder"), "--to", "tml"])
        #expect(result.status == 0, "\(result)")
        #expect(scratch.exists("folder/ru/language.json"))
        result = try Glossa.run(["convert", scratch.path("folder"), scratch.path("en.json"), "--locale", "en"])
        #expect(result.lines.isEmpty)
        #expect(try scratch.read("en.json").contains("\"17707f3ba66ab53129e8e7e22aa68efc\": \"To:\""))
    }

    @Test func stringsDictToCatalog() throws {
        let scratch = try Scratch()
        let input = try scratch.write(
            "Localizable.stringsdict",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>%d files</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@files@</string>
            <key>files</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string>
            <key>one</key><string>%d file</string><key>other</key><string>%d files</string></dict>
            </dict></dict></plist>
            """)
        let result = try Glossa.run(["convert", input, scratch.path("out.xcstrings"), "--input-locale", "en"])
        #expect(result.status == 0, "\(result)")
        let catalog = try scratch.read("out.xcstrings")
        #expect(catalog.contains("\"formatSpecifier\" : \"d\""))
        #expect(catalog.contains("\"value\" : \"%d files\""))
    }

    @Test func badInputsExitOneAndSayWhere() throws {
        let scratch = try Scratch()
        var result = try Glossa.run(["convert", scratch.path("missing.strings"), scratch.path("out.json")])
        #expect(result.status == 1)
        #expect(result.standardError.contains("no such file"))
        let broken = try scratch.write("broken.xcstrings", "{\n  \"strings\" : {\n    \"a\" : \n}")
        result = try Glossa.run(["convert", broken, scratch.path("out.json")])
        #expect(result.status == 1, "\(result)")
        #expect(result.standardError.contains("broken.xcstrings:4:1: error:"))
        #expect(!scratch.exists("out.json"))
        let garbage = try scratch.write("release.tar.gz", "not an archive at all")
        result = try Glossa.run(["convert", garbage, scratch.path("out.json")])
        #expect(result.status == 1, "\(result)")
    }

    /// An empty archive of any kind is an empty archive, never "not a tar archive": GNU tar's (10,240
    /// zero bytes), bsdtar's gzipped one and an empty zip, as those tools write them.
    @Test func emptyArchivesSayTheyHaveNoMembers() throws {
        let scratch = try Scratch()
        let archives: [(String, [UInt8])] = [
            ("empty.tar", [UInt8](repeating: 0, count: 10_240)),
            (
                "empty.tar.gz",
                [
                    0x1F, 0x8B, 0x08, 0x00, 0x27, 0xFB, 0x09, 0x6B, 0x00, 0x03, 0x63, 0x60, 0x18, 0x05, 0xA3, 0x60,
                    0x14, 0x8C, 0x54, 0x00, 0x00, 0x2E, 0xAF, 0xB5, 0xEF, 0x00, 0x04, 0x00, 0x00,
                ]
            ),
            ("empty.zip", [0x50, 0x4B, 0x05, 0x06] + [UInt8](repeating: 0, count: 18)),
        ]
        for (name, bytes) in archives {
            try Data(bytes).write(to: scratch.url.appendingPathComponent(name))
            let result = try Glossa.run(["convert", scratch.path(name), scratch.path("out.json")])
            #expect(result.status == 1, "\(name): \(result)")
            #expect(
                result.standardError.contains("\(name): error: not a TML release: the archive has no members"),
                "\(name): \(result)")
            #expect(!scratch.exists("out.json"))
        }
    }

    @Test func archiveWithTraversalIsRefused() throws {
        let scratch = try Scratch()
        var header = [UInt8](repeating: 0, count: 512)
        for (index, byte) in "../../evil.json".utf8.enumerated() { header[index] = byte }
        for (index, byte) in "0000644".utf8.enumerated() { header[100 + index] = byte }
        for (index, byte) in "00000000002".utf8.enumerated() { header[124 + index] = byte }
        header[156] = UInt8(ascii: "0")
        for (index, byte) in "ustar\u{0}00".utf8.enumerated() { header[257 + index] = byte }
        for index in 148..<156 { header[index] = 0x20 }
        let sum = String(header.reduce(0) { $0 + Int($1) }, radix: 8)
        for (index, byte) in (String(repeating: "0", count: 6 - sum.count) + sum).utf8.enumerated() {
            header[148 + index] = byte
        }
        header[154] = 0
        let tar = header + Array("{}".utf8) + [UInt8](repeating: 0, count: 510 + 1024)
        try Data(tar).write(to: scratch.url.appendingPathComponent("evil.tar"))
        let result = try Glossa.run(["convert", scratch.path("evil.tar"), scratch.path("out.json")])
        #expect(result.status == 1, "\(result)")
        #expect(result.standardError.contains("refused the archive member \"../../evil.json\""))
    }

    @Test func usageErrors() throws {
        let scratch = try Scratch()
        var result = try Glossa.run(["convert", "a.strings", scratch.path("out.unknown")])
        #expect(result.status == 64)
        result = try Glossa.run(["convert", "a.strings", "b.json", "--to", "yaml"])
        #expect(result.status == 64)
        #expect(result.standardError.contains("Unknown format"))
    }
}
