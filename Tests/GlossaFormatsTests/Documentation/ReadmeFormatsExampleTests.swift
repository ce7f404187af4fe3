import Foundation
import GlossaFormats
import Testing

/// The GlossaFormats example in README.md, compiled and run; the README and this file must agree.
@Suite("README formats example")
struct ReadmeFormatsExampleTests {
    @Test func example() throws {
        // README example begins
        let text = "\"greeting\" = \"Hello\";\n\"farewell\" = \"Bye\"\n\"thanks\" = \"Thanks\";\n"
        let options = ReadOptions(locale: "en", sourceLocale: "en")
        let strings = StringsFormat().read(Array(text.utf8), options: options)
        let problem = strings.diagnostics.first?.location  // line 2, column 19: no ';' (all 3 entries load)
        let catalog = StringCatalogFormat().write(strings.document).bytes  // .xcstrings, in Xcode's layout

        var plural = LocalizationDocument(sourceLocale: "en")
        let files = Variations(kind: .plural, strings: ["one": "%lld file", "other": "%lld files"])
        let variant = Variant(variations: files)
        plural.entries.append(LocalizationEntry(key: "files", localizations: ["en": Localization(variant: variant)]))
        let lost = StringsFormat().write(plural).diagnostics  // warning: cannot represent plural variations
        // README example ends

        #expect(problem?.line == 2)
        #expect(problem?.column == 19)
        #expect(strings.document.entries.count == 3)
        #expect(String(decoding: catalog, as: UTF8.self).contains("\"farewell\" : {"))
        #expect(
            lost.map(\.description) == [
                "warning: .strings cannot represent plural variations of \"files\"; wrote only the fallback text"
            ])
    }

    @Test func readmeMatchesThisTest() throws {
        let thisFile = URL(fileURLWithPath: #filePath)
        let root = thisFile.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let source = try String(contentsOf: thisFile, encoding: .utf8)
        let block = try #require(Self.swiftBlock(in: readme, importing: "GlossaFormats"))
        let body = block.filter { !$0.hasPrefix("import ") }.drop(while: \.isEmpty)
        let lines = source.components(separatedBy: "\n")
        let start = try #require(lines.firstIndex { $0.contains("// README example begins") })
        let end = try #require(lines.firstIndex { $0.contains("// README example ends") })
        let indent = lines[start].prefix { $0 == " " }.count
        let testBody = lines[(start + 1)..<end].map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }
        #expect(Array(body) == testBody)
    }

    static func swiftBlock(in markdown: String, importing module: String) -> [String]? {
        var current: [String]?
        for line in markdown.components(separatedBy: "\n") {
            if current == nil, line == "```swift" {
                current = []
            } else if let block = current, line == "```" {
                if block.first == "import \(module)" { return block }
                current = nil
            } else {
                current?.append(line)
            }
        }
        return nil
    }
}
