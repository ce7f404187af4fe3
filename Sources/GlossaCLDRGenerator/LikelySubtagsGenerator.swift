import Foundation

/// Generates `LikelySubtagsData.swift` from `likelySubtags.xml`: one `from to` line per
/// `<likelySubtag>`, sorted by `from`.
public struct LikelySubtagsGenerator: DataGenerator {
    /// Creates the generator.
    public init() {}

    /// Reads `likelySubtags.xml` in `dataDirectory`.
    public func generate(from dataDirectory: URL) throws -> GeneratedFile {
        let file = "likelySubtags.xml"
        let elements = try LocaleXMLElements.read(dataDirectory.appendingPathComponent(file), names: ["likelySubtag"])
        var table: [String: String] = [:]
        for element in elements {
            let from = try LocaleXMLElements.attribute("from", of: element, in: file)
            let to = try LocaleXMLElements.attribute("to", of: element, in: file)
            guard to.split(separator: "_").count == 3, !from.contains(" "), table[from] == nil else {
                throw LocaleDataError(description: "\(file): bad or duplicate likelySubtag \(from) → \(to)")
            }
            table[from] = to
        }
        guard !table.isEmpty else { throw LocaleDataError(description: "\(file): no <likelySubtag> elements") }
        return LocaleGeneratorSupport.pairTableFile(
            name: "LikelySubtagsData.swift", input: file, enumName: "LikelySubtagsData",
            summary: "CLDR's likely subtags: the most likely full identifier for a partial one.",
            example: "`from to`, for example `zh_TW zh_Hant_TW`", table: table)
    }
}
