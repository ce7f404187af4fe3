import Foundation

/// The seed guides (`Sources/GlossaLocalization/GlossaLocalization.docc/ComingFrom*.md`) and their data
/// (`Examples/Data/`), for the tests that run the guides' code (in GlossaLocalizationTests and
/// GlossaDeliveryTests).
public enum Guide {
    /// `Examples/Data/<path>` in the repository.
    public static func data(_ path: String, from testFile: String = #filePath) -> URL {
        var url = URL(fileURLWithPath: testFile).deletingLastPathComponent()
        while url.path != "/", !FileManager.default.fileExists(atPath: url.appendingPathComponent("Examples").path) {
            url.deleteLastPathComponent()
        }
        return url.appendingPathComponent("Examples/Data").appendingPathComponent(path)
    }

    /// Where the guide `name` (`ComingFromTMLKit`) and the calling test file (`testFile`) disagree
    /// (see `DocumentationExamples.differences`); the test marks its code `// <marker> example <n> begins`.
    public static func differences(_ name: String, marker: String, testFile: String = #filePath) throws -> [String] {
        let article = try DocumentationExamples.repositoryFile(
            "Sources/GlossaLocalization/GlossaLocalization.docc/\(name).md", from: testFile)
        let source = try String(contentsOf: URL(fileURLWithPath: testFile), encoding: .utf8)
        return DocumentationExamples.differences(article: article, test: source, name: marker)
    }
}
