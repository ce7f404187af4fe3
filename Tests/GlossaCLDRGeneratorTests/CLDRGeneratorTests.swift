import Foundation
import Testing

@testable import GlossaCLDRGenerator

@Suite struct CLDRGeneratorTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let data = root.appendingPathComponent("Data/CLDR")

    /// Same inputs, byte-identical output; and the committed sources are what the generator writes.
    @Test func outputIsDeterministicAndCommitted() throws {
        let first = try CLDRGenerator().generateAll(from: Self.data)
        let second = try CLDRGenerator().generateAll(from: Self.data)
        #expect(first == second)
        #expect(first.count >= 2)
        for file in first {
            let committed = try String(
                contentsOf: Self.root.appendingPathComponent("Sources/GlossaCLDR/Generated/\(file.name)"),
                encoding: .utf8)
            #expect(committed == file.contents, "\(file.name) is stale: run `swift run generate-cldr`")
        }
    }

    @Test func recordsTheCLDRVersions() throws {
        #expect(try cldrVersion(of: "plurals.xml", in: Self.data) == "46.0")
        #expect(try cldrVersion(of: "ordinals.xml", in: Self.data) == "46.0")
        #expect(try cldrVersion(of: "pluralRanges.xml", in: Self.data) == "41")
        #expect(throws: GeneratorError.self) { try cldrVersion(of: "nothing.xml", in: Self.data) }
    }

    @Test func badInputsAreReportedWithTheirPlace() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cldr-gen-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let broken = directory.appendingPathComponent("plurals.xml")
        try Data("<supplementalData>\n<plurals>\n<pluralRules locales=\"xx\">\n</plurals>".utf8).write(to: broken)
        #expect {
            _ = try PluralRuleFile(contentsOf: broken, version: "0")
        } throws: { error in
            "\(error)".hasPrefix("plurals.xml:4:")
        }
        try Data(#"<s><pluralRules locales="xx"><pluralRule count="one">n = </pluralRule></pluralRules></s>"#.utf8)
            .write(to: broken)
        #expect {
            _ = try PluralRuleFile(contentsOf: broken, version: "0")
        } throws: { error in
            "\(error)" == "plurals.xml: xx one: column 5: expected a number, found end of rule"
        }
        try Data(#"<s><pluralRules locales="xx"><pluralRule count="several">n = 1</pluralRule></pluralRules></s>"#.utf8)
            .write(to: broken)
        #expect(throws: GeneratorError.self) { _ = try PluralRuleFile(contentsOf: broken, version: "0") }
    }
}
