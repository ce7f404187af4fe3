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
        let lines = table.keys.sorted().map { "\($0) \(table[$0] ?? "")" }
        var text = generatedFileHeader(inputs: [file])
        text += """

            /// CLDR's likely subtags: the most likely full identifier for a partial one.
            enum LikelySubtagsData {
                /// The CLDR release this data comes from.
                static let cldrVersion = "\(LocaleGeneratorSupport.cldrVersion)"


            """
        text += LocaleGeneratorSupport.stringConstant(
            name: "entries",
            documentation: "\(lines.count) lines `from to`, for example `zh_TW zh_Hant_TW`.",
            lines: lines
        )
        text += "}\n"
        return GeneratedFile(name: "LikelySubtagsData.swift", contents: text)
    }
}
