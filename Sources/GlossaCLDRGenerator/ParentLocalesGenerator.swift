import Foundation

/// Generates `ParentLocaleData.swift` from `parentLocales.xml`: one `child parent` line per locale
/// listed in a `<parentLocale>`, sorted by child.
public struct ParentLocalesGenerator: DataGenerator {
    /// Creates the generator.
    public init() {}

    /// Reads `parentLocales.xml` in `dataDirectory`.
    public func generate(from dataDirectory: URL) throws -> GeneratedFile {
        let file = "parentLocales.xml"
        let elements = try LocaleXMLElements.read(dataDirectory.appendingPathComponent(file), names: ["parentLocale"])
        var table: [String: String] = [:]
        for element in elements {
            let parent = try LocaleXMLElements.attribute("parent", of: element, in: file)
            let locales = try LocaleXMLElements.attribute("locales", of: element, in: file)
            for child in locales.split(separator: " ").map(String.init) {
                guard table[child] == nil else {
                    throw LocaleDataError(description: "\(file): \(child) has two parents")
                }
                table[child] = parent
            }
        }
        guard !table.isEmpty else { throw LocaleDataError(description: "\(file): no <parentLocale> elements") }
        return LocaleGeneratorSupport.pairTableFile(
            name: "ParentLocaleData.swift", input: file, enumName: "ParentLocaleData",
            summary: "CLDR's explicit parent locales, which override truncation in fallback chains.",
            example: "`child parent`, for example `en_AU en_001`", table: table)
    }
}
