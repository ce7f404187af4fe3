import Foundation
import Testing

/// A duplicate key is one severity everywhere: an error in `glossa lint` and in `glossa convert` (the
/// earlier value is lost; the later wins, as in Apple's parser, and convert still writes, exit 2).
@Suite("A duplicate key in lint and convert")
struct DuplicateKeySeverityTests {
    typealias Scratch = ConvertCommandTests.Scratch

    @Test func lintAndConvertBothCallItAnError() throws {
        let scratch = try Scratch()
        try FileManager.default.createDirectory(atPath: scratch.path("en.lproj"), withIntermediateDirectories: true)
        let input = try scratch.write(
            "en.lproj/Localizable.strings", "\"a\" = \"1\";\n\"b\" = \"2\";\n\"a\" = \"3\";\n")
        let lint = try Glossa.run(["lint", input])
        #expect(lint.status == 1, "\(lint)")
        #expect(lint.standardOutput.contains("Localizable.strings:3:1: error: [duplicate-key]"), "\(lint)")
        let convert = try Glossa.run(["convert", input, scratch.path("out.json")])
        #expect(convert.status == 2, "\(convert)")
        #expect(convert.standardError.contains("Localizable.strings:3:1: error: duplicate key \"a\""), "\(convert)")
        #expect(try scratch.read("out.json").contains("\"a\": \"3\""))
    }
}
